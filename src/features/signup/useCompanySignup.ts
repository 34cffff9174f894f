/**
 * The /signup form's state and calls: the company name checked as it is typed (/api/signup/validate/instance, the
 * server's reason or refusal shown as it said it), the plans (/api/signup/plan), the versioned terms, then on
 * submit: create the instance with its plan (/api/signup/instance), record the acceptance of the terms for it
 * (/api/signup/acceptance: who, when, which version), start the trial of the chosen plan when the box was ticked
 * (/api/trial/accept: asked for once, here, never again on a later screen) and make it the current instance. A
 * failed step keeps what was
 * typed, and an instance already made is not made again when the person tries once more. A refusal is told in a
 * sentence at the field it concerns (fieldProblems.ts), once: the screen shows it, so no notice repeats it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../api';
import { FAILURE_SHOWN_ON_SCREEN } from '../../api/notifyFailure';
import { CURRENT_TERMS_VERSION, type ApiResponse } from '@wharf/contract';
import type { API_PATHS } from '@wharf/contract/paths.ts';
import { trialAcceptMutation } from '../../api/queryOptions/billing';
import {
  instanceCreateMutation,
  instanceNameQueryOptions,
  plansQueryOptions,
  termsAcceptMutation,
} from '../../api/queryOptions/signup';
import { adoptInstance } from './adoptInstance';
import { companyNameProblem, problemOf } from './fieldProblems';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** How long typing must pause before the company name is checked with the server. */
const NAME_CHECK_DEBOUNCE_MS = 400;

type CreatedInstance = ApiResponse<typeof API_PATHS.signupInstance>;

export type NameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; schema: string }
  | { state: 'refused'; message: string };

const NAME_SENTENCES = { name: 'A company name needs 2 to 100 characters, without control characters.' };

export function useCompanySignup(onCreated: (created: CreatedInstance, trial: boolean) => void) {
  const [name, setName] = useState('');
  const settledName = useDebouncedValue(name, NAME_CHECK_DEBOUNCE_MS);
  // A name the contract would refuse is told here, in a sentence, without asking the server.
  const localProblem = name.trim() === '' ? null : companyNameProblem(name);
  const nameToCheck =
    settledName.trim() === '' || companyNameProblem(settledName) !== null ? null : settledName;
  const check = useQuery({
    ...instanceNameQueryOptions(nameToCheck ?? ''),
    enabled: nameToCheck !== null,
    meta: FAILURE_SHOWN_ON_SCREEN,
  });
  const plans = useQuery(plansQueryOptions(null));
  const [chosenPlan, setPlan] = useState<string | null>(null);
  const planId = chosenPlan ?? plans.data?.plans[0]?.stripeProductId ?? null;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [trial, setTrial] = useState(false);
  const [created, setCreated] = useState<CreatedInstance | null>(null);
  const [trialStarted, setTrialStarted] = useState(false);

  const create = useApiMutation(instanceCreateMutation, { meta: FAILURE_SHOWN_ON_SCREEN });
  const accept = useApiMutation(termsAcceptMutation, { meta: FAILURE_SHOWN_ON_SCREEN });
  const startTrial = useApiMutation(trialAcceptMutation, { meta: FAILURE_SHOWN_ON_SCREEN });
  const failure = create.error ?? accept.error ?? startTrial.error;
  const problem = failure ? problemOf(failure, NAME_SENTENCES) : null;
  // A name refused when the instance was made (taken meanwhile, or refused as typed) is told at the name.
  const nameRefusedAtCreate =
    create.error && (problem?.field === 'name' || create.error.status === 409) ? problem : null;

  const nameCheck: NameCheck = (() => {
    if (localProblem !== null) return { state: 'refused', message: localProblem };
    if (nameRefusedAtCreate && created === null)
      return { state: 'refused', message: nameRefusedAtCreate.text };
    if (nameToCheck === null) return { state: 'idle' };
    if (settledName !== name || check.isPending) return { state: 'checking' };
    if (check.isError) return { state: 'refused', message: problemOf(check.error, NAME_SENTENCES).text };
    if (check.data.available) return { state: 'available', schema: check.data.schema };
    return { state: 'refused', message: check.data.reason ?? 'This name cannot be used.' };
  })();

  const submit = async () => {
    if (!termsAccepted || planId === null || localProblem !== null) return;
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
    if (trial && !trialStarted) {
      await startTrial.mutateAsync({ instanceId: instance.instanceId, stripeProductId: planId });
      setTrialStarted(true);
    }
    await adoptInstance(instance.instance);
    onCreated(instance, trial);
  };

  return {
    name,
    setName: (value: string) => {
      setName(value);
      // A refusal of the name as it was is not about the name being typed now.
      if (create.isError) create.reset();
    },
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
    pending: create.isPending || accept.isPending || startTrial.isPending,
    /** The instance exists: its name is fixed; only the remaining steps are tried again. */
    instanceCreated: created !== null,
    canSubmit: termsAccepted && planId !== null && name.trim() !== '' && nameCheck.state !== 'refused',
    /** A refusal that is not the name's: shown above the button. */
    error: problem && problem !== nameRefusedAtCreate ? problem.text : null,
  };
}
