import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '#shared/schemas/auth.ts';

let counter = 0;

export type SignedIn = { user: CurrentUser; cookie: string; headers: { cookie: string } };

/** Registers a fresh account through the real API and returns its session cookie for later requests. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, string> = {}): Promise<SignedIn> {
  counter += 1;
  const username = overrides.username ?? `user${process.pid}x${counter}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, password: 'correct horse', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  return { user: res.json().user, cookie, headers: { cookie } };
}

/** "name=value" of the session cookie from a Set-Cookie header, ready to send back. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('moatmap_session='));
  if (!found) throw new Error('no session cookie was set');
  return found.split(';')[0];
}
