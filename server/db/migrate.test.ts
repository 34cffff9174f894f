// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { testBackends, type TestDatabase } from '../testing/testBackends.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const APP_TABLES = [
  'dw_columns',
  'dw_relations',
  'dw_tables',
  'etl_jobs',
  'etl_schedules',
  'etl_watermarks',
  'instance_connections',
  'instance_invites',
  'instances',
  'invoices',
  'library_favorites',
  'library_items',
  'library_topics',
  'memberships',
  'plans',
  'schema_migrations',
  'signed_out_tokens',
  'source_budgets',
  'source_calls',
  'source_systems',
  'terms_acceptances',
  'trials',
  'user_settings',
  'users',
];

describe.each(testBackends())('migrations on $name', (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await backend.open();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('apply every version in order, then re-applying is a no-op', async () => {
    const versions = (await loadMigrations()).map((m) => m.version);
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(t.db)).toEqual(versions);
    expect(await migrate(t.db)).toEqual([]);
    const ledger = await t.db.query<{ version: string }>(
      'SELECT version FROM app.schema_migrations ORDER BY 1',
    );
    expect(ledger.map((row) => row.version)).toEqual(versions);
    const tables = await t.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'app' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    expect(tables.map((row) => row.name)).toEqual(APP_TABLES);
    expect(await t.db.query('SELECT id, code, name FROM app.source_systems ORDER BY id')).toEqual([
      { id: 1, code: 'cin7Omni', name: 'Cin7 Omni' },
      { id: 2, code: 'demoErp', name: 'Demo ERP' },
    ]);
  });

  it('run concurrently (same handle and, on PostgreSQL, a second process) without failing or applying twice', async () => {
    const other = await t.openAnother();
    const runs = await Promise.all([
      migrate(t.db),
      migrate(t.db),
      ...(other ? [migrate(other), migrate(other)] : []),
    ]);
    const versions = (await loadMigrations()).map((m) => m.version);
    expect(runs.flat().sort()).toEqual(versions);
    const [ledger] = await t.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM app.schema_migrations',
    );
    expect(ledger?.count).toBe(versions.length);
  });

  it('refuse to run when an applied migration was edited afterwards', async () => {
    const migrations = await loadMigrations();
    await migrate(t.db, migrations);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(t.db, edited)).rejects.toThrow(/changed after it was applied/);
  });

  it('leave nothing behind when a migration fails halfway', async () => {
    const broken = [
      { version: '0001', name: 'broken', sql: 'CREATE TABLE app.half (v int); SELECT 1/0;', checksum: 'x' },
    ];
    await expect(migrate(t.db, broken)).rejects.toThrow(/division by zero/);
    const left = await t.db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name IN ('half', 'schema_migrations')",
    );
    expect(left).toEqual([]);
  });

  it('keep each entity’s last sweep beside its watermark, filled from the import history', async () => {
    const migrations = await loadMigrations();
    const before = migrations.findIndex((m) => m.name === 'watermark_swept');
    expect(before).toBeGreaterThan(0);
    await migrate(t.db, migrations.slice(0, before));
    await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
    const [c] = await t.db.query<{ id: number }>(
      "INSERT INTO app.instance_connections (instance_id, name, source_system_id) VALUES (1, 'c', 1) RETURNING id",
    );
    const job = (entities: object[]) =>
      t.db.query(
        "INSERT INTO app.etl_jobs (instance_id, connection_id, status, mode, entities) VALUES (1, $1, 'success', 'incremental', $2::jsonb)",
        [c?.id, JSON.stringify(entities)],
      );
    // Oldest first: the newest job that swept an entity says when, whatever jobs came after it.
    await job([
      { entity: 'contacts', swept: '2026-03-01T00:00:00.000Z' },
      { entity: 'products', swept: '2026-03-01T00:00:00.000Z' },
    ]);
    await job([{ entity: 'contacts', swept: '2026-03-02T00:00:00.000Z' }, { entity: 'products' }]);
    await job([{ entity: 'contacts', swept: null }, { entity: 'products' }]);
    for (const entity of ['contacts', 'products', 'salesOrders'])
      await t.db.query(
        "INSERT INTO app.etl_watermarks (connection_id, entity, watermark) VALUES ($1, $2, '2026-03-03T00:00:00Z')",
        [c?.id, entity],
      );
    await migrate(t.db, migrations);
    const kept = await t.db.query<{ entity: string; swept: Date | null }>(
      'SELECT entity, swept_at AS swept FROM app.etl_watermarks ORDER BY entity',
    );
    expect(kept.map((row) => [row.entity, row.swept?.toISOString() ?? null])).toEqual([
      ['contacts', '2026-03-02T00:00:00.000Z'],
      ['products', '2026-03-01T00:00:00.000Z'],
      ['salesOrders', null],
    ]);
  });

  describe('the schema they build', () => {
    beforeEach(async () => {
      await migrate(t.db);
      await t.db.query("INSERT INTO app.instances (id, name, schema) VALUES (1, 'Acme', 'acme')");
    });

    const connection = (status: string) =>
      t.db.query(
        "INSERT INTO app.instance_connections (instance_id, name, status, source_system_id) VALUES (1, 'c', $1, 1) RETURNING status, etl_scopes, changed",
        [status],
      );

    it('accepts every connection status and starts a connection at PENDING_INIT', async () => {
      for (const status of [
        'PENDING_INIT',
        'INIT',
        'ACTIVE',
        'TERMINATING',
        'ARCHIVE',
        'DELETED',
        'RECONNECT',
        'PENDING_PAYMENT',
      ]) {
        await connection(status);
      }
      const [fresh] = await t.db.query<{ status: string; etl_scopes: string[] }>(
        "INSERT INTO app.instance_connections (instance_id, name, source_system_id) VALUES (1, 'd', 2) RETURNING status, etl_scopes",
      );
      expect(fresh).toEqual({ status: 'PENDING_INIT', etl_scopes: [] });
    });

    it('rejects a connection status not in the list', async () => {
      await expect(connection('PAUSED')).rejects.toThrow(/instance_connections_status_check/);
    });

    it('rejects an unknown ETL job status or mode', async () => {
      const [c] = await t.db.query<{ id: number }>(
        "INSERT INTO app.instance_connections (instance_id, name, source_system_id) VALUES (1, 'c', 1) RETURNING id",
      );
      const job = (status: string, mode: string) =>
        t.db.query(
          'INSERT INTO app.etl_jobs (instance_id, connection_id, status, mode) VALUES (1, $1, $2, $3)',
          [c?.id, status, mode],
        );
      await job('success', 'full');
      await expect(job('done', 'full')).rejects.toThrow(/etl_jobs_status_check/);
      await expect(job('running', 'partial')).rejects.toThrow(/etl_jobs_mode_check/);
    });

    it('rejects an instance whose schema is not a safe identifier', async () => {
      for (const schema of ['Bad', 'app', 'pg_x', '1abc', 'a-b']) {
        await expect(
          t.db.query("INSERT INTO app.instances (name, schema) VALUES ('x', $1)", [schema]),
        ).rejects.toThrow(/instances_schema_check/);
      }
    });
  });
});
