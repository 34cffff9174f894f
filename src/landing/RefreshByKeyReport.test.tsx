/**
 * What a person sees after a refresh by key (docs/host.md, "Refresh by key"): the counts in words, the removed rows
 * with their notes one click away, and each conflict with Locate, Keep mine and Take the source's.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyedRefreshSummary } from '../host/refreshByKey/outcome';
import { RefreshByKeyReport, keyWithColumns } from './RefreshByKeyReport';
import { refreshByKeyText } from './refreshByKeyText';

const takeSource = vi.fn();
vi.mock('../host/refreshByKey/resolveConflicts', () => ({
  locateConflict: vi.fn(() => Promise.resolve(true)),
  takeSource: (...args: unknown[]) => takeSource(...args) as unknown,
}));
vi.mock('../host/records', () => ({
  readLandedTableRecord: () => ({ keyed: { columns: ['Order', 'Status', 'Total'], key: [0], buckets: '' } }),
}));

const summary: KeyedRefreshSummary = {
  changedRows: 12,
  changedCells: 20,
  newRows: 3,
  removed: [{ key: 'SO-5', notes: [{ column: 'Note', value: 'returned' }] }],
  kept: 2,
  conflicts: [
    {
      key: 'SO-3',
      column: 'Total',
      columnIndex: 2,
      keyValues: ['SO-3'],
      mine: 3300,
      source: 3500,
      taken: 'mine',
    },
    {
      key: 'SO-6',
      column: 'Status',
      columnIndex: 1,
      keyValues: ['SO-6'],
      mine: 'Paused',
      source: 'Closed',
      taken: 'mine',
    },
  ],
  cellsWritten: 56,
  indexBytes: 1024,
};

beforeEach(() => {
  takeSource.mockImplementation((_table: string, _keyed: unknown, items: unknown[]) =>
    Promise.resolve(items),
  );
});
afterEach(() => takeSource.mockReset());

const renderReport = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <RefreshByKeyReport tableName="Orders" summary={summary} rowCount={1204} address="Sheet1!A1:C1205" />
    </FluentProvider>,
  );

describe('the report of a refresh by key', () => {
  it('says what changed in words, and nothing changed when nothing did', () => {
    expect(refreshByKeyText(summary)).toBe('12 changed, 3 new, 1 removed; 2 of your edits kept.');
    expect(refreshByKeyText({ ...summary, changedRows: 0, newRows: 0, removed: [], kept: 0 })).toBe(
      'Nothing changed.',
    );
  });

  it('says how many rows landed where, as a full rewrite does, beside what changed', () => {
    renderReport();
    expect(
      screen.getByText(
        /^1,204 rows landed at Sheet1!A1:C1205\. 12 changed, 3 new, 1 removed; 2 of your edits kept\.$/,
      ),
    ).toBeTruthy();
  });

  it('lists the removed rows with their notes one click away', () => {
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Removed rows (1)' }));
    expect(screen.getByText('Order SO-5')).toBeTruthy();
    expect(screen.getByText('Note: returned')).toBeTruthy();
  });

  it("resolves conflicts one by one — keep mine, take the source's — with numbers as people read them", async () => {
    renderReport();
    expect(screen.getByText("Yours: 3,300 · Source's: 3,500")).toBeTruthy();
    expect(screen.getByText('Order SO-3: Total')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine for SO-3 Total' }));
    expect(screen.queryByText(/SO-3: Total/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Take the source's for SO-6 Status" }));
    expect(await screen.findByText('Every conflict is settled.')).toBeTruthy();
    expect(takeSource).toHaveBeenCalledWith('Orders', expect.anything(), [summary.conflicts[1]]);
  });

  it("takes the source's for every conflict at once", async () => {
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: "Take all the source's" }));
    expect(await screen.findByText('Every conflict is settled.')).toBeTruthy();
    expect(takeSource).toHaveBeenCalledWith('Orders', expect.anything(), summary.conflicts);
  });
});

describe("a row's key in words", () => {
  it('names each key column before its value, and keeps the words alone when the columns are not known', () => {
    const keyed = { columns: ['Branch', 'Month', 'Revenue'], key: [0, 1] };
    expect(keyWithColumns('Auckland · Nov 2025', keyed)).toBe('Branch Auckland · Month Nov 2025');
    expect(keyWithColumns('Auckland', keyed)).toBe('Auckland');
    expect(keyWithColumns('SO-5', null)).toBe('SO-5');
  });
});
