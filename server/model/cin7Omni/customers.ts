/** customers from Cin7 Omni: the contacts of type Customer (suppliers are contacts too; docs/model.md). */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { businessKey, hasBusinessKey } from './keys.ts';
import { countsAsSale, orderDate } from './salesOrders.ts';

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
        WHERE ${countsAsSale('o')} AND o.member_id IS NOT NULL
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
};
