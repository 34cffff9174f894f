// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, noticeTextFor } from './apiError';
import { apiRequest, configureApiClient, waitOf } from './client';
import { API_PATHS, INSTANCE_HEADER } from '@wharf/contract/paths.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the one API client', () => {
  let instanceId: number | null = 7;
  const getIdToken = vi.fn(() => Promise.resolve('header.payload.signature'));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    instanceId = 7;
    configureApiClient({ baseUrl: 'https://api.test', getIdToken, getInstanceId: () => instanceId });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts JSON with the bearer token and the current instance header', async () => {
    fetchMock.mockResolvedValue(
      answer(200, JSON.stringify({ userId: 'u', settings: { theme: 'dark' }, updated: null })),
    );
    const result = await apiRequest(API_PATHS.userSettings, { userId: 'u' });
    expect(result.settings).toEqual({ theme: 'dark' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/api/userSettings');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer header.payload.signature');
    expect(headers[INSTANCE_HEADER]).toBe('7');
    expect(init?.body).toBe(JSON.stringify({ userId: 'u' }));
  });

  it('leaves the instance header out before an instance is chosen', async () => {
    instanceId = null;
    fetchMock.mockResolvedValue(
      answer(200, JSON.stringify({ success: true, serviceUnavailable: false, reason: null })),
    );
    await apiRequest(API_PATHS.userAuthCheck, {});
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers[INSTANCE_HEADER]).toBeUndefined();
  });

  it("words a failure with the server's message first", async () => {
    fetchMock.mockResolvedValue(answer(500, JSON.stringify({ message: 'The database is asleep.' })));
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.status).toBe(500);
    expect(error.noticeText).toBe('Error: The database is asleep.');
  });

  it('words a refused input as a warning', async () => {
    fetchMock.mockResolvedValue(answer(409, JSON.stringify({ message: 'Connection 3 is already DELETED.' })));
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.noticeText).toBe('Warning: Connection 3 is already DELETED.');
  });

  it('turns a 429 into a warning that carries the wait the server names', async () => {
    const message = 'Too many requests: wait 7 seconds and try again.';
    fetchMock.mockResolvedValue(answer(429, JSON.stringify({ message }), { 'retry-after': '7' }));
    const error = await failureOf(
      apiRequest(API_PATHS.clientQuery, { query: { table: 't', columns: ['c'] } }),
    );
    expect(error.status).toBe(429);
    expect(error.rateLimited).toBe(true);
    expect(error.retryAfterMs).toBe(7_000);
    expect(error.noticeText).toBe(`Warning: ${message}`);
  });

  it('reads Retry-After as seconds or as a date, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(waitOf('30', now)).toBe(30_000);
    expect(waitOf('Thu, 01 Jan 2026 00:00:12 GMT', now)).toBe(12_000);
    expect(waitOf(null, now)).toBeNull();
    expect(waitOf('soon', now)).toBeNull();
  });

  it('falls back to the response text when there is no message', async () => {
    fetchMock.mockResolvedValue(answer(502, 'Bad gateway from the proxy'));
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.noticeText).toBe('Error: Bad gateway from the proxy');
  });

  it('sends a call open to anyone without a token when asked, and never asks for one', async () => {
    getIdToken.mockClear();
    fetchMock.mockResolvedValue(
      answer(
        200,
        JSON.stringify({
          instanceId: 3,
          instanceName: 'Acme',
          role: 'member',
          expiresAt: '2026-12-03T10:00:00.000Z',
          invitedBy: 'Ana Owner',
          joined: false,
        }),
      ),
    );
    const payload = { instanceId: 3, inviteReference: 'abcdefghijklmnop', lookUp: true as const };
    await apiRequest(API_PATHS.signupInvite, payload, { signedOut: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('says no response was received when the request got no answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.noticeText).toBe('Error: No response received from the server.');
  });

  it("falls back to the error's own message otherwise", async () => {
    getIdToken.mockRejectedValueOnce(new Error('Sign-in is required.'));
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.noticeText).toBe('Error: Sign-in is required.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(noticeTextFor(new Error('Plain'))).toBe('Error: Plain');
  });

  it('refuses an answer that does not match the contract instead of handing it to a screen', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ settings: 'not an object' })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(apiRequest(API_PATHS.userSettings, { userId: 'u' }));
    expect(error.noticeText).toBe("Error: The server's answer to /api/userSettings has an unexpected shape.");
  });
});
