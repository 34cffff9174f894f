/**
 * The local identity provider's accounts: a small JSON file of users with scrypt password hashes. Production uses
 * Azure AD B2C instead, so this store only has to be correct and simple, not fast or multi-process.
 */
import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { isCleanText } from '@wharf/contract/text.ts';
import { DEMO_ACCOUNT } from '../demoAccount.ts';

export { DEMO_ACCOUNT };
export const MIN_PASSWORD_LENGTH = 8;
export const CONTROL_CHARACTERS_IN_NAME = 'Your name must not contain control characters.';
export const CONTROL_CHARACTERS_IN_EMAIL = 'Your email address must not contain control characters.';

const SCRYPT_KEY_LENGTH = 64;
const SALT_BYTES = 16;

export interface StoredAccount {
  id: string;
  email: string;
  name: string;
  /** base64 salt and scrypt hash, never the password. */
  salt: string;
  hash: string;
}

/** The claims an id token may carry for an account (the API reads `emails`, B2C's array claim). */
// A type alias, not an interface, so it fits oidc-provider's index-signature claims type.
export type AccountClaims = {
  sub: string;
  name: string;
  email: string;
  emails: string[];
};

export type SignUpResult = { ok: true; account: StoredAccount } | { ok: false; message: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function hashPassword(password: string, salt: Buffer): Buffer {
  return scryptSync(password, salt, SCRYPT_KEY_LENGTH);
}

export function claimsOf(account: StoredAccount): AccountClaims {
  return { sub: account.id, name: account.name, email: account.email, emails: [account.email] };
}

export class AccountStore {
  private readonly accounts: StoredAccount[];

  constructor(private readonly file: string) {
    this.accounts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredAccount[]) : [];
    this.ensureDemoAccount();
  }

  findById(id: string): StoredAccount | undefined {
    return this.accounts.find((account) => account.id === id);
  }

  findByEmail(email: string): StoredAccount | undefined {
    const wanted = normalizeEmail(email);
    return this.accounts.find((account) => account.email === wanted);
  }

  /** The account when the password matches; undefined otherwise (unknown email and wrong password look the same). */
  verify(email: string, password: string): StoredAccount | undefined {
    const account = this.findByEmail(email);
    if (!account) return undefined;
    const expected = Buffer.from(account.hash, 'base64');
    const actual = hashPassword(password, Buffer.from(account.salt, 'base64'));
    return timingSafeEqual(expected, actual) ? account : undefined;
  }

  signUp(input: { name: string; email: string; password: string }): SignUpResult {
    const name = input.name.trim();
    const email = normalizeEmail(input.email);
    if (!name) return { ok: false, message: 'Enter your name.' };
    // The name and email travel in every id token; Wharf refuses such text at its contract, so refuse it here.
    if (!isCleanText(name)) return { ok: false, message: CONTROL_CHARACTERS_IN_NAME };
    if (!isCleanText(email)) return { ok: false, message: CONTROL_CHARACTERS_IN_EMAIL };
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return { ok: false, message: 'Enter a valid email address.' };
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      return { ok: false, message: `Use a password of at least ${MIN_PASSWORD_LENGTH} characters.` };
    }
    if (this.findByEmail(email)) return { ok: false, message: 'An account with this email already exists.' };
    const account = this.add(name, email, input.password);
    return { ok: true, account };
  }

  private ensureDemoAccount(): void {
    if (this.findByEmail(DEMO_ACCOUNT.email)) return;
    this.add(DEMO_ACCOUNT.name, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, DEMO_ACCOUNT.subject);
  }

  private add(name: string, email: string, password: string, id: string = randomUUID()): StoredAccount {
    const salt = randomBytes(SALT_BYTES);
    const account: StoredAccount = {
      id,
      email,
      name,
      salt: salt.toString('base64'),
      hash: hashPassword(password, salt).toString('base64'),
    };
    this.accounts.push(account);
    this.save();
    return account;
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves a truncated accounts file.
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.accounts, null, 2), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
