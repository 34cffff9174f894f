/**
 * The key that encrypts connection secrets at rest (AES-256-GCM). Production sets WHARF_SECRET_KEY (base64 of 32
 * bytes) from its secret store; locally a key is generated once and kept under .data/ (git-ignored) so secrets
 * stored before a restart still decrypt after it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DEFAULT_SECRET_KEY_FILE = join(import.meta.dirname, '..', '..', '.data', 'api', 'secret-key');

export function parseSecretKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error('WHARF_SECRET_KEY must be the base64 encoding of exactly 32 bytes.');
  return key;
}

export function loadSecretKey(
  env: NodeJS.ProcessEnv = process.env,
  file: string = DEFAULT_SECRET_KEY_FILE,
): Buffer {
  const fromEnv = env.WHARF_SECRET_KEY;
  if (fromEnv?.trim()) return parseSecretKey(fromEnv);
  if (existsSync(file)) return parseSecretKey(readFileSync(file, 'utf8'));
  const key = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
