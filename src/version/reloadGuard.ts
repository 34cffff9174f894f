import { RELOAD_GUARD_TTL_MS } from '../constants';
import { systemClock, type Clock } from './clock';

/** Session storage key: when this tab last reloaded for a new version (ms since the epoch). */
export const RELOAD_GUARD_KEY = 'wharf.versionReload';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reload guard: at most one reload for a new version per ttl, so a bad deploy cannot loop the page. */
export interface ReloadGuard {
  /** True, and recorded, when a reload may happen now; false within the ttl of the last one. */
  claim(): boolean;
}

const sessionStore = (): GuardStorage => window.sessionStorage;

export function createReloadGuard(
  storage: () => GuardStorage = sessionStore,
  clock: Clock = systemClock,
  ttlMs: number = RELOAD_GUARD_TTL_MS,
): ReloadGuard {
  return {
    claim() {
      const now = clock.now();
      try {
        const store = storage();
        const last = Number(store.getItem(RELOAD_GUARD_KEY));
        if (last > 0 && now >= last && now - last < ttlMs) return false;
        store.setItem(RELOAD_GUARD_KEY, String(now));
        return true;
      } catch {
        // Storage blocked (some locked-down hosts): the guard could not stop a loop, so no reload. The new
        // version then loads the next time the pane is opened.
        return false;
      }
    },
  };
}
