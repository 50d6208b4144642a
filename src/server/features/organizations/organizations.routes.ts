import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganizationInputSchema,
  organizationListQuerySchema,
  organizationSchema,
  systemStatsSchema,
  TOTAL_COUNT_HEADER,
  updateOrganizationInputSchema,
} from '#shared/schemas/organization.ts';
import { createInvitationInputSchema, invitationSchema, invitationSentSchema, memberSchema } from '#shared/schemas/team.ts';
import { linkOrigin } from '../../lib/link-origin.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { createInvitation, listInvitations, type InvitationsContext } from '../team/invitations.service.ts';
import { members } from '../team/team.service.ts';
import { changeOrganization, createOrganization, organization, organizationsPage, systemStats } from './organizations.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('The id must be a positive whole number.') });

/** The super-admin console's API: every route checks the super_admin role on the server. */
export async function organizationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const db = database.db;
  const now = () => app.deps.now();
  const invitations: InvitationsContext = { db, mailer: app.mailer, now, production: config.env === 'production', log: app.log };
  const tags = ['admin'];
  const actorOf = (request: FastifyRequest) => ({ userId: currentUser(request).id, ip: request.ip });
  app.addHook('onRequest', requireRole('super_admin'));

  app.get('/api/admin/system-stats', { schema: { tags, response: { 200: systemStatsSchema } } }, async () => systemStats(database));

  app.get(
    '/api/admin/organizations',
    {
      schema: {
        tags,
        description: `Newest first, filtered by name or slug with ?search=; paged with ?page= and ?pageSize= (default 20). The ${TOTAL_COUNT_HEADER} header holds the number that match.`,
        querystring: organizationListQuerySchema,
        response: { 200: z.array(organizationSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await organizationsPage(db, request.query, now());
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.post(
    '/api/admin/organizations',
    { schema: { tags, body: createOrganizationInputSchema, response: { 201: organizationSchema } } },
    async (request, reply) => reply.code(201).send(await createOrganization(db, actorOf(request), request.body, now())),
  );

  app.get('/api/admin/organizations/:id', { schema: { tags, params: idParams, response: { 200: organizationSchema } } }, async (request) =>
    organization(db, request.params.id, now()),
  );

  app.patch(
    '/api/admin/organizations/:id',
    { schema: { tags, params: idParams, body: updateOrganizationInputSchema, response: { 200: organizationSchema } } },
    async (request) => changeOrganization(db, actorOf(request), request.params.id, request.body, now()),
  );

  app.get('/api/admin/organizations/:id/members', { schema: { tags, params: idParams, response: { 200: z.array(memberSchema) } } }, async (request) => {
    await organization(db, request.params.id, now());
    return members(db, request.params.id);
  });

  app.get(
    '/api/admin/organizations/:id/invitations',
    { schema: { tags, params: idParams, response: { 200: z.array(invitationSchema) } } },
    async (request) => {
      await organization(db, request.params.id, now());
      return listInvitations(invitations, request.params.id);
    },
  );

  // A new organization has no members: the super admin invites its first admin from the console.
  app.post(
    '/api/admin/organizations/:id/invitations',
    { schema: { tags, params: idParams, body: createInvitationInputSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const sent = await createInvitation(
        invitations,
        { userId: user.id, organizationId: request.params.id, ip: request.ip, name: user.username },
        request.body,
        linkOrigin(request, config.publicOrigin),
      );
      return reply.code(201).send(sent);
    },
  );
}
