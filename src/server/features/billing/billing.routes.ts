import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import {
  billingHistorySchema,
  cancelAnswerSchema,
  checkoutInputSchema,
  pricingSchema,
  redirectSchema,
  subscriptionSchema,
} from '#shared/schemas/billing.ts';
import { HttpError } from '../../http-errors.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { cancelSubscription, getHistory, getSubscription, openPortal, startCheckout, type BillingContext } from './billing.service.ts';
import { pricingSource } from './pricing.ts';
import { createStripeClient } from './stripe-client.ts';
import { webhookRoutes } from './webhook.routes.ts';

const ADMIN_ROLES = ['admin', 'super_admin'] as const;

export async function billingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
  const ctx: BillingContext = { db: database.db, now, stripe, stripeConfig: config.stripe };
  const pricing = pricingSource(stripe, config.stripe?.prices, app.log);
  const tags = ['billing'];

  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return {
      userId: user.id,
      organizationId: user.organizationId,
      organizationName: user.organization.name,
      email: user.email,
      canManage: (ADMIN_ROLES as readonly string[]).includes(user.role),
      ip: request.ip,
    };
  };
  // Links back from Stripe go to the public origin when one is configured, else to the host the browser used.
  const originOf = (request: FastifyRequest) => config.publicOrigin ?? `${request.protocol}://${request.host}`;

  /** The provider's own errors are logged, never shown: the user gets a plain 502. */
  async function viaProvider<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      request.log.error({ err: error, stripeRequestId: error.requestId }, 'Stripe request failed');
      throw new HttpError(502, 'The payment provider could not complete the request. Please try again in a moment.');
    }
  }

  app.get('/api/billing/pricing', { schema: { tags, response: { 200: pricingSchema } } }, async () => pricing(now().getTime()));

  app.get('/api/billing/subscription', { preHandler: requireUser, schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
    getSubscription(ctx, callerOf(request)),
  );

  app.get('/api/billing/history', { preHandler: requireUser, schema: { tags, response: { 200: billingHistorySchema } } }, async (request) =>
    getHistory(ctx, currentUser(request).organizationId),
  );

  app.post(
    '/api/billing/cancel-subscription',
    { preHandler: requireRole(...ADMIN_ROLES), schema: { tags, response: { 200: cancelAnswerSchema } } },
    async (request) => viaProvider(request, () => cancelSubscription(ctx, callerOf(request))),
  );

  app.post(
    '/api/billing/checkout',
    { preHandler: requireRole(...ADMIN_ROLES), schema: { tags, body: checkoutInputSchema, response: { 200: redirectSchema } } },
    async (request) => viaProvider(request, () => startCheckout(ctx, callerOf(request), request.body.plan, originOf(request))),
  );

  app.post(
    '/api/billing/portal',
    { preHandler: requireRole(...ADMIN_ROLES), schema: { tags, response: { 200: redirectSchema } } },
    async (request) => viaProvider(request, () => openPortal(ctx, currentUser(request).organizationId, originOf(request))),
  );

  await app.register(webhookRoutes, { stripe });
}
