// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CallerGate } from './callerGate.ts';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the caller gate', () => {
  it("runs at most `concurrency` of one caller's calls at once and lets the rest in, in order, as they end", async () => {
    const gate = new CallerGate(2);
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    for (const call of [1, 2, 3, 4]) {
      void gate.enter('user:busy').then((release) => {
        started.push(call);
        releases.set(call, release);
      });
    }
    await settle();
    expect(started).toEqual([1, 2]);
    expect(gate.load('user:busy')).toBe(4);

    releases.get(2)?.();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    releases.get(1)?.();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it("never makes another caller wait for a busy caller's turn", async () => {
    const gate = new CallerGate(1);
    await gate.enter('user:busy');
    void gate.enter('user:busy');
    let otherRan = false;
    void gate.enter('user:other').then(() => {
      otherRan = true;
    });
    await settle();
    expect(otherRan).toBe(true);
  });

  it('frees a slot once however often its release is called, and forgets an idle caller', async () => {
    const gate = new CallerGate(1);
    const release = await gate.enter('ip:127.0.0.1');
    let waiting = 0;
    void gate.enter('ip:127.0.0.1').then(() => (waiting += 1));
    void gate.enter('ip:127.0.0.1').then(() => (waiting += 1));
    release();
    release();
    await settle();
    expect(waiting).toBe(1);
    expect(gate.load('ip:127.0.0.1')).toBe(2);
    expect(gate.load('user:nobody')).toBe(0);
  });
});
