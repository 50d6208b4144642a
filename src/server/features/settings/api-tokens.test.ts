import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { apiTokens } from '../../db/schema/api-tokens.ts';
import { organizations } from '../../db/schema/organizations.ts';

describe.each(testDatabaseKinds)('API keys on %s', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  let mallory: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await registerUser(t.app); // the instance owner
    alice = await registerUser(t.app);
    mallory = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const call = (who: { headers: Record<string, string> } | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  async function createKey(who: SignedIn, name = 'CI', expiresInDays = 30) {
    const res = await call(who, 'POST', '/api/settings/api-keys', { name, expiresInDays });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; token: string; prefix: string; name: string; expiresAt: string; lastUsedAt: string | null };
  }

  it('creates a key shown once, stores only its hash, and lists it without the secret', async () => {
    const key = await createKey(alice, 'Deploy script');
    expect(key.token).toMatch(/^mm_[A-Za-z0-9_-]{43}$/);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, key.id));
    expect(JSON.stringify(row)).not.toContain(key.token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const list = (await call(alice, 'GET', '/api/settings/api-keys')).json();
    expect(list).toEqual([expect.objectContaining({ id: key.id, name: 'Deploy script', prefix: key.prefix, lastUsedAt: null })]);
    expect(JSON.stringify(list)).not.toContain(key.token);
  });

  it('validates the name and the expiry', async () => {
    expect((await call(alice, 'POST', '/api/settings/api-keys', { name: '', expiresInDays: 30 })).json().message).toBe('Give the key a name');
    expect((await call(alice, 'POST', '/api/settings/api-keys', { name: 'x', expiresInDays: 5000 })).json().message).toBe('Expiry must be 7, 30, 90 or 365 days');
  });

  it("acts as its owner, in the owner's organization, and records when it was used", async () => {
    const key = await createKey(alice);
    const me = await call(bearer(key.token), 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: alice.user.id, organization: { id: alice.user.organization.id } });
    await call(alice, 'POST', '/api/plan-items', { id: 'tm-1', type: 'trademark', name: 'Trademark: ACME', description: 'd', nextStep: 'n', likelihood: 70, potential: 'high' });
    expect((await call(bearer(key.token), 'GET', '/api/plan-items')).json()).toHaveLength(1);
    const list = (await call(alice, 'GET', '/api/settings/api-keys')).json();
    expect(list.find((k: { id: number }) => k.id === key.id).lastUsedAt).not.toBeNull();
  });

  it('cannot manage keys, the password or the account: those need a browser session', async () => {
    const key = await createKey(alice);
    expect((await call(bearer(key.token), 'POST', '/api/settings/api-keys', { name: 'more', expiresInDays: 7 })).statusCode).toBe(403);
    expect((await call(bearer(key.token), 'POST', '/api/settings/password', { currentPassword: 'correct horse', newPassword: 'whatever1' })).statusCode).toBe(403);
  });

  it('stops working once revoked; another user cannot revoke it (404)', async () => {
    const key = await createKey(alice);
    expect((await call(mallory, 'DELETE', `/api/settings/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await call(bearer(key.token), 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(alice, 'DELETE', `/api/settings/api-keys/${key.id}`)).statusCode).toBe(204);
    const after = await call(bearer(key.token), 'GET', '/api/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid API key');
  });

  it("stops working when the owner's organization is deactivated", async () => {
    const key = await createKey(mallory);
    await t.database.db.update(organizations).set({ isActive: false }).where(eq(organizations.id, mallory.user.organization.id));
    const res = await call(bearer(key.token), 'GET', '/api/plan-items');
    expect(res.statusCode).toBe(403);
    await t.database.db.update(organizations).set({ isActive: true }).where(eq(organizations.id, mallory.user.organization.id));
  });

  it('refuses a made-up key with 401 instead of treating the caller as signed out', async () => {
    const res = await call(bearer('mm_made-up-token'), 'GET', '/api/support/contact');
    expect(res.statusCode).toBe(401);
  });
  // Last: moving the clock a week also idles out the sessions the other tests use.
  it('stops working when it expires', async () => {
    const key = await createKey(alice, 'short', 7);
    t.clock.advance(7 * 86_400_000 + 1000);
    const res = await call(bearer(key.token), 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key has expired');
  });

});
