// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testBackends, type TestBackend } from '../../testing/testBackends.ts';
import {
  createIndexes as createLandedIndexes,
  createTable as createLandedTable,
} from '../../warehouse/ddl.ts';
import { column, field, landedTable } from '../connectors/landedTables.ts';
import { buildReplacements, dropReplacements, replacementSchema } from './replacementTables.ts';
import { prepareStaging, stagePage } from './stage.ts';
import { moveReplacementIn, swapIn } from './swap.ts';

vi.setConfig({ testTimeout: 60_000 });

const TABLE = landedTable({
  name: 'items',
  friendlyName: 'Items',
  description: 'Test items.',
  sourceSystem: 'Test Source',
  primaryKey: ['id'],
  indexes: [['code']],
  columns: [
    column('id', 'ID', 'integer', 'dimension', field('id'), { notNull: true }),
    column('code', 'Code', 'text', 'dimension', field('code'), { searchable: true }),
  ],
});

async function landedRows(db: Database) {
  return db.query<{ connection_id: number; id: number; code: string }>(
    'SELECT connection_id, id, code FROM w.items ORDER BY connection_id, id',
  );
}

async function indexNames(db: Database) {
  const rows = await db.query<{ name: string }>(
    "SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'w' AND tablename = 'items' ORDER BY 1",
  );
  return rows.map((row) => row.name);
}

/** Stages `records` for connection 1, builds the replacement, then swaps as landEntity does; answers what moved. */
async function fullLoad(db: Database, records: Record<string, unknown>[]) {
  await prepareStaging(db, 'w', 1, [TABLE]);
  await stagePage(db, 'w', 1, [TABLE], records);
  await buildReplacements(db, 'w', 1, [TABLE]);
  const before = await landedRows(db);
  const moved = await db.transaction(async (tx) => {
    const replaced = new Set<string>();
    if (await moveReplacementIn(tx, 'w', 1, TABLE)) replaced.add(TABLE.name);
    await swapIn(tx, 'w', 1, [TABLE], 'full', replaced);
    await dropReplacements(tx, 1);
    return replaced.has(TABLE.name);
  });
  return { before, moved };
}

/** A database of the backend whose schema w holds the landed table with its indexes and these rows, for `work`. */
async function withLandedRows(
  backend: TestBackend,
  values: string,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const t = await backend.open();
  try {
    await t.db.exec('CREATE SCHEMA w');
    await createLandedTable(t.db, 'w', TABLE);
    await createLandedIndexes(t.db, 'w', TABLE);
    await t.db.query(`INSERT INTO w.items (connection_id, id, code) VALUES ${values}`);
    await work(t.db);
  } finally {
    await t.dispose();
  }
}

describe.each(testBackends())('a full load’s replacement on $name', (backend) => {
  it('is built beside the landed table and moved into its place with the same key and index names', async () => {
    await withLandedRows(backend, "(1, 1, 'old'), (1, 9, 'gone')", async (db) => {
      const names = await indexNames(db);
      // Key 1 staged twice (modified while paging): its last version lands.
      const { before, moved } = await fullLoad(db, [
        { id: 1, code: 'a' },
        { id: 2, code: 'b' },
        { id: 1, code: 'a2' },
      ]);
      expect(before.map((row) => row.code)).toEqual(['old', 'gone']);
      expect(moved).toBe(true);
      expect(await landedRows(db)).toEqual([
        { connection_id: 1, id: 1, code: 'a2' },
        { connection_id: 1, id: 2, code: 'b' },
      ]);
      expect(await indexNames(db)).toEqual(names);
      expect(names).toContain('items_pkey');
      const [side] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = $1',
        [replacementSchema(1)],
      );
      expect(side?.n).toBe(0);
      await expect(
        db.query("INSERT INTO w.items (connection_id, id, code) VALUES (1, 2, 'dup')"),
      ).rejects.toThrow();
    });
  });

  it('is not moved in over another connection’s rows: those stay and the connection’s rows are replaced in place', async () => {
    await withLandedRows(backend, "(1, 1, 'old'), (2, 1, 'theirs')", async (db) => {
      const { moved } = await fullLoad(db, [{ id: 3, code: 'c' }]);
      expect(moved).toBe(false);
      expect(await landedRows(db)).toEqual([
        { connection_id: 1, id: 3, code: 'c' },
        { connection_id: 2, id: 1, code: 'theirs' },
      ]);
    });
  });
});
