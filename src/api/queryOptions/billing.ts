/**
 * Query options and changes for billing and the trial (contract/billing.ts, and /api/trial/accept and
 * /api/instanceConnection/product, which change what they show): each call's key lives with its request.
 */
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryFamily, apiQueryOptions } from '../queries';
import { instanceConnectionQueryOptions } from './connections';

/** The instance's invoices, newest first (/api/stripe/invoice/list). */
export function invoiceListQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.stripeInvoiceList, instanceId, {});
}

/** The next invoice as it stands (/api/stripe/invoice/preview). */
export function invoicePreviewQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.stripeInvoicePreview, instanceId, {});
}

/** The instance's trial and whether the caller may start it (/api/trial/status). */
export function trialStatusQueryOptions(instanceId: number) {
  return apiQueryOptions(API_PATHS.trialStatus, instanceId, { instanceId });
}

const trialStatusFamily = (instanceId: number | null) => apiQueryFamily(API_PATHS.trialStatus, instanceId);

/** Starting the trial changes the trial's status and may give the instance its plan. */
export const trialAcceptMutation = apiMutation(API_PATHS.trialAccept, {
  invalidates: [trialStatusFamily, instanceConnectionQueryOptions],
});

/** A connection's new plan shows in the connection lists and in the next invoice. */
export const billedPlanChangeMutation = apiMutation(API_PATHS.instanceConnectionProduct, {
  invalidates: [instanceConnectionQueryOptions, invoicePreviewQueryOptions],
});
