/**
 * Where the API gets the identity provider's public keys: the discovery document's jwks_uri (Azure AD B2C in
 * production, server/idp locally), fetched and cached by jose. Locally the provider serves HTTPS with the
 * self-signed dev certificate, so the fetch may be given that certificate as its only trusted CA.
 */
import { request } from 'node:https';
import { createRemoteJWKSet, customFetch, type FetchImplementation, type JWTVerifyGetKey } from 'jose';

/** GET over HTTPS trusting `ca` (a PEM); jose only needs status, headers and a JSON body. */
export function fetchTrusting(ca: string): FetchImplementation {
  return (url, options) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: 'GET', ca, signal: options.signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: res.statusCode ?? 500,
              headers: { 'content-type': res.headers['content-type'] ?? 'application/json' },
            }),
          ),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
}

async function discoverJwksUri(issuer: string, fetcher: FetchImplementation): Promise<URL> {
  const discovery = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetcher(discovery, {
    headers: new Headers({ accept: 'application/json' }),
    method: 'GET',
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  });
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return new URL(document.jwks_uri);
}

/**
 * A key resolver for jwtVerify that discovers the JWKS on first use. A failed discovery is retried on the next
 * request rather than remembered, so an API started before its identity provider recovers by itself.
 */
export function remoteJwks(issuer: string, ca?: string): JWTVerifyGetKey {
  const fetcher: FetchImplementation = ca ? fetchTrusting(ca) : (url, options) => fetch(url, options);
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keySet ??= discoverJwksUri(issuer, fetcher).then(
      (uri) => createRemoteJWKSet(uri, { [customFetch]: fetcher }),
      (error: unknown) => {
        keySet = undefined;
        throw error;
      },
    );
    return (await keySet)(header, token);
  };
}
