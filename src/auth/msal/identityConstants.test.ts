// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_METADATA_REFRESH_MS,
  IDENTITY_THROTTLE_DEFAULT_S,
  IDENTITY_THROTTLE_MAX_S,
} from '../../constants';

/** msal-common's fixed constants, read from the installed library (they are not exported). */
function msalConstant(name: string): number {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@azure/msal-common/package.json'));
  const source = readFileSync(join(root, 'dist', 'utils', 'Constants.mjs'), 'utf8');
  const match = new RegExp(`const ${name} = ([\\d\\s*]+);`).exec(source);
  if (!match?.[1]) throw new Error(`${name} not found in msal-common`);
  return match[1].split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

describe('identity constants are what MSAL uses', () => {
  it('refreshes identity metadata every 24 hours', () => {
    expect(IDENTITY_METADATA_REFRESH_MS).toBe(24 * 60 * 60 * 1000);
    expect(msalConstant('AUTHORITY_METADATA_REFRESH_TIME_SECONDS') * 1000).toBe(IDENTITY_METADATA_REFRESH_MS);
  });

  it('throttles for 60 s by default and 3600 s at most', () => {
    expect(msalConstant('DEFAULT_THROTTLE_TIME_SECONDS')).toBe(IDENTITY_THROTTLE_DEFAULT_S);
    expect(msalConstant('DEFAULT_MAX_THROTTLE_TIME_SECONDS')).toBe(IDENTITY_THROTTLE_MAX_S);
    expect([IDENTITY_THROTTLE_DEFAULT_S, IDENTITY_THROTTLE_MAX_S]).toEqual([60, 3600]);
  });
});
