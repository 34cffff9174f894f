// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryResultColumn } from '@wharf/contract';
import { landingColumns } from '../design/buildQuery';
import { newDesign } from '../design/tableDesign';
import { withHeaderNotes } from './landingSettings';

const answered = (ref: string, friendlyName: string, definition: string | null): QueryResultColumn => ({
  ref,
  name: ref,
  friendlyName,
  dataType: 'numeric',
  role: definition ? 'measure' : 'dimension',
  aggregate: null,
  grain: null,
  format: null,
  measure: definition ? ref.slice('measure:'.length) : null,
  definition,
});

describe('the landed header’s note', () => {
  it('carries a measure’s definition, and no note on another column', () => {
    const design = {
      ...newDesign(),
      table: 'sales_orders',
      columns: [
        { id: 1, kind: 'source' as const, ref: 'branch', name: 'Branch' },
        { id: 2, kind: 'source' as const, ref: 'measure:revenue', name: 'Sales' },
        { id: 3, kind: 'calculated' as const, name: 'Half', formula: '=[@Sales]/2', formulaHistory: [] },
      ],
      nextId: 4,
    };
    const columns = withHeaderNotes(design, landingColumns(design), [
      answered('branch', 'Branch', null),
      answered(
        'measure:revenue',
        'Revenue',
        'Sum of order subtotals, tax excluded, of orders that count as sales.',
      ),
    ]);
    expect(columns.map((column) => column.note)).toEqual([
      undefined,
      'Revenue: Sum of order subtotals, tax excluded, of orders that count as sales.',
      undefined,
    ]);
  });
});
