import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Fflate from 'fflate';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { xlsxFileName } from './xlsx';

// The zip's entries as they are added, and a failure on demand.
const zipped = vi.hoisted(() => ({ entries: [] as string[], fail: false }));
vi.mock('fflate', async (importOriginal) => {
  const actual = await importOriginal<typeof Fflate>();
  class RecordedZipDeflate extends actual.ZipDeflate {
    constructor(name: string, options?: Fflate.DeflateOptions) {
      if (zipped.fail) throw new Error('out of memory');
      super(name, options);
      zipped.entries.push(name);
    }
  }
  return { ...actual, ZipDeflate: RecordedZipDeflate };
});

const columns = [{ name: 'Order' }, { name: 'Amount', format: '#,##0.00' }];

describe('downloading the result as .xlsx', () => {
  it('names the file after the design, in characters every OS accepts', () => {
    expect(xlsxFileName('Sales: 2025/Q1')).toBe('Sales 2025 Q1.xlsx');
    expect(xlsxFileName('  ')).toBe('table.xlsx');
  });

  it('makes the workbook only when asked, and saves it under the design’s name', async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:wharf/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <DownloadXlsxButton
        tableName="Open_orders"
        columns={columns}
        rows={[[1, 2.5]]}
        about={{ designName: 'Open orders', filters: [], sources: ['Sales Orders'] }}
      />,
    );
    expect(zipped.entries).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Download as .xlsx' }));
    // The writer's module loads on the click: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(saved).toEqual(['Open orders.xlsx']), { timeout: 10_000 });
    expect(zipped.entries).toEqual(
      expect.arrayContaining(['xl/tables/table1.xml', 'xl/worksheets/sheet2.xml', '[Content_Types].xml']),
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(screen.getByRole('button', { name: 'Download as .xlsx' })).toBeEnabled();
  });

  it('says so when the file could not be made', async () => {
    zipped.fail = true;
    render(<DownloadXlsxButton tableName="Orders" columns={columns} rows={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download as .xlsx' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The .xlsx file could not be made. Try again.',
    );
  });
});
