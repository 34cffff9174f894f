// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readingAhead } from './readingAhead.ts';

/** A listing that records when each page is asked for and when the consumer has finished with the page before. */
function listing(pages: number, failAt?: number) {
  const events: string[] = [];
  let closed = false;
  async function* source(): AsyncGenerator<number> {
    try {
      for (let page = 0; page < pages; page += 1) {
        events.push(`ask ${page}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (page === failAt) throw new Error(`page ${page} refused`);
        yield page;
      }
    } finally {
      closed = true;
    }
  }
  return { events, iterator: source(), closed: () => closed };
}

describe('readingAhead', () => {
  it('asks for the next page before the current one is used, and yields every page in order', async () => {
    const { events, iterator } = listing(3);
    const seen: number[] = [];
    for await (const page of readingAhead(iterator)) {
      events.push(`use ${page}`);
      seen.push(page);
    }
    expect(seen).toEqual([0, 1, 2]);
    expect(events.indexOf('ask 1')).toBeLessThan(events.indexOf('use 0'));
    expect(events.indexOf('ask 2')).toBeLessThan(events.indexOf('use 1'));
  });

  it('throws the refusal of a page read ahead when it comes to that page', async () => {
    const { iterator } = listing(3, 1);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const page of readingAhead(iterator)) seen.push(page);
      })(),
    ).rejects.toThrow('page 1 refused');
    expect(seen).toEqual([0]);
  });

  it('ends the listing when the consumer stops early', async () => {
    const { iterator, closed } = listing(5);
    for await (const page of readingAhead(iterator)) if (page === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed()).toBe(true);
  });
});
