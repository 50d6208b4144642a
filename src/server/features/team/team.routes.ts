import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeMemberRoleInputSchema,
  createInvitationInputSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationSentSchema,
  invitationTokenSchema,
  memberSchema,
} from '#shared/schemas/team.ts';
import { currentUserSchema } from '#shared/schemas/auth.ts';
import { linkOrigin } from '../../lib/link-origin.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { toCurrentUser } from '../auth/auth.service.ts';
import { acceptInvitation, cancelInvitation, createInvitation, listInvitations, resendInvitation, showInvitation, type InvitationsContext } from './invitations.service.ts';
import { changeRole, members, removeMember } from './team.service.ts';
import { findSessionUserById } from './current-member.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('The id must be a positive whole number.') });
const tokenParams = z.object({ token: invitationTokenSchema });

/** Team management for an organization's admins, and the invitation link's own routes for the invitee. */
export async function teamRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const db = database.db;
  const ctx: InvitationsContext = { db, mailer: app.mailer, now: () => app.deps.now(), production: config.env === 'production', log: app.log };
  const admin = requireRole('admin');
  const tags = ['team'];
  const actorOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { userId: user.id, organizationId: user.organizationId, ip: request.ip, name: user.username };
  };

  app.get('/api/team/members', { onRequest: admin, schema: { tags, response: { 200: z.array(memberSchema) } } }, async (request) =>
    members(db, currentUser(request).organizationId),
  );

  app.patch(
    '/api/team/members/:id',
    { onRequest: admin, schema: { tags, params: idParams, body: changeMemberRoleInputSchema, response: { 200: memberSchema } } },
    async (request) => changeRole(db, actorOf(request), request.params.id, request.body.role),
  );

  app.delete('/api/team/members/:id', { onRequest: admin, schema: { tags, params: idParams } }, async (request, reply) => {
    await removeMember(db, actorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/team/invitations', { onRequest: admin, schema: { tags, response: { 200: z.array(invitationSchema) } } }, async (request) =>
    listInvitations(ctx, currentUser(request).organizationId),
  );

  app.post(
    '/api/team/invitations',
    { onRequest: admin, schema: { tags, body: createInvitationInputSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      const sent = await createInvitation(ctx, actorOf(request), request.body, linkOrigin(request, config.publicOrigin));
      return reply.code(201).send(sent);
    },
  );

  app.post(
    '/api/team/invitations/:id/resend',
    { onRequest: admin, schema: { tags, params: idParams, response: { 200: invitationSentSchema } } },
    async (request) => resendInvitation(ctx, actorOf(request), request.params.id, linkOrigin(request, config.publicOrigin)),
  );

  app.delete('/api/team/invitations/:id', { onRequest: admin, schema: { tags, params: idParams } }, async (request, reply) => {
    await cancelInvitation(ctx, actorOf(request), request.params.id);
    return reply.code(204).send();
  });

  // The invitee's side: anyone holding the link may see whom it is for; joining needs a signed-in account.
  app.get('/api/invitations/:token', { schema: { tags, params: tokenParams, response: { 200: invitationPreviewSchema } } }, async (request) =>
    showInvitation(db, request.params.token, app.deps.now()),
  );

  app.post(
    '/api/invitations/:token/accept',
    { preHandler: requireUser, schema: { tags, params: tokenParams, response: { 200: z.object({ user: currentUserSchema }) } } },
    async (request) => {
      const user = currentUser(request);
      await acceptInvitation(db, user, request.params.token, app.deps.now(), request.ip);
      return { user: toCurrentUser(await findSessionUserById(db, user.id)) };
    },
  );
}
