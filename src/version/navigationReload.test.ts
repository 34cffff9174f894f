// @vitest-environment node
import type { Location } from 'react-router-dom';
import { NavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reloadInsteadOfNavigating, type PageLoader } from './navigationReload';
import type { ReloadGuard } from './reloadGuard';

const at = (path: string, state: unknown = null): Location => {
  const url = new URL(path, 'https://wharf.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: 'k' };
};

function setup(guardAllows = true) {
  const guard: ReloadGuard = { claim: vi.fn(() => guardAllows) };
  const page: PageLoader = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  return { guard, page };
}

const navigation = (to: Location, historyAction = NavigationType.Push) => ({
  currentLocation: at('/help/gettingStarted'),
  nextLocation: to,
  historyAction,
});

describe('a navigation while a newer build is pending', () => {
  it('loads its target as a whole page instead, before the next screen renders', () => {
    const { guard, page } = setup();
    const blocked = reloadInsteadOfNavigating(navigation(at('/help/omni/APISetup?step=2#keys')), guard, page);
    expect(blocked).toBe(true);
    expect(page.assign).toHaveBeenCalledExactlyOnceWith('/help/omni/APISetup?step=2#keys');
  });

  it('keeps a replace a replace, so Back does not return to the page it left', () => {
    const { guard, page } = setup();
    expect(reloadInsteadOfNavigating(navigation(at('/signin'), NavigationType.Replace), guard, page)).toBe(
      true,
    );
    expect(page.replace).toHaveBeenCalledExactlyOnceWith('/signin');
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('reloads where Back or Forward has taken the browser, without blocking the history move', () => {
    const { guard, page } = setup();
    expect(reloadInsteadOfNavigating(navigation(at('/signin'), NavigationType.Pop), guard, page)).toBe(false);
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('stays in the app for a move within the same page (only the hash changes)', () => {
    const { guard, page } = setup();
    expect(reloadInsteadOfNavigating(navigation(at('/help/gettingStarted#step-2')), guard, page)).toBe(false);
    expect(guard.claim).not.toHaveBeenCalled();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('stays in the app when the navigation carries history state a full load would drop', () => {
    const { guard, page } = setup();
    expect(reloadInsteadOfNavigating(navigation(at('/table/42', { from: 'library' })), guard, page)).toBe(
      false,
    );
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('stays in the app when the reload guard refuses (a reload happened moments ago)', () => {
    const { guard, page } = setup(false);
    expect(reloadInsteadOfNavigating(navigation(at('/signin')), guard, page)).toBe(false);
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
