/**
 * A tiny browser for the provider's tests: HTTPS that trusts the self-signed dev certificate, a cookie jar, and
 * redirects followed only while they stay on the provider (the add-in's redirect URI is not served in tests).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  url: URL;
}

export interface RequestInit {
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

// A fresh connection per request (agent: false): pooled keep-alive sockets would outlive a provider restart.
function send(url: URL, init: RequestInit, cookie: string): Promise<TestResponse> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = { ...init.headers };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers, rejectUnauthorized: false, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            url,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(target: string | URL, init: RequestInit = {}): Promise<TestResponse> {
    const url = new URL(target, this.origin);
    const response = await send(url, init, this.cookieHeader());
    this.store(response.headers['set-cookie'] ?? []);
    return response;
  }

  /** Requests, then follows redirects on the provider's origin; stops at the first page or off-origin redirect. */
  async navigate(target: string | URL, init: RequestInit = {}): Promise<TestResponse> {
    let response = await this.request(target, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, response.url);
      if (next.origin !== this.origin) return response;
      response = await this.request(next);
    }
    throw new Error('too many redirects');
  }

  // Path and expiry attributes are ignored: one host, short tests, and deleted cookies arrive empty.
  private store(setCookies: string[]): void {
    for (const header of setCookies) {
      const pair = header.split(';', 1)[0] ?? '';
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
