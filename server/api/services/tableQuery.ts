/**
 * /api/clientQuery: a table design (TableQuery) run against the caller's instance only — its catalogue is loaded by
 * the instance id the request was authorised for, and the compiler uses that catalogue's schema and names alone
 * (server/api/services/query/, docs/api.md "The query language").
 */
import type { ClientQueryResponse, TableQuery } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { compileQuery, loadCatalogue, runCompiledQuery } from './query/index.ts';

export async function runTableQuery(
  db: Queryable,
  instanceId: number,
  query: TableQuery,
  /** The moment relative periods count from: the API's clock (ApiContext.now). */
  now: Date = new Date(),
): Promise<ClientQueryResponse> {
  const catalogue = await loadCatalogue(db, instanceId);
  // Relative periods ("last month") resolve now, in the instance's time zone: a saved design moves with the calendar.
  return runCompiledQuery(db, compileQuery(catalogue, query, { now }));
}
