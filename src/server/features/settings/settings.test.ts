import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, sessionCookie, type SignedIn } from '../../test/auth.ts';
import { users } from '../../db/schema/users.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { hashPassword } from '../auth/password.ts';

describe.each(testDatabaseKinds)('settings API on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let alice: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await registerUser(t.app); // the first account: super admin
    alice = await registerUser(t.app, { firstName: 'Alice' });
  });
  afterAll(() => t.close());

  const call = (who: { headers: Record<string, string> } | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  async function login(username: string, password: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0') {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: { 'user-agent': userAgent } });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    return { headers: { cookie } };
  }

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/api/settings/profile')).statusCode).toBe(401);
    expect((await call(null, 'PATCH', '/api/settings/preferences', { darkMode: true })).statusCode).toBe(401);
  });

  it('saves the profile; a new email needs the current password and must be free', async () => {
    const saved = await call(alice, 'PATCH', '/api/settings/profile', {
      firstName: 'Alice',
      lastName: 'Liddell',
      email: alice.user.email,
      company: 'Looking Glass Labs',
      jobTitle: 'Founder',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lastName: 'Liddell', company: 'Looking Glass Labs', jobTitle: 'Founder' });
    expect((await call(alice, 'GET', '/api/auth/me')).json()).toMatchObject({ lastName: 'Liddell', jobTitle: 'Founder' });

    const base = { firstName: 'Alice', lastName: 'Liddell', company: null, jobTitle: null };
    const noPassword = await call(alice, 'PATCH', '/api/settings/profile', { ...base, email: 'alice@new.example.com' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0]).toEqual({ field: 'currentPassword', message: 'Enter your current password to change your email address' });
    const wrong = await call(alice, 'PATCH', '/api/settings/profile', { ...base, email: 'alice@new.example.com', currentPassword: 'nope nope' });
    expect(wrong.json().message).toBe('The current password is not correct');
    const taken = await call(alice, 'PATCH', '/api/settings/profile', { ...base, email: owner.user.email.toUpperCase(), currentPassword: 'correct horse' });
    expect(taken.statusCode).toBe(409);
    const moved = await call(alice, 'PATCH', '/api/settings/profile', { ...base, email: 'alice@new.example.com', currentPassword: 'correct horse' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe('alice@new.example.com');
    expect((await call(alice, 'PATCH', '/api/settings/profile', { ...base, email: 'not-an-email' })).json().message).toBe('Please enter a valid email address');
  });

  it('lists sessions with device and IP, ends one, and ends every other one', async () => {
    const second = await login(alice.user.username, 'correct horse');
    const third = await login(alice.user.username, 'correct horse', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1');
    const list = (await call(alice, 'GET', '/api/settings/sessions')).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { device: string }) => s.device)).toEqual(expect.arrayContaining(['Firefox on Linux', 'Safari on iOS']));
    expect(list[0].ip).toBe('127.0.0.1');

    const iphone = list.find((s: { device: string }) => s.device === 'Safari on iOS');
    expect((await call(mallory(), 'DELETE', `/api/settings/sessions/${iphone.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/settings/sessions/${iphone.id}`)).statusCode).toBe(204);
    expect((await call(third, 'GET', '/api/auth/me')).statusCode).toBe(401);

    const others = await call(alice, 'POST', '/api/settings/sessions/sign-out-others');
    expect(others.json()).toEqual({ ended: 1 });
    expect((await call(second, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  // Owner's session stands in for "someone else" where only the 404 matters.
  const mallory = () => owner;

  it('changes the password with the current one and signs out every other session', async () => {
    const other = await login(alice.user.username, 'correct horse');
    const wrong = await call(alice, 'POST', '/api/settings/password', { currentPassword: 'wrong one', newPassword: 'new secret 1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    expect((await call(alice, 'POST', '/api/settings/password', { currentPassword: 'correct horse', newPassword: 'short' })).json().message).toBe(
      'Password must be at least 6 characters long',
    );
    const changed = await call(alice, 'POST', '/api/settings/password', { currentPassword: 'correct horse', newPassword: 'new secret 1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().sessionsEnded).toBe(1);
    expect((await call(other, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: alice.user.username, password: 'correct horse' } });
    expect(oldPassword.statusCode).toBe(401);
    await login(alice.user.username, 'new secret 1');
  });

  it('saves notification and display settings per user, with defaults for a new user', async () => {
    expect((await call(alice, 'GET', '/api/settings/preferences')).json()).toEqual({
      emailAlerts: true,
      reportGeneration: false,
      domainAlerts: false,
      patentDeadlines: true,
      darkMode: false,
      compactLayout: false,
      highContrast: false,
    });
    const saved = await call(alice, 'PATCH', '/api/settings/preferences', { darkMode: true, highContrast: true, patentDeadlines: false });
    expect(saved.json()).toMatchObject({ darkMode: true, highContrast: true, patentDeadlines: false, compactLayout: false });
    const again = await call(alice, 'PATCH', '/api/settings/preferences', { compactLayout: true });
    expect(again.json()).toMatchObject({ darkMode: true, compactLayout: true });
    expect((await call(owner, 'GET', '/api/settings/preferences')).json().darkMode).toBe(false);
    expect((await call(alice, 'PATCH', '/api/settings/preferences', {})).statusCode).toBe(400);
    expect((await call(alice, 'PATCH', '/api/settings/preferences', { darkMode: 'yes' })).statusCode).toBe(400);
  });

  it('tells any user whether the server sends email', async () => {
    expect((await call(alice, 'GET', '/api/settings/mail-status')).json()).toEqual({ configured: false });
  });

  it("shows super admins the server's integration status, and no one else", async () => {
    expect((await call(alice, 'GET', '/api/settings/integrations')).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/api/settings/integrations')).json()).toEqual({
      aiProvider: { configured: false, model: null },
      domainRegistrar: { configured: false },
      mail: { configured: false },
    });
  });

  describe('account deletion', () => {
    it('needs the typed username and the password, then removes the person and their one-person organization', async () => {
      const bob = await registerUser(t.app);
      await call(bob, 'POST', '/api/plan-items', { id: 'x-1', type: 'patent', name: 'Patent: a thing', description: 'd', nextStep: 'n', likelihood: 50, potential: 'high' });
      const mismatch = await call(bob, 'DELETE', '/api/settings/account', { confirmation: 'someone', password: 'correct horse' });
      expect(mismatch.json().message).toBe('Type your username exactly to confirm');
      expect((await call(bob, 'DELETE', '/api/settings/account', { confirmation: bob.user.username, password: 'wrong pass' })).statusCode).toBe(400);
      const gone = await call(bob, 'DELETE', '/api/settings/account', { confirmation: bob.user.username, password: 'correct horse' });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ message: 'Your account has been deleted.', organizationDeleted: true });
      expect((await call(bob, 'GET', '/api/auth/me')).statusCode).toBe(401);
      const db = t.database.db;
      expect(await db.select().from(users).where(eq(users.id, bob.user.id))).toEqual([]);
      expect(await db.select().from(organizations).where(eq(organizations.id, bob.user.organization.id))).toEqual([]);
    });

    it("refuses the last admin of an organization with other members, and the instance's only super admin", async () => {
      const carol = await registerUser(t.app);
      await t.database.db.insert(users).values({
        username: `member_of_${carol.user.username}`,
        email: `member_of_${carol.user.username}@example.com`,
        passwordHash: await hashPassword('member pass'),
        role: 'member',
        organizationId: carol.user.organization.id,
      });
      const refused = await call(carol, 'DELETE', '/api/settings/account', { confirmation: carol.user.username, password: 'correct horse' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^You are the last admin of your organization/);
      const owners = await call(owner, 'DELETE', '/api/settings/account', { confirmation: owner.user.username, password: 'correct horse' });
      expect(owners.statusCode).toBe(403);
      expect((await call(carol, 'GET', '/api/auth/me')).statusCode).toBe(200);
    });
  });
});
