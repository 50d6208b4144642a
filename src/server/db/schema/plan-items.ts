import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessPlans } from './analyses.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const planItemStatuses = ['pending', 'in_progress', 'completed', 'deferred'] as const;

/** A recommendation a user chose to act on; the plan belongs to the user, inside the organization. */
export const planItems = pgTable(
  'plan_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recommendation's stable id from the engine. */
    recommendationId: text('recommendation_id').notNull(),
    businessPlanId: integer('business_plan_id').references(() => businessPlans.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    nextStep: text('next_step').notNull(),
    likelihood: integer('likelihood').notNull(),
    potential: text('potential').notNull(),
    status: text('status', { enum: planItemStatuses }).notNull().default('pending'),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_items_user_recommendation_idx').on(t.userId, t.recommendationId),
    index('plan_items_org_user_idx').on(t.organizationId, t.userId),
  ],
);
