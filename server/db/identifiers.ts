/** Identifiers that end up in SQL text: checked against a strict pattern, then quoted. */

/** An instance's warehouse schema name (the same rule as the CHECK on app.instances.schema). */
const SCHEMA_PATTERN = /^[a-z][a-z0-9_]{0,40}$/;
const RESERVED_SCHEMAS = new Set(['app', 'public', 'information_schema']);

export function isSafeSchemaName(name: string): boolean {
  return SCHEMA_PATTERN.test(name) && !RESERVED_SCHEMAS.has(name) && !name.startsWith('pg_');
}

export function assertSafeSchemaName(name: string): void {
  if (!isSafeSchemaName(name)) {
    throw new Error(`"${name}" is not a valid warehouse schema name (^[a-z][a-z0-9_]{0,40}$, not reserved)`);
  }
}

/** Double-quotes an identifier, doubling any quote inside (callers validate first; this is the second belt). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
