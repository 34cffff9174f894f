/**
 * payments from Cin7 Omni: the payments received against sales orders (order type SalesOrder); refunds against
 * credit notes and payments of purchase orders stay in the source table (docs/model.md).
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

export const PAYMENTS: BusinessBuild = {
  table: 'payments',
  sources: ['cin7_payments', ...BRANCH_SOURCES],
  rowsFrom: 'cin7_payments',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}
      INSERT INTO ${into} (payment_id, payment_date, order_id, order_number, method, branch, amount, landed_at)
      SELECT ${businessKey('p', 'payment_id')},
             coalesce((p.payment_date AT TIME ZONE 'UTC')::date, (p.created_date AT TIME ZONE 'UTC')::date,
                      (p.landed_at AT TIME ZONE 'UTC')::date),
             ${businessKey('p', 'order_id')}, p.order_ref, p.method, ${branchName('p', 'branch_id', 'b')},
             coalesce(p.amount, 0), p.landed_at
      FROM ${s}.cin7_payments p
      ${joinBranch('p', 'branch_id', 'b')}
      WHERE lower(p.order_type) = 'salesorder' AND ${hasBusinessKey('p', 'payment_id')}`;
  },
};
