/**
 * sales_orders and sales_order_lines from Cin7 Omni (docs/model.md, "sales_orders", "sales_order_lines").
 *
 * Status: Cin7 keeps a status (APPROVED, VOID, DRAFT) and a stage (New, Dispatched, Invoiced…); the business
 * vocabulary is Draft, Approved, Dispatched, Invoiced, Voided.
 *
 * Amounts: Cin7's total is what the customer pays. With taxStatus 'Incl' the prices, and so the total, include
 * tax: tax = total × rate / (1 + rate). With 'Excl' tax is added to the lines' amounts: subtotal = product total −
 * discounts + freight, tax = subtotal × rate. Otherwise ('Exempt', or no status) there is no tax. Always
 * subtotal + tax = total.
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { creditAmountsCte, creditedCte } from './creditNotes.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

const BUSINESS_STATUS = `CASE
    WHEN upper(o.status) = 'VOID' THEN 'Voided'
    WHEN upper(o.status) = 'DRAFT' THEN 'Draft'
    WHEN lower(o.stage) = 'invoiced' THEN 'Invoiced'
    WHEN lower(o.stage) = 'dispatched' THEN 'Dispatched'
    ELSE 'Approved'
  END`;

/** The amount the lines give before tax is added (Excl), or Cin7's total where it sent no product total. */
const LINES_AMOUNT = `CASE WHEN o.product_total IS NULL THEN coalesce(o.total, 0)
    ELSE o.product_total - coalesce(o.discount_total, 0) + coalesce(o.freight_total, 0) END`;
const RATE = 'coalesce(o.tax_rate, 0) / 100';

/** An order's date in the business tables: its invoice date, else the day it was created, modified or landed (UTC). */
export const orderDate = (
  o: string,
) => `coalesce(${o}.invoice_date, (${o}.created_date AT TIME ZONE 'UTC')::date,
                      (${o}.modified_date AT TIME ZONE 'UTC')::date, (${o}.landed_at AT TIME ZONE 'UTC')::date)`;
/** The Cin7 orders that count as sales: every status but DRAFT and VOID (measures.ts, NOT_SALES_STATUSES). */
export const countsAsSale = (o: string) => `upper(coalesce(${o}.status, '')) NOT IN ('VOID', 'DRAFT')`;

/** A CTE `paid (connection_id, sales_order_id, amount)`: what payments received against each sales order add to. */
function paidCte(schema: string): string {
  return `paid AS (
    SELECT connection_id, order_id AS sales_order_id, sum(coalesce(amount, 0)) AS amount
    FROM ${quoteIdent(schema)}.cin7_payments
    WHERE lower(order_type) = 'salesorder' AND order_id IS NOT NULL
    GROUP BY connection_id, order_id
  )`;
}

export const SALES_ORDERS: BusinessBuild = {
  table: 'sales_orders',
  // Branch names: Cin7 sends an order's branch id only; Branches (or else its stock rows) name each branch. What
  // was credited: the credit notes naming the order's reference. What was paid: the payments against the order.
  sources: ['cin7_sales_orders', ...BRANCH_SOURCES, 'cin7_credit_notes', 'cin7_payments'],
  rowsFrom: 'cin7_sales_orders',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}, ${creditAmountsCte(schema)}, ${creditedCte()}, ${paidCte(schema)}, amounts AS (
        SELECT o.connection_id, o.sales_order_id, lower(o.tax_status) AS tax_status, ${RATE} AS rate,
               ${LINES_AMOUNT} AS lines_amount, coalesce(o.total, ${LINES_AMOUNT}) AS gross
        FROM ${s}.cin7_sales_orders o
      ), taxed AS (
        SELECT connection_id, sales_order_id, tax_status,
               CASE tax_status WHEN 'incl' THEN round(gross * rate / (1 + rate), 2)
                               WHEN 'excl' THEN round(lines_amount * rate, 2) ELSE 0 END AS tax,
               CASE tax_status WHEN 'excl' THEN lines_amount ELSE gross END AS amount
        FROM amounts
      )
      INSERT INTO ${into} (order_id, order_number, order_date, customer_id, status, branch, currency,
                                     subtotal, tax, total, branch_id, sales_person_id, credited, balance_due,
                                     landed_at)
      SELECT ${businessKey('o', 'sales_order_id')},
             coalesce(nullif(o.reference, ''), 'SO ' || o.sales_order_id),
             ${orderDate('o')},
             coalesce(${businessKey('o', 'member_id')}, 0),
             ${BUSINESS_STATUS},
             ${branchName('o', 'branch_id', 'b')},
             coalesce(o.currency_code, ''),
             CASE t.tax_status WHEN 'excl' THEN t.amount ELSE t.amount - t.tax END,
             t.tax,
             CASE t.tax_status WHEN 'excl' THEN t.amount + t.tax ELSE t.amount END,
             ${businessKey('o', 'branch_id')}, ${businessKey('o', 'sales_person_id')}, coalesce(cr.amount, 0),
             CASE WHEN ${countsAsSale('o')}
                  THEN (CASE t.tax_status WHEN 'excl' THEN t.amount + t.tax ELSE t.amount END) - coalesce(pd.amount, 0)
                  ELSE 0 END,
             o.landed_at
      FROM ${s}.cin7_sales_orders o
      JOIN taxed t ON t.connection_id = o.connection_id AND t.sales_order_id = o.sales_order_id
      ${joinBranch('o', 'branch_id', 'b')}
      LEFT JOIN credited cr ON cr.connection_id = o.connection_id AND cr.reference = o.reference
      LEFT JOIN paid pd ON pd.connection_id = o.connection_id AND pd.sales_order_id = o.sales_order_id
      WHERE ${hasBusinessKey('o', 'sales_order_id')}`;
  },
};

export const SALES_ORDER_LINES: BusinessBuild = {
  table: 'sales_order_lines',
  // Unit cost: the line's own, else its product option's cost now.
  sources: ['cin7_sales_order_lines', 'cin7_product_options'],
  rowsFrom: 'cin7_sales_order_lines',
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (line_id, order_id, line_number, product_id, sku, qty, unit_price,
                                               discount_pct, line_total, unit_cost, landed_at)
      SELECT ${businessKey('l', 'line_id')}, ${businessKey('l', 'sales_order_id')}, coalesce(l.sort, 0),
             coalesce(${businessKey('l', 'product_option_id')}, 0), coalesce(l.code, o.code, ''),
             round(coalesce(l.qty, 0))::int, coalesce(l.unit_price, 0),
             CASE WHEN coalesce(l.qty, 0) * coalesce(l.unit_price, 0) > 0
                  THEN round(coalesce(l.discount, 0) * 100 / (l.qty * l.unit_price), 2) ELSE 0 END,
             coalesce(l.line_total, 0), coalesce(l.unit_cost, o.cost), l.landed_at
      FROM ${s}.cin7_sales_order_lines l
      LEFT JOIN ${s}.cin7_product_options o
        ON o.connection_id = l.connection_id AND o.product_option_id = l.product_option_id
      WHERE ${hasBusinessKey('l', 'line_id')} AND ${hasBusinessKey('l', 'sales_order_id')}`;
  },
};
