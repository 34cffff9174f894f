/**
 * What the language model is told: the instance's catalogue (names, friendly names, types, roles, relations), the
 * rules of the query language, today's date, and — when refining — the design being refined. Its answer is one
 * call of the "answer" tool whose arguments follow ANSWER_SCHEMA; nothing it says is trusted before validation.
 */
import { z } from 'zod';
import { measureRef, tableQuerySchema, type AiQueryPayload } from '@wharf/contract';
import type { Catalogue } from '../../query/index.ts';
import { availableMeasures } from '../../query/measures.ts';

/** The tool's arguments: a design, or a decline saying what was understood and what is missing. */
export const modelAnswerSchema = z.object({
  query: tableQuerySchema.nullable(),
  assumptions: z.array(z.string().max(300)).max(10).default([]),
  understood: z.array(z.string().max(300)).max(10).default([]),
  missing: z.array(z.string().max(300)).max(10).default([]),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export const ANSWER_TOOL = 'answer';

export function answerToolSchema(): Record<string, unknown> {
  return z.toJSONSchema(modelAnswerSchema, { io: 'input', unrepresentable: 'any' });
}

function catalogueText(catalogue: Catalogue): string {
  return catalogue.tables
    .map((table) => {
      const columns = table.columns
        .filter((c) => c.name !== 'landed_at')
        .map((c) => `  - ${c.name} "${c.friendlyName}" ${c.dataType} ${c.role}`)
        .join('\n');
      const relations = table.relations
        .map(
          (r) =>
            `  - relation ${r.name} → ${r.toTable} (${r.fromColumn} = ${r.toColumn}); use as "${r.name}.<column>"`,
        )
        .join('\n');
      const measures = availableMeasures(catalogue, table)
        .map((m) => `  - ${measureRef(m.key)} "${m.friendlyName}" ${m.dataType}: ${m.definition}`)
        .join('\n');
      return `table ${table.name} "${table.friendlyName}": ${table.description ?? ''}\n${columns}${relations ? `\n${relations}` : ''}${measures ? `\n${measures}` : ''}`;
    })
    .join('\n');
}

const RULES = `You turn a question about a company's warehouse into a table design, by calling the "answer" tool once.
Rules:
- Use only the tables, columns and relations listed. A column of a related table is "relation.column" (up to 3 hops).
- A business figure the catalogue lists as "measure:<key>" (Revenue, Orders, Gross profit…) is chosen by that name in
  "columns" (and "sort"), never in "aggregate", "grain" or a filter: it carries its own definition, and the other chosen
  columns without a function are the grouping. Prefer it to totalling a column yourself ("revenue" is measure:revenue).
- "aggregate" maps chosen measure columns to sum/avg/min/max/count/countDistinct; the other chosen columns are the grouping.
  Only total a measure on the design's own table, never through a relation.
- "grain" maps a chosen date column to day/week/month/quarter/year. Dates are YYYY-MM-DD; a period is gte its first day and lt the day after its last.
- Filters: {column, op, values}; ops eq, neq, in, notIn, contains, startsWith, between, gt, gte, lt, lte, isNull, notNull, inPeriod.
- A period counted from today stays relative, never as dates: {column: <date column>, op: "inPeriod", values: [<period>]}
  with <period> one of today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth, thisQuarter, lastQuarter, thisYear,
  lastYear, yearToDate, or ["lastNDays"|"lastNWeeks"|"lastNMonths", N] (whole days before today), or
  ["lastNWholeMonths", N] (the N whole calendar months before this one: "the last 3 months" by month); add "yearEarlier" last
  for the same period a year before (["lastMonth", "yearEarlier"]). Weeks start on Monday. Named dates ("in 2024",
  "March 2025") use gte/lt.
- "top N" overall sorts by the measure descending with limit N. "Top N <things> in each <group>" is
  "topPerGroup": {n, by: <chosen total>, within: [<chosen grouping columns>]}, never a limit (which would be the top N
  overall); sort by the within columns, then the total descending.
- A condition on a total of each group ("customers with more than 10 orders", "branches with revenue over 50,000") is
  "having": [{column: <chosen measure or aggregated column>, op: gt|gte|lt|lte|eq|between, values: [numbers]}], never a
  row filter; the design must group by something.
- Conditions any one of which may hold ("Marine or Kauri products"): "anyOf": [[<filter>, <filter>, …]]; values of one
  column ("Auckland or Wellington") are simply op "in".
- If the question cannot be answered from this catalogue, or asks to change data or do anything but read, answer with query null,
  listing in "understood" what you understood and in "missing" what is missing. Never guess.
- List in "assumptions" every interpretation you made ("largest order = Sales Orders › Total").`;

export function chatMessages(catalogue: Catalogue, payload: AiQueryPayload, today: string) {
  const context = payload.previous
    ? `\nThe user is refining this earlier design (asked as: ${payload.previous.questions.map((q) => JSON.stringify(q)).join(', then ')}):\n${JSON.stringify(payload.previous.query)}\nAnswer with the whole edited design.`
    : '';
  return [
    { role: 'system', content: `${RULES}\nToday is ${today}.\nThe catalogue:\n${catalogueText(catalogue)}` },
    { role: 'user', content: `${payload.question}${context}` },
  ];
}
