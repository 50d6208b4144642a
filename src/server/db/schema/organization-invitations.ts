import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const invitationRoles = ['admin', 'member'] as const;

/**
 * An invitation to join an organization. Only the SHA-256 of the link's random token is stored, so the table
 * cannot be turned into working links; a token works once (acceptedAt) and until expiresAt.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: invitationRoles }).notNull().default('member'),
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('organization_invitations_token_idx').on(t.tokenHash), index('organization_invitations_org_idx').on(t.organizationId)],
);

export type InvitationRow = typeof organizationInvitations.$inferSelect;
