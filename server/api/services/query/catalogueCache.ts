/**
 * The catalogues an API process has read, one per instance, each kept with the version it was read at
 * (app.instances.catalogue_version, moved at the commit of any change to the catalogue: migration 0022). A design
 * reads the version with the instance's row it reads anyway, and the rest of the catalogue only when it moved.
 *
 * Kept only for a database read outside a transaction: inside one, a reader can see its own uncommitted changes
 * under the version from before them, which a rollback would leave cached as if they had happened.
 */
import type { Queryable } from '../../../db/database.ts';
import type { Catalogue } from './catalogue.ts';

export interface CatalogueStamp {
  instanceId: number;
  schema: string;
  timeZone: string;
  /** bigint: PostgreSQL's driver answers text, PGlite a number; compared as text. */
  version: string;
}

interface Kept {
  stamp: CatalogueStamp;
  catalogue: Catalogue;
}

/** Per database object, so two databases in one process (tests, the bench's two engines) never share an entry. */
const kept = new WeakMap<Queryable, Map<number, Kept>>();

/** A database, not an open transaction: only a Database can start one (server/db/types.ts). */
const outsideTransaction = (db: Queryable): boolean => 'transaction' in db;

const sameStamp = (a: CatalogueStamp, b: CatalogueStamp): boolean =>
  a.version === b.version && a.schema === b.schema && a.timeZone === b.timeZone;

export function cachedCatalogue(db: Queryable, stamp: CatalogueStamp): Catalogue | undefined {
  if (!outsideTransaction(db)) return undefined;
  const entry = kept.get(db)?.get(stamp.instanceId);
  return entry && sameStamp(entry.stamp, stamp) ? entry.catalogue : undefined;
}

/**
 * The catalogue last kept for the instance, whatever the version is now: a design may be compiled against it and
 * its rows asked for while the version is read beside them (tableQuery.ts), the answer kept only if it had not moved.
 */
export function lastKeptCatalogue(db: Queryable, instanceId: number): Catalogue | undefined {
  if (!outsideTransaction(db)) return undefined;
  return kept.get(db)?.get(instanceId)?.catalogue;
}

/** Frozen, since every design of the instance shares it: a compiler that changed it would change them all. */
export function keepCatalogue(db: Queryable, stamp: CatalogueStamp, catalogue: Catalogue): Catalogue {
  if (!outsideTransaction(db)) return catalogue;
  const frozen = deepFreeze(catalogue);
  let entries = kept.get(db);
  if (!entries) {
    entries = new Map();
    kept.set(db, entries);
  }
  entries.set(stamp.instanceId, { stamp, catalogue: frozen });
  return frozen;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
