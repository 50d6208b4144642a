import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionSchema, type SessionInfo } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const sessionsQueryKey = ['settings', 'sessions'] as const;

export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return z.array(sessionSchema).parse(await apiRequest<unknown>('/api/settings/sessions', { signal }));
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
}
