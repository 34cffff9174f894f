/**
 * The stand-in as the simulator's tests start it with two Cin7 Omni accounts (Harbour Traders in NZ, Northwind in
 * the US), each answering only its own API user, and the Basic credentials a caller sends (docs/etl.md, "The
 * simulator").
 */
import { startCin7Simulator, type Cin7Simulator, type SimulatorOptions } from '../server.ts';

export interface ApiUser {
  username: string;
  key: string;
}

export const HARBOUR: ApiUser = { username: 'harbour-traders-omni', key: 'harbour-key-000001' };
export const NORTHWIND: ApiUser = { username: 'northwind-wholesale-omni', key: 'northwind-key-0001' };
/** The newest record's time in every account, so the tests read the same rows on any day. */
export const NEWEST = '2026-11-25T12:00:00Z';

export const basicAuthorization = (user: ApiUser) =>
  `Basic ${Buffer.from(`${user.username}:${user.key}`).toString('base64')}`;

/** Both accounts on one stand-in, without call limits, at the sizes given. */
export function startTwoAccounts(sizes: SimulatorOptions['sizes']): Promise<Cin7Simulator> {
  return startCin7Simulator({
    accounts: [
      { credentials: [HARBOUR] },
      { credentials: [NORTHWIND], salt: 'northwind-wholesale', region: 'US' },
    ],
    sizes,
    newest: NEWEST,
    limits: null,
  });
}
