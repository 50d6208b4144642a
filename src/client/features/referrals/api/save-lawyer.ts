import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lawyer, LawyerInput } from '#shared/schemas/referral.ts';
import { createLawyer } from './create-lawyer.ts';
import { lawyersQueryKey } from './get-lawyers.ts';
import { updateLawyer } from './update-lawyer.ts';

export type LawyerSave = { id?: number; input: Partial<LawyerInput> & { active?: boolean } };

/** One mutation for the directory's add, edit and retire, so the list refreshes the same way after each. */
export function useSaveLawyer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: LawyerSave): Promise<Lawyer> => (id === undefined ? createLawyer(input as LawyerInput) : updateLawyer(id, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: lawyersQueryKey }),
  });
}
