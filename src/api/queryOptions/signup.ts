/**
 * Query options and changes for the sign-up calls (contract/signup.ts) that screens make: each call's key lives with
 * its request.
 */
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryFamily, apiQueryOptions } from '../queries';

/** The plans are Stripe products: they change with the price list, not while a user works. */
export const PLANS_STALE_MS = 5 * 60_000;

/** The plans a connection can be on (/api/signup/plan asked with no instance: it only answers the plans). */
export function plansQueryOptions(instanceId: number | null) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.signupPlan, instanceId, undefined),
    staleTime: PLANS_STALE_MS,
  });
}

/** Creates a connection in its PENDING_INIT state (/api/signup/connections). */
export const connectionCreateMutation = apiMutation(API_PATHS.signupConnections);

/** Is this company name free (/api/signup/validate/instance): asked as the person types, so kept a while. */
export function instanceNameQueryOptions(name: string) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.signupValidateInstance, null, { name }),
    staleTime: 30_000,
  });
}

export const instanceCreateMutation = apiMutation(API_PATHS.signupInstance);
export const termsAcceptMutation = apiMutation(API_PATHS.signupAcceptance);
/** The instance's members and, for its owners and admins, its open invites (/api/signup/members). */
export function membersQueryOptions(instanceId: number | null, payloadInstanceId: number) {
  return apiQueryOptions(API_PATHS.signupMembers, instanceId, { instanceId: payloadInstanceId });
}

/** Looks an invite up, joins with it, or (owners and admins) makes a new one: the open invites change. */
export const inviteMutation = apiMutation(API_PATHS.signupInvite, {
  invalidates: [(instanceId) => apiQueryFamily(API_PATHS.signupMembers, instanceId)],
});
export const onboardUserMutation = apiMutation(API_PATHS.clientSignUpOnboardUser);
