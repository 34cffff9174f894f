/**
 * Connection secrets at rest: AES-256-GCM, stored as iv (12 bytes) | tag (16 bytes) | ciphertext, so the database
 * only ever holds ciphertext. Users only ever see a masked hint of a stored secret.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptSecret(plain: string, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

export function decryptSecret(stored: Uint8Array, key: Buffer): string {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** "••••1234": the last four characters, and only when the secret is long enough that they give little away. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}

/** The masked hint of a stored secret; a secret that no longer decrypts (a rotated key) shows as masked only. */
export function secretHint(stored: Uint8Array | null, key: Buffer): string | null {
  if (!stored) return null;
  try {
    return maskSecret(decryptSecret(stored, key));
  } catch {
    return '••••';
  }
}
