/**
 * The self-signed certificate for https://localhost. Made at first start under .certs/ (git-ignored, never
 * committed) and reused after, so a browser or Excel only has to trust it once (docs/excel.md, "Trust the certificate").
 *
 * Several processes can ask at once on a fresh clone (the test runner's workers, npm start's servers): one claims a
 * lock file and makes the pair; the others wait for it, so every server and every client trusts the same one.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';

export interface Certificate {
  key: string;
  cert: string;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CERT_DIR = join(ROOT, '.certs');
const KEY_FILE = join(CERT_DIR, 'localhost.key');
const CERT_FILE = join(CERT_DIR, 'localhost.crt');
const LOCK_FILE = join(CERT_DIR, '.lock');
const VALID_DAYS = 825;
/** A lock older than this was left by a process that died while making the pair. */
const STALE_LOCK_MS = 30_000;
const WAIT_STEP_MS = 50;

// The key is written before the certificate, so an existing certificate means the pair is complete.
const readPair = (): Certificate | undefined =>
  existsSync(CERT_FILE)
    ? { key: readFileSync(KEY_FILE, 'utf8'), cert: readFileSync(CERT_FILE, 'utf8') }
    : undefined;

function claimLock(): boolean {
  mkdirSync(CERT_DIR, { recursive: true });
  try {
    writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const lockedAt = statSync(LOCK_FILE, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - lockedAt > STALE_LOCK_MS) {
      rmSync(LOCK_FILE, { force: true });
    }
    return false;
  }
}

export async function ensureDevCertificate(): Promise<Certificate> {
  for (;;) {
    const existing = readPair();
    if (existing) return existing;
    if (claimLock()) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  try {
    return readPair() ?? (await makePair());
  } finally {
    rmSync(LOCK_FILE, { force: true });
  }
}

async function makePair(): Promise<Certificate> {
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
  writeAtomically(KEY_FILE, pems.private, 0o600);
  writeAtomically(CERT_FILE, pems.cert, 0o644);
  return { key: pems.private, cert: pems.cert };
}

function writeAtomically(file: string, contents: string, mode: number): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents, { mode });
  renameSync(temporary, file);
}
