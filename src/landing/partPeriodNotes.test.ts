// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryResultColumn } from '@wharf/contract';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { aboutRows } from './grid/ooxml/about';
import { aboutWithPartPeriods, withPartPeriodNotes } from './partPeriodNotes';

const column = (ref: string, friendlyName: string, grain: QueryResultColumn['grain']): QueryResultColumn => ({
  ref,
  name: ref,
  friendlyName,
  dataType: grain ? 'date' : 'numeric',
  role: grain ? 'dimension' : 'measure',
  aggregate: null,
  grain,
  format: null,
  measure: grain ? null : 'revenue',
  definition: grain ? null : 'the sum of sales order subtotals',
});

const design: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'order_date', name: 'Order Date', grain: 'month' },
    { id: 2, kind: 'source', ref: 'measure:revenue', name: 'Revenue' },
  ],
  nextId: 3,
};
const answer = {
  columns: [column('order_date', 'Order Date (month)', 'month'), column('measure:revenue', 'Revenue', null)],
  partialGroups: [{ column: 'order_date', value: '2026-08-01', from: '2026-08-29', through: '2026-08-31' }],
};

describe('a landed table with a part month', () => {
  it("notes it on the grouped column's header and on the About sheet, apart from the measures", () => {
    const columns = withPartPeriodNotes(
      design,
      [{ name: 'Order Date' }, { name: 'Revenue', note: 'Revenue: the sum of sales order subtotals' }],
      answer,
    );
    const dateNote = columns[0]?.note ?? '';
    expect(dateNote.replace(/\s/g, ' ')).toMatch(
      /^Part periods in Order Date \(month\): Aug 2026 \(29–31 only\)\.$/,
    );
    expect(columns[1]?.note).toBe('Revenue: the sum of sales order subtotals');

    const about = aboutWithPartPeriods({ designName: 'Revenue by month', filters: [], sources: [] }, answer);
    const rows = aboutRows({
      tableName: 'Revenue_by_month',
      sheetName: 'Revenue by month',
      rowCount: 4,
      about,
      notes: columns.flatMap((c) => (c.note ? [{ header: c.name, text: c.note }] : [])),
    });
    const text = (cell: (typeof rows)[number][number]) => (cell && cell.kind === 'text' ? cell.value : '');
    const labelled = (label: string) => {
      const at = rows.findIndex((row) => text(row[0] ?? null) === label);
      return at < 0 ? [] : [text(rows[at]?.[1] ?? null)];
    };
    expect(labelled('Part periods').map((t) => t.replace(/\s/g, ' '))).toEqual([
      'Order Date (month): Aug 2026 (29–31 only)',
    ]);
    expect(labelled('Measures')).toEqual(['Revenue: the sum of sales order subtotals']);
  });

  it('leaves a table without part periods as it was', () => {
    const plain = { ...answer, partialGroups: undefined };
    expect(withPartPeriodNotes(design, [{ name: 'Order Date' }], plain)).toEqual([{ name: 'Order Date' }]);
    const about = { designName: 'x', filters: [], sources: [] };
    expect(aboutWithPartPeriods(about, plain)).toBe(about);
  });
});
