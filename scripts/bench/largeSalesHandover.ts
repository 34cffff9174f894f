/**
 * The ten-million-line database the scale-out part loads (scaleOutData.ts), handed on to the roll-ups part, which
 * needs the same demo world and the same lines: the demo seed, the COPY, the indexes and ANALYZE (about 2 minutes on
 * this machine) are paid once per bench run instead of twice. The scale-out part takes its own remedies out again
 * before it hands the database on (timeDesigns), so the roll-ups part reads the tables as it would have loaded them.
 * Run alone, each part loads its own.
 */
import type { Database } from '../../server/db/database.ts';
import type { LargeSales } from './scaleOutData.ts';

export interface LargeSalesDatabase {
  db: Database;
  /** The demo's Harbour Traders instance, whose sales are the large ones. */
  harbour: number;
  loaded: LargeSales;
  /** Closes `db` and drops the database. */
  drop(): Promise<void>;
}

let kept: LargeSalesDatabase | undefined;

export function keepLargeSales(database: LargeSalesDatabase): void {
  kept = database;
}

/** The kept database when it holds `lines` lines; it is then the caller's to drop. */
export function takeLargeSales(lines: number): LargeSalesDatabase | undefined {
  if (kept?.loaded.lines !== lines) return undefined;
  const taken = kept;
  kept = undefined;
  return taken;
}

/** At the end of a bench run: a kept database nobody took is dropped (a server named by BENCH_DATABASE_URL stays clean). */
export async function dropKeptLargeSales(): Promise<void> {
  const left = kept;
  kept = undefined;
  await left?.drop();
}
