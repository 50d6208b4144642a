import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReferralSchema, type AdminReferral } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { adminReferralsQueryKey } from './get-admin-referrals.ts';

export async function matchReferral({ id, lawyerIds }: { id: number; lawyerIds: number[] }): Promise<AdminReferral> {
  return adminReferralSchema.parse(await apiRequest<unknown>(`/api/admin/lawyer-referrals/${id}/match`, { method: 'POST', body: { lawyerIds } }));
}

export function useMatchReferral() {
  const client = useQueryClient();
  return useMutation({ mutationFn: matchReferral, onSuccess: () => client.invalidateQueries({ queryKey: adminReferralsQueryKey }) });
}
