// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entityName, humanizeKey, localizeMessage, retryText, splitRetries } from './importText';

describe('the words of /importStatus', () => {
  it('names entities as their source system does, else readably', () => {
    expect(entityName('products', new Map([['products', 'Products']]))).toBe('Products');
    expect(humanizeKey('productOptions')).toBe('Product options');
    expect(humanizeKey('sales_orders')).toBe('Sales orders');
  });

  it('takes retries out of the notices, as a note per entity', () => {
    const { notices, retries } = splitRetries([
      {
        severity: 1,
        text: 'Products: 3 calls were retried (429 ×3).',
        kind: 'retried',
        retried: { entity: 'Products', calls: 3, rateLimited: true },
      },
      {
        severity: 1,
        text: 'Contacts: 1 call was retried (no answer ×1).',
        kind: 'retried',
        retried: { entity: 'Contacts', calls: 1, rateLimited: false },
      },
      { severity: 1, text: 'Full import completed: 59784 records landed.' },
    ]);
    expect(notices).toEqual([{ severity: 1, text: 'Full import completed: 59784 records landed.' }]);
    expect(retries.map(retryText)).toEqual([
      'Waited for the source’s rate limit 3 times, then went on.',
      'Retried a call to the source once.',
    ]);
    expect(retries[0]?.entity).toBe('Products');
  });

  it('groups counts and shows times locally, leaving years alone', () => {
    expect(localizeMessage('Full import completed: 59784 records landed.')).toBe(
      `Full import completed: ${(59784).toLocaleString()} records landed.`,
    );
    expect(localizeMessage('Interrupted at 2025-01-06T09:00:31.000Z in 2025.')).not.toContain('T09:00');
    expect(localizeMessage('Orders of 2025 landed.')).toBe('Orders of 2025 landed.');
    // An entity's own message opens with its count.
    expect(localizeMessage('15000 landed')).toBe(`${(15000).toLocaleString()} landed`);
    expect(localizeMessage('1200 changed since 2025-01-06T09:00:31.000Z')).toMatch(
      new RegExp(`^${(1200).toLocaleString()} changed since `),
    );
  });

  it("says a retry tally in words, never as the source's status code", () => {
    expect(localizeMessage('Products: 7 calls were retried (429 ×6, no answer ×1).')).toBe(
      'Products: 7 calls were retried (rate limit 6 times, no answer 1 time).',
    );
  });
});
