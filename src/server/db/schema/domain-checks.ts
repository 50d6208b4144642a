import { boolean, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Cached domain availability answers (not tenant data: a domain's registration is public). */
export const domainChecks = pgTable(
  'domain_checks',
  {
    domain: text('domain').primaryKey(),
    available: boolean('available'),
    status: text('status', { enum: ['likely-available', 'registered', 'unknown'] }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency'),
    source: text('source').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('domain_checks_expires_idx').on(t.expiresAt)],
);
