/**
 * products from Cin7 Omni: one row per product option (the SKU people sell and count), with its product's name,
 * type and brand (docs/model.md, "products").
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { businessKey, hasBusinessKey } from './keys.ts';
import { countsAsSale, orderDate } from './salesOrders.ts';

/** "Harbour Apparel 1 (Black, M)": the product's name with the option's values. */
const OPTION_NAME = `coalesce(nullif(p.name, ''), 'Product ' || o.product_id, 'Option ' || o.product_option_id)
  || coalesce(' (' || nullif(concat_ws(', ', nullif(o.option1, ''), nullif(o.option2, ''), nullif(o.option3, '')), '')
  || ')', '')`;

export const PRODUCTS: BusinessBuild = {
  table: 'products',
  // The last sale: the latest day of an order that counts as sales with a line of the option ("slow moving").
  sources: ['cin7_product_options', 'cin7_products', 'cin7_sales_order_lines', 'cin7_sales_orders'],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH last_sales AS (
        SELECT l.connection_id, l.product_option_id, max(${orderDate('o')}) AS last_sold
        FROM ${s}.cin7_sales_order_lines l
        JOIN ${s}.cin7_sales_orders o
          ON o.connection_id = l.connection_id AND o.sales_order_id = l.sales_order_id
        WHERE ${countsAsSale('o')} AND l.product_option_id IS NOT NULL
        GROUP BY l.connection_id, l.product_option_id
      )
      INSERT INTO ${into} (product_id, sku, name, category, brand, uom, unit_price, cost, created_at,
                                      last_sold, landed_at)
      SELECT ${businessKey('o', 'product_option_id')},
             coalesce(nullif(o.code, ''), nullif(p.style_code, ''), 'Option ' || o.product_option_id),
             ${OPTION_NAME}, p.product_type, p.brand, NULL, coalesce(o.retail_price, 0), coalesce(o.cost, 0),
             o.created_date, ls.last_sold, greatest(o.landed_at, p.landed_at)
      FROM ${s}.cin7_product_options o
      LEFT JOIN ${s}.cin7_products p ON p.connection_id = o.connection_id AND p.product_id = o.product_id
      LEFT JOIN last_sales ls
        ON ls.connection_id = o.connection_id AND ls.product_option_id = o.product_option_id
      WHERE ${hasBusinessKey('o', 'product_option_id')}`;
  },
};
