import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userReferralSchema, type CreateReferralInput, type UserReferral } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { myReferralsQueryKey } from './get-my-referrals.ts';

export async function createReferral(input: CreateReferralInput): Promise<UserReferral> {
  return userReferralSchema.parse(await apiRequest<unknown>('/api/lawyer-referrals', { method: 'POST', body: input }));
}

export function useCreateReferral() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createReferral, onSuccess: () => client.invalidateQueries({ queryKey: myReferralsQueryKey }) });
}
