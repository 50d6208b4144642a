import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lawyerSchema, type Lawyer, type LawyerInput } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { lawyersQueryKey } from './get-lawyers.ts';

export type LawyerSave = { id?: number; input: Partial<LawyerInput> & { active?: boolean } };

/** POST /api/admin/lawyers to add, PATCH /api/admin/lawyers/{id} to edit or retire. */
export async function saveLawyer({ id, input }: LawyerSave): Promise<Lawyer> {
  const answer = id === undefined
    ? await apiRequest<unknown>('/api/admin/lawyers', { method: 'POST', body: input })
    : await apiRequest<unknown>(`/api/admin/lawyers/${id}`, { method: 'PATCH', body: input });
  return lawyerSchema.parse(answer);
}

export function useSaveLawyer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveLawyer, onSuccess: () => client.invalidateQueries({ queryKey: lawyersQueryKey }) });
}
