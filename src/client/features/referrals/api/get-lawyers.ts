import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lawyerSchema, type Lawyer } from '#shared/schemas/referral.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const lawyersQueryKey = ['admin', 'lawyers'] as const;

export async function getLawyers(includeRetired: boolean, signal?: AbortSignal): Promise<Lawyer[]> {
  return z.array(lawyerSchema).parse(await apiRequest<unknown>(`/api/admin/lawyers?includeRetired=${includeRetired}`, { signal }));
}

export function useLawyers(includeRetired: boolean) {
  return useQuery(queryOptions({ queryKey: [...lawyersQueryKey, includeRetired], queryFn: ({ signal }) => getLawyers(includeRetired, signal) }));
}
