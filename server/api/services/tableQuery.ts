/**
 * /api/clientQuery: a table design (TableQuery) run against the caller's instance only — its catalogue is loaded by
 * the instance id the request was authorised for, and the compiler uses that catalogue's schema and names alone
 * (server/api/services/query/, docs/api.md "The query language").
 */
import type { ClientQueryResponse, TableQuery } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import {
  compileQuery,
  lastKeptCatalogue,
  loadCatalogue,
  runCompiledQuery,
  type Catalogue,
  type CompiledQuery,
  type JoinedPageOrder,
} from './query/index.ts';

/**
 * How this database's pages joined after they were chosen are put in order (CompileOptions.joinedPages): numbered on
 * a PostgreSQL server, which sends rows as it reads them (a walk of 100k lines on the Cin7 Omni model: 1.44× one
 * SELECT of them with the joined pages sorted, 1.32× numbered), sorted by the embedded engine, which hands a result
 * back whole (numbering cost it about 8 % a page). An open transaction does not say: sorted.
 */
export function joinedPagesFor(db: Queryable): JoinedPageOrder {
  return 'backend' in db && db.backend === 'postgres' ? 'numbered' : 'sorted';
}

export async function runTableQuery(
  db: Queryable,
  instanceId: number,
  query: TableQuery,
  /** The moment relative periods count from: the API's clock (ApiContext.now). */
  now: Date = new Date(),
): Promise<ClientQueryResponse> {
  const early = await answerBesideCheck(db, instanceId, query, now);
  if ('answer' in early) return early.answer;
  const catalogue = early.catalogue ?? (await loadCatalogue(db, instanceId));
  // Relative periods ("last month") resolve now, in the instance's time zone: a saved design moves with the calendar.
  return runCompiledQuery(db, compileQuery(catalogue, query, { now, joinedPages: joinedPagesFor(db) }));
}

type Settled = { value: ClientQueryResponse } | { error: unknown };

/**
 * With a catalogue already kept for the instance, the design is compiled against it and its rows asked for at once,
 * the catalogue's version read beside them (on PostgreSQL on another connection of the pool: a round trip a page less
 * on a long walk). The answer stands only if the version had not moved; otherwise the catalogue as it is now is
 * handed back, and the design is answered again from it. A design that does not compile against the kept catalogue
 * (a column added since) is answered from the current one.
 */
async function answerBesideCheck(
  db: Queryable,
  instanceId: number,
  query: TableQuery,
  now: Date,
): Promise<{ answer: ClientQueryResponse } | { catalogue?: Catalogue }> {
  const kept = lastKeptCatalogue(db, instanceId);
  if (!kept) return {};
  let compiled: CompiledQuery;
  try {
    compiled = compileQuery(kept, query, { now, joinedPages: joinedPagesFor(db) });
  } catch {
    return {};
  }
  const rows = runCompiledQuery(db, compiled).then(
    (value): Settled => ({ value }),
    (error: unknown): Settled => ({ error }),
  );
  // An instance gone is its 404, once the rows' statement has finished.
  const current = await loadCatalogue(db, instanceId).finally(() => rows);
  const settled = await rows;
  if (current !== kept) return { catalogue: current };
  if ('error' in settled) throw settled.error;
  return { answer: settled.value };
}
