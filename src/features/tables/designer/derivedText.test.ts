// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { designFromQuery } from '../../../design/storage/libraryDefinition';
import { chosenLabel, derivedText } from './derivedText';

const design = designFromQuery(null, 'Revenue per order', {
  table: 'sales_orders',
  columns: ['branch', 'measure:revenue', 'share:measure:revenue', 'calc:per_order'],
  calculated: { per_order: { name: 'Revenue per order', formula: '[Revenue] ÷ [Orders]' } },
});

describe('derived columns on COLUMNS and in the sort', () => {
  it('say what they are in words, never by their stored reference', () => {
    expect(derivedText(design, 'share:measure:revenue')).toBe('Share of total');
    expect(derivedText(design, 'calc:per_order')).toBe(
      'Calculated measure: Revenue per order = Revenue ÷ Orders',
    );
    expect(derivedText(design, 'changePct:measure:revenue')).toBe('Change in % since the comparison period');
    expect(derivedText(design, 'branch')).toBeNull();
  });

  it('are offered for sorting under their header', () => {
    const catalogue = (ref: string) => `catalogue ${ref}`;
    expect(chosenLabel(design, 'share:measure:revenue', catalogue)).toBe('Share of Revenue');
    expect(chosenLabel(design, 'calc:per_order', catalogue)).toBe('Revenue per order');
    expect(chosenLabel(design, 'branch', catalogue)).toBe('catalogue branch');
  });
});
