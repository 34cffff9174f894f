/**
 * What a landed table is, in the catalogue's words: the design's name, its filters as the library says them and the
 * warehouse tables it reads by their friendly names. The browser's download writes it on its "About" sheet.
 */
import type { TableAbout } from '../host';
import { buildQuery } from '../design/buildQuery';
import type { DwSchema } from '../design/catalogue';
import { effectiveLanding, type TableDesign } from '../design/tableDesign';
import { filterWords, tableName } from '../design/plainWords';
import { designSources } from './freshness/designSources';

export function describeLanding(design: TableDesign, catalogue: DwSchema | undefined): TableAbout {
  const query = buildQuery(design);
  return {
    designName:
      design.name.trim() ||
      (design.table ? tableName(catalogue, design.table) : effectiveLanding(design).tableName),
    filters: query ? filterWords(catalogue, query) : [],
    sources: designSources(design, catalogue?.tables ?? []).map((table) => tableName(catalogue, table)),
  };
}
