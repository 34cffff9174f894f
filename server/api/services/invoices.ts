/** The instance's invoices (/api/stripe/invoice/list), newest first. */
import type { z } from 'zod';
import type { invoiceSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';

type Invoice = z.infer<typeof invoiceSchema>;

interface InvoiceRow {
  id: number;
  number: string;
  period_start: string;
  period_end: string;
  lines: Invoice['lines'];
  total: number;
  currency: string;
  status: Invoice['status'];
  issued_at: Date;
}

export async function listInvoices(db: Queryable, instanceId: number): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT id, number, period_start, period_end, lines, total, currency, status, issued_at
     FROM app.invoices WHERE instance_id = $1 ORDER BY period_start DESC, id DESC`,
    [instanceId],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    lines: row.lines,
    total: row.total,
    currency: row.currency,
    status: row.status,
    issued: row.issued_at.toISOString(),
  }));
}
