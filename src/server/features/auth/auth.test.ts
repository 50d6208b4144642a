import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions.ts';
import { hashToken } from './sessions.repository.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, sessionCookie } from '../../test/auth.ts';

describe.each(testDatabaseKinds)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { login: { maxAttempts: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('makes the first account super_admin of an Enterprise organization named after its company', async () => {
    const owner = await registerUser(t.app, { username: 'owner', company: 'Lumio Labs' });
    expect(owner.user.role).toBe('super_admin');
    expect(owner.user.isAdmin).toBe(true);
    expect(owner.user.organization).toMatchObject({ name: 'Lumio Labs', slug: 'lumio-labs', subscriptionTier: 'enterprise' });
  });

  it('makes later accounts admin of their own free organization', async () => {
    const second = await registerUser(t.app, { username: 'second' });
    expect(second.user.role).toBe('admin');
    expect(second.user.organization).toMatchObject({ name: "second's organization", subscriptionTier: 'free' });
    const same = await registerUser(t.app, { username: 'third', company: 'Lumio Labs' });
    expect(same.user.organization.slug).toBe('lumio-labs-2');
  });

  it('keeps the form role as a job title and never as an access role', async () => {
    const res = await registerUser(t.app, { username: 'sneaky', role: 'super_admin' });
    expect(res.user.role).toBe('admin');
    expect(res.user.jobTitle).toBe('super_admin');
  });

  it('answers validation errors with the spec messages', async () => {
    const res = await post('/api/auth/register', { username: 'ab', email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters long',
        'Please enter a valid email address',
        'Password must be at least 6 characters long',
      ]),
    );
    const login = await post('/api/auth/login', { username: 'ab', password: '1' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Username must be at least 3 characters long');
  });

  it('refuses duplicate usernames and emails case-insensitively with 409', async () => {
    await registerUser(t.app, { username: 'Duplicate', email: 'dup@example.com' });
    const byName = await post('/api/auth/register', { username: 'duplicate', email: 'other@example.com', password: 'secret1' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().message).toMatch(/username is already taken/);
    const byEmail = await post('/api/auth/register', { username: 'fresh1', email: 'DUP@example.com', password: 'secret1' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toMatch(/email address already exists/);
  });

  it('signs in, sets a safe cookie, stores only the token hash and rotates the session', async () => {
    await registerUser(t.app, { username: 'rotator', password: 'secret-pass' });
    const first = await post('/api/auth/login', { username: 'ROTATOR', password: 'secret-pass' });
    expect(first.statusCode).toBe(200);
    const raw = String(first.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(first.headers['set-cookie']);
    const token = cookie.split('=')[1];
    const byToken = await t.database.db.select().from(sessions).where(eq(sessions.id, token));
    expect(byToken).toHaveLength(0);
    const byHash = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(byHash).toHaveLength(1);

    const second = await post('/api/auth/login', { username: 'rotator', password: 'secret-pass' }, { cookie });
    const rotated = sessionCookie(second.headers['set-cookie']);
    expect(rotated).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(rotated)).json().username).toBe('rotator');
  });

  it('expires a session after inactivity', async () => {
    const { cookie } = await registerUser(t.app, { username: 'sleeper' });
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(t.app.deps.config.sessionIdleMs + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('deletes the session on logout', async () => {
    const { cookie } = await registerUser(t.app, { username: 'leaver' });
    const out = await post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and rate-limits a username with 429 and when to retry', async () => {
    await registerUser(t.app, { username: 'target', password: 'right-one' });
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/login', { username: 'target', password: 'wrong-one' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
    }
    const blocked = await post('/api/auth/login', { username: 'target', password: 'right-one' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many login attempts\. Please try again in \d+ (seconds?|minutes?)/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a login posted from another origin', async () => {
    const res = await post('/api/auth/login', { username: 'owner', password: 'correct horse' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('keeps admin login disabled unless DEMO_MODE is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/admin-login' })).json()).toEqual({ enabled: false });
    const res = await post('/api/auth/admin-login');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin login is disabled');
  });

  it('answers the session check with 200 and user null when signed out, and with the same user as /me when signed in', async () => {
    const out = await session();
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ user: null });
    expect((await session('moatmap_session=not-a-session')).json()).toEqual({ user: null });
    const { cookie } = await registerUser(t.app, { username: 'sessioncheck' });
    const answer = await session(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ user: (await me(cookie)).json() });
  });
});

describe('admin login in DEMO_MODE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demoMode: true });
  });
  afterAll(() => t.close());

  it('signs in to the seeded demo account, which is an organization admin and not the instance owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin-login' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'demo', role: 'admin' });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/admin-login' });
    expect(again.json().user.id).toBe(res.json().user.id);
    const owner = await registerUser(t.app, { username: 'realowner' });
    expect(owner.user.role).toBe('super_admin');
  });
});

describe('JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('treats a JSON content type with no body as no body, as the spec admin login sends it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin-login', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin login is disabled');
  });

  it('refuses malformed JSON and prototype pollution with 400', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    const polluted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"someone","password":"secret1","__proto__":{"admin":true}}',
    });
    expect(polluted.statusCode).toBe(400);
  });
});
