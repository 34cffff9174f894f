/**
 * Column references ("order.customer.city") resolved against the design's base table and its relations, each
 * join added once. Names enter SQL text only here and only after checkedIdent.
 */
import { assertSafeSchemaName, quoteIdent } from '../../../db/identifiers.ts';
import { badRequest } from '../../errors.ts';
import { MAX_RELATION_HOPS, referenceHeading, splitReference } from '@wharf/contract/references.ts';
import { walkCatalogue, type Catalogue, type CatalogueColumn, type CatalogueTable } from './catalogue.ts';

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

/**
 * A roll-up the design is compiled over instead of its table: its table, and the column holding each dimension.
 * A reference to a dimension reads that column; one through a relation whose key is a dimension joins from it;
 * a column of the table itself is written as the placeholder "{column}" for rollup.ts to replace inside its
 * aggregate; anything else is a RollupMiss.
 */
export interface RollupView {
  table: string;
  dimensions: ReadonlyMap<string, string>;
}

/** The design needs something the roll-up does not hold: it is answered from its table instead. */
export class RollupMiss extends Error {}

/** Resolves references against the base table and its relations, adding each join once. */
export class Resolver {
  private readonly joins = new Map<string, { alias: string; table: CatalogueTable; sql: string }>();
  readonly base: CatalogueTable;
  readonly schema: string;
  private readonly catalogue: Catalogue;

  private readonly rollup: RollupView | null;

  constructor(catalogue: Catalogue, tableName: string, rollup: RollupView | null = null) {
    this.catalogue = catalogue;
    this.rollup = rollup;
    assertSafeSchemaName(catalogue.schema);
    this.schema = quoteIdent(catalogue.schema);
    const base = catalogue.tables.find((table) => table.name === tableName);
    if (!base) throw badRequest(`query.table: Unknown table "${tableName}".`);
    this.base = base;
  }

  private target(table: CatalogueTable): string {
    return `${this.schema}.${checkedIdent(table.name)}`;
  }

  /** The base table and the joins of these relation paths (in the order they were made, so prefixes come first). */
  from(paths: ReadonlySet<string>): string {
    const base = this.rollup ? `${this.schema}.${quoteIdent(this.rollup.table)}` : this.target(this.base);
    return `${base} AS t0${this.joinsOf(paths)}`;
  }

  /** " LEFT JOIN … AS t1 ON …" for each of these relation paths, or ''. */
  joinsOf(paths: ReadonlySet<string>): string {
    return [...this.joins.entries()]
      .filter(([path]) => paths.has(path))
      .map(([, join]) => ` ${join.sql}`)
      .join('');
  }

  /** Whether the reference names a column of the base table or of a related one (nothing is joined). */
  has(ref: string): boolean {
    return walkCatalogue(this.catalogue, this.base, ref).ok;
  }

  /** Resolves a reference; the relation paths it needs (every prefix) are added to `uses`. */
  resolve(ref: string, field: string, uses?: Set<string>): ResolvedColumn {
    const hopCount = splitReference(ref).relations.length;
    if (hopCount > MAX_RELATION_HOPS) {
      throw badRequest(
        `${field}: "${ref}" follows ${hopCount} relations; at most ${MAX_RELATION_HOPS} ("relation.column").`,
      );
    }
    const walk = walkCatalogue(this.catalogue, this.base, ref);
    if (!walk.ok) {
      if (walk.missing === 'relation') {
        throw badRequest(`${field}: Unknown relation "${walk.name}" from table "${walk.table.name}".`);
      }
      if (walk.missing === 'target') {
        throw new Error(`relation ${walk.table.name}.${walk.name} leads to a table not in the catalogue`);
      }
      throw badRequest(`${field}: Unknown column "${walk.name}" in table "${walk.table.name}".`);
    }
    const lastRelation = walk.hops.at(-1)?.relation.friendlyName ?? null;
    const resolved = (expr: string): ResolvedColumn => ({
      ref,
      column: walk.column,
      expr,
      friendlyName: referenceHeading(lastRelation, walk.column.friendlyName),
    });
    const dimension = this.rollup?.dimensions.get(ref);
    if (dimension !== undefined) return resolved(`t0.${quoteIdent(dimension)}`);
    if (this.rollup && walk.hops.length === 0) return resolved(`{${checkedIdent(ref).slice(1, -1)}}`);
    let alias = 't0';
    for (const [index, hop] of walk.hops.entries()) {
      uses?.add(hop.path);
      let join = this.joins.get(hop.path);
      if (!join) {
        const joinAlias = `t${this.joins.size + 1}`;
        join = {
          alias: joinAlias,
          table: hop.to,
          sql: `LEFT JOIN ${this.target(hop.to)} AS ${joinAlias} ON ${joinAlias}.${checkedIdent(hop.relation.toColumn)} = ${this.fromKey(alias, hop.relation.fromColumn, index)}`,
        };
        this.joins.set(hop.path, join);
      }
      alias = join.alias;
    }
    return resolved(`${alias}.${checkedIdent(walk.column.name)}`);
  }

  /** The key a join starts from: over a roll-up, the first relation's key must be one of its dimensions. */
  private fromKey(alias: string, column: string, hop: number): string {
    if (!this.rollup || hop > 0) return `${alias}.${checkedIdent(column)}`;
    const dimension = this.rollup.dimensions.get(column);
    if (dimension === undefined) throw new RollupMiss(`the roll-up does not keep ${column}`);
    return `t0.${quoteIdent(dimension)}`;
  }
}
