/**
 * Query options and changes for the connection calls (contract/connections.ts): each call's key lives with its
 * request, so the hooks that read a connection list and the changes that invalidate it name the same query.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryOptions } from '../queries';

/** The source systems a connection can read change with a deployment, not while a user works. */
export const SOURCE_SYSTEMS_STALE_MS = 5 * 60_000;

/** The user, their instances and the current instance's connections (/api/instanceConnection). */
export function instanceConnectionQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.instanceConnection, instanceId, {});
}

/** The same call outside a screen: start-up and instance switching read it into the client state. */
export function requestInstanceConnection() {
  return apiRequest(API_PATHS.instanceConnection, {});
}

/** Whether the API knows the signed-in user (/api/userAuthCheck): the start-up's first call. */
export function requestUserAuthCheck() {
  return apiRequest(API_PATHS.userAuthCheck, {});
}

/** The source systems a connection can be made to (/api/sourceSystems). */
export function sourceSystemsQueryOptions(instanceId: number | null) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.sourceSystems, instanceId, {}),
    staleTime: SOURCE_SYSTEMS_STALE_MS,
  });
}

/** A change to a connection shows in every connection list of the instance. */
const changesConnections = { invalidates: [instanceConnectionQueryOptions] };

export const connectionTestMutation = apiMutation(API_PATHS.instanceConnectionTest);
export const connectionSaveMutation = apiMutation(API_PATHS.instanceConnectionSave, changesConnections);
export const connectionTerminateMutation = apiMutation(
  API_PATHS.instanceConnectionTerminate,
  changesConnections,
);
export const connectionReconnectMutation = apiMutation(
  API_PATHS.instanceConnectionReconnect,
  changesConnections,
);
export const connectionPlanMutation = apiMutation(API_PATHS.instanceConnectionProduct, changesConnections);
/** API keys for a connection made without them ("enter the API keys later" at sign-up). */
export const connectionKeysMutation = apiMutation(API_PATHS.signupConnectionKeys, changesConnections);
