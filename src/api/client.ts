/**
 * The one HTTP client (DESIGN): every call to the API goes through apiRequest, which asks the auth module for a
 * valid id token (renewed silently when the token rules find it invalid, tokenRules.ts), adds
 * `Authorization: Bearer` and the current instance header, validates the answer against the shared contract, and
 * turns every failure into an ApiError worded for the user (apiError.ts). Screens never call fetch themselves.
 */
import type { ApiPath, ApiPayload, ApiResponse } from '@wharf/contract';
import { ApiError } from './apiError';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';

/**
 * The contract's schemas (zod and every call's shapes: about a sixth of the start-up code) load with the first call,
 * alongside its request, rather than before the sign-in screen works.
 */
const loadContract = () => import('@wharf/contract');

export interface ApiClientSettings {
  /** The API's origin, e.g. https://localhost:3001. */
  baseUrl: string;
  /** A valid id token; rejects when none can be had without the user. */
  getIdToken: () => Promise<string>;
  /** The current instance (currentInstance), or null before one is chosen. */
  getInstanceId: () => number | null;
}

let settings: ApiClientSettings | null = null;

/** Called once at start-up by the auth module, which owns tokens. */
export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Sent without a token: only for what the permission table opens to anyone (an invite looked up by a visitor who
   * has no account yet), so a signed-out screen can ask without sending the person to sign in first.
   */
  signedOut?: boolean;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({ kind: 'no-response', cause });
  }
}

/** A Retry-After header (delay-seconds or an HTTP date) in milliseconds from now; null when absent or unreadable. */
export function waitOf(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export async function apiRequest<P extends ApiPath>(
  path: P,
  payload: ApiPayload<P>,
  options: RequestOptions = {},
): Promise<ApiResponse<P>> {
  if (!settings) throw new ApiError({ kind: 'other', message: 'The API client is not configured.' });
  const contract = loadContract();
  // Awaited only once the answer is in; a call that fails before then must not leave the load's failure unhandled.
  contract.catch(() => undefined);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.signedOut) {
    try {
      headers.authorization = `Bearer ${await settings.getIdToken()}`;
    } catch (error) {
      throw new ApiError({ kind: 'other', message: error instanceof Error ? error.message : String(error) });
    }
  }
  const instanceId = settings.getInstanceId();
  if (instanceId !== null) headers[INSTANCE_HEADER] = String(instanceId);

  const response = await send(new URL(path, settings.baseUrl).toString(), {
    method: 'POST',
    headers,
    body: JSON.stringify(payload ?? {}),
    signal: options.signal,
  });
  const body = await response.text();
  if (!response.ok) {
    const retryAfterMs = response.status === 429 ? waitOf(response.headers.get('retry-after')) : null;
    throw new ApiError({ kind: 'response', status: response.status, body, retryAfterMs });
  }

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ApiError({ kind: 'other', message: `The server's answer to ${path} is not JSON.` });
  }
  let schemas: Awaited<typeof contract>['apiContract'];
  try {
    schemas = (await contract).apiContract;
  } catch (cause) {
    throw new ApiError({ kind: 'no-response', cause });
  }
  const parsed = schemas[path].response.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError({ kind: 'other', message: `The server's answer to ${path} has an unexpected shape.` });
  }
  return parsed.data as ApiResponse<P>;
}
