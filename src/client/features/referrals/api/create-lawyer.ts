import { lawyerSchema, type Lawyer, type LawyerInput } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function createLawyer(input: LawyerInput): Promise<Lawyer> {
  return lawyerSchema.parse(await apiRequest<unknown>('/api/admin/lawyers', { method: 'POST', body: input }));
}
