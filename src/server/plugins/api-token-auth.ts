import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findApiTokenUser, touchApiToken } from '../features/settings/api-tokens.repository.ts';
import { tooManyRequests, unauthorized } from '../http-errors.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
// Tokens carry 256 random bits, so this budget is about noise, not guessing: a client looping on a dead token.
const FAILURES_PER_MINUTE = 30;

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Resolves a personal access token to the rows a session would give: its owner, in the owner's
 * organization, with the owner's current role. Unknown and expired tokens are refused with 401 rather than
 * treated as "signed out", so a script learns at once that its key no longer works. The organization's
 * active flag is checked by requireUser, exactly as for sessions.
 */
export async function resolveApiToken(app: FastifyInstance, request: FastifyRequest, token: string) {
  const { database, now } = app.deps;
  const at = now();
  const row = await findApiTokenUser(database.db, token);
  if (!row || row.token.expiresAt.getTime() <= at.getTime()) {
    const { count, resetAt } = await app.counters.hit(`api-token-fail:ip:${request.ip}`, 60_000);
    if (count > FAILURES_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw tooManyRequests(`Too many requests with an invalid API key. Please try again in ${seconds} seconds.`, seconds);
    }
    throw unauthorized(row ? 'This API key has expired' : 'Invalid API key');
  }
  // Like sessions: record use at most once a minute.
  if (!row.token.lastUsedAt || at.getTime() - row.token.lastUsedAt.getTime() > 60_000) {
    await touchApiToken(database.db, row.token.id, at);
  }
  return { user: row.user, organization: row.organization };
}
