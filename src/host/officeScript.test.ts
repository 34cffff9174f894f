import { describe, expect, it } from 'vitest';
import { loadOfficeScript } from './officeScript';

describe('loading office.js after start', () => {
  it('adds one async script from the configured URL and reports a failed load', async () => {
    const loading = loadOfficeScript('https://office.example/office.js');
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://office.example/office.js"]',
    );
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
  });

  it('puts back the history methods office.js takes away', async () => {
    const { pushState, replaceState } = window.history;
    const loading = loadOfficeScript('https://office.example/office-2.js');
    // What office.js does in some hosts.
    Object.assign(window.history, { pushState: null, replaceState: null });
    document.head
      .querySelector('script[src="https://office.example/office-2.js"]')
      ?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(true);
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
  });
});
