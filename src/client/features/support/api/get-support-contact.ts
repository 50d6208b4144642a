import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export type SupportContact = { email: string; hours: string };

export function getSupportContact(signal?: AbortSignal) {
  return apiRequest<SupportContact>('/api/support/contact', { signal });
}

export function useSupportContact() {
  return useQuery({ queryKey: ['support', 'contact'], queryFn: ({ signal }) => getSupportContact(signal), staleTime: Infinity });
}
