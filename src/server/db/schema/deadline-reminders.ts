import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { planItems } from './plan-items.ts';

/**
 * One row per reminder sent, so each is sent once even when the job runs often or on several instances
 * (the insert claims it). The due date is part of the key: moving an item's due date earns new reminders.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    planItemId: integer('plan_item_id')
      .notNull()
      .references(() => planItems.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planItemId, t.dueDate, t.daysBefore] })],
);
