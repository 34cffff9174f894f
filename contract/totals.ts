/**
 * The parts of the query language that act after grouping or across conditions: filters on totals ("customers with
 * more than 10 orders"), any-of groups of filters ("Auckland or Wellington") and the top N rows within each group
 * ("top 3 products in each category by units sold"). Shapes and limits here; the compiler checks every name against
 * the catalogue (docs/api.md).
 */
import { z } from 'zod';

/** Limits of these parts, shared by the contract, the compiler and the SPA. */
export const TOTALS_LIMITS = {
  /** Filters on totals in one design. */
  maxHaving: 10,
  /** Any-of groups in one design, and conditions in one group. */
  maxAnyOfGroups: 10,
  maxAnyOfConditions: 20,
  /** Rows kept within each group by topPerGroup. */
  maxTopPerGroup: 1_000,
} as const;

export const HAVING_OPS = ['gt', 'gte', 'lt', 'lte', 'eq', 'between'] as const;
export type HavingOp = (typeof HAVING_OPS)[number];

/** A filter on totals in plain words, read after the total's name: "Orders more than 10". */
export const HAVING_WORDS: Readonly<Record<HavingOp, string>> = {
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  eq: 'exactly',
  between: 'between',
};

/**
 * A filter on a total, applied after grouping: `column` names one of the design's chosen columns that is a total
 * (a measure, or a column with a function in `aggregate`); between takes two numbers (inclusive), the others one.
 */
export const havingFilterSchema = z
  .object({
    column: z.string().min(1).max(255),
    op: z.enum(HAVING_OPS),
    values: z.array(z.number().finite()).min(1).max(2),
  })
  .superRefine((filter, ctx) => {
    const wanted = filter.op === 'between' ? 2 : 1;
    if (filter.values.length !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: `"${filter.op}" takes exactly ${wanted} number${wanted === 1 ? '' : 's'}, not ${filter.values.length}.`,
      });
    }
  });
export type HavingFilter = z.infer<typeof havingFilterSchema>;

/**
 * The top N rows within each group of a summarized design: rows are ranked within each combination of `within`
 * (chosen group-by columns) by `by` (a chosen total), and the first `n` kept. Ties are broken by the design's other
 * group-by columns A–Z, so exactly n rows (or fewer) per group come back.
 */
export const topPerGroupSchema = z.object({
  n: z.number().int().min(1).max(TOTALS_LIMITS.maxTopPerGroup),
  by: z.string().min(1).max(255),
  /** Largest first unless false. */
  desc: z.boolean().optional(),
  within: z.array(z.string().min(1).max(255)).min(1).max(5),
});
export type TopPerGroup = z.infer<typeof topPerGroupSchema>;

const numberWords = (value: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** "Orders more than 10", "Revenue between 1,000 and 5,000": a filter on a total, with its total's name. */
export function havingPhrase(totalName: string, filter: HavingFilter, locale?: string): string {
  const values = filter.values.map((value) => numberWords(value, locale)).join(' and ');
  return `${totalName} ${HAVING_WORDS[filter.op]} ${values}`;
}

/** "Customer › Name with Orders more than 10": the groups a filter on totals keeps. */
export function havingWords(groupNames: readonly string[], phrase: string): string {
  return groupNames.length > 0 ? `${groupNames.join(', ')} with ${phrase}` : phrase;
}

/** "Any of: Branch is Auckland, Branch is Wellington". */
export function anyOfWords(conditions: readonly string[]): string {
  return `Any of: ${conditions.join(', ')}`;
}

/** "Top 3 Product › Name in each Product › Category by Units sold" ("Bottom 3 …" when smallest first). */
export function topPerGroupWords(
  top: TopPerGroup,
  rankedNames: readonly string[],
  withinNames: readonly string[],
  byName: string,
  locale?: string,
): string {
  const which = top.desc === false ? 'Bottom' : 'Top';
  const ranked = rankedNames.length > 0 ? ` ${rankedNames.join(', ')}` : '';
  return `${which} ${numberWords(top.n, locale)}${ranked} in each ${withinNames.join(', ')} by ${byName}`;
}
