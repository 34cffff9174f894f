/**
 * SPEC §7 read-only calls about the current instance: its warehouse data (/api/clientQuery), catalogue
 * (/api/clientDWSchema) and member search (/api/searchMemberList), its import jobs (/api/etlStatus), its invoices
 * (/api/stripe/invoice/list) and the next one's preview (/api/stripe/invoice/preview).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/api/paths.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { etlJobs } from '../services/etlJobs.ts';
import { billingInstance } from '../billing/provider.ts';
import { assertBillingAccess } from '../services/invoices.ts';
import { searchMembers } from '../services/memberSearch.ts';
import { runTableQuery } from '../services/tableQuery.ts';
import { warehouseCatalogue } from '../services/warehouseCatalogue.ts';

export function registerInstanceDataRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;

  apiCall(app, context, API_PATHS.clientDWSchema, async ({ caller }) =>
    warehouseCatalogue(db, await requireInstance(db, caller)),
  );

  apiCall(app, context, API_PATHS.clientQuery, async ({ payload, caller }) =>
    runTableQuery(db, await requireInstance(db, caller), payload.query),
  );

  apiCall(app, context, API_PATHS.searchMemberList, async ({ payload, caller }) =>
    searchMembers(db, { ...payload, instanceId: await requireInstance(db, caller) }),
  );

  apiCall(app, context, API_PATHS.etlStatus, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    return { instanceId, jobs: await etlJobs(db, instanceId, payload ?? {}) };
  });

  apiCall(app, context, API_PATHS.stripeInvoiceList, async ({ caller }) => {
    const instanceId = await requireInstance(db, caller);
    await assertBillingAccess(db, caller.user.id, instanceId);
    return {
      instanceId,
      invoices: await context.billing.listInvoices(db, await billingInstance(db, instanceId)),
    };
  });

  apiCall(app, context, API_PATHS.stripeInvoicePreview, async ({ caller }) => {
    const instanceId = await requireInstance(db, caller);
    await assertBillingAccess(db, caller.user.id, instanceId);
    return context.billing.previewInvoice(db, await billingInstance(db, instanceId), new Date(context.now()));
  });
}
