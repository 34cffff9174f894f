/**
 * Joining an instance with an invite, signed in: first the invite is looked up without joining (/api/signup/invite
 * with lookUp: which company, who invited), then on the person's word used up (/api/signup/invite with its
 * reference), the current terms accepted for that instance (/api/signup/acceptance), onboarding finished
 * (/api/clientSignUpOnboardUser), the person's instances read again (/api/signup/initalUser), the joined one made
 * current and its connections read (/api/instanceConnection), so Home shows them at once. The server's refusal
 * (unknown, used or expired invite) is shown as it said it, once: on the screen, not again as a notice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, useApiMutation } from '../../api';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { CURRENT_TERMS_VERSION } from '@wharf/contract';
import { FAILURE_SHOWN_ON_SCREEN } from '../../api/notifyFailure';
import {
  instanceConnectionQueryOptions,
  requestInstanceConnection,
} from '../../api/queryOptions/connections';
import { inviteMutation, onboardUserMutation, termsAcceptMutation } from '../../api/queryOptions/signup';
import { clientState } from '../../store';
import { adoptInstance } from './adoptInstance';
import type { InviteLink } from './inviteLink';
import { useInviteLookup } from './useInviteLookup';

const shownHere = { meta: FAILURE_SHOWN_ON_SCREEN };

export function useJoinInvite(invite: InviteLink, onJoined: (instanceName: string) => void) {
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const lookup = useInviteLookup(invite, { signedOut: false });
  const join = useApiMutation(inviteMutation, shownHere);
  const accept = useApiMutation(termsAcceptMutation, shownHere);
  const onboard = useApiMutation(onboardUserMutation, shownHere);

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
      if (instance) {
        await adoptInstance(instance);
        // The company's connections, read for the instance just joined (the client state had none of them).
        const state = await requestInstanceConnection();
        clientState.setConnections(state.instanceConnections);
        await queryClient.invalidateQueries(instanceConnectionQueryOptions(instance.id));
      }
      onJoined(joined.instanceName);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return {
    /** Which company and who invited, once looked up; null while unknown. */
    invitation: lookup.invitation,
    /** Why the invite cannot be used (unknown, used, expired), as the server said it. */
    lookupProblem: lookup.problem,
    termsAccepted,
    setTermsAccepted,
    join: () => void run(),
    pending,
    problem,
  };
}
