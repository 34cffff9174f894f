// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OPEN_JOB_STATUSES } from '@wharf/contract';
import { sqlWordList } from './sqlWords.ts';

describe('sqlWordList', () => {
  it('writes the open job statuses as the literal list the partial unique index names', () => {
    expect(`status IN (${sqlWordList(OPEN_JOB_STATUSES)})`).toBe("status IN ('pending', 'running')");
  });

  it('refuses a word that could break out of its quotes, and an empty list', () => {
    expect(() => sqlWordList(["pending'); DROP TABLE x; --"])).toThrow(/not a plain word/);
    expect(() => sqlWordList([])).toThrow(/at least one/);
  });
});
