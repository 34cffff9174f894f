/**
 * Which warehouse tables a new design is offered (nothing empty is offered): the business tables that hold rows
 * first, then the source tables grouped by the source system they come from. A table without rows is left out,
 * unless it is the design's own table (a saved design over it still opens).
 */
import type { DwSchema, DwTable } from './catalogue';

export interface SourceTableGroup {
  /** "Cin7 Omni". */
  sourceSystem: string;
  tables: DwTable[];
}

export interface TableOffer {
  business: DwTable[];
  sources: SourceTableGroup[];
  /** Some table holds rows: false before the company's first import. */
  hasData: boolean;
}

/** A source table whose source system is not named is grouped under this. */
const UNNAMED_SOURCE = 'another source';

export const holdsRows = (table: DwTable): boolean => table.rowCount > 0;

export function tablesOffered(schema: DwSchema | undefined, current = ''): TableOffer {
  const tables = schema?.tables ?? [];
  const offered = tables.filter((table) => holdsRows(table) || table.tableName === current);
  const sources: SourceTableGroup[] = [];
  for (const table of offered.filter((candidate) => candidate.layer === 'source')) {
    const sourceSystem = table.sourceSystem ?? UNNAMED_SOURCE;
    const group = sources.find((candidate) => candidate.sourceSystem === sourceSystem);
    if (group) group.tables.push(table);
    else sources.push({ sourceSystem, tables: [table] });
  }
  return {
    business: offered.filter((table) => table.layer === 'business'),
    sources,
    hasData: tables.some(holdsRows),
  };
}

/** The heading a group of source tables is offered under: "Source tables: Cin7 Omni". */
export const sourceGroupHeading = (group: SourceTableGroup): string => `Source tables: ${group.sourceSystem}`;
