/**
 * Column references ("order.customer.city") resolved against the design's base table and its relations, each
 * join added once. Names enter SQL text only here and only after checkedIdent.
 */
import { assertSafeSchemaName, quoteIdent } from '../../../db/identifiers.ts';
import { badRequest } from '../../errors.ts';
import type { Catalogue, CatalogueColumn, CatalogueTable } from './catalogue.ts';

/** Relations a column reference may follow ("order.customer.city" follows two). */
export const MAX_RELATION_HOPS = 3;

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

/** A column reference resolved to SQL over the design's joins. */
export interface ResolvedColumn {
  ref: string;
  column: CatalogueColumn;
  /** `t1."category"` */
  expr: string;
  /** "Product Category" */
  friendlyName: string;
}

export function checkedIdent(name: string): string {
  // The catalogue's CHECK constraints guarantee this; a second belt before a name enters SQL text.
  if (!IDENTIFIER.test(name)) throw new Error(`catalogue name "${name}" is not a plain identifier`);
  return quoteIdent(name);
}

function relationFriendly(relationName: string, columnName: string): string {
  return columnName.toLowerCase().startsWith(`${relationName.toLowerCase()} `)
    ? columnName
    : `${relationName} ${columnName}`;
}

/** Resolves references against the base table and its relations, adding each join once. */
export class Resolver {
  private readonly tables: Map<string, CatalogueTable>;
  private readonly joins = new Map<string, { alias: string; table: CatalogueTable; sql: string }>();
  readonly base: CatalogueTable;
  readonly schema: string;

  constructor(catalogue: Catalogue, tableName: string) {
    assertSafeSchemaName(catalogue.schema);
    this.schema = quoteIdent(catalogue.schema);
    this.tables = new Map(catalogue.tables.map((table) => [table.name, table]));
    const base = this.tables.get(tableName);
    if (!base) throw badRequest(`query.table: Unknown table "${tableName}".`);
    this.base = base;
  }

  private target(table: CatalogueTable): string {
    return `${this.schema}.${checkedIdent(table.name)}`;
  }

  /** The base table and the joins of these relation paths (in the order they were made, so prefixes come first). */
  from(paths: ReadonlySet<string>): string {
    return `${this.target(this.base)} AS t0${this.joinsOf(paths)}`;
  }

  /** " LEFT JOIN … AS t1 ON …" for each of these relation paths, or ''. */
  joinsOf(paths: ReadonlySet<string>): string {
    return [...this.joins.entries()]
      .filter(([path]) => paths.has(path))
      .map(([, join]) => ` ${join.sql}`)
      .join('');
  }

  /** Resolves a reference; the relation paths it needs (every prefix) are added to `uses`. */
  resolve(ref: string, field: string, uses?: Set<string>): ResolvedColumn {
    const parts = ref.split('.');
    const columnName = parts.pop() ?? '';
    if (parts.length > MAX_RELATION_HOPS) {
      throw badRequest(
        `${field}: "${ref}" follows ${parts.length} relations; at most ${MAX_RELATION_HOPS} ("relation.column").`,
      );
    }
    let table = this.base;
    let alias = 't0';
    let path = '';
    let relationFriendlyName: string | null = null;
    for (const relationName of parts) {
      const relation = table.relations.find((r) => r.name === relationName);
      if (!relation) {
        throw badRequest(`${field}: Unknown relation "${relationName}" from table "${table.name}".`);
      }
      const to = this.tables.get(relation.toTable);
      if (!to)
        throw new Error(`relation ${table.name}.${relation.name} leads to a table not in the catalogue`);
      path = path ? `${path}.${relationName}` : relationName;
      uses?.add(path);
      let join = this.joins.get(path);
      if (!join) {
        const joinAlias = `t${this.joins.size + 1}`;
        join = {
          alias: joinAlias,
          table: to,
          sql: `LEFT JOIN ${this.target(to)} AS ${joinAlias} ON ${joinAlias}.${checkedIdent(relation.toColumn)} = ${alias}.${checkedIdent(relation.fromColumn)}`,
        };
        this.joins.set(path, join);
      }
      table = to;
      alias = join.alias;
      relationFriendlyName = relation.friendlyName;
    }
    const column = table.columns.find((c) => c.name === columnName);
    if (!column) throw badRequest(`${field}: Unknown column "${columnName}" in table "${table.name}".`);
    return {
      ref,
      column,
      expr: `${alias}.${checkedIdent(column.name)}`,
      friendlyName: relationFriendlyName
        ? relationFriendly(relationFriendlyName, column.friendlyName)
        : column.friendlyName,
    };
  }
}
