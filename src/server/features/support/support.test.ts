import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

const question = { name: 'Dana Scully', email: 'dana@example.com', subject: 'Export formats', message: 'Can I export the report as a Word file for my attorney?' };

describe.each(testDatabaseKinds)('support tickets on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: SignedIn;
  let alice: SignedIn;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { mail: { url: smtp.url, from: 'Moatmap <no-reply@moatmap.test>' }, supportEmail: 'help@moatmap.test' });
    admin = await registerUser(t.app); // the first account: super admin
    alice = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  it('tells anyone the support address and hours', async () => {
    expect((await call(null, 'GET', '/api/support/contact')).json()).toEqual({ email: 'help@moatmap.test', hours: 'Monday-Friday, 9 AM - 5 PM PST' });
  });

  it('stores a question from the contact form, signed in or not, and requires every field', async () => {
    const anonymous = await call(null, 'POST', '/api/support/tickets', question);
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json().message).toBe('Our team will respond to your inquiry within 24 hours.');
    expect((await call(alice, 'POST', '/api/support/tickets', { ...question, subject: 'Quota' })).statusCode).toBe(201);
    const missing = await call(null, 'POST', '/api/support/tickets', { ...question, message: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your message');
    expect((await call(null, 'POST', '/api/support/tickets', { ...question, email: 'nope' })).json().message).toBe('Please enter a valid email address');
  });

  it('lists tickets to super admins only, newest first, with the organization of signed-in senders', async () => {
    expect((await call(null, 'GET', '/api/admin/support/tickets')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/admin/support/tickets')).statusCode).toBe(403);
    const tickets = (await call(admin, 'GET', '/api/admin/support/tickets')).json();
    expect(tickets.map((x: { subject: string }) => x.subject)).toEqual(['Quota', 'Export formats']);
    expect(tickets[0]).toMatchObject({ status: 'open', organizationName: alice.user.organization.name });
    expect(tickets[1].organizationName).toBeNull();
    expect((await call(admin, 'GET', '/api/admin/support/tickets?status=closed')).json()).toEqual([]);
  });

  it('mails a reply to the sender with the support address as Reply-To, and marks the ticket answered', async () => {
    const [, exportTicket] = (await call(admin, 'GET', '/api/admin/support/tickets')).json();
    expect((await call(alice, 'POST', `/api/admin/support/tickets/${exportTicket.id}/reply`, { reply: 'Yes.' })).statusCode).toBe(403);
    const res = await call(admin, 'POST', `/api/admin/support/tickets/${exportTicket.id}/reply`, { reply: 'Yes: use Export, then DOCX.\n\nIt opens in Word.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mailed: true, message: 'Reply sent to dana@example.com.', ticket: { status: 'answered', reply: 'Yes: use Export, then DOCX.\n\nIt opens in Word.' } });
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Export formats');
    expect(mail.to).toEqual(['dana@example.com']);
    expect(mail.text).toContain('Yes: use Export, then DOCX.');
    expect(mail.text).toContain('It opens in Word.');

    const closed = await call(admin, 'PATCH', `/api/admin/support/tickets/${exportTicket.id}`, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    expect((await call(admin, 'PATCH', '/api/admin/support/tickets/99999', { status: 'closed' })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/admin/support/tickets/${exportTicket.id}`, { status: 'done' })).json().message).toBe(
      'Status must be one of open, answered, closed',
    );
  });

  it('keeps the reply but leaves the ticket open when mail is not configured', async () => {
    const noMail = await createTestApp(kind);
    try {
      const owner = await registerUser(noMail.app);
      const { id } = (await noMail.app.inject({ method: 'POST', url: '/api/support/tickets', payload: question })).json();
      const res = await noMail.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${id}/reply`, payload: { reply: 'Hello' }, headers: owner.headers });
      expect(res.json()).toMatchObject({ mailed: false, ticket: { status: 'open', reply: 'Hello' } });
      expect(res.json().message).toMatch(/^Reply saved, but not sent: mail is not configured/);
    } finally {
      await noMail.close();
    }
  });

  it('limits how many questions one address can send in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: question, remoteAddress: '10.0.0.9' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const over = await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: question, remoteAddress: '10.0.0.9' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('help@moatmap.test');
  });
});
