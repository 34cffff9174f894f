/**
 * The key that encrypts connection secrets at rest (AES-256-GCM). Production sets WHARF_SECRET_KEY (base64 of 32
 * bytes) from its secret store; locally a key is generated once and kept under .data/ (git-ignored) so secrets
 * stored before a restart still decrypt after it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DEFAULT_SECRET_KEY_FILE = join(import.meta.dirname, '..', '..', '.data', 'api', 'secret-key');

function checkedKey(key: Buffer): Buffer {
  if (key.length !== 32) throw new Error('WHARF_SECRET_KEY must be the base64 encoding of exactly 32 bytes.');
  return key;
}

export function parseSecretKey(base64: string): Buffer {
  return checkedKey(Buffer.from(base64.trim(), 'base64'));
}

/** The configured key (WHARF_SECRET_KEY, checked by server/config/api.ts), else the local file's, else a new one. */
export function loadSecretKey(
  configured: Buffer | undefined,
  file: string = DEFAULT_SECRET_KEY_FILE,
): Buffer {
  if (configured) return checkedKey(configured);
  if (existsSync(file)) return parseSecretKey(readFileSync(file, 'utf8'));
  const key = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
