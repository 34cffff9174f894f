/**
 * /api/aiQuery (docs/ai.md): a question in plain words answered as a table design of the query language
 * (warehouse.ts), checked by the same compiler as /api/clientQuery — or declined, saying what was understood and
 * what is missing. Never SQL, never a write.
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { tableQuerySchema } from './warehouse.ts';

export const AI_LIMITS = {
  questionLength: 300,
  /** The original question and its refinements so far. */
  previousQuestions: 20,
} as const;

const question = z.string().trim().min(1).max(AI_LIMITS.questionLength);

export const aiQueryPayloadSchema = z.object({
  question,
  /** The answer being refined: the questions that led to it (first the original) and its table design. */
  previous: z
    .object({
      questions: z.array(question).min(1).max(AI_LIMITS.previousQuestions),
      query: tableQuerySchema,
    })
    .optional(),
});
export type AiQueryPayload = z.infer<typeof aiQueryPayloadSchema>;

/** Who answered: the built-in parser, or the configured language model. */
export const AI_SOURCES = ['parser', 'model'] as const;

/** One line of the plain-words design: "Table" → "Sales Orders". */
export const aiDesignPartSchema = z.object({ label: z.string(), text: z.string() });

export const aiExplanationSchema = z.object({
  source: z.enum(AI_SOURCES),
  /** The design in plain words, part by part (table, columns, filters, grouping and period, sort, limit). */
  parts: z.array(aiDesignPartSchema),
  /** What was assumed: "revenue = Sales Orders › Total". */
  assumptions: z.array(z.string()),
  /** When declined: what was understood, and what is missing or not allowed. */
  understood: z.array(z.string()),
  missing: z.array(z.string()),
  /** Anything else the reader must know: "The language model's answer could not be used; …". */
  notes: z.array(z.string()),
});
export type AiExplanation = z.infer<typeof aiExplanationSchema>;

export const aiQueryResponseSchema = z.object({
  /** The table design, or null when the question was declined. */
  query: tableQuerySchema.nullable(),
  explanation: aiExplanationSchema,
});
export type AiQueryResponse = z.infer<typeof aiQueryResponseSchema>;

export const aiContract = {
  [API_PATHS.aiQuery]: { payload: aiQueryPayloadSchema, response: aiQueryResponseSchema },
} as const;
