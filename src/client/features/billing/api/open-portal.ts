import { useMutation } from '@tanstack/react-query';
import { redirectSchema } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function openPortal(): Promise<{ url: string }> {
  return redirectSchema.parse(await apiRequest<unknown>('/api/billing/portal', { method: 'POST' }));
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
