import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenSchema,
  changePasswordInputSchema,
  createApiTokenInputSchema,
  createdApiTokenSchema,
  deleteAccountInputSchema,
  integrationStatusSchema,
  preferencesSchema,
  profileSchema,
  updatePreferencesInputSchema,
  updateProfileInputSchema,
} from '#shared/schemas/settings.ts';
import { hashToken } from '../auth/sessions.repository.ts';
import { currentUser, requireRole, requireSession, requireUser, SESSION_COOKIE } from '../../plugins/auth.ts';
import { createToken, listTokens, revokeToken } from './api-tokens.service.ts';
import { findUser } from './settings.repository.ts';
import { changePassword, deleteAccount, readPreferences, toProfile, updatePreferences, updateProfile, type Actor, type SettingsContext } from './settings.service.ts';
import { createDeadlineReminderJob } from './deadline-reminders.job.ts';
import { sessionsRoutes } from './sessions.routes.ts';

const message = z.object({ message: z.string() });

export async function settingsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const ctx: SettingsContext = { db: database.db, mailer: app.mailer, now };
  // Runs on one instance at a time through the app's scheduler (started by server.ts, not in tests).
  app.scheduler.register(createDeadlineReminderJob({ db: database.db, mailer: app.mailer, appUrl: config.publicOrigin, log: app.log }));

  function actor(request: FastifyRequest): Actor {
    const user = currentUser(request);
    const cookie = request.cookies[SESSION_COOKIE];
    return {
      userId: user.id,
      organizationId: user.organizationId,
      ip: request.ip,
      sessionId: request.authMethod === 'session' && cookie ? hashToken(cookie) : undefined,
      appUrl: config.publicOrigin ?? `${request.protocol}://${request.host}`,
    };
  }

  app.get('/api/settings/profile', { onRequest: requireUser, schema: { tags: ['settings'], summary: 'Your profile', response: { 200: profileSchema } } }, async (request) => {
    const user = await findUser(ctx.db, currentUser(request).id);
    return toProfile(user!);
  });

  app.patch(
    '/api/settings/profile',
    {
      onRequest: requireSession,
      schema: {
        tags: ['settings'],
        summary: 'Update your profile',
        description: 'A new email address also needs `currentPassword`.',
        body: updateProfileInputSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateProfile(ctx, actor(request), request.body),
  );

  app.post(
    '/api/settings/password',
    {
      onRequest: requireSession,
      schema: {
        tags: ['settings'],
        summary: 'Change your password',
        description: 'Every other session of the account is signed out; this one stays.',
        body: changePasswordInputSchema,
        response: { 200: message.extend({ sessionsEnded: z.number().int() }) },
      },
    },
    async (request) => {
      const { sessionsEnded } = await changePassword(ctx, actor(request), request.body);
      return { message: 'Your password has been changed.', sessionsEnded };
    },
  );

  app.delete(
    '/api/settings/account',
    {
      onRequest: requireSession,
      schema: { tags: ['settings'], summary: 'Delete your account', body: deleteAccountInputSchema, response: { 200: message.extend({ organizationDeleted: z.boolean() }) } },
    },
    async (request, reply) => {
      const { organizationDeleted } = await deleteAccount(ctx, actor(request), request.body);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Your account has been deleted.', organizationDeleted };
    },
  );

  app.get(
    '/api/settings/preferences',
    { onRequest: requireUser, schema: { tags: ['settings'], summary: 'Your notification and display settings', response: { 200: preferencesSchema } } },
    async (request) => readPreferences(ctx, currentUser(request).id),
  );

  app.patch(
    '/api/settings/preferences',
    {
      onRequest: requireUser,
      schema: { tags: ['settings'], summary: 'Change notification or display settings', body: updatePreferencesInputSchema, response: { 200: preferencesSchema } },
    },
    async (request) => updatePreferences(ctx, currentUser(request).id, request.body),
  );

  app.get(
    '/api/settings/api-keys',
    { onRequest: requireSession, schema: { tags: ['settings'], summary: 'Your API keys (never the keys themselves)', response: { 200: z.array(apiTokenSchema) } } },
    async (request) => listTokens(ctx, actor(request)),
  );

  app.post(
    '/api/settings/api-keys',
    {
      onRequest: requireSession,
      schema: {
        tags: ['settings'],
        summary: 'Create an API key',
        description: 'The answer holds the key itself; it is shown this once and stored only as a hash. Send it as `Authorization: Bearer <key>`.',
        body: createApiTokenInputSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createToken(ctx, actor(request), request.body)),
  );

  app.delete(
    '/api/settings/api-keys/:id',
    {
      onRequest: requireSession,
      schema: { tags: ['settings'], summary: 'Revoke an API key', params: z.object({ id: z.coerce.number().int().positive() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeToken(ctx, actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Everyone may know whether notifications can go out at all; which services are configured is for super admins.
  app.get(
    '/api/settings/mail-status',
    { onRequest: requireUser, schema: { tags: ['settings'], summary: 'Whether this server sends email', response: { 200: z.object({ configured: z.boolean() }) } } },
    async () => ({ configured: app.mailer.configured }),
  );

  // Super admins see which outside services the server is configured for; the keys stay in the environment.
  app.get(
    '/api/settings/integrations',
    { onRequest: requireRole(), schema: { tags: ['settings'], summary: 'Server configuration status (super admins)', response: { 200: integrationStatusSchema } } },
    async () => ({
      aiProvider: { configured: Boolean(config.llm), model: config.llm?.model ?? null },
      domainRegistrar: { configured: Boolean(config.domains.godaddy) },
      mail: { configured: app.mailer.configured },
    }),
  );

  await sessionsRoutes(app);
}
