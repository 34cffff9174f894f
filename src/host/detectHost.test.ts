// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectHost, OFFICE_READY_TIMEOUT_MS } from './detectHost';

const HOST_TYPE = { Excel: 'Excel', Word: 'Word' };

function installOffice(
  ready: () => Promise<{ host: string | null; platform: string | null }>,
  diagnostics?: object,
) {
  const office = { HostType: HOST_TYPE, onReady: ready, context: diagnostics ? { diagnostics } : {} };
  (globalThis as { Office?: unknown }).Office = office;
}

const loaded = () => Promise.resolve(true);
const URL = 'https://appsforoffice.example/office.js';

describe('host detection', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
    vi.useRealTimers();
  });

  it('is excel when Office reports an Excel host, with its diagnostics', async () => {
    installOffice(() => Promise.resolve({ host: 'Excel', platform: 'OfficeOnline' }), {
      version: '16.0.18025.20000',
      host: 'Excel',
      platform: 'OfficeOnline',
    });
    await expect(detectHost({ officeJsUrl: URL, loadScript: loaded })).resolves.toEqual({
      mode: 'excel',
      diagnostics: { excelVersion: '16.0.18025.20000', excelHost: 'Excel', excelPlatform: 'OfficeOnline' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is browser, with its warning, when office.js cannot load', async () => {
    const loadScript = vi.fn(() => Promise.resolve(false));
    await expect(detectHost({ officeJsUrl: URL, loadScript })).resolves.toEqual({
      mode: 'browser',
      diagnostics: null,
    });
    expect(loadScript).toHaveBeenCalledWith(URL);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Diagnostics not available – skipping.');
  });

  it('is browser when office.js loads outside Office (no host)', async () => {
    installOffice(() => Promise.resolve({ host: null, platform: null }));
    await expect(detectHost({ officeJsUrl: URL, loadScript: loaded })).resolves.toMatchObject({
      mode: 'browser',
    });
    expect(warn).toHaveBeenCalledWith('Diagnostics not available – skipping.');
  });

  it('is browser in another Office host', async () => {
    installOffice(() => Promise.resolve({ host: 'Word', platform: 'PC' }));
    await expect(detectHost({ officeJsUrl: URL, loadScript: loaded })).resolves.toMatchObject({
      mode: 'browser',
    });
  });

  it('fills nothing and warns when Excel gives no diagnostics', async () => {
    installOffice(() => Promise.resolve({ host: 'Excel', platform: 'PC' }));
    await expect(detectHost({ officeJsUrl: URL, loadScript: loaded })).resolves.toEqual({
      mode: 'excel',
      diagnostics: null,
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith('Diagnostics not available – skipping.');
  });

  it('does not hang when Office never becomes ready', async () => {
    vi.useFakeTimers();
    installOffice(() => new Promise(() => undefined));
    const detection = detectHost({ officeJsUrl: URL, loadScript: loaded });
    await vi.advanceTimersByTimeAsync(OFFICE_READY_TIMEOUT_MS);
    await expect(detection).resolves.toMatchObject({ mode: 'browser' });
  });

  it('settles for browser when onReady rejects', async () => {
    installOffice(() => Promise.reject(new Error('host refused')));
    await expect(detectHost({ officeJsUrl: URL, loadScript: loaded })).resolves.toMatchObject({
      mode: 'browser',
    });
  });
});
