/**
 * Billing calls (contract/billing.ts): the instance's invoices (/api/stripe/invoice/list) and the
 * next one's preview (/api/stripe/invoice/preview); and the trial's status (/api/trial/status; starting it is
 * /api/trial/accept, with the sign-up calls).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { instanceInvoices, nextInvoicePreview } from '../services/billing.ts';
import { trialStatus } from '../services/trials.ts';

export function registerBillingRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, billing } = context;

  apiCall(app, context, API_PATHS.stripeInvoiceList, async ({ caller }) =>
    instanceInvoices(db, billing, await requireInstance(db, caller)),
  );

  apiCall(app, context, API_PATHS.stripeInvoicePreview, async ({ caller }) =>
    nextInvoicePreview(db, billing, await requireInstance(db, caller), new Date(context.now())),
  );

  apiCall(app, context, API_PATHS.trialStatus, async ({ payload, caller }) =>
    trialStatus(
      db,
      { instanceId: await requireInstance(db, caller, payload.instanceId), userId: caller.user.id },
      new Date(context.now()),
    ),
  );
}
