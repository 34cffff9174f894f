import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveCachedSession } from './cachedSession';

const plain = { hash: '', search: '' };

describe('whether MSAL might sign in without the user', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('says no on a first visit: nothing of MSAL in storage, no sign-in answer in the URL', () => {
    expect(mayHaveCachedSession(plain, window.localStorage, window.sessionStorage)).toBe(false);
  });

  it('says yes when MSAL lists a cached account', () => {
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['uid.utid-login.example-tenant']));
    expect(mayHaveCachedSession(plain, window.localStorage, window.sessionStorage)).toBe(true);
  });

  it('says no when the account list is empty (after sign-out)', () => {
    window.localStorage.setItem('msal.3.account.keys', '[]');
    window.localStorage.setItem('msal.version', '5.29.0');
    expect(mayHaveCachedSession(plain, window.localStorage, window.sessionStorage)).toBe(false);
  });

  it('says yes when the identity provider is answering, in the hash or the query', () => {
    expect(
      mayHaveCachedSession(
        { hash: '#code=abc&state=x', search: '' },
        window.localStorage,
        window.sessionStorage,
      ),
    ).toBe(true);
    expect(
      mayHaveCachedSession(
        { hash: '', search: '?error=access_denied&state=x' },
        window.localStorage,
        window.sessionStorage,
      ),
    ).toBe(true);
  });

  it('says yes while an MSAL interaction is under way in the tab (an answer waiting for the page that asked)', () => {
    window.sessionStorage.setItem('msal.interaction.status', JSON.stringify({ clientId: 'wharf-addin' }));
    expect(mayHaveCachedSession(plain, window.localStorage, window.sessionStorage)).toBe(true);
  });

  it('follows the key MSAL itself uses for its account list', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('@azure/msal-browser/package.json'));
    const source = readFileSync(join(root, 'src', 'cache', 'CacheKeys.ts'), 'utf8');
    expect(source).toContain('export const PREFIX = "msal";');
    expect(source).toContain('export const ACCOUNT_KEYS = "account.keys";');
    expect(source).toContain('return `${PREFIX}.${schema}.${ACCOUNT_KEYS}`;');
  });
});
