/** /api/stripe/invoice/list and /preview; the trial's status (docs/api.md). */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { emptyPayload, id, timestamp } from './common.ts';

export const invoiceSchema = z.object({
  /** The local invoice's number id, or Stripe's invoice id ("in_…") when billing goes to Stripe. */
  id: z.union([id, z.string().min(1)]),
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
  /** The provider's page for this invoice (Stripe's hosted invoice page); null or absent when there is none. */
  hostedInvoiceUrl: z.string().nullable().optional(),
});
export const invoiceListResponseSchema = z.object({ instanceId: id, invoices: z.array(invoiceSchema) });

/**
 * The next invoice as it stands: locally one line per billable connection at its plan's monthly price; from
 * Stripe, its upcoming invoice (connectionId from the line's `wharf_connection_id` metadata, else null).
 */
export const invoicePreviewResponseSchema = z.object({
  instanceId: id,
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      connectionId: id.nullable(),
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

/** Any member may read the instance's trial; canAccept says whether this caller may start it (owner or admin). */
export const trialStatusPayloadSchema = z.object({ instanceId: id });
export const trialStatusResponseSchema = z.object({
  instanceId: id,
  trial: z
    .object({
      stripeProductId: z.string(),
      planName: z.string(),
      trialStart: timestamp,
      trialEnd: timestamp,
      /** Whole days until trialEnd, 0 once it has ended. */
      daysLeft: z.number().int().nonnegative(),
      ended: z.boolean(),
    })
    .nullable(),
  canAccept: z.boolean(),
});

export const billingContract = {
  [API_PATHS.stripeInvoiceList]: { payload: emptyPayload, response: invoiceListResponseSchema },
  [API_PATHS.stripeInvoicePreview]: { payload: emptyPayload, response: invoicePreviewResponseSchema },
  [API_PATHS.trialStatus]: { payload: trialStatusPayloadSchema, response: trialStatusResponseSchema },
} as const;
