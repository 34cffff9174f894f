/**
 * What a design must be to land: the UPDATE panel checks each field as it is typed, and the landing
 * pipeline checks the whole design before it asks for a row — with the same words.
 */
import { QUERY_LIMITS } from '@wharf/contract';
import { buildQuery } from '../design/buildQuery';
import { isValidExcelTableName, type TableDesign } from '../design/tableDesign';

export const NOTHING_TO_LAND = 'Choose a table and at least one source column before landing the design.';

/** An Excel sheet name: at most 31 characters, none of \ / ? * [ ] : (empty: the active sheet). */
export function sheetNameProblem(sheet: string): string | undefined {
  return /[\\/?*[\]:]/.test(sheet) || sheet.length > 31
    ? 'A sheet name has at most 31 characters and none of \\ / ? * [ ] :'
    : undefined;
}

/** The table name the design asks for (empty: a name made from the design's). */
export function tableNameProblem(tableName: string): string | undefined {
  const name = tableName.trim();
  return name === '' || isValidExcelTableName(name)
    ? undefined
    : 'Start with a letter or _, then letters, digits, _ or . (no spaces, not a cell address).';
}

/** Grouped as the add-in writes every number ("1,048,575"), whatever the browser's locale. */
const ROW_LIMIT_PROBLEM = `A whole number from 1 to ${QUERY_LIMITS.maxRows.toLocaleString('en-US')}.`;

/** A design's row limit, and the global default row limit: up to a full Excel sheet under its header. */
export function rowLimitProblem(limit: number): string | undefined {
  return Number.isInteger(limit) && limit >= 1 && limit <= QUERY_LIMITS.maxRows
    ? undefined
    : ROW_LIMIT_PROBLEM;
}

/** Why the design cannot land, or undefined when it can. */
export function landingProblem(design: TableDesign): string | undefined {
  if (buildQuery(design) === null) return NOTHING_TO_LAND;
  return (
    sheetNameProblem(design.landing.sheet.trim()) ??
    tableNameProblem(design.landing.tableName) ??
    rowLimitProblem(design.limit)
  );
}
