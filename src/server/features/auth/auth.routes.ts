import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, loginInputSchema, registerInputSchema } from '#shared/schemas/auth.ts';
import { forbidden, tooManyRequests } from '../../http-errors.ts';
import { currentUser, requireUser, SESSION_COOKIE, toAuthUser } from '../../plugins/auth.ts';
import { createSession, deleteSession } from './sessions.repository.ts';
import { afterLogin, login, register, toCurrentUser } from './auth.service.ts';
import { ensureDemoAccount } from './demo-account.ts';

const userResponse = z.object({ user: currentUserSchema });
const messageResponse = z.object({ message: z.string() });
const REGISTRATION_WINDOW_MS = 60 * 60_000;

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const db = database.db;
  const policy = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };

  /** Rotation: whatever session the browser had is deleted, and a new token is issued. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, previous);
    const { token, expiresAt } = await createSession(db, {
      userId,
      now: app.deps.now(),
      policy,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS: TLS on this server, X-Forwarded-Proto from a trusted proxy
      // (TRUST_PROXY), or a PUBLIC_ORIGIN that says the site is served over https.
      secure: request.protocol === 'https' || config.publicOrigin?.startsWith('https://') === true,
      expires: expiresAt,
    });
  }

  /** Accounts per IP and hour in the shared counters, counted once the body is valid (finding 7 of the attack run). */
  async function limitRegistrations(request: FastifyRequest) {
    const { count, resetAt } = await app.counters.hit(`register:ip:${request.ip}`, REGISTRATION_WINDOW_MS);
    if (count > config.registrationsPerHour) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
      throw tooManyRequests(`Too many accounts were created from your network. Please try again in ${wait}.`, seconds);
    }
  }

  app.post(
    '/api/auth/register',
    { preHandler: limitRegistrations, schema: { tags: ['auth'], body: registerInputSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const { user, organization } = await register(db, request.body, request.ip, app.deps.now());
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: toCurrentUser(toAuthUser(user, organization)) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginInputSchema, response: { 200: userResponse } } },
    async (request, reply) => {
      const { user, organization } = await login(db, app.counters, config.login, request.body, request.ip);
      await startSession(request, reply, user.id);
      await afterLogin(db, user.id, organization.id, app.deps.now(), request.ip);
      return { user: toCurrentUser(toAuthUser(user, organization)) };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: messageResponse } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out' };
  });

  app.get(
    '/api/auth/me',
    { preHandler: requireUser, schema: { tags: ['auth'], response: { 200: currentUserSchema } } },
    async (request) => {
      return toCurrentUser(currentUser(request));
    },
  );

  // The app's own session check: signed out is an ordinary answer here (200, user null), not a 401 that the browser
  // logs as a failed request on every signed-out page view. The same checks as GET /api/auth/me otherwise.
  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], security: [], response: { 200: z.object({ user: currentUserSchema.nullable() }) } } },
    async (request, reply) => {
      if (!request.user) return { user: null };
      await requireUser(request, reply);
      return { user: toCurrentUser(currentUser(request)) };
    },
  );

  app.get(
    '/api/auth/admin-login',
    { schema: { tags: ['auth'], response: { 200: z.object({ enabled: z.boolean() }) } } },
    async () => ({ enabled: config.demoMode }),
  );

  app.post(
    '/api/auth/admin-login',
    { schema: { tags: ['auth'], response: { 200: userResponse } } },
    async (request, reply) => {
      if (!config.demoMode) throw forbidden('Admin login is disabled');
      const { user, organization } = await ensureDemoAccount(db);
      await startSession(request, reply, user.id);
      await afterLogin(db, user.id, organization.id, app.deps.now(), request.ip, 'auth.demo_login');
      return { user: toCurrentUser(toAuthUser(user, organization)) };
    },
  );
}
