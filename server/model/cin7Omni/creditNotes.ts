/**
 * credit_notes and credit_note_lines from Cin7 Omni, and what each sales order had credited (docs/model.md).
 *
 * Cin7 sends a credit note's quantities and amounts as negative numbers; the business tables hold what was credited
 * as positive ones (absolute values, so a source sending them positive reads the same). Status as on orders: VOID is
 * Voided, DRAFT is Draft, anything else Approved. Tax as on orders: with taxStatus 'Incl' the total includes it, with
 * 'Excl' it is added to product total − discounts + freight, otherwise there is none; subtotal + tax = total.
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

const CREDIT_STATUS = `CASE WHEN upper(c.status) = 'VOID' THEN 'Voided' WHEN upper(c.status) = 'DRAFT' THEN 'Draft'
  ELSE 'Approved' END`;

/**
 * A CTE `credit_amounts (connection_id, credit_note_id, sales_reference, status, subtotal, tax, total)` of every
 * credit note, amounts positive.
 */
export function creditAmountsCte(schema: string): string {
  const s = quoteIdent(schema);
  return `credit_lines AS (
    SELECT c.connection_id, c.credit_note_id, c.sales_reference, ${CREDIT_STATUS} AS status,
           lower(c.tax_status) AS tax_status, coalesce(c.tax_rate, 0) / 100 AS rate,
           CASE WHEN c.product_total IS NULL THEN abs(coalesce(c.total, 0))
                ELSE abs(c.product_total) - abs(coalesce(c.discount_total, 0)) + abs(coalesce(c.freight_total, 0))
           END AS lines_amount, abs(c.total) AS gross
    FROM ${s}.cin7_credit_notes c
  ), credit_amounts AS (
    SELECT connection_id, credit_note_id, sales_reference, status,
           CASE tax_status WHEN 'excl' THEN lines_amount
                           WHEN 'incl' THEN coalesce(gross, lines_amount)
                             - round(coalesce(gross, lines_amount) * rate / (1 + rate), 2)
                           ELSE coalesce(gross, lines_amount) END AS subtotal,
           CASE tax_status WHEN 'excl' THEN round(lines_amount * rate, 2)
                           WHEN 'incl' THEN round(coalesce(gross, lines_amount) * rate / (1 + rate), 2)
                           ELSE 0 END AS tax
    FROM credit_lines
  )`;
}

/** A CTE `credited (connection_id, reference, amount)`: the subtotal approved credit notes gave back, per order reference. */
export function creditedCte(): string {
  return `credited AS (
    SELECT connection_id, sales_reference AS reference, sum(subtotal) AS amount
    FROM credit_amounts WHERE status = 'Approved' AND sales_reference IS NOT NULL
    GROUP BY connection_id, sales_reference
  )`;
}

export const CREDIT_NOTES: BusinessBuild = {
  table: 'credit_notes',
  sources: ['cin7_credit_notes', 'cin7_sales_orders', ...BRANCH_SOURCES],
  rowsFrom: 'cin7_credit_notes',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}, ${creditAmountsCte(schema)}
      INSERT INTO ${into} (credit_note_id, credit_note_number, credit_date, order_id, order_number,
                                     customer_id, branch, sales_person_id, status, currency, subtotal, tax, total,
                                     landed_at)
      SELECT ${businessKey('c', 'credit_note_id')},
             coalesce(nullif(c.reference, ''), 'CN ' || c.credit_note_id),
             coalesce(c.credit_note_date, (c.created_date AT TIME ZONE 'UTC')::date,
                      (c.landed_at AT TIME ZONE 'UTC')::date),
             ${businessKey('o', 'sales_order_id')}, nullif(c.sales_reference, ''),
             coalesce(${businessKey('c', 'member_id')}, 0), ${branchName('c', 'branch_id', 'b')},
             ${businessKey('c', 'sales_person_id')}, a.status, coalesce(c.currency_code, ''),
             a.subtotal, a.tax, a.subtotal + a.tax, c.landed_at
      FROM ${s}.cin7_credit_notes c
      JOIN credit_amounts a ON a.connection_id = c.connection_id AND a.credit_note_id = c.credit_note_id
      LEFT JOIN (SELECT DISTINCT ON (connection_id, reference) connection_id, reference, sales_order_id
                 FROM ${s}.cin7_sales_orders ORDER BY connection_id, reference, sales_order_id) o
        ON o.connection_id = c.connection_id AND o.reference = c.sales_reference
      ${joinBranch('c', 'branch_id', 'b')}
      WHERE ${hasBusinessKey('c', 'credit_note_id')}`;
  },
};

export const CREDIT_NOTE_LINES: BusinessBuild = {
  table: 'credit_note_lines',
  sources: ['cin7_credit_note_lines'],
  rowsFrom: 'cin7_credit_note_lines',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (line_id, credit_note_id, line_number, product_id, sku, qty, unit_price,
                                               line_total, landed_at)
      SELECT ${businessKey('l', 'line_id')}, ${businessKey('l', 'credit_note_id')}, coalesce(l.sort, 0),
             coalesce(${businessKey('l', 'product_option_id')}, 0), coalesce(l.code, ''),
             round(abs(coalesce(l.qty, 0)))::int, abs(coalesce(l.unit_price, 0)), abs(coalesce(l.line_total, 0)),
             l.landed_at
      FROM ${s}.cin7_credit_note_lines l
      WHERE ${hasBusinessKey('l', 'line_id')} AND ${hasBusinessKey('l', 'credit_note_id')}`;
  },
};
