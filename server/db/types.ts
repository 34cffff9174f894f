/**
 * The database's shape, apart from opening one (database.ts), so the drivers (pglite.ts, postgres.ts) that
 * database.ts loads can implement it without importing their own loader.
 */

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One parameterised statement ($1, $2…); values never go into the SQL text. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /**
   * A script of several statements without parameters — for migrations and fixed DDL only.
   * Never build its text from input.
   */
  exec(sql: string): Promise<void>;
  /**
   * Appends rows with `COPY {table} ({columns}) FROM STDIN` in the text format (copyText.ts): the fastest way
   * either backend takes many rows. `table` and `columns` are quoted identifiers the caller checked.
   */
  copyFrom(table: string, columns: readonly string[], text: string): Promise<void>;
}

export type Backend = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly backend: Backend;
  /** Runs work in one transaction: committed when it resolves, rolled back when it throws. Not nestable. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
