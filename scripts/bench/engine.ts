import type { Database } from '../../server/db/database.ts';

/** The engine a figure and its floor were measured on, as their lines name it. */
export const engineName = (db: Database): string =>
  db.backend === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
