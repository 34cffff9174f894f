/**
 * Where an account trades: its branches, brands, customers' cities and names, currency (which names its price
 * columns, retailNZD or retailUSD) and how its prices carry tax. New Zealand is the Harbour Traders account's.
 */
import type { Random } from './random.ts';

export interface Region {
  branches: readonly string[];
  brands: readonly string[];
  cities: readonly (readonly [string, string])[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  currency: string;
  phonePrefix: string;
  /** 'Incl': prices include tax, as in New Zealand; 'Excl': tax is added on top, as US sales tax is. */
  taxStatus: 'Incl' | 'Excl';
  taxRate: number;
}

export const NEW_ZEALAND: Region = {
  branches: ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'],
  brands: ['Harbour', 'Kauri', 'Southern Cross', 'Tui', 'Pohutukawa', 'Rimu'],
  cities: [
    ['Auckland', 'New Zealand'],
    ['Wellington', 'New Zealand'],
    ['Sydney', 'Australia'],
    ['Melbourne', 'Australia'],
    ['Christchurch', 'New Zealand'],
  ],
  firstNames: ['Aroha', 'Ben', 'Chloe', 'Daniel', 'Ella', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack'],
  lastNames: ['Smith', 'Ngata', 'Brown', 'Wilson', 'Taylor', 'Walker', 'Clarke', 'Young'],
  currency: 'NZD',
  phonePrefix: '+64 9 ',
  taxStatus: 'Incl',
  taxRate: 0.15,
};

export const UNITED_STATES: Region = {
  branches: ['Seattle', 'Portland', 'Chicago', 'Atlanta', 'Dallas'],
  brands: ['Northwind', 'Cascade', 'Prairie', 'Lakeshore', 'Summit', 'Redwood'],
  cities: [
    ['Seattle', 'United States'],
    ['Portland', 'United States'],
    ['Chicago', 'United States'],
    ['Denver', 'United States'],
    ['Vancouver', 'Canada'],
  ],
  firstNames: ['Avery', 'Brooke', 'Carlos', 'Dana', 'Ethan', 'Fiona', 'Gabe', 'Hannah', 'Ivan', 'Jordan'],
  lastNames: ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Anderson', 'Thomas', 'Moore'],
  currency: 'USD',
  phonePrefix: '+1 206 ',
  taxStatus: 'Excl',
  taxRate: 0.08,
};

export const REGIONS = { NZ: NEW_ZEALAND, US: UNITED_STATES } as const;
export type RegionCode = keyof typeof REGIONS;

/** What every generator of one account draws on. */
export interface World {
  random: Random;
  region: Region;
}
