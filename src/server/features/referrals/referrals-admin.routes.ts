import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReferralQuerySchema,
  adminReferralSchema,
  lawyerInputSchema,
  lawyerSchema,
  lawyerSuggestionSchema,
  matchReferralInputSchema,
  updateLawyerInputSchema,
  updateReferralInputSchema,
} from '#shared/schemas/referral.ts';
import { linkOrigin } from '../../lib/link-origin.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { addLawyer, directory, editLawyer } from './lawyers.service.ts';
import { allReferrals, changeReferral, matchReferral, referralForAdmin, suggestionsFor, type ReferralsContext } from './referrals.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('The id must be a positive whole number.') });

/** The operator's side (super admin): every request, the lawyer directory, matching. */
export async function referralsAdminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const db = database.db;
  const ctx: ReferralsContext = { db, mailer: app.mailer, now: () => app.deps.now() };
  const tags = ['admin', 'referrals'];
  const operatorOf = (request: FastifyRequest) => ({ userId: currentUser(request).id, ip: request.ip, origin: linkOrigin(request, config.publicOrigin) });
  app.addHook('onRequest', requireRole('super_admin'));

  app.get(
    '/api/admin/lawyer-referrals',
    {
      schema: {
        tags,
        description: 'Open requests first, the nearest deadline (the urgency window) first; then matched; then closed ones, newest first.',
        querystring: adminReferralQuerySchema,
        response: { 200: z.array(adminReferralSchema) },
      },
    },
    async (request) => allReferrals(ctx, request.query),
  );

  app.get('/api/admin/lawyer-referrals/:id', { schema: { tags, params: idParams, response: { 200: adminReferralSchema } } }, async (request) =>
    referralForAdmin(ctx, request.params.id),
  );

  app.patch(
    '/api/admin/lawyer-referrals/:id',
    {
      schema: {
        tags,
        description: 'Status changes follow the allowed transitions (completed and cancelled are final); the founder is emailed.',
        params: idParams,
        body: updateReferralInputSchema,
        response: { 200: adminReferralSchema },
      },
    },
    async (request) => changeReferral(ctx, operatorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/lawyer-referrals/:id/suggestions',
    { schema: { tags, description: 'Active lawyers ranked by specialization and location.', params: idParams, response: { 200: z.array(lawyerSuggestionSchema) } } },
    async (request) => suggestionsFor(ctx, request.params.id),
  );

  app.post(
    '/api/admin/lawyer-referrals/:id/match',
    { schema: { tags, params: idParams, body: matchReferralInputSchema, response: { 200: adminReferralSchema } } },
    async (request) => matchReferral(ctx, operatorOf(request), request.params.id, request.body.lawyerIds),
  );

  app.get(
    '/api/admin/lawyers',
    { schema: { tags, querystring: z.object({ includeRetired: z.enum(['true', 'false']).optional() }), response: { 200: z.array(lawyerSchema) } } },
    async (request) => directory(db, request.query.includeRetired === 'true'),
  );

  app.post('/api/admin/lawyers', { schema: { tags, body: lawyerInputSchema, response: { 201: lawyerSchema } } }, async (request, reply) =>
    reply.code(201).send(await addLawyer(db, operatorOf(request), request.body, app.deps.now())),
  );

  app.patch(
    '/api/admin/lawyers/:id',
    { schema: { tags, description: 'Edit a lawyer; `active: false` retires them.', params: idParams, body: updateLawyerInputSchema, response: { 200: lawyerSchema } } },
    async (request) => editLawyer(db, operatorOf(request), request.params.id, request.body, app.deps.now()),
  );
}
