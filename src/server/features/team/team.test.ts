import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, sessionCookie, type SignedIn } from '../../test/auth.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

const tokenIn = (text: string) => /\/invite\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(testDatabaseKinds)('teams and invitations on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: SignedIn;
  let admin: SignedIn;
  let outsider: SignedIn;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { mail: { url: smtp.url, from: 'Moatmap <team@moatmap.test>' }, publicOrigin: 'https://app.moatmap.test', sessionIdleMs: 30 * 86_400_000 });
    owner = await registerUser(t.app, { username: 'teamowner' });
    admin = await registerUser(t.app, { username: 'acmeadmin', company: 'Acme Robotics' });
    outsider = await registerUser(t.app, { username: 'otherco' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (who: { headers: { cookie: string } } | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  async function invite(email: string, role: 'admin' | 'member' = 'member') {
    const res = await call(admin, 'POST', '/api/team/invitations', { email, role });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === 'Join Acme Robotics on Moatmap');
    const token = tokenIn(mail.text)!;
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return { res, mail, token };
  }

  async function registerInvited(token: string, username: string, email: string) {
    const res = await call(null, 'POST', '/api/auth/register', { username, email, password: 'correct horse', invitationToken: token });
    return res.statusCode === 201 ? { res, who: { headers: { cookie: sessionCookie(res.headers['set-cookie']) } } } : { res, who: null };
  }

  it('emails an invitation whose link opens a preview and registers the invitee into the organization', async () => {
    const { res, mail, token } = await invite('Colleague@Example.com');
    expect(res.json()).toMatchObject({ emailed: true, invitation: { email: 'colleague@example.com', role: 'member', invitedBy: 'acmeadmin' } });
    expect(res.json().inviteUrl).toBeUndefined();
    expect(mail.text).toContain(`https://app.moatmap.test/invite/${token}`);
    expect(mail.html).toContain(`https://app.moatmap.test/invite/${token}`);

    const preview = await call(null, 'GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({ organizationName: 'Acme Robotics', email: 'colleague@example.com', role: 'member', invitedBy: 'acmeadmin' });

    const wrongAddress = await registerInvited(token, 'colleague', 'someone.else@example.com');
    expect(wrongAddress.res.statusCode).toBe(403);
    expect(wrongAddress.res.json().message).toBe('This invitation was sent to colleague@example.com. Sign in or register with that email address.');

    const joined = await registerInvited(token, 'colleague', 'colleague@example.com');
    expect(joined.res.json().user).toMatchObject({ role: 'member', organization: { id: admin.user.organization.id, name: 'Acme Robotics' } });
    const team = (await call(admin, 'GET', '/api/team/members')).json();
    expect(team.map((m: { username: string }) => m.username)).toEqual(['acmeadmin', 'colleague']);
  });

  it('uses a link once: a second registration and an unknown token get the same 404', async () => {
    const { token } = await invite('once@example.com');
    const first = await registerInvited(token, 'oncer', 'once@example.com');
    expect(first.res.statusCode).toBe(201);
    // The email is now taken, so the only way to try the link again is to accept it signed in.
    const again = await call(first.who, 'POST', `/api/invitations/${token}/accept`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^This invitation link is invalid, has expired or has already been used/);
    expect((await call(null, 'GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/invitations/short')).statusCode).toBe(400);
  });

  it('expires after 7 days', async () => {
    const { token } = await invite('late@example.com');
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await call(null, 'GET', `/api/invitations/${token}`)).statusCode).toBe(404);
      expect((await registerInvited(token, 'latecomer', 'late@example.com')).res.statusCode).toBe(404);
      expect((await call(admin, 'GET', '/api/team/invitations')).json().map((i: { email: string }) => i.email)).not.toContain('late@example.com');
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('lists, resends (the old link stops working) and revokes pending invitations', async () => {
    const first = await invite('pending@example.com', 'admin');
    const duplicate = await call(admin, 'POST', '/api/team/invitations', { email: 'pending@example.com' });
    expect(duplicate.statusCode).toBe(409);
    const member = await call(admin, 'POST', '/api/team/invitations', { email: 'colleague@example.com' });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('colleague@example.com is already a member of this organization.');
    expect((await call(admin, 'POST', '/api/team/invitations', { email: 'not-an-email' })).json().message).toBe('Please enter a valid email address');

    const pending = (await call(admin, 'GET', '/api/team/invitations')).json();
    const listed = pending.find((i: { email: string }) => i.email === 'pending@example.com');
    expect(listed).toMatchObject({ role: 'admin', invitedBy: 'acmeadmin' });

    expect((await call(admin, 'POST', `/api/team/invitations/${listed.id}/resend`)).statusCode).toBe(200);
    const resent = await smtp.waitFor((m) => m.to.includes('pending@example.com'));
    const newToken = tokenIn(resent.text)!;
    expect(newToken).not.toBe(first.token);
    expect((await call(null, 'GET', `/api/invitations/${first.token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/${newToken}`)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/api/team/invitations/${listed.id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/invitations/${newToken}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/team/invitations/${listed.id}`)).statusCode).toBe(404);
  });

  it('lets a signed-in person accept and move into the organization, bringing their plan', async () => {
    const mover = await registerUser(t.app, { username: 'mover', email: 'mover@example.com' });
    const { token } = await invite('mover@example.com');
    const wrongPerson = await call(outsider, 'POST', `/api/invitations/${token}/accept`);
    expect(wrongPerson.statusCode).toBe(403);
    const accepted = await call(mover, 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'member', organization: { name: 'Acme Robotics' } });
    expect((await call(mover, 'GET', '/api/auth/me')).json().organization.name).toBe('Acme Robotics');
  });

  it('changes roles, keeps the last admin, and removing a member ends their sessions at once', async () => {
    const team = (await call(admin, 'GET', '/api/team/members')).json();
    const colleague = team.find((m: { username: string }) => m.username === 'colleague');
    const self = team.find((m: { username: string }) => m.username === 'acmeadmin');

    const demoteSelf = await call(admin, 'PATCH', `/api/team/members/${self.id}`, { role: 'member' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().message).toBe('An organization needs at least one admin. Make another member an admin first.');
    expect((await call(admin, 'DELETE', `/api/team/members/${self.id}`)).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `/api/team/members/${colleague.id}`, { role: 'owner' })).json().message).toBe('Role must be admin or member');

    const promoted = await call(admin, 'PATCH', `/api/team/members/${colleague.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ id: colleague.id, role: 'admin' });
    const login = await call(null, 'POST', '/api/auth/login', { username: 'colleague', password: 'correct horse' });
    const colleagueSession = { headers: { cookie: sessionCookie(login.headers['set-cookie']) } };
    expect((await call(colleagueSession, 'GET', '/api/team/members')).statusCode).toBe(200);
    expect((await call(colleagueSession, 'PATCH', `/api/team/members/${colleague.id}`, { role: 'member' })).statusCode).toBe(200);
    expect((await call(colleagueSession, 'GET', '/api/team/members')).statusCode).toBe(403);

    expect((await call(admin, 'DELETE', `/api/team/members/${colleague.id}`)).statusCode).toBe(204);
    expect((await call(colleagueSession, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/auth/login', { username: 'colleague', password: 'correct horse' })).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/api/team/members/${colleague.id}`)).statusCode).toBe(404);
  });

  it("cannot touch another organization's members or invitations", async () => {
    const team = (await call(admin, 'GET', '/api/team/members')).json();
    const invitation = (await call(admin, 'POST', '/api/team/invitations', { email: 'x@example.com' })).json().invitation;
    expect((await call(outsider, 'PATCH', `/api/team/members/${team[0].id}`, { role: 'member' })).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/team/members/${team[0].id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/team/invitations/${invitation.id}/resend`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/team/members')).json().map((m: { username: string }) => m.username)).toEqual(['otherco']);
    expect((await call(owner, 'DELETE', `/api/team/members/${owner.user.id}`)).statusCode).toBe(403);
  });

  it('writes each team action to the audit log', async () => {
    const entries = (await call(owner, 'GET', `/api/admin/audit-log?organizationId=${admin.user.organization.id}&actor=acmeadmin`)).json();
    const actions = new Set(entries.map((e: { action: string }) => e.action));
    for (const action of ['invitation.create', 'invitation.resend', 'invitation.revoke', 'member.role_change', 'member.remove']) expect(actions).toContain(action);
    expect(entries[0]).toMatchObject({ actor: { username: 'acmeadmin' }, organization: { name: 'Acme Robotics' }, ip: '127.0.0.1' });
  });
});

describe('invitations without SMTP', () => {
  it('show the link to the admin to copy', async () => {
    const t = await createTestApp('pglite');
    try {
      await registerUser(t.app);
      const admin = await registerUser(t.app, { company: 'No Mail Co' });
      const res = await t.app.inject({ method: 'POST', url: '/api/team/invitations', payload: { email: 'copy@example.com' }, headers: admin.headers });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailed: false, message: 'Email is not set up on this server: copy the link and send it to copy@example.com.' });
      expect(res.json().inviteUrl).toMatch(/^http:\/\/localhost:80\/invite\/[A-Za-z0-9_-]{43}$|^http:\/\/localhost\/invite\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.close();
    }
  });
});
