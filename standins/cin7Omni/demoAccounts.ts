/**
 * The simulator accounts the demo world's Cin7 Omni connections import from: Harbour Traders' (the default data)
 * and Northwind Wholesale's (its own salt, a US wholesaler's branches, brands and dollars). Both demo API users
 * have the key the API is given as WHARF_DEMO_CIN7_KEY.
 */
import { DEMO_CIN7_USERNAME, DEMO_NORTHWIND_CIN7_USERNAME } from '../../server/etl/demoConnection.ts';
import type { SimulatorAccount } from './server.ts';

export const NORTHWIND_ACCOUNT_DATA = { salt: 'northwind-wholesale', region: 'US' } as const;

export function demoAccounts(key: string): SimulatorAccount[] {
  return [
    { credentials: [{ username: DEMO_CIN7_USERNAME, key }] },
    { credentials: [{ username: DEMO_NORTHWIND_CIN7_USERNAME, key }], ...NORTHWIND_ACCOUNT_DATA },
  ];
}
