/** quotes from Cin7 Omni: one row per quote, with the amounts worked out as on sales orders (docs/model.md). */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

const LINES_AMOUNT = `CASE WHEN q.product_total IS NULL THEN coalesce(q.total, 0)
    ELSE q.product_total - coalesce(q.discount_total, 0) + coalesce(q.freight_total, 0) END`;
const RATE = 'coalesce(q.tax_rate, 0) / 100';
const GROSS = `coalesce(q.total, ${LINES_AMOUNT})`;

export const QUOTES: BusinessBuild = {
  table: 'quotes',
  sources: ['cin7_quotes', ...BRANCH_SOURCES],
  rowsFrom: 'cin7_quotes',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}
      INSERT INTO ${into} (quote_id, quote_number, quote_date, customer_id, branch, sales_person_id, stage,
                               probability, currency, subtotal, total, landed_at)
      SELECT ${businessKey('q', 'quote_id')}, coalesce(nullif(q.reference, ''), 'Quote ' || q.quote_id),
             coalesce((q.created_date AT TIME ZONE 'UTC')::date, (q.landed_at AT TIME ZONE 'UTC')::date),
             coalesce(${businessKey('q', 'member_id')}, 0), ${branchName('q', 'branch_id', 'b')},
             ${businessKey('q', 'sales_person_id')}, q.stage, q.probability, coalesce(q.currency_code, ''),
             CASE lower(q.tax_status) WHEN 'excl' THEN ${LINES_AMOUNT}
                  WHEN 'incl' THEN ${GROSS} - round(${GROSS} * ${RATE} / (1 + ${RATE}), 2) ELSE ${GROSS} END,
             CASE lower(q.tax_status) WHEN 'excl' THEN ${LINES_AMOUNT} + round(${LINES_AMOUNT} * ${RATE}, 2)
                  ELSE ${GROSS} END,
             q.landed_at
      FROM ${s}.cin7_quotes q
      ${joinBranch('q', 'branch_id', 'b')}
      WHERE ${hasBusinessKey('q', 'quote_id')}`;
  },
};
