import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The spec's notification and display flags, saved per user; a user without a row has the defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailAlerts: boolean('email_alerts').notNull().default(true),
  reportGeneration: boolean('report_generation').notNull().default(false),
  domainAlerts: boolean('domain_alerts').notNull().default(false),
  patentDeadlines: boolean('patent_deadlines').notNull().default(true),
  darkMode: boolean('dark_mode').notNull().default(false),
  compactLayout: boolean('compact_layout').notNull().default(false),
  highContrast: boolean('high_contrast').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
