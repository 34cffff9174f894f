/**
 * One call to the run's API as the add-in's client makes it: the person's token, the add-in's origin and, inside a
 * company, its id; an answer other than 2xx throws with the API's message.
 */
import { request } from '@playwright/test';
import { ADDIN_ORIGIN, API_URL } from './stack';

export async function callApiWithToken<T>(
  token: string,
  path: string,
  payload: unknown,
  instanceId?: number,
): Promise<T> {
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const response = await context.post(`${API_URL}${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        origin: ADDIN_ORIGIN,
        ...(instanceId === undefined ? {} : { 'x-instance-id': String(instanceId) }),
      },
      data: payload,
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}
