// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshRollups } from '../../../model/rollupTables.ts';
import { testBackend, type TestDatabase, openMigrated } from '../../../testing/testBackends.ts';
import { createWarehouseSchema } from '../../../warehouse/schema.ts';
import { loadCatalogue } from './load.ts';
import { runTableQuery } from '../tableQuery.ts';
import { ApiError } from '../../errors.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const friendlyNameOf = async (t: TestDatabase, column: string) =>
  (await loadCatalogue(t.db, 1)).tables
    .flatMap((table) => table.columns)
    .find((candidate) => candidate.name === column)?.friendlyName;

describe.each([testBackend()])("an instance's catalogue, read once per version, on $name", (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openMigrated(backend);
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
    await createWarehouseSchema(t.db, 'acme');
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('answers the catalogue it read while nothing changed, frozen so no design can change it for the others', async () => {
    const first = await loadCatalogue(t.db, 1);
    expect(first.tables.length).toBeGreaterThan(0);
    expect(await loadCatalogue(t.db, 1)).toBe(first);
    expect(Object.isFrozen(first.tables[0]?.columns)).toBe(true);
  });

  it('reads it again once a change to a column, a table or the roll-ups is committed', async () => {
    const before = await loadCatalogue(t.db, 1);
    await t.db.query(
      "UPDATE app.dw_columns SET friendly_name = 'Order reference' WHERE column_name = 'order_number'",
    );
    expect(await friendlyNameOf(t, 'order_number')).toBe('Order reference');

    await t.db.query("UPDATE app.dw_tables SET row_count = 42 WHERE table_name = 'sales_orders'");
    const counted = await loadCatalogue(t.db, 1);
    expect(counted.tables.find((table) => table.name === 'sales_orders')?.rowCount).toBe(42);
    expect(counted).not.toBe(before);

    await refreshRollups(t.db, 'acme');
    const rolledUp = await loadCatalogue(t.db, 1);
    expect(rolledUp.rollups?.length).toBeGreaterThan(0);
    await t.db.query('DELETE FROM acme._rollups');
    expect((await loadCatalogue(t.db, 1)).rollups ?? []).toEqual([]);
  });

  it('keeps nothing a transaction saw before its commit, and nothing of one rolled back', async () => {
    const before = await friendlyNameOf(t, 'order_number');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(
          "UPDATE app.dw_columns SET friendly_name = 'Never kept' WHERE column_name = 'order_number'",
        );
        const inside = (await loadCatalogue(tx, 1)).tables.flatMap((table) => table.columns);
        expect(inside.find((column) => column.name === 'order_number')?.friendlyName).toBe('Never kept');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await friendlyNameOf(t, 'order_number')).toBe(before);

    await t.db.transaction(async (tx) => {
      await tx.query("UPDATE app.dw_columns SET friendly_name = 'Kept' WHERE column_name = 'order_number'");
      await loadCatalogue(tx, 1);
    });
    expect(await friendlyNameOf(t, 'order_number')).toBe('Kept');
  });

  it('answers a design asked beside the version check from the catalogue as it is now, once it moved', async () => {
    const design = { table: 'sales_orders', columns: ['order_number'] };
    const named = async () => (await runTableQuery(t.db, 1, design)).columns[0]?.friendlyName;
    const before = await named();
    // The catalogue is kept now: the next design is compiled against it and its rows asked for before the check.
    await t.db.query(
      "UPDATE app.dw_columns SET friendly_name = 'Order reference' WHERE column_name = 'order_number'",
    );
    expect(before).not.toBe('Order reference');
    expect(await named()).toBe('Order reference');
    expect(await named()).toBe('Order reference');

    await t.db.query('DELETE FROM app.instances WHERE id = 1');
    const gone = await runTableQuery(t.db, 1, design).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it("never answers one instance's catalogue for another", async () => {
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (2, 'Other', 'other')");
    await createWarehouseSchema(t.db, 'other');
    await t.db.query(
      "UPDATE app.dw_columns SET friendly_name = 'Theirs' WHERE column_name = 'order_number' AND table_id IN (SELECT id FROM app.dw_tables WHERE instance_id = 2)",
    );
    const mine = await loadCatalogue(t.db, 1);
    const theirs = await loadCatalogue(t.db, 2);
    expect(theirs.schema).toBe('other');
    expect(mine.schema).toBe('acme');
    const named = (catalogue: typeof mine) =>
      catalogue.tables.flatMap((table) => table.columns).find((column) => column.name === 'order_number')
        ?.friendlyName;
    expect(named(theirs)).toBe('Theirs');
    expect(named(await loadCatalogue(t.db, 1))).not.toBe('Theirs');
  });
});
