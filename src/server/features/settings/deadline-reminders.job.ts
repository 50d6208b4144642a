import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deadlineReminders } from '../../db/schema/deadline-reminders.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { planItems } from '../../db/schema/plan-items.ts';
import { userPreferences } from '../../db/schema/user-preferences.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { deadlineReminderMail } from '../../lib/mail/templates/deadline-reminder.ts';

import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';

/** Reminders go out this many days before an item is due, the earlier one first. */
export const REMINDER_DAYS = [14, 3] as const;

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Which reminder is due for an item `daysLeft` days from its date: the 14-day one from 14 days down to 4, the
 * 3-day one from 3 down to 0. A window rather than an exact day, so a run missed while the server was down is
 * caught up on the next; the sent-reminders table keeps each to one message.
 */
export function reminderFor(daysLeft: number): (typeof REMINDER_DAYS)[number] | null {
  if (daysLeft < 0 || daysLeft > REMINDER_DAYS[0]) return null;
  return daysLeft > REMINDER_DAYS[1] ? REMINDER_DAYS[0] : REMINDER_DAYS[1];
}

export type DeadlineReminderDeps = {
  db: Db;
  mailer: Mailer;
  /** The app's public address for the link in the mail (PUBLIC_ORIGIN); without it the mail has no link. */
  appUrl?: string;
  log?: { info(obj: object, msg: string): void };
};

/** Open items of active organizations due within the window, whose owner keeps deadline reminders on. */
function dueItems(db: Db, today: string, until: string) {
  return db
    .select({
      itemId: planItems.id,
      itemName: planItems.name,
      nextStep: planItems.nextStep,
      dueDate: planItems.dueDate,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
    })
    .from(planItems)
    .innerJoin(users, eq(users.id, planItems.userId))
    .innerJoin(organizations, eq(organizations.id, planItems.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, planItems.userId))
    .where(
      and(
        gte(planItems.dueDate, today),
        lte(planItems.dueDate, until),
        inArray(planItems.status, ['pending', 'in_progress']),
        eq(organizations.isActive, true),
        sql`coalesce(${userPreferences.patentDeadlines}, true)`,
      ),
    );
}

/** Claims one reminder; false when it was already sent (by this instance or another). */
async function claim(db: Db, planItemId: number, dueDate: string, daysBefore: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(deadlineReminders)
    .values({ planItemId, dueDate, daysBefore, sentAt: now })
    .onConflictDoNothing()
    .returning({ planItemId: deadlineReminders.planItemId });
  return rows.length > 0;
}

async function release(db: Db, planItemId: number, dueDate: string, daysBefore: number) {
  await db
    .delete(deadlineReminders)
    .where(and(eq(deadlineReminders.planItemId, planItemId), eq(deadlineReminders.dueDate, dueDate), eq(deadlineReminders.daysBefore, daysBefore)));
}

/** The patentDeadlines reminder job: register it once with the scheduler. */
export function createDeadlineReminderJob(deps: DeadlineReminderDeps): ScheduledJob {
  return {
    name: 'deadline-reminders',
    everyMs: 60 * 60_000,
    async run({ now }) {
      if (!deps.mailer.configured) return;
      const today = isoDay(now);
      const until = isoDay(new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS));
      let sent = 0;
      for (const item of await dueItems(deps.db, today, until)) {
        const dueDate = item.dueDate!;
        const daysLeft = daysBetween(today, dueDate);
        const daysBefore = reminderFor(daysLeft);
        if (daysBefore === null || !(await claim(deps.db, item.itemId, dueDate, daysBefore, now))) continue;
        const mail = deadlineReminderMail({
          name: item.firstName ?? item.username,
          itemName: item.itemName,
          nextStep: item.nextStep,
          dueDate,
          daysLeft,
          planUrl: deps.appUrl ? `${deps.appUrl}/implementation-plan` : undefined,
        });
        const result = await deps.mailer.send({ to: item.email, ...mail });
        // Not delivered: give the claim back so the next run tries again.
        if (result.delivered) sent += 1;
        else await release(deps.db, item.itemId, dueDate, daysBefore);
      }
      if (sent > 0) deps.log?.info({ sent }, 'deadline reminders sent');
    },
  };
}
