/**
 * Which connections /ETL/start offers, and why the others cannot import: the same rules the API applies
 * (server/api/services/etlJobs.ts refuses TERMINATING, ARCHIVE and DELETED with 409), said before the person tries.
 */
import type { z } from 'zod';
import type { InstanceConnection, sourceSystemSchema } from '@wharf/contract';

type SourceSystem = z.infer<typeof sourceSystemSchema>;

export interface ImportScope {
  key: string;
  name: string;
}

export type Importability =
  | { connection: InstanceConnection; canImport: true; scopes: ImportScope[] }
  | { connection: InstanceConnection; canImport: false; reason: string };

const CLOSED_REASON: Partial<Record<InstanceConnection['status'], string>> = {
  TERMINATING:
    'it is being terminated, so it imports no more. Reconnect it under Connections to import again.',
  ARCHIVE: 'it is archived.',
};

/** Deleted connections are gone for the person: not listed at all. */
export const isListed = (connection: InstanceConnection): boolean => connection.status !== 'DELETED';

/** A connection's importability: open, and with something its source system can land. */
export function importabilityOf(
  connection: InstanceConnection,
  sourceSystems: readonly SourceSystem[],
): Importability {
  const closed = CLOSED_REASON[connection.status];
  if (closed) return { connection, canImport: false, reason: closed };
  const source = sourceSystems.find((system) => system.id === connection.sourceSystem.id);
  // The connection's own scopes when it has some, named as its source system names them; else all the system's.
  const named = (key: string) => source?.scopes.find((scope) => scope.key === key)?.name ?? key;
  const scopes =
    connection.ETLScopes.length > 0
      ? connection.ETLScopes.map((key) => ({ key, name: named(key) }))
      : (source?.scopes ?? []).map(({ key, name }) => ({ key, name }));
  if (scopes.length === 0) {
    return {
      connection,
      canImport: false,
      reason: `${connection.sourceSystem.name} has nothing Wharf can import yet.`,
    };
  }
  return { connection, canImport: true, scopes };
}
