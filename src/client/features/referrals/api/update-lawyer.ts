import { lawyerSchema, type Lawyer, type LawyerInput } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Edits a lawyer; `active: false` retires them. */
export async function updateLawyer(id: number, input: Partial<LawyerInput> & { active?: boolean }): Promise<Lawyer> {
  return lawyerSchema.parse(await apiRequest<unknown>(`/api/admin/lawyers/${id}`, { method: 'PATCH', body: input }));
}
