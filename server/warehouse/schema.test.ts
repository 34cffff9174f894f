// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSafeSchemaName } from '../db/identifiers.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import {
  openMigrated,
  testBackend,
  testBackends,
  type TestBackend,
  type TestDatabase,
} from '../testing/testBackends.ts';
import { createWarehouseSchema, ensureTables } from './schema.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const UNSAFE = [
  '',
  'Acme',
  'acme-co',
  '1acme',
  'acme; DROP SCHEMA app',
  'acme"',
  'a'.repeat(42),
  'app',
  'public',
  'pg_temp',
];

describe('warehouse schema names', () => {
  it('accept lower-case identifiers of up to 41 characters', () => {
    for (const name of ['a', 'acme', 'harbour_traders', 'x1_2', 'a'.repeat(41)])
      expect(isSafeSchemaName(name)).toBe(true);
  });

  it('refuse anything else, and the reserved schemas', () => {
    for (const name of UNSAFE) expect(isSafeSchemaName(name), name).toBe(false);
  });
});

/** A migrated database on `backend` holding the instance Acme (schema acme), fresh for each test. */
function acmeDatabase(backend: TestBackend): () => TestDatabase {
  let t: TestDatabase | undefined;
  beforeEach(async () => {
    t = await openMigrated(backend);
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
  });
  afterEach(async () => {
    await t?.dispose();
  });
  return () => {
    if (!t) throw new Error('no database outside a test');
    return t;
  };
}

// The types and the trigram indexes each engine makes: PGlite loads pg_trgm itself (server/db/pglite.ts).
describe.each(testBackends())('warehouse column types and search indexes on $name', (backend) => {
  const database = acmeDatabase(backend);

  it('creates the landed tables with typed columns, twice without harm', async () => {
    const { db } = database();
    await createWarehouseSchema(db, 'acme');
    await createWarehouseSchema(db, 'acme');
    const columns = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'acme' ORDER BY table_name, ordinal_position`,
    );
    const expected = BUSINESS_TABLES.flatMap((table) =>
      table.columns.map((column) => ({
        table_name: table.name,
        column_name: column.name,
        data_type: column.type === 'timestamptz' ? 'timestamp with time zone' : column.type,
      })),
    ).sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(columns).toEqual(expected);
    const [money] = await db.query<{ precision: number; scale: number }>(
      `SELECT numeric_precision AS precision, numeric_scale AS scale FROM information_schema.columns
       WHERE table_schema = 'acme' AND table_name = 'sales_orders' AND column_name = 'total'`,
    );
    expect(money).toEqual({ precision: 14, scale: 2 });
  });

  it('indexes the searchable dimension columns for case-insensitive member search', async () => {
    const { db } = database();
    await createWarehouseSchema(db, 'acme');
    const indexes = await db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'acme' AND indexname LIKE '%_search_idx' ORDER BY 1",
    );
    const searchable = BUSINESS_TABLES.flatMap((table) =>
      table.columns
        .filter((column) => column.searchable)
        .map((column) => `${table.name}_${column.name}_search_idx`),
    ).sort();
    expect(indexes.map((index) => index.indexname)).toEqual(searchable);
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin \(lower\(.*gin_trgm_ops\)/);
    await db.query(
      "INSERT INTO acme.products (product_id, sku, name, unit_price, cost, landed_at) VALUES (1, 'S1', 'Blue Hammer', 1, 1, now())",
    );
    const found = await db.query(
      "SELECT name FROM acme.products WHERE lower(name) LIKE '%' || lower($1) || '%'",
      ['HAMM'],
    );
    expect(found).toEqual([{ name: 'Blue Hammer' }]);
  });
});

describe.each([testBackend()])('warehouse schemas on $name', (backend) => {
  const database = acmeDatabase(backend);

  it('refuses a schema name that is not a safe identifier, creating nothing', async () => {
    const { db } = database();
    for (const name of UNSAFE) {
      await expect(createWarehouseSchema(db, name)).rejects.toThrow(/not a valid warehouse schema name/);
    }
    const [tables] = await db.query<{ count: number }>('SELECT count(*) AS count FROM app.dw_tables');
    expect(tables?.count).toBe(0);
  });

  it('refuses a schema no instance owns', async () => {
    const { db } = database();
    await expect(createWarehouseSchema(db, 'nobody')).rejects.toThrow(/no instance/);
  });

  it('describes every landed table and column in the catalogue, once', async () => {
    const { db } = database();
    await createWarehouseSchema(db, 'acme');
    await createWarehouseSchema(db, 'acme');
    const rows = await db.query<{ table_name: string; column_name: string; role: string }>(
      `SELECT t.table_name, c.column_name, c.role FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id
       WHERE t.instance_id = 1 ORDER BY t.table_name, c.ordinal`,
    );
    const expected = BUSINESS_TABLES.flatMap((table) =>
      table.columns.map((column) => ({
        table_name: table.name,
        column_name: column.name,
        role: column.role,
      })),
    ).sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(rows).toEqual(expected);
  });

  it('makes an import’s tables the same way: leading index columns, defaults, catalogue and relations', async () => {
    const { db } = database();
    await createWarehouseSchema(db, 'acme');
    await ensureTables(db, 1, 'acme', [
      {
        name: 'feed_lines',
        friendlyName: 'Feed Lines',
        description: 'Lines landed by an import.',
        primaryKey: ['connection_id', 'line_id'],
        indexes: [['product_id']],
        indexesLeadWith: ['connection_id'],
        relations: [
          {
            name: 'product',
            friendlyName: 'Product',
            toTable: 'products',
            fromColumn: 'product_id',
            toColumn: 'product_id',
          },
        ],
        columns: [
          {
            name: 'connection_id',
            friendlyName: 'Connection ID',
            type: 'integer',
            role: 'dimension',
            notNull: true,
          },
          { name: 'line_id', friendlyName: 'Line ID', type: 'integer', role: 'dimension', notNull: true },
          { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension' },
          {
            name: 'landed_at',
            friendlyName: 'Landed At',
            type: 'timestamptz',
            role: 'dimension',
            notNull: true,
            defaultAs: 'now()',
          },
        ],
      },
    ]);
    const [index] = await db.query<{ definition: string }>(
      "SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = 'acme' AND indexname = 'feed_lines_product_id_idx'",
    );
    expect(index?.definition).toMatch(/\(connection_id, product_id\)$/);
    await db.query('INSERT INTO acme.feed_lines (connection_id, line_id, product_id) VALUES (1, 1, 1)');
    const [row] = await db.query<{ stamped: boolean }>(
      'SELECT landed_at IS NOT NULL AS stamped FROM acme.feed_lines',
    );
    expect(row?.stamped).toBe(true);
    const relations = await db.query<{ name: string; to_table: string }>(
      `SELECT r.name, t.table_name AS to_table FROM app.dw_relations r
       JOIN app.dw_tables f ON f.id = r.from_table_id JOIN app.dw_tables t ON t.id = r.to_table_id
       WHERE f.table_name = 'feed_lines'`,
    );
    expect(relations).toEqual([{ name: 'product', to_table: 'products' }]);
  });
});

describe.each([testBackend()])('warehouse relations on $name', (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await backend.open();
  });
  afterEach(async () => {
    await t.dispose();
  });

  const relationsOf = (db: TestDatabase['db']) =>
    db.query<{ from_table: string; name: string; to_table: string; from_column: string; to_column: string }>(
      `SELECT f.table_name AS from_table, r.name, t.table_name AS to_table, fc.column_name AS from_column,
              tc.column_name AS to_column
       FROM app.dw_relations r JOIN app.dw_tables f ON f.id = r.from_table_id JOIN app.dw_tables t ON t.id = r.to_table_id
       JOIN app.dw_columns fc ON fc.id = r.from_column_id JOIN app.dw_columns tc ON tc.id = r.to_column_id
       WHERE f.instance_id = 1 ORDER BY 1, 2`,
    );
  const TABLES_BEFORE_0006 = ['customers', 'products', 'sales_order_lines', 'sales_orders', 'stock_on_hand'];
  const declared = BUSINESS_TABLES.flatMap((table) =>
    (table.relations ?? []).map((r) => ({
      from_table: table.name,
      name: r.name,
      to_table: r.toTable,
      from_column: r.fromColumn,
      to_column: r.toColumn,
    })),
  ).sort((a, b) => a.from_table.localeCompare(b.from_table) || a.name.localeCompare(b.name));

  it('records the declared relations and primary keys, once', async () => {
    await migrate(t.db);
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
    await createWarehouseSchema(t.db, 'acme');
    await createWarehouseSchema(t.db, 'acme');
    expect(await relationsOf(t.db)).toEqual(declared);
    const keys = await t.db.query<{ table_name: string; primary_key: string[] }>(
      'SELECT table_name, primary_key FROM app.dw_tables WHERE instance_id = 1 ORDER BY 1',
    );
    expect(keys).toEqual(
      BUSINESS_TABLES.map((table) => ({ table_name: table.name, primary_key: [...table.primaryKey] })).sort(
        (a, b) => a.table_name.localeCompare(b.table_name),
      ),
    );
  });

  it('migration 0006 backfills relations and keys of warehouses created before it', async () => {
    const migrations = await loadMigrations();
    await migrate(
      t.db,
      migrations.filter((m) => m.version < '0006'),
    );
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
    // The catalogue as createWarehouseSchema wrote it before 0006: its five tables and their columns, no keys or
    // relations (the tables declared since are catalogued with theirs when they are created).
    const before0006 = BUSINESS_TABLES.filter((table) => TABLES_BEFORE_0006.includes(table.name));
    for (const table of before0006) {
      const [row] = await t.db.query<{ id: number }>(
        'INSERT INTO app.dw_tables (instance_id, table_name, friendly_name) VALUES (1, $1, $1) RETURNING id',
        [table.name],
      );
      for (const [index, column] of table.columns.entries()) {
        await t.db.query(
          `INSERT INTO app.dw_columns (table_id, column_name, friendly_name, data_type, role, ordinal)
           VALUES ($1, $2, $2, $3, $4, $5)`,
          [row?.id, column.name, column.type, column.role, index + 1],
        );
      }
    }
    await migrate(t.db, migrations);
    expect(await relationsOf(t.db)).toEqual(
      declared.filter(
        (r) => TABLES_BEFORE_0006.includes(r.from_table) && TABLES_BEFORE_0006.includes(r.to_table),
      ),
    );
    const [lines] = await t.db.query<{ primary_key: string[] }>(
      "SELECT primary_key FROM app.dw_tables WHERE table_name = 'stock_on_hand'",
    );
    expect(lines?.primary_key).toEqual(['product_id', 'branch']);
  });
});
