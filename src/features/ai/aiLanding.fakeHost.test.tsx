/**
 * The AI view's "Land it" with the real lander (src/landing/QueryLander.tsx): in the browser the answer lands in the grid below it; in Excel (the fake host, tests/fixtures/fakeOffice.ts)
 * it lands as a table and is kept as a workbook design, and landing it again refreshes the same table. Neither
 * makes a library item (/api/userLibrarySet is never called).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeOffice } from '../../../tests/fixtures/fakeOffice';
import { apiRequest } from '../../api/client';
import { aiScreens } from '.';
import { ANSWER, CATALOGUE, ROWS } from './testAnswers';
import { readWorkbookSetting, useHostStore } from '../../host';
import { renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import { sizeElementsAsPaneInThisFile } from '../../testing/paneSize';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../telemetry', () => ({ telemetry: { trackEvent: vi.fn() } }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;
const AiScreen = aiScreens['/AI'];

const FRESHNESS = { instanceId: 1, checkedAt: '2026-11-24T00:00:00.000Z', tables: [] };
const QUESTION = 'revenue by branch';

sizeElementsAsPaneInThisFile();

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((path) => {
    if (path === '/api/clientDWSchema') return Promise.resolve(CATALOGUE);
    if (path === '/api/aiQuery') return Promise.resolve(ANSWER);
    if (path === '/api/clientQuery') return Promise.resolve(ROWS);
    if (path === '/api/warehouseFreshness') return Promise.resolve(FRESHNESS);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

function renderAi() {
  renderScreen(
    <Suspense fallback={null}>
      <AiScreen />
    </Suspense>,
    { path: '/AI', label: 'AI' },
  );
}

async function askAndLand() {
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 }),
    QUESTION,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  // The lander's code loads with the first answer (lazy, as in the app).
  await userEvent.click(await screen.findByRole('button', { name: 'Land it' }, { timeout: 5000 }));
}

const calledPaths = () => request.mock.calls.map(([path]) => path);

describe("the AI view's Land it", () => {
  it('in the browser lands the answer in the grid below it, with its download, and makes no library item', async () => {
    useHostStore.setState({ status: 'ready', mode: 'browser', diagnostics: null });
    renderAi();
    await askAndLand();
    expect(await screen.findByText(/1 row\s+ready below\./, {}, { timeout: 5000 })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Result: revenue_by_branch' });
    expect(within(grid).getByRole('gridcell', { name: 'Auckland' })).toBeInTheDocument();
    // Headers as the answer's preview showed them.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Branch', 'Sum of Total']);
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
    expect(calledPaths()).not.toContain('/api/userLibrarySet');
  }, 20_000);

  it('in Excel lands a table kept as a workbook design; landing again refreshes the same table', async () => {
    const fake = installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.13' }, excel: {} });
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
    renderAi();
    await askAndLand();
    expect(
      await screen.findByText('1 row landed at Sheet1!A1:B2.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fake.tables()).toEqual([{ name: 'revenue_by_branch', sheet: 'Sheet1', address: 'A1:B2' }]);
    expect(fake.cells('Sheet1', 'A1:B2')).toEqual([
      ['Branch', 'Sum of Total'],
      ['Auckland', 1200.5],
    ]);
    type StoredDesigns = { designs: { id: number; name: string; lastRefresh: { at: string } | null }[] };
    const designs = () => (readWorkbookSetting('wharf.tableDesigns') as StoredDesigns).designs;
    expect(designs()).toHaveLength(1);
    expect(designs()[0]).toMatchObject({ id: 1, name: QUESTION, lastRefresh: { rowCount: 1 } });
    const firstRefresh = designs()[0]?.lastRefresh?.at;

    // Landing again: the same table refreshed, the same design, its refresh recorded anew.
    const pages = () => calledPaths().filter((path) => path === '/api/clientQuery').length;
    const pagesBefore = pages();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Land it' }));
    await vi.waitFor(() => expect(designs()[0]?.lastRefresh?.at).not.toBe(firstRefresh));
    expect(pages()).toBe(pagesBefore + 1);
    expect(
      await screen.findByText('1 row landed at Sheet1!A1:B2.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fake.tables()).toHaveLength(1);
    expect(designs()).toHaveLength(1);
    expect(calledPaths()).not.toContain('/api/userLibrarySet');
    expect(screen.queryByRole('grid')).toBeNull();
  }, 20_000);
});
