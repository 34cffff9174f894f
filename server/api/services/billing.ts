/**
 * What an owner or admin sees of the instance's billing (SPEC §7 /api/stripe/invoice/list and /preview), from
 * whichever provider the API was configured with (server/api/billing/provider.ts).
 */
import type { Queryable } from '../../db/database.ts';
import {
  billingInstance,
  type BillingProvider,
  type Invoice,
  type InvoicePreview,
} from '../billing/provider.ts';
import { assertBillingAccess } from './invoices.ts';

export interface BillingRequest {
  userId: string;
  instanceId: number;
}

export async function instanceInvoices(
  db: Queryable,
  billing: BillingProvider,
  { userId, instanceId }: BillingRequest,
): Promise<{ instanceId: number; invoices: Invoice[] }> {
  await assertBillingAccess(db, userId, instanceId);
  return { instanceId, invoices: await billing.listInvoices(db, await billingInstance(db, instanceId)) };
}

export async function nextInvoicePreview(
  db: Queryable,
  billing: BillingProvider,
  { userId, instanceId }: BillingRequest,
  now: Date,
): Promise<InvoicePreview> {
  await assertBillingAccess(db, userId, instanceId);
  return billing.previewInvoice(db, await billingInstance(db, instanceId), now);
}
