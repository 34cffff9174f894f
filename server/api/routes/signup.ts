/**
 * Sign-up calls: /api/signup/*, /api/clientSignUpOnboardUser and /api/trial/accept. Public (no token):
 * the name check, the plan list and an invite's lookup. Everything that creates or changes something needs the
 * user's id token — a user who has only just signed up at the identity provider is welcome (docs/api.md). Who may
 * make each call (and each action of the plan and invite calls) is the permission table's, checked before these.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { admittedCaller, apiCall, type ApiContext } from '../route.ts';
import { userInstances } from '../services/instances.ts';
import { acceptInvite, createInvite, lookUpInvite, membersAndInvites } from '../services/invites.ts';
import {
  acceptTerms,
  activePlans,
  choosePlan,
  createInstance,
  instancePlan,
  memberInstance,
  onboardUser,
  validateInstanceName,
} from '../services/signup.ts';
import type { ConnectorConfig } from '../../etl/index.ts';
import { storeConnectionKeys } from '../services/signupConnectionKeys.ts';
import { addConnection } from '../services/signupConnections.ts';
import { acceptTrial } from '../services/trials.ts';

export function registerSignupRoutes(
  app: FastifyInstance,
  context: ApiContext,
  connectors: ConnectorConfig,
): void {
  const { db } = context;
  const now = () => new Date(context.now());

  apiCall(
    app,
    context,
    API_PATHS.signupValidateInstance,
    async ({ payload }) => validateInstanceName(db, payload.name),
    { public: true },
  );

  apiCall(
    app,
    context,
    API_PATHS.signupPlan,
    async ({ payload, caller }) => {
      const choice =
        payload?.instanceId !== undefined && payload.stripeProductId !== undefined ? payload : null;
      if (!choice) return { plans: await activePlans(db), instanceId: null, stripeProductId: null };
      const instanceId = await memberInstance(db, admittedCaller(caller), choice.instanceId ?? 0);
      await choosePlan(db, instanceId, choice.stripeProductId ?? '');
      return {
        plans: await activePlans(db),
        instanceId,
        stripeProductId: await instancePlan(db, instanceId),
      };
    },
    { public: true },
  );

  apiCall(
    app,
    context,
    API_PATHS.signupInvite,
    async ({ payload, caller }) => {
      const reference = payload.inviteReference;
      if (reference === undefined) {
        // No reference: an owner or admin asks for a new one.
        const inviter = admittedCaller(caller);
        const instanceId = await memberInstance(db, inviter, payload.instanceId);
        return createInvite(
          db,
          {
            instanceId,
            role: payload.role ?? 'member',
            createdBy: inviter.user,
            invitee: payload.invitee ?? null,
          },
          now(),
        );
      }
      // Signed in, the invite page asks who invited and to which company before the person agrees to join.
      if (!caller || payload.lookUp) return lookUpInvite(db, payload.instanceId, reference, now());
      return acceptInvite(db, caller.user, payload.instanceId, reference, now());
    },
    { public: true },
  );

  apiCall(app, context, API_PATHS.signupMembers, async ({ payload, caller }) =>
    membersAndInvites(db, caller.user.id, await memberInstance(db, caller, payload.instanceId), now()),
  );

  apiCall(app, context, API_PATHS.signupInitialUser, async ({ caller }) => ({
    // authenticate() has already created the app user from the token's claims (or brought it up to date).
    user: { userId: caller.user.id, username: caller.user.name, email: caller.user.email },
    userInstances: await userInstances(db, caller.user.id),
  }));

  apiCall(app, context, API_PATHS.signupInstance, async ({ payload, caller }) =>
    createInstance(db, context.billing, {
      name: payload.name,
      planId: payload.stripeProductId ?? null,
      owner: caller.user,
    }),
  );

  apiCall(app, context, API_PATHS.signupAcceptance, async ({ payload, caller }) => {
    const instanceId =
      payload.instanceId === undefined ? null : await memberInstance(db, caller, payload.instanceId);
    return acceptTerms(db, caller.user, { termsVersion: payload.termsVersion, instanceId }, now());
  });

  apiCall(app, context, API_PATHS.signupConnections, async ({ payload, caller }) => {
    const instanceId = await memberInstance(db, caller, payload.instanceId);
    return addConnection(
      db,
      { ...payload, instanceId },
      { email: caller.user.email, at: now() },
      context.secretKey,
      connectors,
    );
  });

  apiCall(app, context, API_PATHS.signupConnectionKeys, async ({ payload, caller }) => {
    const instanceId = await memberInstance(db, caller, payload.instanceId);
    return storeConnectionKeys(
      db,
      { ...payload, instanceId },
      { email: caller.user.email, at: now() },
      context.secretKey,
      connectors,
    );
  });

  apiCall(app, context, API_PATHS.clientSignUpOnboardUser, async ({ payload, caller }) =>
    onboardUser(db, caller.user, await memberInstance(db, caller, payload.instanceId), now()),
  );

  apiCall(app, context, API_PATHS.trialAccept, async ({ payload, caller }) => {
    const instanceId = await memberInstance(db, caller, payload.instanceId);
    return acceptTrial(db, { instanceId, planId: payload.stripeProductId, user: caller.user }, now());
  });
}
