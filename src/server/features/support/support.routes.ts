import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactFormSchema,
  createdTicketSchema,
  replyTicketInputSchema,
  replyTicketResponseSchema,
  supportTicketSchema,
  ticketListQuerySchema,
  updateTicketInputSchema,
} from '#shared/schemas/support.ts';
import { tooManyRequests } from '../../http-errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { replyToTicket, setTicketStatus, submitTicket, ticketsFor, type SupportContext } from './support.service.ts';

// The contact form is public (the help page is): a budget per address keeps it from becoming a spam cannon.
const TICKETS_PER_HOUR = 5;
/** requireRole with no role: super admins only (they pass every role check). */
const superAdminOnly = requireRole();
const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function supportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const ctx: SupportContext = { db: database.db, mailer: app.mailer, now, supportEmail: config.supportEmail };

  async function limitTickets(request: FastifyRequest) {
    const { count, resetAt } = await app.counters.hit(`support-ticket:ip:${request.ip}`, 3_600_000);
    if (count > TICKETS_PER_HOUR) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw tooManyRequests(`You have sent several questions in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes, or write to ${config.supportEmail}.`, seconds);
    }
  }

  app.get(
    '/api/support/contact',
    {
      schema: {
        tags: ['support'],
        summary: 'How to reach support',
        security: [],
        response: { 200: z.object({ email: z.string(), hours: z.string() }) },
      },
    },
    async () => ({ email: config.supportEmail, hours: 'Monday-Friday, 9 AM - 5 PM PST' }),
  );

  app.post(
    '/api/support/tickets',
    {
      onRequest: limitTickets,
      schema: {
        tags: ['support'],
        summary: 'Send a question to the support team (the help page contact form)',
        security: [],
        body: contactFormSchema,
        response: { 201: createdTicketSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const { id } = await submitTicket(ctx, request.body, { userId: user?.id, organizationId: user?.organizationId });
      return reply.code(201).send({ id, message: 'Our team will respond to your inquiry within 24 hours.' });
    },
  );

  app.get(
    '/api/admin/support/tickets',
    {
      onRequest: superAdminOnly,
      schema: { tags: ['support'], summary: 'Support tickets (super admins)', querystring: ticketListQuerySchema, response: { 200: z.array(supportTicketSchema) } },
    },
    async (request) => ticketsFor(ctx, request.query.status),
  );

  app.patch(
    '/api/admin/support/tickets/:id',
    {
      onRequest: superAdminOnly,
      schema: { tags: ['support'], summary: 'Open, answer or close a ticket (super admins)', params: idParams, body: updateTicketInputSchema, response: { 200: supportTicketSchema } },
    },
    async (request) => setTicketStatus(ctx, request.params.id, request.body.status, { userId: currentUser(request).id, ip: request.ip }),
  );

  app.post(
    '/api/admin/support/tickets/:id/reply',
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['support'],
        summary: 'Answer a ticket by email (super admins)',
        description: 'The answer is saved; it is mailed when SMTP is configured, and the ticket becomes answered only when the mail went out.',
        params: idParams,
        body: replyTicketInputSchema,
        response: { 200: replyTicketResponseSchema },
      },
    },
    async (request) => replyToTicket(ctx, request.params.id, request.body.reply, { userId: currentUser(request).id, ip: request.ip }),
  );
}
