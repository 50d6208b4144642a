import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    industry: text('industry'),
    size: text('size', { enum: ['startup', 'small', 'medium', 'large', 'enterprise'] }).notNull().default('startup'),
    subscriptionTier: text('subscription_tier', { enum: ['free', 'pro', 'enterprise'] }).notNull().default('free'),
    subscriptionStatus: text('subscription_status', { enum: ['active', 'suspended', 'canceled'] })
      .notNull()
      .default('active'),
    isActive: boolean('is_active').notNull().default(true),
    /** Analyses used in the month starting at apiUsagePeriod; reset when a new month begins. */
    apiUsage: integer('api_usage').notNull().default(0),
    apiUsagePeriod: date('api_usage_period', { mode: 'string' }),
    /** Monthly analysis quota; -1 means unlimited. Follows the tier unless an admin overrides it. */
    apiQuota: integer('api_quota').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_slug_idx').on(t.slug)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
