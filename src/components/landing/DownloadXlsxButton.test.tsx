import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { toSheetData, xlsxFileName } from './xlsx';

const toFile = vi.fn(() => Promise.resolve());
const writeXlsxFile = vi.fn(() => ({ toFile, toBlob: vi.fn() }));
vi.mock('write-excel-file/browser', () => ({ default: writeXlsxFile }));

const columns = [{ name: 'Order' }, { name: 'Amount', format: '#,##0.00' }];

describe('downloading the result as .xlsx', () => {
  it('writes a bold header and the rows, numbers with their number format', () => {
    expect(
      toSheetData(columns, [
        [1, 2.5],
        ['x', null],
      ]),
    ).toEqual([
      [
        { value: 'Order', fontWeight: 'bold' },
        { value: 'Amount', fontWeight: 'bold' },
      ],
      [1, { value: 2.5, type: Number, format: '#,##0.00' }],
      ['x', null],
    ]);
    expect(xlsxFileName('Sales: 2025/Q1')).toBe('Sales 2025 Q1.xlsx');
  });

  it('loads the xlsx writer only when asked, and saves the file', async () => {
    render(<DownloadXlsxButton tableName="Orders" columns={columns} rows={[[1, 2.5]]} />);
    expect(writeXlsxFile).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download as .xlsx' }));
    await waitFor(() => expect(toFile).toHaveBeenCalledWith('Orders.xlsx'));
    expect(writeXlsxFile).toHaveBeenCalledWith(
      toSheetData(columns, [[1, 2.5]]),
      expect.objectContaining({ sheet: 'Orders', stickyRowsCount: 1 }),
    );
    expect(screen.getByRole('button', { name: 'Download as .xlsx' })).toBeEnabled();
  });
});
