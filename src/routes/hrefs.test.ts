// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importStartHref, importStatusHref, landedTableHref } from './hrefs';
import type { StaticRoutePath } from './routeTable';

describe('href builders', () => {
  it('put a landed table id into its route', () => {
    expect(landedTableHref(42)).toBe('/connect/fact/42');
  });

  it('carry the chosen connection and job in the query, or open the screen without one', () => {
    expect(importStartHref(7)).toBe('/ETL/start?connection=7');
    expect(importStartHref()).toBe('/ETL/start');
    expect(importStatusHref(12)).toBe('/importStatus?job=12');
    expect(importStatusHref(null)).toBe('/importStatus');
  });

  it('do not compile a static href the routes table does not hold, or one with parameters', () => {
    // @ts-expect-error '/nowhere' is not a route
    const unknown = '/nowhere' satisfies StaticRoutePath;
    // @ts-expect-error a route with a parameter needs its builder
    const withParameter = '/connect/fact/:id' satisfies StaticRoutePath;
    expect([unknown, withParameter]).toHaveLength(2);
  });
});
