/**
 * Where the stand-in keeps its account between starts, as the identity provider keeps its own: one JSON file under
 * .data/ (git-ignored), written whole after each change (to a temporary file, then renamed, so a stop mid-write
 * leaves the previous state). Without a file the account lives in memory only (the tests, the browser tests).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Customer, Invoice, Price, Product, Subscription } from './objects.ts';

/** `npm start`'s stand-in keeps its account here, beside the identity provider's .data/idp. */
export const DEFAULT_STAND_IN_FILE = join(import.meta.dirname, '..', '..', '.data', 'stripe', 'account.json');

/** A remembered Idempotency-Key: the object it made, the request it came with and when (Stripe keeps keys 24 h). */
export interface IdempotentRequest {
  id: string;
  request: string;
  at: number;
}

export interface AccountSnapshot {
  customers: Customer[];
  products: Product[];
  prices: Price[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  idempotent: [string, IdempotentRequest][];
}

export function readSnapshot(file: string): AccountSnapshot | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as AccountSnapshot;
}

export function writeSnapshot(file: string, snapshot: AccountSnapshot): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(snapshot));
  renameSync(partial, file);
}
