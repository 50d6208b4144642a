import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userReferralSchema, type UserReferral } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { myReferralsQueryKey } from './get-my-referrals.ts';

export async function cancelReferral(id: number): Promise<UserReferral> {
  return userReferralSchema.parse(await apiRequest<unknown>(`/api/lawyer-referrals/${id}/cancel`, { method: 'POST' }));
}

export function useCancelReferral() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelReferral, onSuccess: () => client.invalidateQueries({ queryKey: myReferralsQueryKey }) });
}
