/**
 * /signup/instance/success: the new instance's first connection (/api/signup/connections, PENDING_INIT, every scope
 * its source lands), with its API keys now — or without them ("later": named as typed, else after its source), to
 * be keyed on its card in Settings' connections — and the onboarding step recorded either way
 * (/api/clientSignUpOnboardUser). A failure keeps what was typed, and a connection already made is not made twice.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../api';
import { sourceSystemsQueryOptions } from '../../api/queryOptions/connections';
import { connectionCreateMutation, onboardUserMutation } from '../../api/queryOptions/signup';
import { clientState, selectCurrentInstanceId, useClientState } from '../../store';

export function useFirstConnection(onDone: () => void) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  const sourceSystems = sources.data?.sourceSystems ?? [];
  const [chosenSource, setSourceSystemId] = useState<number | null>(null);
  const sourceSystemId = chosenSource ?? sourceSystems[0]?.id ?? null;
  const sourceSystem = sourceSystems.find((system) => system.id === sourceSystemId) ?? null;
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [createdId, setCreatedId] = useState<number | null>(null);

  const create = useApiMutation(connectionCreateMutation);
  const onboard = useApiMutation(onboardUserMutation);

  const finish = async (withKeys: boolean) => {
    if (instanceId === null) return;
    if (createdId === null && sourceSystem) {
      const created = await create.mutateAsync({
        instanceId,
        name: name.trim() === '' ? sourceSystem.name : name.trim(),
        sourceSystemId: sourceSystem.id,
        APIKeys: withKeys ? { clientId: clientId.trim(), secret } : undefined,
        ETLScopes: sourceSystem.scopes.map((scope) => scope.key),
      });
      setCreatedId(created.connectionId);
      // The secret has done its work: only the API's masked hint is kept from here on.
      setSecret('');
      clientState.setConnections([...clientState.get().instanceConnections, created.instanceConnection]);
    }
    await onboard.mutateAsync({ instanceId });
    onDone();
  };

  return {
    instanceId,
    sourceSystems,
    sourcesPending: sources.isPending,
    sourceSystem,
    sourceSystemId,
    setSourceSystemId,
    name,
    setName,
    clientId,
    setClientId,
    secret,
    setSecret,
    created: createdId !== null,
    canSave:
      createdId !== null ||
      (sourceSystem !== null && name.trim() !== '' && clientId.trim() !== '' && secret !== ''),
    save: () => finish(true).catch(() => undefined),
    later: () => finish(false).catch(() => undefined),
    pending: create.isPending || onboard.isPending,
    error: (create.error ?? onboard.error)?.message ?? null,
  };
}
