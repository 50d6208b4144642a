import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supportTicketSchema, type SupportTicket, type SupportTicketStatus } from '#shared/schemas/support.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const ticketsQueryKey = ['admin', 'support-tickets'] as const;

export async function getTickets(status: SupportTicketStatus, signal?: AbortSignal): Promise<SupportTicket[]> {
  return z.array(supportTicketSchema).parse(await apiRequest<unknown>(`/api/admin/support/tickets?status=${status}`, { signal }));
}

export function useTickets(status: SupportTicketStatus) {
  return useQuery({ queryKey: [...ticketsQueryKey, status], queryFn: ({ signal }) => getTickets(status, signal), refetchInterval: 30_000 });
}
