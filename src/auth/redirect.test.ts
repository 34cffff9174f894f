// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, signInUrlFor } from './redirect';

const ORIGIN = 'https://localhost:3000';

describe('the sign-in redirect', () => {
  it('carries the encoded full path, query and hash', () => {
    expect(signInUrlFor({ pathname: '/table/42', search: '?tab=FILTERS&x=a b', hash: '#preview' })).toBe(
      '/signin?redirect=%2Ftable%2F42%3Ftab%3DFILTERS%26x%3Da%20b%23preview',
    );
  });

  it('encodes a bare path', () => {
    expect(signInUrlFor({ pathname: '/', search: '', hash: '' })).toBe('/signin?redirect=%2F');
  });

  it('round-trips through the query string', () => {
    const target = '/library/7?topic=Sales%20%26%20Ops#fav';
    const url = new URL(
      signInUrlFor({ pathname: '/library/7', search: '?topic=Sales%20%26%20Ops', hash: '#fav' }),
      ORIGIN,
    );
    expect(url.searchParams.get('redirect')).toBe(target);
    expect(safeRedirectTarget(url.searchParams.get('redirect'), ORIGIN)).toBe(target);
  });
});

describe('the return after sign-in', () => {
  it.each(['/table/42?tab=COLUMNS#preview', '/', '/settings/billing', '/library?x=%2F%2Fevil.example'])(
    'honours the same-origin path %s',
    (target) => {
      expect(safeRedirectTarget(target, ORIGIN)).toBe(target);
    },
  );

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '//evil.example/path',
    'https://evil.example/',
    'http://localhost:3000/table',
    'javascript:alert(1)',
    'table/42',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/signin?redirect=%2Ftable',
  ])('sends %j home instead', (raw) => {
    expect(safeRedirectTarget(raw, ORIGIN)).toBe('/');
  });
});
