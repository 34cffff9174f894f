/**
 * The Cin7 Omni model: how each business table is built from the cin7_* tables the Cin7 Omni connector lands
 * (server/etl/connectors/cin7Omni/entities.ts). docs/model.md maps every column.
 */
import type { SourceModel } from '../sourceModel.ts';
import { BRANCHES, SALES_PEOPLE } from './branches.ts';
import { CREDIT_NOTE_LINES, CREDIT_NOTES } from './creditNotes.ts';
import { CUSTOMERS } from './customers.ts';
import { PAYMENTS } from './payments.ts';
import { PRODUCTS } from './products.ts';
import { SALES_ORDER_LINES, SALES_ORDERS } from './salesOrders.ts';
import { STOCK_ON_HAND } from './stock.ts';
import { STOCK_ADJUSTMENTS, STOCK_TRANSFER_LINES, STOCK_TRANSFERS } from './stockMovements.ts';
import { QUOTES } from './quotes.ts';
import { KEY_SPAN, LAST_CONNECTION_NUMBER } from './keys.ts';

export const CIN7_OMNI_MODEL: SourceModel = {
  sourceSystemCode: 'cin7Omni',
  sourceSystem: 'Cin7 Omni',
  // keys.ts: every build keys a row by its own connection's number, and joins a row only to rows of its connection.
  connectionKeys: { span: KEY_SPAN, lastPlace: LAST_CONNECTION_NUMBER },
  // The lookups of the big builds first: products and their options (stock on hand, order lines), branch names
  // (read by eight builds), stock (branch names again) and credit notes (read by the orders' build beside its orders).
  landFirst: ['cin7_products', 'cin7_product_options', 'cin7_branches', 'cin7_stock', 'cin7_credit_notes'],
  builds: [
    PRODUCTS,
    CUSTOMERS,
    SALES_ORDERS,
    SALES_ORDER_LINES,
    STOCK_ON_HAND,
    BRANCHES,
    SALES_PEOPLE,
    CREDIT_NOTES,
    CREDIT_NOTE_LINES,
    PAYMENTS,
    QUOTES,
    STOCK_TRANSFERS,
    STOCK_TRANSFER_LINES,
    STOCK_ADJUSTMENTS,
  ],
};
