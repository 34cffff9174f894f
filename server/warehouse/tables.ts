/**
 * How a warehouse table is declared. One declaration drives the DDL (ddl.ts) and the catalogue rows
 * (catalogue.ts: app.dw_tables, app.dw_columns, app.dw_relations), so the two cannot drift apart — for the demo
 * world's model tables and for every table an import lands alike.
 */
import type { DwLayer } from '@wharf/contract';

export type DwDataType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';
export type DwRole = 'dimension' | 'measure';

export interface DwColumnDefinition {
  name: string;
  friendlyName: string;
  type: DwDataType;
  role: DwRole;
  notNull?: boolean;
  /** A stored generated column: its SQL expression over other columns of the row. */
  generatedAs?: string;
  /** The column's default, as an SQL expression (`now()`). */
  defaultAs?: string;
  /** Indexed for the member search (/api/searchMemberList). */
  searchable?: boolean;
  /**
   * Other words people ask for the column by, its first the word said back ("price" for Unit Price); the AI view
   * reads them from here and nowhere else (docs/model.md, "Adding a business table").
   */
  synonyms?: readonly string[];
  /** How a measure column is totalled when a question names no function: prices and rates are averaged. */
  aggregate?: 'sum' | 'avg';
  /**
   * Worked out from other tables' rows (a product's last sale, a customer's first order): read when named, never the
   * date a question's period means for its table.
   */
  workedOut?: true;
}

/** What a business table's rows record, so the AI view picks the table a question means (docs/ai.md). */
export type DwSubject =
  | 'sales'
  | 'credits'
  | 'quotes'
  | 'payments'
  | 'transfers'
  | 'adjustments'
  | 'stock'
  | 'products'
  | 'customers'
  | 'branches'
  | 'people';

/** The words of a business table: how people name its rows and what they ask of it. */
export interface DwTableWords {
  subject: DwSubject;
  /** Other names of its rows, singular ("order", "invoice"); its name and friendly name count already. */
  synonyms: readonly string[];
  /**
   * Its words' primary meaning: a word another table also claims ("order", "customers … per branch") reads this
   * table unless the question names the other, and the answer says so.
   */
  primary?: boolean;
  /** It records business flows (each customer, product or branch has many rows): a comparison on its measures is on each group's total. */
  flow?: boolean;
  /**
   * Its own date says when a row was made (a customer's account, a product), not what happened: a period reads it
   * only with a word that says so ("new customers", "customers who joined"); otherwise the question is declined.
   */
  datedWhenMade?: boolean;
  /** A ratio "per <this>" divides by the number of distinct rows ("revenue per customer"). */
  dividesPer?: boolean;
  /** Its columns that show a row when grouped by it ("by customer" → Customer ID and Contact Name). */
  display?: readonly string[];
  /**
   * The column that is one row's value, tax included as the customer sees it: what a bare amount compares and
   * what "the largest" ranks ("credit notes over $500", "the biggest quotes").
   */
  value?: string;
}

/** A many-to-one link to another landed table: designs use its columns as "<name>.<column>". */
export interface DwRelationDefinition {
  name: string;
  friendlyName: string;
  toTable: string;
  fromColumn: string;
  /** A key of toTable, so each row has at most one related row. */
  toColumn: string;
}

export interface DwTableDefinition {
  name: string;
  friendlyName: string;
  description: string;
  primaryKey: readonly string[];
  columns: readonly DwColumnDefinition[];
  /** Plain btree indexes on join keys and dates (named after these columns). */
  indexes: readonly (readonly string[])[];
  /**
   * Columns every plain index starts with, left out of its name: a landed table's lookups are always within one
   * connection (connection_id).
   */
  indexesLeadWith?: readonly string[];
  relations?: readonly DwRelationDefinition[];
  /** A business table of the model (the default) or a source table as a connector lands it. */
  layer?: DwLayer;
  /** The source system a source table comes from, by its display name ("Cin7 Omni"). */
  sourceSystem?: string;
  /** A business table's words (the AI view's only source of them); a source table has none. */
  words?: DwTableWords;
}

/** numeric is money or quantity-with-cents everywhere in the warehouse. */
export const SQL_TYPES: Readonly<Record<DwDataType, string>> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric(14,2)',
  date: 'date',
  timestamptz: 'timestamptz',
};
