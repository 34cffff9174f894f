/**
 * Lands the demo world's warehouses from a stand-in of its own: a Cin7 Omni simulator on an ephemeral port serving
 * the demo companies' accounts for the calendar, without a rate limit, for as long as the load takes. For the
 * seeds that have no stand-in running — the test setups and the benches; `npm start` lands from the simulator it
 * serves anyway (scripts/start.ts).
 */
import type { Database } from '../../server/db/database.ts';
import type { DemoCalendar } from '../../server/db/demoClock.ts';
import { landDemoCompanies } from '../../server/etl/demoLanding.ts';
import { demoAccounts } from './demoAccounts.ts';
import { startCin7Simulator } from './server.ts';

const KEY = 'demo-landing-key-0001';

/** seedDemo's landWarehouses for this database. */
export function landDemoFromStandIn(db: Database): (calendar: DemoCalendar) => Promise<void> {
  return async (calendar) => {
    const simulator = await startCin7Simulator({ accounts: demoAccounts(KEY, calendar), limits: null });
    try {
      await landDemoCompanies(db, { baseUrl: simulator.baseUrl, apiKey: KEY });
    } finally {
      await simulator.close();
    }
  };
}
