import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { LibraryItem } from '@wharf/contract';
import { useHostStore } from '../../host';
import { readLandedTableRecords, type LandedTableRecord } from '../../host/records';
import { clientState } from '../../store';
import { makeConnection, makeJob, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import { OnboardingChecklist } from './OnboardingChecklist';
import { recentlyLanded } from './RecentlyLanded';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../host/records', () => ({ readLandedTableRecords: vi.fn(() => []) }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

function libraryItem(definition: LibraryItem['definition']): LibraryItem {
  return {
    id: 3,
    title: 'Stock on hand',
    description: null,
    topicId: null,
    visibility: 'private',
    owner: { userId: 'u-1', name: 'Ada' },
    mine: true,
    favorite: false,
    definition,
    created: '2026-11-23T10:00:00.000Z',
    updated: '2026-11-23T10:00:00.000Z',
  } as LibraryItem;
}

function answer(jobs: unknown[], items: LibraryItem[]) {
  request.mockImplementation((path) => {
    if (path === '/api/etlStatus') return Promise.resolve({ instanceId: 1, jobs });
    if (path === '/api/userLibrary') return Promise.resolve({ instanceId: 1, topics: [], items });
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

const stepDone = (key: string) =>
  document.querySelector(`[data-step="${key}"]`)?.getAttribute('data-done') === 'true';

describe('Home’s onboarding checklist', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('a new instance has every step to do, each with its action', async () => {
    answer([], []);
    renderScreen(<OnboardingChecklist />);
    expect(await screen.findByText('Getting set up: 0 of 3 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a connection with its API keys' })).toHaveAttribute(
      'href',
      '/settings/connection/add',
    );
    expect(screen.getByRole('link', { name: 'Start an import' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design a table' })).toBeInTheDocument();
  });

  it('is the owner’s and admins’ setup: a member who joined with an invite does not get it', async () => {
    answer([], []);
    const asAdmin = renderScreen(<OnboardingChecklist />, { role: 'admin' });
    expect(await screen.findByText('Getting set up: 0 of 3 done')).toBeInTheDocument();
    asAdmin.unmount();
    request.mockClear();
    renderScreen(<OnboardingChecklist />, { role: 'member' });
    // The progress is read (imports and library answer) and still nothing is shown.
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('/api/userLibrary', {}, expect.anything()));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
    expect(screen.queryByText(/Getting set up/)).toBeNull();
  });

  it('ticks the connection and the first import from real state; a failed import does not count', async () => {
    answer([makeJob({ id: 2, status: 'error' }), makeJob({ id: 1, status: 'success' })], []);
    renderScreen(<OnboardingChecklist />);
    act(() => clientState.setConnections([makeConnection({ status: 'PENDING_INIT' })]));
    expect(await screen.findByText('Getting set up: 2 of 3 done')).toBeInTheDocument();
    expect(stepDone('connect')).toBe(true);
    expect(stepDone('import')).toBe(true);
    expect(stepDone('table')).toBe(false);
  });

  it('a connection made without API keys does not tick "connect"; its action leads to the connection’s card', async () => {
    answer([], []);
    renderScreen(<OnboardingChecklist />);
    act(() =>
      clientState.setConnections([
        makeConnection({ status: 'PENDING_INIT', APIKey: { clientId: null, secret: null } }),
      ]),
    );
    expect(await screen.findByText('Getting set up: 0 of 3 done')).toBeInTheDocument();
    expect(stepDone('connect')).toBe(false);
    expect(screen.getByRole('link', { name: 'Enter the API keys of your connection' })).toHaveAttribute(
      'href',
      '/settings/connection',
    );
    act(() =>
      clientState.setConnections([
        makeConnection({ status: 'PENDING_INIT', APIKey: { clientId: 'later-omni', secret: '••••8765' } }),
      ]),
    );
    expect(await screen.findByText('Getting set up: 1 of 3 done')).toBeInTheDocument();
    expect(stepDone('connect')).toBe(true);
  });

  it('is gone once a table has been landed too', async () => {
    answer(
      [makeJob({ status: 'success' })],
      [
        libraryItem({
          table: 'products',
          wharfDesign: { lastRefresh: { at: '2026-11-23T11:00:00Z', rowCount: 5 } },
        }),
      ],
    );
    const { container } = renderScreen(<OnboardingChecklist />);
    act(() => clientState.setConnections([makeConnection()]));
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('/api/userLibrary', {}, expect.anything()));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="onboarding-checklist"]')).toBeNull(),
    );
  });

  it('in Excel, a table landed in this workbook ticks the last step (designs live in the workbook there)', async () => {
    const record: LandedTableRecord = {
      tableName: 'Stock_on_hand',
      designId: 4,
      designName: 'Stock on hand',
      landedAt: '2026-11-23T11:00:00.000Z',
      rowCount: 5,
      address: 'Sheet1!A1:C6',
      sources: ['stock_on_hand'],
      dataAsOf: null,
      fingerprint: null,
    };
    vi.mocked(readLandedTableRecords).mockReturnValue([record]);
    useHostStore.setState({ status: 'ready', mode: 'excel' });
    try {
      answer([makeJob({ status: 'error' })], []);
      renderScreen(<OnboardingChecklist />);
      expect(await screen.findByText('Getting set up: 1 of 3 done')).toBeInTheDocument();
      expect(stepDone('table')).toBe(true);
    } finally {
      useHostStore.setState({ status: 'detecting', mode: 'browser' });
      vi.mocked(readLandedTableRecords).mockReturnValue([]);
    }
  });

  it('lists each landed table once, newest first, from imports that landed data', () => {
    const tables = recentlyLanded([
      makeJob({ id: 3, status: 'error', finished: '2026-11-23T12:00:00Z', counts: { orders: 1 } }),
      makeJob({ id: 2, status: 'success', finished: '2026-11-23T11:00:00Z', counts: { products: 40 } }),
      makeJob({
        id: 1,
        status: 'success',
        finished: '2026-11-23T10:00:00Z',
        counts: { products: 30, contacts: 9 },
      }),
    ]);
    expect(tables.map((table) => [table.entity, table.rows])).toEqual([
      ['products', 40],
      ['contacts', 9],
    ]);
  });
});
