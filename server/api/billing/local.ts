/** The default billing provider: invoices from app.invoices, the preview computed from connections and plans. */
import { previewInvoice } from '../services/invoicePreview.ts';
import { listInvoices } from '../services/invoices.ts';
import type { BillingProvider } from './provider.ts';

export const localBilling: BillingProvider = {
  kind: 'local',
  listInvoices: (db, instance) => listInvoices(db, instance.id),
  previewInvoice: (db, instance, now) => previewInvoice(db, instance.id, now),
  // The connection's plan in the database is what the preview reads: nothing else to tell.
  changeConnectionPlan: () => Promise.resolve(),
  createCustomer: () => Promise.resolve(null),
};
