import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput } from '#shared/schemas/support.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function submitTicket(input: ContactFormInput) {
  return apiRequest<{ id: number; message: string }>('/api/support/tickets', { method: 'POST', body: input });
}

export function useSubmitTicket() {
  return useMutation({ mutationFn: submitTicket });
}
