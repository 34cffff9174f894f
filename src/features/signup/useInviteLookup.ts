/**
 * Which company an invite is for and who made it, looked up without joining (/api/signup/invite with lookUp). The
 * permission table opens this look-up to anyone holding the link, so a visitor who has no account yet learns whom
 * they are joining before they make one; a signed-in person asks with their token as every call does.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiRequest } from '../../api';
import type { ApiError } from '../../api/apiError';
import { FAILURE_SHOWN_ON_SCREEN } from '../../api/notifyFailure';
import { apiQueryKey } from '../../api/queries';
import type { InviteLink } from './inviteLink';

export interface Invitation {
  instanceName: string;
  invitedBy: string | null;
}

export function useInviteLookup(invite: InviteLink | null, { signedOut }: { signedOut: boolean }) {
  const payload = invite ? { ...invite, lookUp: true as const } : null;
  const lookup = useQuery({
    ...queryOptions<ApiResponse<typeof API_PATHS.signupInvite>, ApiError>({
      queryKey: [...apiQueryKey(API_PATHS.signupInvite, null, payload ?? undefined), { signedOut }],
      queryFn: payload
        ? ({ signal }) => apiRequest(API_PATHS.signupInvite, payload, { signal, signedOut })
        : skipToken,
    }),
    meta: FAILURE_SHOWN_ON_SCREEN,
  });
  const invitation: Invitation | null = lookup.data
    ? { instanceName: lookup.data.instanceName, invitedBy: lookup.data.invitedBy }
    : null;
  return {
    /** Which company and who invited, once looked up; null while unknown. */
    invitation,
    /** Why the invite cannot be used (unknown, used, expired), as the server said it. */
    problem: lookup.isError ? lookup.error.message : null,
  };
}
