import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '#shared/schemas/settings.ts';
import { hashToken } from '../auth/sessions.repository.ts';
import { notFound } from '../../http-errors.ts';
import { currentUser, requireSession, SESSION_COOKIE } from '../../plugins/auth.ts';
import { deleteOtherSessions, deleteUserSession, listSessions } from './settings.repository.ts';
import { deviceLabel } from './device-label.ts';

/** The signed-in user's own sessions: list them, end one, or end every one but this. */
export async function sessionsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  app.get(
    '/api/settings/sessions',
    { onRequest: requireSession, schema: { tags: ['settings'], summary: 'Your active sessions', response: { 200: z.array(sessionSchema) } } },
    async (request) => {
      const current = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      const rows = await listSessions(db, currentUser(request).id);
      return rows.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === current,
      }));
    },
  );

  app.delete(
    '/api/settings/sessions/:id',
    {
      onRequest: requireSession,
      schema: { tags: ['settings'], summary: 'Sign out one session', params: z.object({ id: z.string().max(128) }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await deleteUserSession(db, currentUser(request).id, request.params.id))) throw notFound('Session not found');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/settings/sessions/sign-out-others',
    {
      onRequest: requireSession,
      schema: { tags: ['settings'], summary: 'Sign out everywhere else', response: { 200: z.object({ ended: z.number().int() }) } },
    },
    async (request) => {
      const current = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      return { ended: await deleteOtherSessions(db, currentUser(request).id, current) };
    },
  );
}
