/** customers from Cin7 Omni: the contacts of type Customer (suppliers are contacts too; docs/model.md). */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

export const CUSTOMERS: BusinessBuild = {
  table: 'customers',
  sources: ['cin7_contacts'],
  rowsFrom: 'cin7_contacts',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (customer_id, name, company, email, city, country, customer_group, created_at,
                                       landed_at)
      SELECT ${businessKey('c', 'contact_id')},
             coalesce(nullif(c.name, ''), nullif(c.company, ''), 'Contact ' || c.contact_id),
             c.company, c.email, c.city, c.country, c.contact_group, c.created_date, c.landed_at
      FROM ${s}.cin7_contacts c
      WHERE lower(c.type) = 'customer' AND ${hasBusinessKey('c', 'contact_id')}`;
  },
};
