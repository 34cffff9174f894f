/**
 * How a source system declares its model: for each business table (businessTables.ts), the source tables its rows
 * come from and one set-based statement that fills it from them. buildBusinessTables (build.ts) runs them in the
 * transaction that swaps a landing in.
 */

/** The rows of one business table, built from source tables. */
export interface BusinessBuild {
  /** The business table it fills (a name of BUSINESS_TABLES). */
  table: string;
  /** The source tables (in the instance's schema) the statement reads: they must exist, empty or not. */
  sources: readonly string[];
  /**
   * The source table each row comes from, one row of it per row, carrying its landed_at: a full load of that table
   * gives every row of the connection a new landing time, so buildBusinessTables rebuilds the table without first
   * looking for rows that stayed the same (there are none). Omitted where rows are grouped or come from several.
   */
  rowsFrom?: string;
  /**
   * One INSERT … SELECT into `into`: the emptied business table (quoted and qualified), or a scratch table of its
   * columns (rebuild.ts). $1 is the ids of the source system's connections of the instance, oldest first (int[]):
   * the rows of every one of them feed the business table.
   */
  sql: (schema: string, into: string) => string;
  /**
   * Columns of the table worked out from other source tables' rows (a product's last sale from the orders),
   * refreshed on their own where a landing changed only those sources: for the rows the landing's changes to other
   * business tables name, not by rebuilding the table (build.ts, docs/model.md "Worked-out columns").
   */
  workedOut?: WorkedOutColumns;
}

/**
 * How a build's worked-out columns are kept up to date for a landing of one connection that changed nothing else
 * of the table (SourceModel.connectionKeys, several connections). The business tables in `changesOf` are rebuilt
 * for that connection first (rebuild.ts rebuildConnection), which notes every row it deletes or inserts: their old
 * and new values name the rows whose worked-out values may move, and `sql` works those out again from the source
 * tables. The values stay those the table's own `sql` gives.
 */
export interface WorkedOutColumns {
  /** The sources of the table read only for these columns (a subset of its `sources`). */
  sources: readonly string[];
  /** The business tables whose changed rows, old and new, name the rows to work out again (none with workedOut). */
  changesOf: readonly string[];
  /**
   * One UPDATE of `into` (the business table, quoted and qualified) that sets the columns of the rows named by the
   * changed rows of the `changesOf` tables (`changed(table)`: a table of the same columns holding them) to their
   * values now, writes only those that differ, and answers one row (RETURNING) per row written. $1: the connections
   * as in `sql`, with only the landing one kept; $2: its id; $3: the first key of its range (connection number ×
   * span).
   */
  sql: (schema: string, into: string, changed: (table: string) => string) => string;
}

export interface SourceModel {
  /** app.source_systems.code of the source system ('cin7Omni'). */
  sourceSystemCode: string;
  /** Its display name ("Cin7 Omni"). */
  sourceSystem: string;
  /**
   * How the rows of several connections are kept apart, which lets a landing rebuild only its own connection's rows
   * (build.ts): with more than one connection, every row of the connection at place n (0: the oldest) has the first
   * column of its table's primary key in [n × span, (n + 1) × span), places past lastPlace have no rows, and a
   * connection's rows are made from its own source rows alone. Without it every rebuild is of all the rows.
   */
  connectionKeys?: { span: number; lastPlace: number };
  /** In order: a business table is filled before one that reads it. */
  builds: readonly BusinessBuild[];
  /**
   * Source tables whose entities a job lands before its others, in this order (the runner, runJob.ts): the tables
   * many builds look up (branch names, product options) and those a big build reads beside its own rows. Each swap
   * rebuilds every business table reading what it landed, so landing these last would build the big tables again
   * over all their rows; landed first, on a first import, those builds run over still empty tables.
   */
  landFirst?: readonly string[];
}
