// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryResultColumn } from '@wharf/contract';
import { landingColumns } from '../design/buildQuery';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { designFromQuery } from '../design/storage/libraryDefinition';
import { withFriendlyHeaders } from './friendlyHeaders';

const answered = (ref: string, friendlyName: string): QueryResultColumn => ({
  ref,
  name: ref.split('.').pop() ?? ref,
  friendlyName,
  dataType: 'text',
  role: 'dimension',
  aggregate: null,
  grain: null,
  format: null,
  measure: null,
  definition: null,
});

const headers = (design: TableDesign, answers: QueryResultColumn[]) =>
  withFriendlyHeaders(design, landingColumns(design), answers).map((column) => column.name);

describe('a landed table’s headers', () => {
  it('are the catalogue’s names for a template’s columns, not the database’s', () => {
    const template = designFromQuery(7, 'Top customers by revenue', {
      table: 'sales_orders',
      columns: ['customer_id', 'customer.company', 'total'],
      aggregate: { total: 'sum' },
    });
    expect(landingColumns(template).map((column) => column.name)).toEqual([
      'Customer id',
      'Company',
      'Total',
    ]);
    expect(
      headers(template, [
        answered('customer_id', 'Customer ID'),
        answered('customer.company', 'Customer Company'),
        answered('total', 'Sum of Total'),
      ]),
    ).toEqual(['Customer ID', 'Customer Company', 'Sum of Total']);
  });

  it('are a measure’s own name, not its key in words', () => {
    const template = designFromQuery(8, 'Stock on hand by branch', {
      table: 'stock_on_hand',
      columns: ['branch', 'measure:stock_value'],
    });
    expect(landingColumns(template).map((column) => column.name)).toEqual(['Branch', 'Stock value']);
    expect(
      headers(template, [
        answered('branch', 'Branch'),
        { ...answered('measure:stock_value', 'Stock value at cost'), name: 'stock_value' },
      ]),
    ).toEqual(['Branch', 'Stock value at cost']);
  });

  it('keep a header a person chose, one a formula names, and one that would repeat another', () => {
    const design: TableDesign = {
      ...newDesign(),
      table: 'sales_orders',
      columns: [
        { id: 1, kind: 'source', ref: 'branch', name: 'Where' },
        { id: 2, kind: 'source', ref: 'total', name: 'total' },
        { id: 3, kind: 'calculated', name: 'Tax', formula: '=[@total]*0.15', formulaHistory: [] },
        { id: 4, kind: 'source', ref: 'order_number', name: 'order_number' },
        { id: 5, kind: 'source', ref: 'customer.name', name: 'Order' },
      ],
      nextId: 6,
    };
    expect(
      headers(design, [
        answered('branch', 'Branch'),
        answered('total', 'Total'),
        answered('order_number', 'Order'),
        answered('customer.name', 'Customer Name'),
      ]),
    ).toEqual(['Where', 'total', 'Tax', 'order_number', 'Order']);
  });
});
