/** The add-in settings of /settings/addin: where they are kept per host, and damaged values read as defaults. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeOffice } from '../../tests/fixtures/fakeOffice';
import {
  DEFAULT_ADDIN_SETTINGS,
  parseAddinSettings,
  readAddinSettings,
  writeAddinSettings,
} from './addinSettings';
import { useHostStore } from './hostStore';
import { applyStartupBehavior } from './startupBehavior';

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  window.localStorage.clear();
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

describe('the add-in settings', () => {
  it('read field by field, a damaged or control-character value falling back to its default', () => {
    expect(parseAddinSettings(null)).toEqual(DEFAULT_ADDIN_SETTINGS);
    expect(
      parseAddinSettings({
        newTablePlacement: 'somewhere',
        refreshOnOpen: true,
        warnBeforeOverwrite: 'yes',
        defaultNumberFormat: '0.0\u0007',
        defaultDateFormat: 'dd/mm/yyyy',
      }),
    ).toEqual({ ...DEFAULT_ADDIN_SETTINGS, refreshOnOpen: true, defaultDateFormat: 'dd/mm/yyyy' });
  });

  it('are kept in the workbook in Excel and in local storage in a browser tab', async () => {
    useHostStore.setState({ status: 'ready', mode: 'browser', diagnostics: null });
    await writeAddinSettings({ ...DEFAULT_ADDIN_SETTINGS, newTablePlacement: 'newSheet' });
    expect(JSON.parse(window.localStorage.getItem('wharf.addinSettings') ?? '{}')).toMatchObject({
      newTablePlacement: 'newSheet',
    });

    installFakeOffice({ host: 'Excel', settings: {} });
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
    expect(readAddinSettings().newTablePlacement).toBe('selection');
    await writeAddinSettings({ ...DEFAULT_ADDIN_SETTINGS, refreshOnOpen: true });
    const saved = (globalThis as unknown as { __fakeWorkbookSettings: Record<string, unknown> })
      .__fakeWorkbookSettings;
    expect(saved['wharf.addinSettings']).toMatchObject({ refreshOnOpen: true });
  });
});

describe('refresh on open', () => {
  it('asks Office to load the add-in with the workbook where the shared runtime is supported', async () => {
    installFakeOffice({ host: 'Excel', requirementSets: { SharedRuntime: '1.1' } });
    const office = (globalThis as unknown as { Office: Record<string, unknown> }).Office;
    const setStartupBehavior = vi.fn(() => Promise.resolve());
    office.addin = { setStartupBehavior };
    office.StartupBehavior = { load: 'Load', none: 'None' };
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });

    await expect(applyStartupBehavior(true)).resolves.toBe('workbook-opens');
    await applyStartupBehavior(false);
    expect(setStartupBehavior.mock.calls).toEqual([['Load'], ['None']]);
  });

  it('runs when the task pane opens where it is not', async () => {
    installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.13' } });
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
    await expect(applyStartupBehavior(true)).resolves.toBe('task-pane-opens');
  });
});
