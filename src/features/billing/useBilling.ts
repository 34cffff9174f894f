/**
 * What the billing and trial screens read and change: the current instance's invoices, next invoice, connections
 * and their plans, and its trial. Refusals (403 for a member, 409 for a second trial) arrive as ApiError values.
 */
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../api';
import {
  billedPlanChangeMutation,
  invoiceListQueryOptions,
  invoicePreviewQueryOptions,
  trialAcceptMutation,
  trialStatusQueryOptions,
} from '../../api/queryOptions/billing';
import { instanceConnectionQueryOptions } from '../../api/queryOptions/connections';
import { plansQueryOptions } from '../../api/queryOptions/signup';
import { selectCurrentInstanceId, useClientState } from '../../store';

export function useInvoices() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery(invoiceListQueryOptions(instanceId));
}

export function useInvoicePreview() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery(invoicePreviewQueryOptions(instanceId));
}

export function useInstanceConnections() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery(instanceConnectionQueryOptions(instanceId));
}

/** The plans a connection or a trial can be on (Stripe products, from /api/signup/plan). */
export function usePlanList() {
  const query = useQuery(plansQueryOptions(null));
  return {
    plans: query.data?.plans ?? [],
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export function useTrialStatus(instanceId: number) {
  return useQuery(trialStatusQueryOptions(instanceId));
}

/** The current instance's trial while it runs, else null (also while it is being read, or could not be). */
export function useRunningTrial() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery({ ...trialStatusQueryOptions(instanceId ?? 0), enabled: instanceId !== null });
  const trial = query.data?.trial ?? null;
  return trial && !trial.ended ? trial : null;
}

export const usePlanChange = () => useApiMutation(billedPlanChangeMutation);
export const useTrialAccept = () => useApiMutation(trialAcceptMutation);
