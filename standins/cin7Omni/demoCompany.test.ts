// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCalendarFor } from '../../server/db/demoClock.ts';
import { DEMO_INSTANCES } from '../../server/db/demoWorld.ts';
import { demoCompanyOn } from './demoAccounts.ts';
import { demoCompanyDataset } from './demoCompany.ts';

/**
 * The demo companies' Cin7 Omni accounts on a first start of 26 Nov 2026: every record is dated by the moved
 * calendar, so the year of the first start has new customers and new products, as it has orders, and nothing is
 * dated after yesterday.
 */
const FIRST_START = '2026-11-26';
const THIS_YEAR = Date.parse('2026-01-01T00:00:00Z');
const TODAY = Date.parse(`${FIRST_START}T00:00:00Z`);

describe.each(DEMO_INSTANCES.map((instance) => [instance.name, instance] as const))(
  '%s’s account first started on 26 Nov 2026',
  (_, instance) => {
    const dataset = demoCompanyDataset(demoCompanyOn(instance, demoCalendarFor(FIRST_START)));
    const created = (records: readonly Record<string, unknown>[]) =>
      records.map((record) => Date.parse(String(record.createdDate)));

    it('has customers and products created this year, as it has orders', () => {
      for (const records of [dataset.Contacts, dataset.Products, dataset.SalesOrders]) {
        const times = created(records);
        expect(times.filter((time) => time >= THIS_YEAR).length).toBeGreaterThan(0);
      }
    });

    it('dates nothing today or later: every date of every record is before the first start', () => {
      const entities = dataset as unknown as Record<string, readonly Record<string, unknown>[]>;
      const late = Object.entries(entities).flatMap(([entity, records]) =>
        records.flatMap((record) =>
          Object.entries(record)
            .filter(([field, value]) => field.endsWith('Date') && typeof value === 'string')
            .filter(([, value]) => Date.parse(String(value)) >= TODAY)
            .map(([field, value]) => `${entity}.${field} ${String(value)}`),
        ),
      );
      expect(late).toEqual([]);
    });
  },
);
