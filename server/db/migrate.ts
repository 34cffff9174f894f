/**
 * Versioned migrations: server/db/migrations/NNNN_name.sql, applied in order, each in its own transaction, recorded
 * in app.schema_migrations. Safe to call from several processes at once: every transaction first takes one
 * transaction-scoped advisory lock, so a second process waits, then finds the version applied and skips it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database.ts';

/** Key of the advisory lock migrations hold; any fixed bigint nobody else uses. */
export const MIGRATION_LOCK_KEY = 7_352_001;

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`migration file name ${file} is not NNNN_name.sql`);
      const sql = await readFile(new URL(file, dir), 'utf8');
      return {
        version: match[1],
        name: match[2],
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

async function ensureLedger(tx: Queryable): Promise<void> {
  await tx.exec(`
    CREATE SCHEMA IF NOT EXISTS app;
    CREATE TABLE IF NOT EXISTS app.schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
}

/** Applies one migration unless already applied; true when it ran. */
async function applyOne(db: Database, migration: Migration): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await ensureLedger(tx);
    const [applied] = await tx.query<{ checksum: string }>(
      'SELECT checksum FROM app.schema_migrations WHERE version = $1',
      [migration.version],
    );
    if (applied) {
      // An applied migration is history: editing it would leave databases that differ silently.
      if (applied.checksum !== migration.checksum) {
        throw new Error(`migration ${migration.version}_${migration.name} changed after it was applied`);
      }
      return false;
    }
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO app.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
      migration.version,
      migration.name,
      migration.checksum,
    ]);
    return true;
  });
}

/** Brings the database up to the newest migration; returns the versions this call applied. */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations ?? (await loadMigrations())) {
    if (await applyOne(db, migration)) applied.push(migration.version);
  }
  return applied;
}
