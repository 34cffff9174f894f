/**
 * Business keys of Cin7 Omni rows. One instance may have several Cin7 Omni connections whose ids collide (each
 * account numbers its own products, contacts and orders from 1), and the business tables take the rows of all of
 * them. With one connection (the usual case) a business key is the Cin7 id itself, so "Order ID" reads as it does
 * in Cin7. With several, the connections are numbered by age (0 for the oldest) and a key is
 * connection number × 100,000,000 + the Cin7 id; only ids below 100,000,000 of the 21 oldest connections fit the
 * business tables' integer keys, and rows beyond that are left out of the business tables (they stay in the
 * source tables). $1 of every statement is the connections' ids, oldest first (buildBusinessTables), a deleted
 * connection's as null: its rows feed no business table, and the others keep their numbers.
 */

export const KEY_SPAN = 100_000_000;
/** 20 × KEY_SPAN + KEY_SPAN − 1 is the largest key under 2^31. */
export const LAST_CONNECTION_NUMBER = 20;

/** The row's connection number (0: the oldest); null for a connection the instance no longer has. */
const connectionNumber = (alias: string) => `(array_position($1::int[], ${alias}.connection_id) - 1)`;

/** The business key of the Cin7 id in `alias.column` (null when the id is null). */
export function businessKey(alias: string, column: string): string {
  return `(${alias}.${column}::bigint + ${connectionNumber(alias)}::bigint * ${KEY_SPAN})`;
}

/** Whether the row's own id has a business key: its connection is the instance's, and the key fits. */
export function hasBusinessKey(alias: string, column: string): string {
  const number = connectionNumber(alias);
  return `(${number} IS NOT NULL AND (cardinality($1::int[]) = 1
    OR (${alias}.${column} >= 0 AND ${alias}.${column} < ${KEY_SPAN} AND ${number} <= ${LAST_CONNECTION_NUMBER})))`;
}
