import { errorFromResponse } from '#client/lib/api-client.ts';

/** A request whose success answer is 204 No Content (the JSON helper would reject the empty body). */
export async function apiRequestNoContent(path: string, method: 'DELETE' | 'POST'): Promise<void> {
  const response = await fetch(path, { method, credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorFromResponse(response);
}
