/**
 * The self-signed certificate for https://localhost. Made at first start under .certs/ (git-ignored, never
 * committed) and reused after, so a browser or Excel only has to trust it once (README: "Trust the certificate").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';

export interface Certificate {
  key: string;
  cert: string;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CERT_DIR = join(ROOT, '.certs');
const KEY_FILE = join(CERT_DIR, 'localhost.key');
const CERT_FILE = join(CERT_DIR, 'localhost.crt');
const VALID_DAYS = 825;

export async function ensureDevCertificate(): Promise<Certificate> {
  if (existsSync(KEY_FILE) && existsSync(CERT_FILE)) {
    return { key: readFileSync(KEY_FILE, 'utf8'), cert: readFileSync(CERT_FILE, 'utf8') };
  }
  const notBefore = new Date();
  const notAfter = new Date(notBefore.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  mkdirSync(CERT_DIR, { recursive: true });
  writeFileSync(KEY_FILE, pems.private, { mode: 0o600 });
  writeFileSync(CERT_FILE, pems.cert);
  return { key: pems.private, cert: pems.cert };
}
