/**
 * Key material made at first start and kept under the data directory, so id tokens signed before a restart still
 * verify after it and sign-in cookies stay valid.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'oidc-provider';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const SIGNING_ALGORITHM = 'RS256';

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  // Keep only the RSA parameters: WebCrypto's `ext`/`key_ops` extras mean nothing in a stored JWKS.
  const { kty, n, e, d, p, q, dp, dq, qi } = await exportJWK(privateKey);
  return { kty, n, e, d, p, q, dp, dq, qi, kid: randomUUID(), alg: SIGNING_ALGORITHM, use: 'sig' };
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function writeSecret(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
}

export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  mkdirSync(dataDir, { recursive: true });
  const jwksFile = join(dataDir, 'jwks.json');
  const cookieKeysFile = join(dataDir, 'cookie-keys.json');

  let jwks = readJson<{ keys: JWK[] }>(jwksFile);
  if (!jwks?.keys.length) {
    jwks = { keys: [await createSigningKey()] };
    writeSecret(jwksFile, jwks);
  }

  let cookieKeys = readJson<string[]>(cookieKeysFile);
  if (!cookieKeys?.length) {
    cookieKeys = [randomBytes(32).toString('base64url')];
    writeSecret(cookieKeysFile, cookieKeys);
  }
  return { jwks, cookieKeys };
}
