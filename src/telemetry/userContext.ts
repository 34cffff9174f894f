/**
 * The authenticated user on telemetry: set while a session exists, cleared on sign-out. The id is read from the id
 * token's claims without checking its signature: it only labels telemetry, and the API verifies every token.
 */
import { useAuthStore } from '../auth';
import type { TelemetryClient } from './client';
import { telemetry } from './telemetry';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The user's object id (`oid`, stable across the tenant's apps) or else the subject (`sub`); undefined if unreadable. */
export function userIdFromIdToken(idToken: string): string | undefined {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { oid, sub } = claims as { oid?: unknown; sub?: unknown };
    return nonEmptyString(oid) ?? nonEmptyString(sub);
  } catch {
    return undefined;
  }
}

/** Keeps the telemetry user in step with the session; returns the unsubscribe function. */
export function followSignedInUser(client: TelemetryClient = telemetry): () => void {
  const apply = (idToken: string | null): void =>
    client.setAuthenticatedUser(idToken === null ? undefined : userIdFromIdToken(idToken));
  apply(useAuthStore.getState().idToken);
  return useAuthStore.subscribe((state, previous) => {
    if (state.idToken !== previous.idToken) apply(state.idToken);
  });
}
