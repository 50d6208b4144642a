import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lawyerSuggestionSchema, type LawyerSuggestionView } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function getReferralSuggestions(id: number, signal?: AbortSignal): Promise<LawyerSuggestionView[]> {
  return z.array(lawyerSuggestionSchema).parse(await apiRequest<unknown>(`/api/admin/lawyer-referrals/${id}/suggestions`, { signal }));
}

export function useReferralSuggestions(id: number) {
  return useQuery(queryOptions({ queryKey: ['admin', 'lawyer-referrals', id, 'suggestions'], queryFn: ({ signal }) => getReferralSuggestions(id, signal) }));
}
