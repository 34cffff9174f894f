// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { catalogueFromDefinitions, type Catalogue } from './catalogue.ts';
import { compileQuery } from './compile.ts';
import { KEPT_DESIGNS } from './compiledCache.ts';

const NOVEMBER = new Date('2026-11-26T12:00:00Z');

/** A catalogue as the catalogue cache keeps it: frozen through and through. */
function keptCatalogue(): Catalogue {
  const freeze = (value: unknown): void => {
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const inner of Object.values(value)) freeze(inner);
    }
  };
  const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
  freeze(catalogue);
  return catalogue;
}

const lastMonth = tableQuerySchema.parse({
  table: 'sales_orders',
  columns: ['branch', 'measure:revenue'],
  filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
});

describe('designs compiled against a kept catalogue', () => {
  it('answers the same design asked again with the design it compiled, frozen so no caller changes it', () => {
    const catalogue = keptCatalogue();
    const first = compileQuery(catalogue, lastMonth, { now: NOVEMBER });
    const again = compileQuery(catalogue, tableQuerySchema.parse(structuredClone(lastMonth)), {
      now: NOVEMBER,
    });
    expect(again).toBe(first);
    expect(Object.isFrozen(first.params)).toBe(true);
    expect(() => first.params.push(1)).toThrow(TypeError);
  });

  it('compiles again for another day, another design, another catalogue and without roll-ups', () => {
    const catalogue = keptCatalogue();
    const november = compileQuery(catalogue, lastMonth, { now: NOVEMBER });
    const december = compileQuery(catalogue, lastMonth, { now: new Date('2026-12-02T12:00:00Z') });
    expect(december).not.toBe(november);
    expect(november.params.slice(0, 2)).toEqual(['2026-10-01', '2026-11-01']);
    expect(december.params.slice(0, 2)).toEqual(['2026-11-01', '2026-12-01']);
    const later = compileQuery(catalogue, lastMonth, { now: new Date('2026-11-26T23:00:00Z') });
    expect(later).toBe(november);
    expect(compileQuery(catalogue, { ...lastMonth, limit: 10 }, { now: NOVEMBER })).not.toBe(november);
    expect(compileQuery(catalogue, lastMonth, { now: NOVEMBER, rollups: false })).not.toBe(november);
    expect(compileQuery(keptCatalogue(), lastMonth, { now: NOVEMBER })).not.toBe(november);
  });

  it('keeps nothing for a catalogue that may still change (not frozen)', () => {
    const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
    const first = compileQuery(catalogue, lastMonth, { now: NOVEMBER });
    expect(compileQuery(catalogue, lastMonth, { now: NOVEMBER })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it(`keeps the ${KEPT_DESIGNS} designs asked most recently`, () => {
    const catalogue = keptCatalogue();
    const design = (limit: number) => ({ ...lastMonth, limit });
    const first = compileQuery(catalogue, design(1), { now: NOVEMBER });
    const second = compileQuery(catalogue, design(2), { now: NOVEMBER });
    for (let limit = 3; limit <= KEPT_DESIGNS; limit += 1)
      compileQuery(catalogue, design(limit), { now: NOVEMBER });
    // Asked again, the first is the newest; the next new design pushes out the second, now the oldest.
    expect(compileQuery(catalogue, design(1), { now: NOVEMBER })).toBe(first);
    compileQuery(catalogue, design(KEPT_DESIGNS + 1), { now: NOVEMBER });
    expect(compileQuery(catalogue, design(1), { now: NOVEMBER })).toBe(first);
    expect(compileQuery(catalogue, design(2), { now: NOVEMBER })).not.toBe(second);
  });
});
