import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminReferralSchema, type AdminReferral } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { REFERRALS_POLL_MS } from './get-my-referrals.ts';

export const adminReferralsQueryKey = ['admin', 'lawyer-referrals'] as const;
export type ReferralFilters = { status?: string; urgency?: string; ipType?: string };

export async function getAdminReferrals(filters: ReferralFilters, signal?: AbortSignal): Promise<AdminReferral[]> {
  const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
  const query = params.size ? `?${params}` : '';
  return z.array(adminReferralSchema).parse(await apiRequest<unknown>(`/api/admin/lawyer-referrals${query}`, { signal }));
}

export function useAdminReferrals(filters: ReferralFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...adminReferralsQueryKey, filters],
      queryFn: ({ signal }) => getAdminReferrals(filters, signal),
      refetchInterval: REFERRALS_POLL_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
