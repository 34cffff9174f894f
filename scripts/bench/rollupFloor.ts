/**
 * The third part of the ETL's floor: the roll-ups the load's business tables feed (server/model/rollups.ts), each
 * built once from the tables as they are, the way the swap builds them (rollupSelect: a month's from its days). A
 * job's last swap rebuilds its roll-ups in its transaction (docs/etl.md), so the load is not done until they exist
 * either: the fastest way to the same result includes one build of each. Their planner statistics are not
 * counted, as the landed and business tables' are not.
 */
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import { rollupSelect } from '../../server/model/rollupTables.ts';
import { ROLLUPS } from '../../server/model/rollups.ts';
import { timed } from './copyFloor.ts';

export interface RollupFloor {
  /** The roll-ups built, and their rows. */
  rollups: string[];
  rows: number;
  ms: number;
}

/** Times each roll-up reading one of `businessTables` into a scratch table beside it; the roll-ups are untouched. */
export async function measureRollupFloor(
  db: Database,
  schema: string,
  businessTables: readonly string[],
): Promise<RollupFloor> {
  const floor: RollupFloor = { rollups: [], rows: 0, ms: 0 };
  for (const rollup of ROLLUPS) {
    const { sql, reads } = rollupSelect(schema, rollup);
    if (!reads.some((table) => businessTables.includes(table))) continue;
    const scratch = `${quoteIdent(schema)}.${quoteIdent(`bench_rollup_${rollup.name}`)}`;
    await db.exec(`DROP TABLE IF EXISTS ${scratch}`);
    floor.ms += await timed(() => db.query(`CREATE TABLE ${scratch} AS ${sql}`));
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${scratch}`);
    floor.rows += counted?.n ?? 0;
    floor.rollups.push(rollup.name);
    await db.exec(`DROP TABLE ${scratch}`);
  }
  return floor;
}
