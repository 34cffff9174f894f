/**
 * Joining an instance with an invite, signed in: use the invite up (/api/signup/invite with its reference), accept
 * the current terms for that instance (/api/signup/acceptance), finish onboarding (/api/clientSignUpOnboardUser),
 * then read the person's instances again (/api/signup/initalUser) and make the joined one current. The server's
 * refusal (unknown, used or expired invite) is shown as it said it.
 */
import { useState } from 'react';
import { apiRequest, useApiMutation } from '../../api';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { CURRENT_TERMS_VERSION } from '@wharf/contract';
import { inviteMutation, onboardUserMutation, termsAcceptMutation } from '../../api/queryOptions/signup';
import { clientState } from '../../store';
import { adoptInstance } from './adoptInstance';
import type { InviteLink } from './inviteLink';

export function useJoinInvite(invite: InviteLink, onJoined: (instanceName: string) => void) {
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const join = useApiMutation(inviteMutation);
  const accept = useApiMutation(termsAcceptMutation);
  const onboard = useApiMutation(onboardUserMutation);

  const run = async () => {
    if (!termsAccepted) return;
    setPending(true);
    setProblem(null);
    try {
      const joined = await join.mutateAsync(invite);
      await accept.mutateAsync({
        termsVersion: CURRENT_TERMS_VERSION,
        accepted: true,
        instanceId: joined.instanceId,
      });
      await onboard.mutateAsync({ instanceId: joined.instanceId });
      const me = await apiRequest(API_PATHS.signupInitialUser, {});
      clientState.setInstances(me.userInstances);
      const instance = me.userInstances.find((candidate) => candidate.id === joined.instanceId);
      if (instance) await adoptInstance(instance);
      onJoined(joined.instanceName);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return { termsAccepted, setTermsAccepted, join: () => void run(), pending, problem };
}
