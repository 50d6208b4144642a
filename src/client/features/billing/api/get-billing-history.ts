import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingHistorySchema, type BillingHistory } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const billingHistoryQueryKey = ['billing', 'history'] as const;

export async function getBillingHistory(signal?: AbortSignal): Promise<BillingHistory> {
  return billingHistorySchema.parse(await apiRequest<unknown>('/api/billing/history', { signal }));
}

export const billingHistoryQueryOptions = () =>
  queryOptions({ queryKey: billingHistoryQueryKey, queryFn: ({ signal }) => getBillingHistory(signal), staleTime: 30_000 });

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions());
}
