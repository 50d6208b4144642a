import type { ContactFormInput, SupportTicket, SupportTicketStatus } from '#shared/schemas/support.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { supportReplyMail } from '../../lib/mail/templates/support-reply.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findTicket, insertTicket, listTickets, toSupportTicket, updateTicket } from './support.repository.ts';

export type SupportContext = { db: Db; mailer: Mailer; now: () => Date; supportEmail: string };

export async function submitTicket(ctx: SupportContext, input: ContactFormInput, from: { userId?: number; organizationId?: number }) {
  const now = ctx.now();
  const row = await insertTicket(ctx.db, { ...input, userId: from.userId, organizationId: from.organizationId, createdAt: now, updatedAt: now });
  return { id: row.id };
}

export function ticketsFor(ctx: SupportContext, status?: SupportTicketStatus) {
  return listTickets(ctx.db, status);
}

async function loadTicket(ctx: SupportContext, id: number) {
  const found = await findTicket(ctx.db, id);
  if (!found) throw notFound('Ticket not found');
  return found;
}

export async function setTicketStatus(ctx: SupportContext, id: number, status: SupportTicketStatus, admin: { userId: number; ip: string }) {
  const { organizationName } = await loadTicket(ctx, id);
  const row = await updateTicket(ctx.db, id, { status, updatedAt: ctx.now() });
  await recordAudit(ctx.db, { action: 'support.ticket_status', userId: admin.userId, targetType: 'support_ticket', targetId: id, details: { status }, ip: admin.ip });
  return toSupportTicket(row, organizationName);
}

/**
 * Saves the answer and mails it to the person who asked (Reply-To: the support address). The answer is kept
 * even when mail is off or fails; the ticket then stays open so nobody believes the person was told.
 */
export async function replyToTicket(ctx: SupportContext, id: number, reply: string, admin: { userId: number; ip: string }) {
  const { ticket, organizationName } = await loadTicket(ctx, id);
  const mail = await ctx.mailer.send({
    to: ticket.email,
    replyTo: ctx.supportEmail,
    ...supportReplyMail({ name: ticket.name, subject: ticket.subject, question: ticket.message, reply }),
  });
  const now = ctx.now();
  const row = await updateTicket(ctx.db, id, {
    reply,
    repliedAt: now,
    repliedBy: admin.userId,
    status: mail.delivered ? 'answered' : ticket.status,
    updatedAt: now,
  });
  await recordAudit(ctx.db, { action: 'support.ticket_reply', userId: admin.userId, targetType: 'support_ticket', targetId: id, details: { mailed: mail.delivered }, ip: admin.ip });
  const message = mail.delivered
    ? `Reply sent to ${ticket.email}.`
    : mail.reason === 'not-configured'
      ? `Reply saved, but not sent: mail is not configured on this server (SMTP_URL). Write to ${ticket.email} directly.`
      : `Reply saved, but the mail server refused it. Try again later or write to ${ticket.email} directly.`;
  const answer: { ticket: SupportTicket; mailed: boolean; message: string } = { ticket: toSupportTicket(row, organizationName), mailed: mail.delivered, message };
  return answer;
}
