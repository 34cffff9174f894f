/**
 * What a well-formed route parameter looks like. Ids are database keys: a positive integer or a UUID.
 * A table design may also be opened as `new` before it has been saved. docs/routes.md records the choice.
 */
export const DATASET_SEARCH_MODES = ['members', 'columns'] as const;
export type DatasetSearchMode = (typeof DATASET_SEARCH_MODES)[number];

export type ParamRule = 'id' | 'tableId' | 'datasetSearchMode';

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const NEW_TABLE_ID = 'new';

const isId = (value: string): boolean => POSITIVE_INTEGER.test(value) || UUID.test(value);

const RULES: Readonly<Record<ParamRule, (value: string) => boolean>> = {
  id: isId,
  tableId: (value) => value === NEW_TABLE_ID || isId(value),
  datasetSearchMode: (value) => (DATASET_SEARCH_MODES as readonly string[]).includes(value),
};

export function isParamValid(rule: ParamRule, value: string | undefined): boolean {
  return value !== undefined && RULES[rule](value);
}

/** True when every parameter the route declares is present and keeps its rule. */
export function areParamsValid(
  rules: Readonly<Record<string, ParamRule>> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => isParamValid(rule, params[name]));
}
