/**
 * /signup/instance/success: the new instance's first connection (/api/signup/connections, PENDING_INIT, every scope
 * its source lands), with its API keys now — or without them ("later": named as typed, else after its source), to
 * be keyed on its card in Settings' connections — and the onboarding step recorded either way
 * (/api/clientSignUpOnboardUser). Keys are tried against the source before they are stored (the server does it, as
 * /api/instanceConnection/test does): wrong keys are told at the key with the source's own answer, and what was
 * typed stays. A failure keeps what was typed, and a connection already made is not made twice.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../api';
import { FAILURE_SHOWN_ON_SCREEN } from '../../api/notifyFailure';
import { sourceSystemsQueryOptions } from '../../api/queryOptions/connections';
import { connectionCreateMutation, onboardUserMutation } from '../../api/queryOptions/signup';
import { clientState, selectCurrentInstanceId, useClientState } from '../../store';
import { problemOf, textProblem, type Problem } from './fieldProblems';

const SENTENCES = {
  name: 'A connection name needs 1 to 100 characters, without control characters.',
  'APIKeys.clientId': 'The API username needs 1 to 200 characters, without control characters.',
  'APIKeys.secret': 'The API key needs 1 to 500 characters, without control characters.',
};

/** Where a refusal of the create call is told: the name, the keys (the source's answer) or the form. */
function placeOf(problem: Problem | null, status: number | null): 'name' | 'clientId' | 'secret' | 'form' {
  if (!problem) return 'form';
  if (problem.field === 'name' || status === 409) return 'name';
  if (problem.field === 'APIKeys.clientId') return 'clientId';
  // The source's refusal of the keys names no field: it is the key that did not work.
  if (problem.field === 'APIKeys.secret' || (problem.field === null && status === 400)) return 'secret';
  return 'form';
}

/** `onDone` gets the source's confirmation of the keys ("Connected to Cin7 Omni as …"), or null when none were tried. */
export function useFirstConnection(onDone: (connected: string | null) => void) {
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
  const [connected, setConnected] = useState<string | null>(null);

  const create = useApiMutation(connectionCreateMutation, { meta: FAILURE_SHOWN_ON_SCREEN });
  const onboard = useApiMutation(onboardUserMutation, { meta: FAILURE_SHOWN_ON_SCREEN });
  const typed = {
    name: name.trim() === '' ? null : textProblem(name, 'a connection name', { max: 100 }),
    clientId: clientId === '' ? null : textProblem(clientId, 'the API username', { max: 200 }),
    secret: secret === '' ? null : textProblem(secret, 'the API key', { max: 500 }),
  };
  const refused = create.error ? problemOf(create.error, SENTENCES) : null;
  const refusedAt = placeOf(refused, create.error?.status ?? null);
  const failure = refused ?? (onboard.error ? problemOf(onboard.error) : null);

  const finish = async (withKeys: boolean) => {
    if (instanceId === null || typed.name !== null) return;
    if (withKeys && (typed.clientId !== null || typed.secret !== null)) return;
    let confirmation = connected;
    if (createdId === null && sourceSystem) {
      const created = await create.mutateAsync({
        instanceId,
        name: name.trim() === '' ? sourceSystem.name : name.trim(),
        sourceSystemId: sourceSystem.id,
        APIKeys: withKeys ? { clientId: clientId.trim(), secret } : undefined,
        ETLScopes: sourceSystem.scopes.map((scope) => scope.key),
      });
      setCreatedId(created.connectionId);
      confirmation = created.connectedMessage ?? null;
      setConnected(confirmation);
      // The secret has done its work: only the API's masked hint is kept from here on.
      setSecret('');
      clientState.setConnections([...clientState.get().instanceConnections, created.instanceConnection]);
    }
    await onboard.mutateAsync({ instanceId });
    onDone(confirmation);
  };

  return {
    instanceId,
    sourceSystems,
    sourcesPending: sources.isPending,
    sourceSystem,
    sourceSystemId,
    setSourceSystemId,
    name,
    // Changing what was refused takes its refusal away; the rest of the form keeps its own.
    setName: (value: string) => {
      setName(value);
      if (refusedAt === 'name') create.reset();
    },
    clientId,
    setClientId: (value: string) => {
      setClientId(value);
      if (refusedAt === 'clientId' || refusedAt === 'secret') create.reset();
    },
    secret,
    setSecret: (value: string) => {
      setSecret(value);
      if (refusedAt === 'secret') create.reset();
    },
    created: createdId !== null,
    canSave:
      createdId !== null ||
      (sourceSystem !== null &&
        name.trim() !== '' &&
        clientId.trim() !== '' &&
        secret !== '' &&
        Object.values(typed).every((problem) => problem === null)),
    save: () => finish(true).catch(() => undefined),
    later: () => finish(false).catch(() => undefined),
    pending: create.isPending || onboard.isPending,
    /** Each field's refusal: what was typed, or what the server (or the source, for the key) answered. */
    problems: {
      name: typed.name ?? (refusedAt === 'name' ? (refused?.text ?? null) : null),
      clientId: typed.clientId ?? (refusedAt === 'clientId' ? (refused?.text ?? null) : null),
      secret: typed.secret ?? (refusedAt === 'secret' ? (refused?.text ?? null) : null),
    },
    error: failure && (refused === null || refusedAt === 'form') ? failure.text : null,
    /** The source refused the keys (not what was typed): the form adds where to find them. */
    keysRefused: typed.secret === null && refusedAt === 'secret' && refused !== null,
  };
}
