/**
 * Object ids as Stripe makes them: a prefix and random base62 characters (`cus_` + 14), so no two starts of the
 * stand-in hand out the same id, as no two Stripe calls do.
 */
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 14;

export function stripeId(prefix: string): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i += 1) id += BASE62[randomInt(BASE62.length)] ?? '0';
  return `${prefix}_${id}`;
}
