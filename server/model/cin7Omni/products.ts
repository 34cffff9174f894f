/**
 * products from Cin7 Omni: one row per product option (the SKU people sell and count), with its product's name,
 * type and brand (docs/model.md, "products").
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { KEY_SPAN, businessKey, hasBusinessKey } from './keys.ts';
import { countsAsSale, orderDate } from './salesOrders.ts';

/** "Harbour Apparel 1 (Black, M)": the product's name with the option's values. */
const OPTION_NAME = `coalesce(nullif(p.name, ''), 'Product ' || o.product_id, 'Option ' || o.product_option_id)
  || coalesce(' (' || nullif(concat_ws(', ', nullif(o.option1, ''), nullif(o.option2, ''), nullif(o.option3, '')), '')
  || ')', '')`;

/**
 * A line of an order that counts as sales, of the lines and orders the business tables hold (an id past the key
 * range of several connections has none): the business tables' changed rows then name every line that moves a
 * product's last sale (refreshLastSold).
 */
const SOLD = (l: string, o: string) =>
  `${countsAsSale(o)} AND ${hasBusinessKey(l, 'line_id')} AND ${hasBusinessKey(l, 'sales_order_id')}`;

/**
 * The last sale of the products whose lines changed, or whose orders did (a status no longer a sale, a new order
 * date, an order deleted): the changed rows' old and new values of the order lines and orders name them, and each is
 * worked out again from its own lines in the source (their index on the option), for the landing connection alone.
 */
function refreshLastSold(schema: string, into: string, changed: (table: string) => string): string {
  const s = quoteIdent(schema);
  return `WITH named AS (
      SELECT product_id FROM ${changed('sales_order_lines')}
      UNION
      SELECT l.product_id FROM ${s}.sales_order_lines l
      WHERE l.order_id IN (SELECT order_id FROM ${changed('sales_orders')})
    ), fresh AS (
      SELECT n.product_id,
             (SELECT max(${orderDate('o')})
              FROM ${s}.cin7_sales_order_lines l
              JOIN ${s}.cin7_sales_orders o
                ON o.connection_id = l.connection_id AND o.sales_order_id = l.sales_order_id
              WHERE l.connection_id = $2 AND l.product_option_id = n.product_id - $3::bigint
                AND ${SOLD('l', 'o')}) AS last_sold
      FROM named n
      WHERE n.product_id >= $3::bigint AND n.product_id < $3::bigint + ${KEY_SPAN}
    )
    UPDATE ${into} p SET last_sold = f.last_sold FROM fresh f
    WHERE p.product_id = f.product_id AND p.last_sold IS DISTINCT FROM f.last_sold
    RETURNING 1`;
}

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
        WHERE ${SOLD('l', 'o')} AND l.product_option_id IS NOT NULL
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
  workedOut: {
    sources: ['cin7_sales_order_lines', 'cin7_sales_orders'],
    changesOf: ['sales_orders', 'sales_order_lines'],
    sql: refreshLastSold,
  },
};
