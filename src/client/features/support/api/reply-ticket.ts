import { useMutation } from '@tanstack/react-query';
import { replyTicketResponseSchema } from '#shared/schemas/support.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { ticketsQueryKey } from './get-tickets.ts';

export async function replyTicket({ id, reply }: { id: number; reply: string }) {
  return replyTicketResponseSchema.parse(await apiRequest<unknown>(`/api/admin/support/tickets/${id}/reply`, { method: 'POST', body: { reply } }));
}

export function useReplyTicket() {
  return useMutation({
    mutationFn: replyTicket,
    onSuccess: (_answer, _input, _context, { client }) => client.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
