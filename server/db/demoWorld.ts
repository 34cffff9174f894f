/** Who and what the demo world holds: shared by the seed, the identity provider and tests. */

import { DEMO_ACCOUNT } from '../demoAccount.ts';

/** The identity provider's subject of the demo user; the local IdP signs the demo user in with it. */
export { DEMO_USER_SUBJECT } from '../demoAccount.ts';
export const DEMO_USER_EMAIL = DEMO_ACCOUNT.email;
export const DEMO_USER_NAME = DEMO_ACCOUNT.name;

/** The landed-data epoch: every generated date counts from here, so runs on any day give the same rows. */
export const DEMO_LANDED_AT = '2025-06-30T18:00:00Z';

export interface DemoWarehouseSize {
  products: number;
  customers: number;
  /** Each order gets 1–7 lines (4 on average). */
  orders: number;
}

export interface DemoInstance {
  name: string;
  schema: string;
  /** Prefix of SKUs and order numbers. */
  code: string;
  currency: string;
  taxRate: number;
  branches: readonly string[];
  /** 'City|Country' pairs customers are spread over. */
  places: readonly string[];
  size: DemoWarehouseSize;
}

export const HARBOUR_TRADERS: DemoInstance = {
  name: 'Harbour Traders',
  schema: 'harbour_traders',
  code: 'HT',
  currency: 'NZD',
  taxRate: 0.15,
  branches: ['Auckland', 'Wellington', 'Christchurch'],
  places: [
    'Auckland|New Zealand',
    'Wellington|New Zealand',
    'Christchurch|New Zealand',
    'Hamilton|New Zealand',
    'Dunedin|New Zealand',
    'Tauranga|New Zealand',
    'Sydney|Australia',
    'Melbourne|Australia',
    'Brisbane|Australia',
    'Perth|Australia',
  ],
  size: { products: 2000, customers: 3000, orders: 15000 },
};

export const NORTHWIND_WHOLESALE: DemoInstance = {
  name: 'Northwind Wholesale',
  schema: 'northwind_wholesale',
  code: 'NW',
  currency: 'USD',
  taxRate: 0.08,
  branches: ['Seattle', 'Chicago'],
  places: [
    'Seattle|United States',
    'Portland|United States',
    'Chicago|United States',
    'Denver|United States',
    'Boston|United States',
    'Vancouver|Canada',
    'Toronto|Canada',
    'London|United Kingdom',
  ],
  size: { products: 800, customers: 1200, orders: 2800 },
};

export const DEMO_INSTANCES: readonly DemoInstance[] = [HARBOUR_TRADERS, NORTHWIND_WHOLESALE];

export const DEMO_PLANS = {
  starter: { id: 'prod_wharf_starter', name: 'Starter', monthlyPricePerConnection: 29, currency: 'usd' },
  growth: { id: 'prod_wharf_growth', name: 'Growth', monthlyPricePerConnection: 79, currency: 'usd' },
} as const;
