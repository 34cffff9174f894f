// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_SUBJECT } from '../db/seed.ts';
import {
  AccountStore,
  CONTROL_CHARACTERS_IN_EMAIL,
  CONTROL_CHARACTERS_IN_NAME,
  DEMO_ACCOUNT,
  claimsOf,
} from './accounts.ts';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wharf-accounts-'));
  file = join(dir, 'accounts.json');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('account store', () => {
  it('creates the demo account at start and keeps it across reloads', () => {
    const first = new AccountStore(file).findByEmail(DEMO_ACCOUNT.email);
    expect(first?.name).toBe(DEMO_ACCOUNT.name);
    expect(new AccountStore(file).findByEmail(DEMO_ACCOUNT.email)?.id).toBe(first?.id);
  });

  it('signs the demo user in with the subject the demo database seeds', () => {
    expect(new AccountStore(file).findByEmail(DEMO_ACCOUNT.email)?.id).toBe(DEMO_USER_SUBJECT);
  });

  it('stores scrypt hashes, never the password', () => {
    new AccountStore(file);
    const saved = readFileSync(file, 'utf8');
    expect(saved).not.toContain(DEMO_ACCOUNT.password);
    expect(saved).toContain('"hash"');
  });

  it('verifies the right password only, with the email in any case', () => {
    const store = new AccountStore(file);
    expect(store.verify(' DEMO@wharf.test ', DEMO_ACCOUNT.password)?.email).toBe(DEMO_ACCOUNT.email);
    expect(store.verify(DEMO_ACCOUNT.email, 'wharf-demo!')).toBeUndefined();
    expect(store.verify('nobody@wharf.test', DEMO_ACCOUNT.password)).toBeUndefined();
  });

  it('signs up a new account and rejects a taken email, a weak password, a bad email and a blank name', () => {
    const store = new AccountStore(file);
    const created = store.signUp({ name: 'Grace', email: 'grace@example.test', password: 'compiler1' });
    expect(created.ok).toBe(true);
    expect(new AccountStore(file).verify('grace@example.test', 'compiler1')?.name).toBe('Grace');

    const taken = store.signUp({ name: 'Grace', email: 'GRACE@example.test', password: 'compiler1' });
    expect(taken).toEqual({ ok: false, message: 'An account with this email already exists.' });
    expect(store.signUp({ name: 'X', email: 'x@example.test', password: '1234567' })).toEqual({
      ok: false,
      message: 'Use a password of at least 8 characters.',
    });
    expect(store.signUp({ name: 'X', email: 'not-an-email', password: '12345678' }).ok).toBe(false);
    expect(store.signUp({ name: ' ', email: 'x@example.test', password: '12345678' }).ok).toBe(false);
  });

  it('refuses a name or email holding control characters, which would reach every id token', () => {
    const store = new AccountStore(file);
    for (const name of ['Ni\u0000na', 'Nina\u001b[31m', 'Nina\u007f', 'Nina \ud800']) {
      expect(store.signUp({ name, email: 'nina@example.test', password: 'compiler1' })).toEqual({
        ok: false,
        message: CONTROL_CHARACTERS_IN_NAME,
      });
    }
    expect(store.signUp({ name: 'Nina', email: 'ni\u0000na@example.test', password: 'compiler1' })).toEqual({
      ok: false,
      message: CONTROL_CHARACTERS_IN_EMAIL,
    });
    const reloaded = new AccountStore(file);
    expect(reloaded.findByEmail('nina@example.test')).toBeUndefined();
    expect(reloaded.findByEmail('ni\u0000na@example.test')).toBeUndefined();
    expect(
      store.signUp({ name: 'Nina Newcomer', email: 'nina@example.test', password: 'compiler1' }).ok,
    ).toBe(true);
  });

  it('gives oidc-provider the B2C-style claims', () => {
    const account = new AccountStore(file).findByEmail(DEMO_ACCOUNT.email);
    if (!account) throw new Error('demo account missing');
    expect(claimsOf(account)).toEqual({
      sub: account.id,
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      emails: [DEMO_ACCOUNT.email],
    });
  });
});
