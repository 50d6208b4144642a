import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userReferralSchema, type UserReferral } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const myReferralsQueryKey = ['lawyer-referrals'] as const;
/** Spec section 9: the referral list is polled every 30 s. */
export const REFERRALS_POLL_MS = 30_000;

export async function getMyReferrals(signal?: AbortSignal): Promise<UserReferral[]> {
  return z.array(userReferralSchema).parse(await apiRequest<unknown>('/api/lawyer-referrals', { signal }));
}

export function useMyReferrals() {
  return useQuery(queryOptions({ queryKey: myReferralsQueryKey, queryFn: ({ signal }) => getMyReferrals(signal), refetchInterval: REFERRALS_POLL_MS }));
}
