// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryResultColumn } from '@wharf/contract';
import { formatCell } from '../format/cellText';
import { cellFormatOf } from '../host/cellFormat';
import { partCellFormats, partMarkOf, partPeriodsNote, partPeriodsOf, partPeriodsText } from './partPeriods';

const column = (ref: string, friendlyName: string, grain: QueryResultColumn['grain']): QueryResultColumn => ({
  ref,
  name: ref,
  friendlyName,
  dataType: grain ? 'date' : 'numeric',
  role: grain ? 'dimension' : 'measure',
  aggregate: null,
  grain,
  format: null,
  measure: null,
  definition: null,
});

const answer = {
  columns: [column('order_date', 'Order Date (month)', 'month'), column('measure:revenue', 'Revenue', null)],
  partialGroups: [
    { column: 'order_date', value: '2026-08-01', from: '2026-08-29', through: '2026-08-31' },
    { column: 'order_date', value: '2026-11-01', from: '2026-11-01', through: '2026-11-28' },
  ],
};

describe('part periods in words', () => {
  it('names each part month of a column grouped by month, and marks its cell', () => {
    const parts = partPeriodsOf(answer, 'en-GB');
    expect(parts.map(partPeriodsText)).toEqual([
      'Order Date (month): Aug 2026 (29–31 only), Nov 2026 (1–28 only)',
    ]);
    expect(partPeriodsNote(parts[0] ?? { ref: '', columnName: '', groups: [] })).toBe(
      'Part periods in Order Date (month): Aug 2026 (29–31 only), Nov 2026 (1–28 only).',
    );
    expect(partMarkOf(parts, 'order_date', '2026-08-01')).toBe('(29–31 only)');
    expect(partMarkOf(parts, 'order_date', '2026-09-01')).toBe('');
    expect(partMarkOf(parts, 'measure:revenue', '2026-08-01')).toBe('');
  });

  it('names only the groups among the rows shown', () => {
    const rows = [
      ['2026-08-01', 171_197.8],
      ['2026-09-01', 1_360_000],
    ];
    expect(partPeriodsOf({ ...answer, rows }, 'en-GB').map(partPeriodsText)).toEqual([
      'Order Date (month): Aug 2026 (29–31 only)',
    ]);
    expect(partPeriodsOf({ ...answer, partialGroups: undefined })).toEqual([]);
  });

  it('gives a part group’s cell a format of its own that keeps the date and reads as the preview does', () => {
    const [part] = partPeriodsOf(answer, 'en-GB');
    if (!part) throw new Error('no part periods');
    const column = { format: 'mmm yyyy', cellFormats: partCellFormats(part, 'mmm yyyy') };
    expect(column.cellFormats['2026-08-01']).toBe('mmm yyyy" (29–31 only)"');
    expect(formatCell('2026-08-01', cellFormatOf(column, '2026-08-01'))).toBe('Aug 2026 (29–31 only)');
    expect(formatCell('2026-09-01', cellFormatOf(column, '2026-09-01'))).toBe('Sep 2026');
    expect(formatCell('2026-11-01', cellFormatOf(column, '2026-11-01'))).toBe('Nov 2026 (1–28 only)');
  });
});
