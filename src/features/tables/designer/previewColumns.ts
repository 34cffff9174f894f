import type { TableDesign } from '../../../design/tableDesign';
import type { PreviewColumn } from '../../../landing/preview/QueryPreview';

/** The design's columns as its rows will land: design order, calculated columns computed from their row. */
export function previewColumns(design: TableDesign): PreviewColumn[] {
  return design.columns.map((column) =>
    column.kind === 'calculated'
      ? { key: column.id, name: column.name, formula: column.formula }
      : { key: column.id, name: column.name, ref: column.ref },
  );
}
