import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { createDeadlineReminderJob, reminderFor } from './deadline-reminders.job.ts';

const quiet = { info() {}, warn() {} };
const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('reminderFor', () => {
  it('picks the 14-day reminder from 14 to 4 days left and the 3-day one from 3 to 0', () => {
    expect([15, 14, 4, 3, 0, -1].map(reminderFor)).toEqual([null, 14, 14, 3, 3, null]);
  });
});

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let alice: SignedIn;
  let bob: SignedIn;
  const now = new Date('2027-03-01T08:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { mail: { url: smtp.url, from: 'Moatmap <no-reply@moatmap.test>' }, publicOrigin: 'https://moatmap.example' });
    alice = await registerUser(t.app, { firstName: 'Alice' });
    bob = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: who.headers });

  async function addItem(who: SignedIn, id: string, dueDate: string, status = 'pending') {
    const res = await call(who, 'POST', '/api/plan-items', {
      id,
      type: 'patent',
      name: `Patent: ${id}`,
      description: 'A routing method.',
      nextStep: 'File a provisional application.',
      likelihood: 80,
      potential: 'high',
      dueDate,
      status,
    });
    expect(res.statusCode).toBe(201);
  }

  it('mails each plan reminder once, 14 and 3 days before the due date, to users who keep them on', async () => {
    const job = createDeadlineReminderJob({ db: t.database.db, mailer: t.app.mailer, appUrl: 'https://moatmap.example' });
    await addItem(alice, 'due-in-14', isoDay(new Date(now.getTime() + 14 * DAY)));
    await addItem(alice, 'due-in-30', isoDay(new Date(now.getTime() + 30 * DAY)));
    await addItem(alice, 'done-in-3', isoDay(new Date(now.getTime() + 3 * DAY)), 'completed');
    await addItem(bob, 'bob-in-3', isoDay(new Date(now.getTime() + 3 * DAY)));
    await call(bob, 'PATCH', '/api/settings/preferences', { patentDeadlines: false });

    await job.run({ now });
    expect(smtp.messages.map((m) => [m.to[0], m.subject])).toEqual([[alice.user.email, 'Due in 14 days: Patent: due-in-14']]);
    const mail = smtp.messages[0];
    expect(mail.text).toContain('Hello Alice,');
    expect(mail.text).toContain('Next step: File a provisional application.');
    expect(mail.text).toContain('https://moatmap.example/implementation-plan');

    await job.run({ now: new Date(now.getTime() + 3600_000) });
    expect(smtp.messages).toHaveLength(1);

    // Eleven days later the same item is 3 days away: the second reminder, once.
    await job.run({ now: new Date(now.getTime() + 11 * DAY) });
    await job.run({ now: new Date(now.getTime() + 11 * DAY + 3600_000) });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Due in 14 days: Patent: due-in-14', 'Due in 3 days: Patent: due-in-14']);
  });

  it('sends nothing for a deactivated organization, nor when mail is not configured', async () => {
    const carol = await registerUser(t.app);
    await addItem(carol, 'carol-in-3', isoDay(new Date(now.getTime() + 3 * DAY)));
    const unconfigured = createDeadlineReminderJob({ db: t.database.db, mailer: createMailer(undefined, quiet) });
    await unconfigured.run({ now });
    await t.database.db.update(organizations).set({ isActive: false }).where(eq(organizations.id, carol.user.organization.id));
    await createDeadlineReminderJob({ db: t.database.db, mailer: t.app.mailer }).run({ now });
    expect(smtp.messages.filter((m) => m.to[0] === carol.user.email)).toEqual([]);
    // Once the organization is active again the reminder still goes out: nothing was claimed meanwhile.
    await t.database.db.update(organizations).set({ isActive: true }).where(eq(organizations.id, carol.user.organization.id));
    await createDeadlineReminderJob({ db: t.database.db, mailer: t.app.mailer }).run({ now });
    expect(smtp.messages.filter((m) => m.to[0] === carol.user.email).map((m) => m.subject)).toEqual(['Due in 3 days: Patent: carol-in-3']);
  });

  it('mails a link to the report when an analysis completes, for users with report notifications on', async () => {
    const content =
      'LumaRoute is a logistics startup. We developed a novel routing algorithm that reduces delivery times by 30 percent using real-time traffic data and a proprietary machine learning model.';
    const off = await call(alice, 'POST', '/api/analyze', { title: 'Quiet plan', content });
    expect(off.statusCode).toBe(201);
    await call(alice, 'PATCH', '/api/settings/preferences', { reportGeneration: true });
    const on = await call(alice, 'POST', '/api/analyze', { title: 'LumaRoute plan', content });
    expect(on.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject === 'Your IP analysis is ready: LumaRoute plan');
    expect(mail.to).toEqual([alice.user.email]);
    expect(mail.text).toContain(`https://moatmap.example/analysis/${on.json().businessPlanId}`);
    expect(smtp.messages.some((m) => m.subject.includes('Quiet plan'))).toBe(false);
  });

  it('sends a security notice when the password changes, unless email alerts are off', async () => {
    await call(alice, 'POST', '/api/settings/password', { currentPassword: 'correct horse', newPassword: 'another secret' });
    const mail = await smtp.waitFor((m) => m.subject === 'Your Moatmap account was changed');
    expect(mail.text).toContain('The password of your Moatmap account was changed');
    await call(bob, 'PATCH', '/api/settings/preferences', { emailAlerts: false });
    await call(bob, 'POST', '/api/settings/password', { currentPassword: 'correct horse', newPassword: 'another secret' });
    expect(smtp.messages.filter((m) => m.to[0] === bob.user.email)).toEqual([]);
  });
});
