import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReferralInputSchema, userReferralSchema } from '#shared/schemas/referral.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { cancelMyReferral, createReferral, myReferrals, type ReferralsContext } from './referrals.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('The id must be a positive whole number.') });

/** The founder's side: their own requests only. */
export async function referralsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ReferralsContext = { db: app.deps.database.db, mailer: app.mailer, now: () => app.deps.now() };
  const tags = ['referrals'];
  const requesterOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return { organizationId: user.organizationId, userId: user.id, email: user.email, name, ip: request.ip };
  };

  app.get(
    '/api/lawyer-referrals',
    { onRequest: requireUser, schema: { tags, description: "The signed-in user's own requests, newest first.", response: { 200: z.array(userReferralSchema) } } },
    async (request) => myReferrals(ctx, requesterOf(request)),
  );

  app.post(
    '/api/lawyer-referrals',
    {
      onRequest: requireUser,
      schema: { tags, description: 'Priority and status are set by the server.', body: createReferralInputSchema, response: { 201: userReferralSchema } },
    },
    async (request, reply) => reply.code(201).send(await createReferral(ctx, requesterOf(request), request.body)),
  );

  app.post(
    '/api/lawyer-referrals/:id/cancel',
    { onRequest: requireUser, schema: { tags, description: 'Only a pending request, only by its author.', params: idParams, response: { 200: userReferralSchema } } },
    async (request) => cancelMyReferral(ctx, requesterOf(request), request.params.id),
  );
}
