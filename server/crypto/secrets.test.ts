// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKey, parseSecretKey } from './secretKey.ts';
import { decryptSecret, encryptSecret, maskSecret, secretHint } from './secrets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the secret key', () => {
  it('takes WHARF_SECRET_KEY when set and refuses one that is not 32 bytes', () => {
    const key = Buffer.alloc(32, 3);
    expect(loadSecretKey(key, '/nonexistent/key')).toEqual(key);
    expect(() => parseSecretKey(Buffer.alloc(16).toString('base64'))).toThrow(/exactly 32 bytes/);
  });

  it('generates a key once, keeps it private under the data directory and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wharf-key-'));
    dirs.push(dir);
    const file = join(dir, 'api', 'secret-key');
    const first = loadSecretKey(undefined, file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
    expect(loadSecretKey(undefined, file)).toEqual(first);
  });
});

describe('connection secrets at rest', () => {
  const key = Buffer.alloc(32, 9);

  it('encrypts with a fresh IV each time and decrypts back', () => {
    const a = encryptSecret('sk_live_abcdefgh1234', key);
    const b = encryptSecret('sk_live_abcdefgh1234', key);
    expect(a.equals(b)).toBe(false);
    expect(a.toString('latin1')).not.toContain('sk_live');
    expect(decryptSecret(a, key)).toBe('sk_live_abcdefgh1234');
  });

  it('refuses tampered ciphertext and a wrong key', () => {
    const stored = encryptSecret('sk_live_abcdefgh1234', key);
    const tampered = Buffer.from(stored);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(tampered, key)).toThrow();
    expect(() => decryptSecret(stored, Buffer.alloc(32, 1))).toThrow();
    // A secret that no longer decrypts is still shown as stored, masked.
    expect(secretHint(stored, Buffer.alloc(32, 1))).toBe('••••');
  });

  it('masks a secret to its last four characters, and short ones completely', () => {
    expect(maskSecret('sk_live_abcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short1234')).toBe('••••');
    expect(secretHint(null, key)).toBeNull();
  });
});
