/**
 * The add-a-connection wizard's state and calls: test the credentials against the source
 * (/api/instanceConnection/test), create the connection (/api/signup/connections, PENDING_INIT), then save its
 * name and ETL scopes with its new id (/api/instanceConnection/save). The secret lives only in this hook's state
 * until the create call took it; after saving only the API's masked hint is kept.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../api';
import type { ApiPayload, InstanceConnection } from '@wharf/contract';
import {
  connectionSaveMutation,
  connectionTestMutation,
  sourceSystemsQueryOptions,
} from '../../api/queryOptions/connections';
import { connectionCreateMutation } from '../../api/queryOptions/signup';
import { selectCurrentInstanceId, useClientState } from '../../store';

type SavePayload = ApiPayload<typeof connectionSaveMutation.path>;

/** Saving a connection without an id throws an error. */
export function connectionSavePayload(connection: {
  id?: number | null;
  name?: string;
  ETLScopes?: string[];
}): SavePayload {
  if (connection.id === undefined || connection.id === null) {
    throw new Error('A connection cannot be saved without its id.');
  }
  return { connection: { id: connection.id, name: connection.name, ETLScopes: connection.ETLScopes } };
}

const credentialsKey = (sourceSystemId: number | null, clientId: string, secret: string) =>
  JSON.stringify([sourceSystemId, clientId.trim(), secret]);

export function useAddConnection() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  const sourceSystems = useMemo(() => sources.data?.sourceSystems ?? [], [sources.data]);

  const [chosenSourceId, setSourceSystemId] = useState<number | null>(null);
  const sourceSystemId = chosenSourceId ?? sourceSystems[0]?.id ?? null;
  const sourceSystem = sourceSystems.find((system) => system.id === sourceSystemId) ?? null;
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [chosenScopes, setScopes] = useState<string[] | null>(null);
  const scopes = chosenScopes ?? sourceSystem?.scopes.map((scope) => scope.key) ?? [];
  const [testedKey, setTestedKey] = useState<string | null>(null);
  const [saved, setSaved] = useState<InstanceConnection | null>(null);
  /** Set once created: a save that failed afterwards is retried without creating a second connection. */
  const [createdId, setCreatedId] = useState<number | null>(null);

  const test = useApiMutation(connectionTestMutation);
  const create = useApiMutation(connectionCreateMutation);
  const save = useApiMutation(connectionSaveMutation);

  const currentKey = credentialsKey(sourceSystemId, clientId, secret);
  const tested = testedKey === currentKey && test.isSuccess;
  const credentialsComplete = sourceSystemId !== null && clientId.trim() !== '' && secret !== '';

  const runTest = async () => {
    if (!credentialsComplete || sourceSystemId === null) return;
    setTestedKey(null);
    await test.mutateAsync({ sourceSystemId, APIKeys: { clientId: clientId.trim(), secret } });
    setTestedKey(currentKey);
  };

  const runSave = async () => {
    if (instanceId === null || sourceSystemId === null || !sourceSystem) return;
    if (createdId === null && !tested) return;
    const connectionName = name.trim() || sourceSystem.name;
    let id = createdId;
    if (id === null) {
      const created = await create.mutateAsync({
        instanceId,
        name: connectionName,
        sourceSystemId,
        APIKeys: { clientId: clientId.trim(), secret },
        ETLScopes: scopes,
      });
      id = created.connectionId;
      setCreatedId(id);
      // The secret has done its work: it is never shown or kept again, only the API's masked hint.
      setSecret('');
    }
    const result = await save.mutateAsync(
      connectionSavePayload({ id, name: connectionName, ETLScopes: scopes }),
    );
    setSaved(result.instanceConnection);
  };

  return {
    sourceSystems,
    sourcesPending: sources.isPending,
    sourceSystem,
    sourceSystemId,
    setSourceSystemId: (id: number) => {
      setSourceSystemId(id);
      setScopes(null);
    },
    name,
    setName,
    clientId,
    setClientId,
    secret,
    setSecret,
    scopes,
    toggleScope: (key: string, on: boolean) =>
      setScopes(on ? [...scopes.filter((s) => s !== key), key] : scopes.filter((s) => s !== key)),
    credentialsComplete,
    test: {
      run: () => runTest().catch(() => undefined),
      pending: test.isPending,
      passed: tested,
      message: tested ? (test.data?.message ?? null) : null,
      error: test.isError && testedKey === null ? test.error.message : null,
    },
    save: {
      run: () => runSave().catch(() => undefined),
      pending: create.isPending || save.isPending,
      possible: (tested || createdId !== null) && scopes.length > 0 && instanceId !== null,
      created: createdId !== null,
      error: (create.error ?? save.error)?.message ?? null,
    },
    saved,
  };
}
