import { desc, eq } from 'drizzle-orm';
import type { SupportTicket, SupportTicketStatus } from '#shared/schemas/support.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { supportTickets, type SupportTicketRow } from '../../db/schema/support-tickets.ts';

// Tickets are read only by super admins, across organizations: this is the instance's support desk, not tenant data.

export function toSupportTicket(row: SupportTicketRow, organizationName: string | null): SupportTicket {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    organizationName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertTicket(db: Db, values: typeof supportTickets.$inferInsert) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row;
}

const withOrganization = (db: Db) =>
  db
    .select({ ticket: supportTickets, organizationName: organizations.name })
    .from(supportTickets)
    .leftJoin(organizations, eq(organizations.id, supportTickets.organizationId));

export async function listTickets(db: Db, status?: SupportTicketStatus) {
  const query = withOrganization(db);
  const rows = await (status ? query.where(eq(supportTickets.status, status)) : query)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(500);
  return rows.map((r) => toSupportTicket(r.ticket, r.organizationName));
}

export async function findTicket(db: Db, id: number) {
  const [row] = await withOrganization(db).where(eq(supportTickets.id, id)).limit(1);
  return row;
}

export async function updateTicket(db: Db, id: number, changes: Partial<typeof supportTickets.$inferInsert>) {
  const [row] = await db.update(supportTickets).set(changes).where(eq(supportTickets.id, id)).returning();
  return row;
}
