/** SPEC §7 /api/stripe/invoice/list and /preview. */
import { z } from 'zod';
import { API_PATHS } from '../paths.ts';
import { emptyPayload, id, timestamp } from './common.ts';

export const invoiceSchema = z.object({
  id,
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
      connectionId: id.optional(),
    }),
  ),
  total: z.number(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  issued: timestamp,
});
export const invoiceListResponseSchema = z.object({ instanceId: id, invoices: z.array(invoiceSchema) });

/** The next month's invoice as it stands: one line per billable connection at its plan's monthly price. */
export const invoicePreviewResponseSchema = z.object({
  instanceId: id,
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      connectionId: id,
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

export const billingContract = {
  [API_PATHS.stripeInvoiceList]: { payload: emptyPayload, response: invoiceListResponseSchema },
  [API_PATHS.stripeInvoicePreview]: { payload: emptyPayload, response: invoicePreviewResponseSchema },
} as const;
