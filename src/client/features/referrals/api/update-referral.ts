import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReferralSchema, type AdminReferral, type UpdateReferralInput } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { adminReferralsQueryKey } from './get-admin-referrals.ts';

export async function updateReferral({ id, changes }: { id: number; changes: UpdateReferralInput }): Promise<AdminReferral> {
  return adminReferralSchema.parse(await apiRequest<unknown>(`/api/admin/lawyer-referrals/${id}`, { method: 'PATCH', body: changes }));
}

export function useUpdateReferral() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateReferral, onSuccess: () => client.invalidateQueries({ queryKey: adminReferralsQueryKey }) });
}
