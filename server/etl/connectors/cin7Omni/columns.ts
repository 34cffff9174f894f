/** The columns and tables the Cin7 Omni entities share: how a landed table of Cin7's is declared. */
import { CIN7_OMNI_NAME } from './client.ts';
import {
  column,
  field,
  landedTable,
  parentField,
  type LandedTable,
  type SourceRecord,
} from '../landedTables.ts';

/** A price column of Cin7's priceColumns object ({"retailNZD": 12.5, "wholesaleNZD": 9, "costNZD": 5}). */
export const priceColumn =
  (prefix: string) =>
  (record: SourceRecord): unknown => {
    const prices = record.priceColumns;
    if (!prices || typeof prices !== 'object') return null;
    const entry = Object.entries(prices).find(([key]) => key.toLowerCase().startsWith(prefix));
    return entry?.[1] ?? null;
  };

export const fullName = (record: SourceRecord): unknown =>
  [record.firstName, record.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') ||
  null;

/** qty × unitPrice − discount: Cin7's line discount is an amount. */
export const lineTotal = (record: SourceRecord): unknown => {
  const qty = Number(record.qty ?? 0);
  const price = Number(record.unitPrice ?? 0);
  const discount = Number(record.discount ?? 0);
  return qty * price - discount;
};

/** A numeric measure taken as Cin7 sends it: an amount, a quantity, a price. */
export const measure = (name: string, friendlyName: string, from: string) =>
  column(name, friendlyName, 'numeric', 'measure', field(from));

/** A landed table of Cin7 Omni's. */
export const cin7Table = (definition: Omit<Parameters<typeof landedTable>[0], 'sourceSystem'>): LandedTable =>
  landedTable({ ...definition, sourceSystem: CIN7_OMNI_NAME });

/**
 * The order's tax rate as a percentage (15 for 15 %): Cin7 sends a fraction (0.15); a value above 1 is taken as a
 * percentage already. Kept as a percentage so two decimals hold rates like 12.5 %.
 */
export const taxRatePercent = (record: SourceRecord): unknown => {
  const rate = Number(record.taxRate);
  if (record.taxRate === null || record.taxRate === undefined || !Number.isFinite(rate)) return null;
  return rate > 1 ? rate : rate * 100;
};

/**
 * A table of a transaction's product lines (LineItems), one row per line keyed by its line id. `unitCost` false:
 * Cin7 sends the lines no cost (purchase orders, branch transfers); `priced` false: a stock line (branch transfers,
 * adjustments), with no price, discount, total or quantity shipped.
 */
export function lineTable(
  name: string,
  friendlyName: string,
  parentKey: string,
  parentFriendly: string,
  { unitCost = true, priced = true }: { unitCost?: boolean; priced?: boolean } = {},
): LandedTable {
  return cin7Table({
    name,
    friendlyName,
    description: `One row per product line of a ${parentFriendly.toLowerCase()} (LineItems).`,
    primaryKey: ['line_id'],
    childOf: { field: 'lineItems', parentKey },
    indexes: [[parentKey], ['product_option_id']],
    columns: [
      column('line_id', 'Line ID', 'integer', 'dimension', field('id'), { notNull: true }),
      column(parentKey, `${parentFriendly} ID`, 'integer', 'dimension', parentField('id'), { notNull: true }),
      column('sort', 'Line Number', 'integer', 'dimension', field('sort')),
      column('product_id', 'Product ID', 'integer', 'dimension', field('productId')),
      column('product_option_id', 'Product Option ID', 'integer', 'dimension', field('productOptionId')),
      column('code', 'Code', 'text', 'dimension', field('code'), { searchable: true }),
      column('name', 'Product Name', 'text', 'dimension', field('name'), { searchable: true }),
      column('option1', 'Option 1', 'text', 'dimension', field('option1')),
      column('option2', 'Option 2', 'text', 'dimension', field('option2')),
      measure('qty', 'Quantity', 'qty'),
      ...(priced ? [measure('unit_price', 'Unit Price', 'unitPrice')] : []),
      ...(unitCost ? [measure('unit_cost', 'Unit Cost', 'unitCost')] : []),
      ...(priced
        ? [
            measure('discount', 'Discount', 'discount'),
            column('line_total', 'Line Total', 'numeric', 'measure', lineTotal),
            measure('qty_shipped', 'Quantity Shipped', 'qtyShipped'),
          ]
        : []),
    ],
  });
}

export const created = column(
  'created_date',
  'Created Date',
  'timestamptz',
  'dimension',
  field('createdDate'),
);
export const modified = column(
  'modified_date',
  'Modified Date',
  'timestamptz',
  'dimension',
  field('modifiedDate'),
);
