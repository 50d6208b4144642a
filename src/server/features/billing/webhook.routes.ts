import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../http-errors.ts';
import { applyEvent, verifyEvent, type WebhookContext } from './webhook.service.ts';

/**
 * POST /api/billing/webhook, in its own encapsulated scope: here a JSON body is kept as the exact bytes received,
 * because Stripe's signature covers them. No session: the signature is the authentication.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { stripe?: Stripe }) {
  const { config, database, now } = app.deps;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const ctx: WebhookContext | undefined =
    opts.stripe && config.stripe ? { db: database.db, now, stripe: opts.stripe, config: config.stripe, log: app.log } : undefined;

  app.post('/api/billing/webhook', { schema: { tags: ['billing'], description: 'Stripe webhook events, authenticated by their Stripe-Signature header.' } }, async (request) => {
    if (!ctx) throw new HttpError(503, 'Payments are not configured on this server.');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const event = verifyEvent(ctx, raw, request.headers['stripe-signature'] as string | undefined);
    const { duplicate } = await applyEvent(ctx, event);
    request.log.info({ eventId: event.id, type: event.type, duplicate }, 'Stripe event');
    return { received: true, duplicate };
  });
}
