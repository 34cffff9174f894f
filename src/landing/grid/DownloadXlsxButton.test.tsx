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

  it('writes dates as real dates in the column’s format, and a calculated column’s formula for each row', () => {
    const withDates = [
      { name: 'Order Date', format: 'dd/mm/yyyy' },
      { name: 'Changed' },
      { name: 'Qty' },
      { name: 'Double', formula: '=[@Qty]*2' },
    ];
    const [, first, second] = toSheetData(withDates, [
      ['2025-03-31', '2025-03-31T10:15:00Z', 4, null],
      [null, 'not a date', 5, null],
    ]);
    expect(first).toEqual([
      { value: new Date(Date.UTC(2025, 2, 31)), type: Date, format: 'dd/mm/yyyy' },
      { value: new Date(Date.UTC(2025, 2, 31, 10, 15)), type: Date, format: 'yyyy-mm-dd hh:mm' },
      4,
      { value: 'C2*2', type: 'Formula' },
    ]);
    expect(second).toEqual([null, 'not a date', 5, { value: 'C3*2', type: 'Formula' }]);
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
