import { useMutation } from '@tanstack/react-query';
import { supportTicketSchema, type SupportTicketStatus } from '#shared/schemas/support.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { ticketsQueryKey } from './get-tickets.ts';

export async function updateTicket({ id, status }: { id: number; status: SupportTicketStatus }) {
  return supportTicketSchema.parse(await apiRequest<unknown>(`/api/admin/support/tickets/${id}`, { method: 'PATCH', body: { status } }));
}

export function useUpdateTicket() {
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: (_ticket, _input, _context, { client }) => client.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
