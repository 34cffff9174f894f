import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_TTL_MS } from '../constants';
import { createReloadGuard, RELOAD_GUARD_KEY } from './reloadGuard';

const START = Date.UTC(2026, 0, 1);

describe('the reload guard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('has the ttl of 10000 ms', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10000);
  });

  it('allows a reload, refuses another within 10000 ms, and allows one again after', () => {
    const guard = createReloadGuard();
    expect(guard.claim()).toBe(true);
    vi.setSystemTime(START + 1);
    expect(guard.claim()).toBe(false);
    vi.setSystemTime(START + 9_999);
    expect(guard.claim()).toBe(false);
    vi.setSystemTime(START + 10_000);
    expect(guard.claim()).toBe(true);
  });

  it('remembers the last reload across page loads of the tab (session storage)', () => {
    expect(createReloadGuard().claim()).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(START));
    vi.setSystemTime(START + 2_000);
    expect(createReloadGuard().claim()).toBe(false);
  });

  it('ignores a stored time it cannot read, or one in the future (a clock set back)', () => {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, 'yesterday');
    expect(createReloadGuard().claim()).toBe(true);
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(START + 60_000));
    expect(createReloadGuard().claim()).toBe(true);
  });

  it('refuses when session storage is blocked, as it could not stop a reload loop', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(createReloadGuard(blocked).claim()).toBe(false);
  });
});
