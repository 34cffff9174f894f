/**
 * Column references of the design language: "column", or "relation.column" through the catalogue's relations
 * ("order.customer.city" follows two). The add-in's catalogue and the server's compiler resolve them with this one
 * walk and name them with these labels, so a reference means and reads the same on both sides.
 */

/** Relations a column reference may follow ("order.customer.city" follows two). */
export const MAX_RELATION_HOPS = 3;

export interface ReferenceParts {
  /** The relations followed from the base table, in order. */
  relations: string[];
  column: string;
}

export function splitReference(ref: string): ReferenceParts {
  const relations = ref.split('.');
  const column = relations.pop() ?? '';
  return { relations, column };
}

/** How a catalogue is walked: each side's own shapes, the same steps. */
export interface ReferenceGraph<Table, Relation, Column> {
  relationOf(table: Table, name: string): Relation | undefined;
  targetOf(relation: Relation): Table | undefined;
  columnOf(table: Table, name: string): Column | undefined;
}

/** One relation followed: its name, the path so far ("order.customer"), the table it leaves and reaches. */
export interface ReferenceHop<Table, Relation> {
  relation: Relation;
  path: string;
  from: Table;
  to: Table;
}

export type ReferenceWalk<Table, Relation, Column> =
  | { ok: true; table: Table; column: Column; hops: ReferenceHop<Table, Relation>[] }
  | {
      ok: false;
      /** What was not found: a relation of `table`, the table a relation leads to, or a column of `table`. */
      missing: 'relation' | 'target' | 'column';
      name: string;
      table: Table;
    };

/** Follows a reference's relations from the base table to its column. */
export function walkReference<Table, Relation, Column>(
  graph: ReferenceGraph<Table, Relation, Column>,
  base: Table,
  ref: string,
): ReferenceWalk<Table, Relation, Column> {
  const { relations, column: columnName } = splitReference(ref);
  const hops: ReferenceHop<Table, Relation>[] = [];
  let table = base;
  let path = '';
  for (const name of relations) {
    const relation = graph.relationOf(table, name);
    if (!relation) return { ok: false, missing: 'relation', name, table };
    const to = graph.targetOf(relation);
    if (!to) return { ok: false, missing: 'target', name, table };
    path = path ? `${path}.${name}` : name;
    hops.push({ relation, path, from: table, to });
    table = to;
  }
  const column = graph.columnOf(table, columnName);
  if (!column) return { ok: false, missing: 'column', name: columnName, table };
  return { ok: true, table, column, hops };
}

/** A column offered through relations, as a picker lists it: "Product › Category". */
export function referencePickerLabel(
  relationFriendlyNames: readonly string[],
  columnFriendlyName: string,
): string {
  return [...relationFriendlyNames, columnFriendlyName].join(' › ');
}

/**
 * A result column's heading through its last relation: "Customer City", but "Product Name" rather than
 * "Product Product Name" when the column's own name already starts with the relation's, or is it.
 */
export function referenceHeading(
  lastRelationFriendlyName: string | null,
  columnFriendlyName: string,
): string {
  if (lastRelationFriendlyName === null) return columnFriendlyName;
  const column = columnFriendlyName.toLowerCase();
  const relation = lastRelationFriendlyName.toLowerCase();
  // "Sales Person" through the relation "Sales Person" is said once, never "Sales Person Sales Person".
  return column === relation || column.startsWith(`${relation} `)
    ? columnFriendlyName
    : `${lastRelationFriendlyName} ${columnFriendlyName}`;
}

/** A graph that also knows what each relation and column is called. */
export interface NamedReferenceGraph<Table, Relation, Column> extends ReferenceGraph<
  Table,
  Relation,
  Column
> {
  relationFriendlyName(relation: Relation): string;
  columnFriendlyName(column: Column): string;
}

/**
 * A reference's picker label as far as the catalogue knows it ("Customer › Company"): a relation or column it does not
 * know shows its own name, so a design over a changed catalogue still reads.
 */
export function referenceLabel<Table, Relation, Column>(
  graph: NamedReferenceGraph<Table, Relation, Column>,
  base: Table | undefined,
  ref: string,
): string {
  const { relations, column: columnName } = splitReference(ref);
  const names: string[] = [];
  let table = base;
  for (const name of relations) {
    const relation = table === undefined ? undefined : graph.relationOf(table, name);
    names.push(relation === undefined ? name : graph.relationFriendlyName(relation));
    table = relation === undefined ? undefined : graph.targetOf(relation);
  }
  const column = table === undefined ? undefined : graph.columnOf(table, columnName);
  return referencePickerLabel(names, column === undefined ? columnName : graph.columnFriendlyName(column));
}

/** The column a reference ends at, or undefined where the catalogue does not know the way. */
export function referencedColumn<Table, Relation, Column>(
  graph: ReferenceGraph<Table, Relation, Column>,
  base: Table | undefined,
  ref: string,
): Column | undefined {
  if (base === undefined) return undefined;
  const walk = walkReference(graph, base, ref);
  return walk.ok ? walk.column : undefined;
}
