import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation } from './scroll';

describe('scrolling on a route change', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('goes to the top when there is no hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollForLocation('')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to the hash target, decoding it, instead of the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = '<h2 id="api key">API key</h2>';
    const target = document.getElementById('api key') as HTMLElement;
    target.scrollIntoView = vi.fn();
    expect(scrollForLocation('#api%20key')).toBe(true);
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reports a hash target that has not rendered yet, so the caller tries again', () => {
    expect(scrollForLocation('#later')).toBe(false);
  });
});
