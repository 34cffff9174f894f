/**
 * The /signup form's state and calls: the company name checked as it is typed (/api/signup/validate/instance, the
 * server's reason or refusal shown as it said it), the plans (/api/signup/plan), the versioned terms, then on
 * submit: create the instance with its plan (/api/signup/instance), record the acceptance of the terms for it
 * (/api/signup/acceptance: who, when, which version) and make it the current instance. A failed step keeps what was
 * typed, and an instance already made is not made again when the person tries once more.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../api';
import { CURRENT_TERMS_VERSION, type ApiResponse } from '@wharf/contract';
import type { API_PATHS } from '@wharf/contract/paths.ts';
import {
  instanceCreateMutation,
  instanceNameQueryOptions,
  plansQueryOptions,
  termsAcceptMutation,
} from '../../api/queryOptions/signup';
import { adoptInstance } from './adoptInstance';
import { NAME_CHECK_DEBOUNCE_MS, useDebouncedText } from './useDebouncedText';

type CreatedInstance = ApiResponse<typeof API_PATHS.signupInstance>;

export type NameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; schema: string }
  | { state: 'refused'; message: string };

export function useCompanySignup(onCreated: (created: CreatedInstance, trial: boolean) => void) {
  const [name, setName] = useState('');
  const settledName = useDebouncedText(name, NAME_CHECK_DEBOUNCE_MS);
  const nameToCheck = settledName.trim() === '' ? null : settledName;
  const check = useQuery({
    ...instanceNameQueryOptions(nameToCheck ?? ''),
    enabled: nameToCheck !== null,
  });
  const plans = useQuery(plansQueryOptions(null));
  const [chosenPlan, setPlan] = useState<string | null>(null);
  const planId = chosenPlan ?? plans.data?.plans[0]?.stripeProductId ?? null;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [trial, setTrial] = useState(false);
  const [created, setCreated] = useState<CreatedInstance | null>(null);

  const create = useApiMutation(instanceCreateMutation);
  const accept = useApiMutation(termsAcceptMutation);

  const nameCheck: NameCheck = (() => {
    if (nameToCheck === null) return { state: 'idle' };
    if (settledName !== name || check.isPending) return { state: 'checking' };
    if (check.isError) return { state: 'refused', message: check.error.message };
    if (check.data.available) return { state: 'available', schema: check.data.schema };
    return { state: 'refused', message: check.data.reason ?? 'This name cannot be used.' };
  })();

  const submit = async () => {
    if (!termsAccepted || planId === null) return;
    let instance = created;
    if (instance === null) {
      instance = await create.mutateAsync({ name: name.trim(), stripeProductId: planId });
      setCreated(instance);
    }
    await accept.mutateAsync({
      termsVersion: CURRENT_TERMS_VERSION,
      accepted: true,
      instanceId: instance.instanceId,
    });
    await adoptInstance(instance.instance);
    onCreated(instance, trial);
  };

  const failure = create.error ?? accept.error;
  return {
    name,
    setName,
    nameCheck,
    plans: plans.data?.plans ?? [],
    plansPending: plans.isPending,
    plansFailed: plans.isError,
    planId,
    setPlan,
    termsAccepted,
    setTermsAccepted,
    trial,
    setTrial,
    submit: () => submit().catch(() => undefined),
    pending: create.isPending || accept.isPending,
    /** The instance exists: its name is fixed; only the remaining steps are tried again. */
    instanceCreated: created !== null,
    canSubmit: termsAccepted && planId !== null && name.trim() !== '' && nameCheck.state !== 'refused',
    error: failure?.message ?? null,
  };
}
