/**
 * The simulator accounts the demo world's Cin7 Omni connections import from: Harbour Traders' and Northwind
 * Wholesale's. Given the demo calendar, each is its demo company's account (demoCompany.ts): the records whose
 * import the Cin7 Omni model turns into the company's designed business rows, dated by that calendar — what
 * `npm start` serves and the demo world is landed from. Without one, each holds generated records (the default
 * data, and Northwind's own salt, a US wholesaler's branches, brands and dollars), as tests of the import sized
 * their own way use. Both demo API users have the key the API is given as WHARF_DEMO_CIN7_KEY.
 */
import type { DemoCalendar } from '../../server/db/demoClock.ts';
import { DEMO_LANDED_AT, HARBOUR_TRADERS, NORTHWIND_WHOLESALE } from '../../server/db/demoWorld.ts';
import { DEMO_CIN7_USERNAME, DEMO_NORTHWIND_CIN7_USERNAME } from '../../server/etl/demoConnection.ts';
import type { DemoCompany } from './demoCompany.ts';
import { iso } from './random.ts';
import type { SimulatorAccount } from './server.ts';

export const NORTHWIND_ACCOUNT_DATA = { salt: 'northwind-wholesale', region: 'US' } as const;

const DAY_MS = 86_400_000;

/** A demo company on the calendar: every date moved by its days, as the demo world's application rows are. */
export function demoCompanyOn(instance: DemoCompany['instance'], calendar: DemoCalendar): DemoCompany {
  return {
    instance,
    shiftDays: calendar.shiftDays,
    landedAt: iso(Date.parse(DEMO_LANDED_AT) + calendar.shiftDays * DAY_MS),
  };
}

export function demoAccounts(key: string, calendar?: DemoCalendar): SimulatorAccount[] {
  const company = (instance: DemoCompany['instance']) =>
    calendar ? { company: demoCompanyOn(instance, calendar) } : {};
  return [
    { credentials: [{ username: DEMO_CIN7_USERNAME, key }], ...company(HARBOUR_TRADERS) },
    {
      credentials: [{ username: DEMO_NORTHWIND_CIN7_USERNAME, key }],
      ...NORTHWIND_ACCOUNT_DATA,
      ...company(NORTHWIND_WHOLESALE),
    },
  ];
}
