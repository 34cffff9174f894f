import { request } from 'node:https';

/**
 * Whether the URL answers as Playwright's web server check counts it (a status from 200 up to, not including,
 * 404), over the local self-signed certificate.
 */
export function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const call = request(url, { method: 'GET', rejectUnauthorized: false, timeout: 5_000 }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 404);
    });
    call.on('error', () => resolve(false));
    call.on('timeout', () => call.destroy());
    call.end();
  });
}
