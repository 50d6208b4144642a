import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

const request = {
  ipType: 'patent',
  urgency: 'high',
  budget: '15k_50k',
  description: 'We need a provisional patent on our lidar fusion routing method before the trade show.',
  preferredLocation: 'San Francisco, California',
  specificRequirements: 'Experience with robotics',
  contactPreference: 'email',
  businessType: 'startup',
};

describe.each(testDatabaseKinds)('lawyer referrals API on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: SignedIn;
  let founder: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { mail: { url: smtp.url, from: 'Moatmap <referrals@moatmap.test>' }, publicOrigin: 'https://app.moatmap.test', sessionIdleMs: 30 * 86_400_000 });
    owner = await registerUser(t.app, { username: 'operator' });
    founder = await registerUser(t.app, { username: 'founder', firstName: 'Fay', lastName: 'Founder', email: 'fay@lumio.example' });
    other = await registerUser(t.app, { username: 'otherfounder' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  it('answers each field with the spec message', async () => {
    const res = await call(founder, 'POST', '/api/lawyer-referrals', { description: 'short', preferredLocation: '  ' });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(messages).toEqual({
      ipType: 'Please select an IP type',
      urgency: 'Please select urgency level',
      budget: 'Please select budget range',
      description: 'Please provide at least 10 characters',
      preferredLocation: 'Please specify preferred location',
      contactPreference: 'Please select contact preference',
      businessType: 'Please specify business type',
    });
    const wrongOption = await call(founder, 'POST', '/api/lawyer-referrals', { ...request, ipType: 'invention' });
    expect(wrongOption.json().message).toBe('Please select an IP type');
    expect((await call(null, 'POST', '/api/lawyer-referrals', request)).statusCode).toBe(401);
  });

  it('derives priority and the response deadline on the server, ignoring what the client sends', async () => {
    const res = await call(founder, 'POST', '/api/lawyer-referrals', { ...request, priority: 'low', status: 'completed' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'pending', priority: 'high', specificRequirements: 'Experience with robotics', referredLawyers: [] });
    expect(new Date(created.respondBy).getTime() - new Date(created.createdAt).getTime()).toBe(14 * 86_400_000);
    const low = (await call(founder, 'POST', '/api/lawyer-referrals', { ...request, urgency: 'low', budget: 'under_5k', specificRequirements: '' })).json();
    expect(low).toMatchObject({ priority: 'low', specificRequirements: null });
  });

  it("lists only the author's own requests and refuses someone else's cancel with 404", async () => {
    const mine = (await call(founder, 'GET', '/api/lawyer-referrals')).json();
    expect(mine).toHaveLength(2);
    expect((await call(other, 'GET', '/api/lawyer-referrals')).json()).toEqual([]);
    expect((await call(other, 'POST', `/api/lawyer-referrals/${mine[0].id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call(founder, 'POST', `/api/lawyer-referrals/${mine[0].id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const again = await call(founder, 'POST', `/api/lawyer-referrals/${mine[0].id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a pending request can be cancelled; this one is cancelled.');
  });

  it('keeps the lawyer directory: add, edit, retire, with specializations among the IP types', async () => {
    const add = (body: object) => call(owner, 'POST', '/api/admin/lawyers', body);
    const bad = await add({ name: 'X', firm: 'Y', email: 'x@y.example', specializations: ['tax'], jurisdictions: [] });
    expect(bad.json().message).toBe('Specializations must be IP types of the referral form');
    const ana = (await add({ name: 'Ana Patel', firm: 'Patel IP', email: 'ana@patel.example', phone: '+1 415 555 0100', specializations: ['patent'], jurisdictions: ['California'], notes: 'Robotics' })).json();
    const ben = (await add({ name: 'Ben Ortiz', firm: 'Ortiz & Co', email: 'ben@ortiz.example', specializations: ['general', 'trademark'], jurisdictions: ['California'] })).json();
    const cy = (await add({ name: 'Cy Young', firm: 'Young LLP', email: 'cy@young.example', specializations: ['patent'], jurisdictions: ['Germany'] })).json();
    const old = (await add({ name: 'Old Timer', firm: 'Retired LLP', email: 'old@retired.example', specializations: ['patent'], jurisdictions: ['California'] })).json();
    expect((await call(owner, 'PATCH', `/api/admin/lawyers/${old.id}`, { active: false })).json()).toMatchObject({ active: false });
    expect((await call(owner, 'PATCH', `/api/admin/lawyers/${cy.id}`, { phone: '+49 30 1234' })).json()).toMatchObject({ phone: '+49 30 1234' });
    expect((await call(owner, 'GET', '/api/admin/lawyers')).json().map((l: { name: string }) => l.name)).toEqual(['Ana Patel', 'Ben Ortiz', 'Cy Young']);
    expect((await call(owner, 'GET', '/api/admin/lawyers?includeRetired=true')).json()).toHaveLength(4);

    const [pending] = (await call(owner, 'GET', '/api/admin/lawyer-referrals?status=pending')).json();
    const suggestions = (await call(owner, 'GET', `/api/admin/lawyer-referrals/${pending.id}/suggestions`)).json();
    expect(suggestions.map((s: { lawyer: { id: number } }) => s.lawyer.id)).toEqual([ana.id, ben.id, cy.id]);
    expect(suggestions[0].reasons).toEqual(['Practises patent', 'Covers California']);
  });

  it('moves a request through the allowed statuses, saves notes, mails the founder and audits each change', async () => {
    const [pending] = (await call(owner, 'GET', '/api/admin/lawyer-referrals?status=pending')).json();
    expect(pending).toMatchObject({ budgetRange: '15k_50k', businessDescription: 'Startup', requester: { name: 'Fay Founder', email: 'fay@lumio.example' }, overdue: false });

    const reviewing = await call(owner, 'PATCH', `/api/admin/lawyer-referrals/${pending.id}`, { status: 'reviewing' });
    expect(reviewing.json()).toMatchObject({ status: 'reviewing' });
    const mail = await smtp.waitFor((m) => m.to.includes('fay@lumio.example') && m.subject.endsWith('Reviewing'));
    expect(mail.text).toContain('https://app.moatmap.test/lawyer-referral');

    const saved = await call(owner, 'PATCH', `/api/admin/lawyer-referrals/${pending.id}`, { assignedLawyer: 'Ana Patel', adminNotes: 'Called on Monday' });
    expect(saved.json()).toMatchObject({ assignedLawyer: 'Ana Patel', adminNotes: 'Called on Monday', status: 'reviewing' });
    expect((await call(founder, 'GET', '/api/lawyer-referrals')).json().find((r: { id: number }) => r.id === pending.id).adminNotes).toBe('Called on Monday');

    const completed = await call(owner, 'PATCH', `/api/admin/lawyer-referrals/${pending.id}`, { status: 'completed' });
    expect(completed.json().status).toBe('completed');
    const back = await call(owner, 'PATCH', `/api/admin/lawyer-referrals/${pending.id}`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A completed request cannot become pending.');
    expect((await call(owner, 'PATCH', `/api/admin/lawyer-referrals/${pending.id}`, { status: 'matched' })).statusCode).toBe(400);

    const log = (await call(owner, 'GET', '/api/admin/audit-log?actor=operator')).json();
    const changes = log.filter((e: { targetType: string; targetId: string }) => e.targetType === 'lawyer_referral' && e.targetId === String(pending.id)).map((e: { action: string }) => e.action);
    expect(changes).toEqual(['referral.status_change', 'referral.update', 'referral.status_change']);
  });

  it('matches one to three lawyers: the founder sees them and gets their details by mail', async () => {
    const fresh = (await call(founder, 'POST', '/api/lawyer-referrals', request)).json();
    const lawyers = (await call(owner, 'GET', '/api/admin/lawyers?includeRetired=true')).json();
    const id = (name: string) => lawyers.find((l: { name: string }) => l.name === name).id;
    const match = (lawyerIds: number[]) => call(owner, 'POST', `/api/admin/lawyer-referrals/${fresh.id}/match`, { lawyerIds });
    expect((await match([])).json().message).toBe('Choose one to three lawyers');
    expect((await match([1, 2, 3, 4])).json().message).toBe('Choose one to three lawyers');
    expect((await match([id('Old Timer')])).json().message).toBe('Choose lawyers from the active directory.');

    const matched = await match([id('Ana Patel'), id('Ben Ortiz')]);
    expect(matched.json()).toMatchObject({ status: 'matched', assignedLawyer: 'Ana Patel' });
    const seen = (await call(founder, 'GET', '/api/lawyer-referrals')).json().find((r: { id: number }) => r.id === fresh.id);
    expect(seen.status).toBe('matched');
    expect(seen.referredLawyers).toEqual([
      { id: id('Ana Patel'), name: 'Ana Patel', firm: 'Patel IP', email: 'ana@patel.example', phone: '+1 415 555 0100', specializations: ['patent'], notes: 'Robotics' },
      expect.objectContaining({ name: 'Ben Ortiz', firm: 'Ortiz & Co' }),
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes('fay@lumio.example') && m.subject.endsWith('Matched'));
    expect(mail.text).toContain('Ana Patel, Patel IP · ana@patel.example · +1 415 555 0100');
    expect((await call(founder, 'POST', `/api/lawyer-referrals/${fresh.id}/cancel`)).statusCode).toBe(409);
  });

  it('orders the queue by deadline, filters it, and flags overdue requests', async () => {
    const immediate = (await call(other, 'POST', '/api/lawyer-referrals', { ...request, urgency: 'immediate', ipType: 'trademark' })).json();
    t.clock.advance(8 * 86_400_000);
    try {
      const queue = (await call(owner, 'GET', '/api/admin/lawyer-referrals')).json();
      expect(queue[0]).toMatchObject({ id: immediate.id, overdue: true, priority: 'high' });
      expect(queue.map((r: { status: string }) => r.status)).toEqual(['pending', 'matched', 'cancelled', 'completed']);
      expect((await call(owner, 'GET', '/api/admin/lawyer-referrals?ipType=trademark')).json().map((r: { id: number }) => r.id)).toEqual([immediate.id]);
      expect((await call(owner, 'GET', '/api/admin/lawyer-referrals?urgency=immediate&status=pending')).json()).toHaveLength(1);
      expect((await call(owner, 'GET', '/api/admin/lawyer-referrals?status=done')).statusCode).toBe(400);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });

  it('refuses every admin referral route to an ordinary user', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/lawyer-referrals'],
      ['GET', '/api/admin/lawyer-referrals/1'],
      ['PATCH', '/api/admin/lawyer-referrals/1'],
      ['GET', '/api/admin/lawyer-referrals/1/suggestions'],
      ['POST', '/api/admin/lawyer-referrals/1/match'],
      ['GET', '/api/admin/lawyers'],
      ['POST', '/api/admin/lawyers'],
      ['PATCH', '/api/admin/lawyers/1'],
    ] as const) {
      expect([url, (await call(founder, method, url, method === 'GET' ? undefined : { status: 'completed' })).statusCode]).toEqual([url, 403]);
      expect([url, (await call(null, method, url, method === 'GET' ? undefined : {})).statusCode]).toEqual([url, 401]);
    }
  });
});
