/**
 * A landed table's headers are in the catalogue's words. A source column still under its database name
 * ("customer_id", as a design made from a bare query — a library template — names it) lands under the name the
 * warehouse answers for it ("Customer ID", "Sum of Total"). A header a person chose stays, and so does one a
 * calculated column's formula names (renaming it would break the formula) or one that would repeat another header
 * (Excel refuses two headers alike).
 */
import type { QueryResultColumn } from '@wharf/contract';
import type { LandingColumn } from '../host';
import type { TableDesign } from '../design/tableDesign';
import { formulaReferences, sameHeader } from '../design/structuredRefs';
import { bareQueryHeader } from '../design/storage/libraryDefinition';

export function withFriendlyHeaders(
  design: TableDesign,
  columns: readonly LandingColumn[],
  answered: readonly QueryResultColumn[],
): LandingColumn[] {
  const named = design.columns.flatMap((column) =>
    column.kind === 'calculated' ? formulaReferences(column.formula) : [],
  );
  const headers = columns.map((column) => column.name);
  return columns.map((column, index) => {
    const designColumn = design.columns[index];
    if (designColumn?.kind !== 'source') return column;
    const result = answered.find((candidate) => candidate.ref === designColumn.ref);
    const friendly = result?.friendlyName.trim();
    if (!result || !friendly || friendly === column.name) return column;
    const databaseName = designColumn.ref.split('.').pop() ?? designColumn.ref;
    // A header a bare query gave in words of its key is no person's choice either: "Stock value" becomes the
    // measure's own name, "Stock value at cost".
    const unchosen = [databaseName, result.name, bareQueryHeader(designColumn.ref)];
    if (!unchosen.includes(column.name)) return column;
    if (named.some((name) => sameHeader(name, column.name))) return column;
    if (headers.some((header, other) => other !== index && sameHeader(header, friendly))) return column;
    headers[index] = friendly;
    return { ...column, name: friendly };
  });
}
