/** Deterministic stand-ins for randomness: the same (kind, index) always gives the same value. */
import { createHash } from 'node:crypto';

/** A deterministic number in [0, 1) for (kind, index). */
export function unit(kind: string, index: number): number {
  return createHash('md5').update(`${kind}:${index}`).digest().readUInt32BE(0) / 2 ** 32;
}

export const pick = <T>(list: readonly T[], kind: string, index: number): T =>
  list[Math.floor(unit(kind, index) * list.length)] as T;

export const money = (value: number) => Math.round(value * 100) / 100;

/** Cin7's timestamp form: seconds, Z, no milliseconds. */
export const iso = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;

export const MINUTE = 60_000;
