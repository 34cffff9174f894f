/**
 * What a share, comparison or calculated-measure column is, in words, for the COLUMNS list: never its stored
 * reference ("share:measure:revenue").
 */
import { calculatedWords, derivedOf } from '@wharf/contract';
import type { TableDesign } from '../../../design/tableDesign';

/** "Share of total", "Calculated measure: Revenue per order = Revenue ÷ Orders"…; null for a column or a measure. */
export function derivedText(design: TableDesign, ref: string): string | null {
  const derived = derivedOf(ref);
  if (!derived) return null;
  switch (derived.kind) {
    case 'share':
      return 'Share of total';
    case 'previous':
      return 'Total over the comparison period';
    case 'change':
      return 'Change since the comparison period';
    case 'changePct':
      return 'Change in % since the comparison period';
    case 'calc': {
      const calc = design.calculated?.[derived.base];
      return calc ? `Calculated measure: ${calculatedWords(calc, (name) => name)}` : 'Calculated measure';
    }
  }
}

/** A chosen column's label: a derived column by its header, any other as the catalogue names it. */
export function chosenLabel(
  design: TableDesign,
  ref: string,
  catalogueLabel: (ref: string) => string,
): string {
  if (derivedOf(ref) === null) return catalogueLabel(ref);
  const column = design.columns.find((c) => c.kind === 'source' && c.ref === ref);
  return column?.name ?? catalogueLabel(ref);
}
