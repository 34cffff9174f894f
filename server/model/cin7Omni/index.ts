/**
 * The Cin7 Omni model: how each business table is built from the cin7_* tables the Cin7 Omni connector lands
 * (server/etl/connectors/cin7Omni/entities.ts). docs/model.md maps every column.
 */
import type { SourceModel } from '../sourceModel.ts';
import { CUSTOMERS } from './customers.ts';
import { PRODUCTS } from './products.ts';
import { SALES_ORDER_LINES, SALES_ORDERS } from './salesOrders.ts';
import { STOCK_ON_HAND } from './stock.ts';

export const CIN7_OMNI_MODEL: SourceModel = {
  sourceSystemCode: 'cin7Omni',
  sourceSystem: 'Cin7 Omni',
  builds: [PRODUCTS, CUSTOMERS, SALES_ORDERS, SALES_ORDER_LINES, STOCK_ON_HAND],
};
