/** Deterministic stand-ins for randomness: the same (salt, kind, index) always gives the same value. */
import { createHash } from 'node:crypto';

/** One account's randomness: its salt makes its records differ from every other account's. */
export interface Random {
  /** A deterministic number in [0, 1) for (kind, index). */
  unit: (kind: string, index: number) => number;
  pick: <T>(list: readonly T[], kind: string, index: number) => T;
}

/** The randomness of the account with this salt; the empty salt is the original demo account's. */
export function randomOf(salt: string): Random {
  const prefix = salt === '' ? '' : `${salt}/`;
  const unit = (kind: string, index: number) =>
    createHash('md5').update(`${prefix}${kind}:${index}`).digest().readUInt32BE(0) / 2 ** 32;
  return {
    unit,
    pick: <T>(list: readonly T[], kind: string, index: number): T =>
      list[Math.floor(unit(kind, index) * list.length)] as T,
  };
}

export const money = (value: number) => Math.round(value * 100) / 100;

/** Cin7's timestamp form: seconds, Z, no milliseconds. */
export const iso = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;

export const MINUTE = 60_000;
