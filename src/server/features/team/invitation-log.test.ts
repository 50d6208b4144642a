import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { createInvitation } from './invitations.service.ts';

/** Without SMTP the link is for the admin to copy; the log may name the invitation but never carry a working token in production. */
describe('invitation log lines without SMTP', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await registerUser(t.app);
    admin = await registerUser(t.app);
  });
  afterAll(() => t.close());

  async function invite(production: boolean, email: string) {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }), warn: () => {} };
    const sent = await createInvitation(
      { db: t.database.db, mailer: createMailer(undefined, log), now: () => new Date(), production, log },
      { userId: admin.user.id, organizationId: admin.user.organization.id, name: admin.user.username },
      { email, role: 'member' },
      'https://app.example',
    );
    return { sent, text: JSON.stringify(lines) };
  }

  it('keeps the token out of production logs', async () => {
    const { sent, text } = await invite(true, 'prod@example.com');
    const token = sent.inviteUrl!.split('/invite/')[1];
    expect(token).toHaveLength(43);
    expect(text).toContain('prod@example.com');
    expect(text).toContain('invitation link not emailed');
    expect(text).not.toContain(token);
  });

  it('logs the link outside production, for the developer at the console', async () => {
    const { sent, text } = await invite(false, 'dev@example.com');
    expect(text).toContain(sent.inviteUrl!);
  });
});
