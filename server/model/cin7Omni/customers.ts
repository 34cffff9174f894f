/** customers from Cin7 Omni: the contacts of type Customer (suppliers are contacts too; docs/model.md). */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { KEY_SPAN, businessKey, hasBusinessKey } from './keys.ts';
import { countsAsSale, orderDate } from './salesOrders.ts';

/**
 * An order that counts as sales, of the orders the business tables hold (an id past the key range of several
 * connections has none): the changed rows of sales_orders then name every customer whose first order may move.
 */
const FIRST = (o: string) => `${countsAsSale(o)} AND ${hasBusinessKey(o, 'sales_order_id')}`;

/**
 * The first order of the customers of the changed orders, before and after the change (a status no longer a sale,
 * a new order date, another customer, an order deleted), worked out again from their own orders in the source
 * (their index on the member), for the landing connection alone.
 */
function refreshFirstOrder(schema: string, into: string, changed: (table: string) => string): string {
  const s = quoteIdent(schema);
  return `WITH named AS (
      SELECT DISTINCT customer_id FROM ${changed('sales_orders')}
      WHERE customer_id >= $3::bigint AND customer_id < $3::bigint + ${KEY_SPAN}
    ), fresh AS (
      SELECT n.customer_id,
             (SELECT min(${orderDate('o')}) FROM ${s}.cin7_sales_orders o
              WHERE o.connection_id = $2 AND o.member_id = n.customer_id - $3::bigint AND ${FIRST('o')})
               AS first_order_date
      FROM named n
    )
    UPDATE ${into} c SET first_order_date = f.first_order_date FROM fresh f
    WHERE c.customer_id = f.customer_id AND c.first_order_date IS DISTINCT FROM f.first_order_date
    RETURNING 1`;
}

export const CUSTOMERS: BusinessBuild = {
  table: 'customers',
  // The first order: the earliest day of the contact's orders that count as sales ("new customers").
  sources: ['cin7_contacts', 'cin7_sales_orders'],
  rowsFrom: 'cin7_contacts',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH first_orders AS (
        SELECT o.connection_id, o.member_id, min(${orderDate('o')}) AS first_order_date
        FROM ${s}.cin7_sales_orders o
        WHERE ${FIRST('o')} AND o.member_id IS NOT NULL
        GROUP BY o.connection_id, o.member_id
      )
      INSERT INTO ${into} (customer_id, name, company, email, city, country, customer_group, created_at,
                                       first_order_date, landed_at)
      SELECT ${businessKey('c', 'contact_id')},
             coalesce(nullif(c.name, ''), nullif(c.company, ''), 'Contact ' || c.contact_id),
             c.company, c.email, c.city, c.country, c.contact_group, c.created_date,
             f.first_order_date, c.landed_at
      FROM ${s}.cin7_contacts c
      LEFT JOIN first_orders f ON f.connection_id = c.connection_id AND f.member_id = c.contact_id
      WHERE lower(c.type) = 'customer' AND ${hasBusinessKey('c', 'contact_id')}`;
  },
  workedOut: { sources: ['cin7_sales_orders'], changesOf: ['sales_orders'], sql: refreshFirstOrder },
};
