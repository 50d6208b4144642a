import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, sessionCookie, type SignedIn } from '../../test/auth.ts';

const plan = {
  title: 'Lumio launch plan',
  content:
    'Lumio is our flagship app. We developed a novel method for routing delivery robots through crowded sidewalks using lidar fusion. Our customer list and pricing model are kept confidential.',
};

describe.each(testDatabaseKinds)('super-admin organizations API on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let founder: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await registerUser(t.app, { username: 'instanceowner', company: 'Moatmap HQ' });
    founder = await registerUser(t.app, { username: 'founder', company: 'Lumio Labs' });
  });
  afterAll(() => t.close());

  const call = (who: { headers: { cookie: string } } | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });
  const orgId = () => founder.user.organization.id;

  it('counts organizations, users and analyses in the database', async () => {
    expect((await call(founder, 'POST', '/api/analyze', plan)).statusCode).toBe(201);
    const stats = (await call(owner, 'GET', '/api/admin/system-stats')).json();
    expect(stats).toEqual({ totalOrganizations: 2, activeOrganizations: 2, totalUsers: 2, totalAnalyses: 1, systemHealth: 'healthy' });
  });

  it('creates an organization with defaults and a unique slug, and refuses an empty name', async () => {
    const first = await call(owner, 'POST', '/api/admin/organizations', { name: 'Lumio Labs', description: 'Second office', industry: 'Robotics' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Lumio Labs',
      slug: 'lumio-labs-2',
      size: 'startup',
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      isActive: true,
      userCount: 0,
      apiUsage: 0,
      apiQuota: 10,
    });
    const pro = await call(owner, 'POST', '/api/admin/organizations', { name: 'Ünïcode Çorp!', size: 'large', subscriptionTier: 'pro' });
    expect(pro.json()).toMatchObject({ slug: 'unicode-corp', size: 'large', subscriptionTier: 'pro', apiQuota: 100 });
    const empty = await call(owner, 'POST', '/api/admin/organizations', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Organization name is required');
    expect((await call(owner, 'POST', '/api/admin/organizations', { name: 'X', size: 'huge' })).json().message).toBe(
      'Size must be one of startup, small, medium, large, enterprise',
    );
  });

  it('lists organizations newest first, searchable and paged with a total', async () => {
    const all = await call(owner, 'GET', '/api/admin/organizations');
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json().map((o: { name: string }) => o.name)).toEqual(['Ünïcode Çorp!', 'Lumio Labs', 'Lumio Labs', 'Moatmap HQ']);
    const found = await call(owner, 'GET', '/api/admin/organizations?search=lumio&pageSize=1&page=2');
    expect(found.headers['x-total-count']).toBe('2');
    expect(found.json()).toHaveLength(1);
    expect(found.json()[0]).toMatchObject({ id: orgId(), userCount: 1, apiUsage: 1 });
    expect((await call(owner, 'GET', '/api/admin/organizations?search=%25')).json()).toEqual([]);
    expect((await call(owner, 'GET', '/api/admin/organizations?page=0')).statusCode).toBe(400);
  });

  it('changes the tier and its quota at once, and resets usage', async () => {
    const pro = await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { subscriptionTier: 'enterprise' });
    expect(pro.json()).toMatchObject({ id: orgId(), subscriptionTier: 'enterprise', apiQuota: -1, apiUsage: 1 });
    const reset = await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { apiUsage: 0 });
    expect(reset.json()).toMatchObject({ apiUsage: 0 });
    expect((await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { apiUsage: 5 })).json().message).toBe('API usage can only be reset to 0');
    expect((await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, {})).json().message).toBe('Nothing to update');
    expect((await call(owner, 'PATCH', '/api/admin/organizations/99999', { isActive: false })).statusCode).toBe(404);
    const free = await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { subscriptionTier: 'free' });
    expect(free.json()).toMatchObject({ subscriptionTier: 'free', apiQuota: 10 });
  });

  it('makes a suspended organization read-only', async () => {
    const suspended = await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { subscriptionStatus: 'suspended' });
    expect(suspended.json()).toMatchObject({ subscriptionStatus: 'suspended', isActive: true });
    const analyse = await call(founder, 'POST', '/api/analyze', plan);
    expect(analyse.statusCode).toBe(403);
    expect(analyse.json().message).toMatch(/^Your organization's subscription is suspended, so it is read-only/);
    const added = await call(founder, 'POST', '/api/plan-items', {
      id: 'trademark-1',
      type: 'trademark',
      name: 'Trademark: LUMIO',
      description: 'd',
      nextStep: 'n',
      likelihood: 80,
      potential: 'high',
    });
    expect(added.statusCode).toBe(403);
    expect((await call(founder, 'GET', '/api/analyses')).statusCode).toBe(200);
    expect((await call(founder, 'GET', '/api/plan-items')).statusCode).toBe(200);
    await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { subscriptionStatus: 'active' });
    expect((await call(founder, 'POST', '/api/analyze', plan)).statusCode).toBe(201);
  });

  it("deactivating ends the members' sessions and refuses sign-in with a clear 403; the Inactive state is kept apart from the status", async () => {
    const off = await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { isActive: false, subscriptionStatus: 'canceled' });
    expect(off.json()).toMatchObject({ isActive: false, subscriptionStatus: 'canceled' });
    expect((await call(founder, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await call(null, 'POST', '/api/auth/login', { username: 'founder', password: 'correct horse' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your organization is deactivated. Contact your administrator.');
    expect((await call(owner, 'GET', '/api/admin/system-stats')).json()).toMatchObject({ totalOrganizations: 4, activeOrganizations: 3 });

    await call(owner, 'PATCH', `/api/admin/organizations/${orgId()}`, { isActive: true, subscriptionStatus: 'active' });
    const back = await call(null, 'POST', '/api/auth/login', { username: 'founder', password: 'correct horse' });
    expect(back.statusCode).toBe(200);
    founder = { ...founder, headers: { cookie: sessionCookie(back.headers['set-cookie']) } };
  });

  it("refuses to deactivate the instance owner's organization", async () => {
    const res = await call(owner, 'PATCH', `/api/admin/organizations/${owner.user.organization.id}`, { isActive: false });
    expect(res.statusCode).toBe(409);
  });

  it("opens an organization's members and invites the first admin of a new one", async () => {
    const members = (await call(owner, 'GET', `/api/admin/organizations/${orgId()}/members`)).json();
    expect(members).toEqual([expect.objectContaining({ username: 'founder', role: 'admin' })]);
    const created = (await call(owner, 'POST', '/api/admin/organizations', { name: 'Fresh Co' })).json();
    const invited = await call(owner, 'POST', `/api/admin/organizations/${created.id}/invitations`, { email: 'boss@fresh.example', role: 'admin' });
    expect(invited.statusCode).toBe(201);
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(invited.json().inviteUrl)![1];
    const joined = await call(null, 'POST', '/api/auth/register', { username: 'freshboss', email: 'boss@fresh.example', password: 'correct horse', invitationToken: token });
    expect(joined.json().user).toMatchObject({ role: 'admin', organization: { id: created.id } });
    expect((await call(owner, 'GET', `/api/admin/organizations/${created.id}/invitations`)).json()).toEqual([]);
    expect((await call(owner, 'GET', `/api/admin/organizations/${created.id}`)).json().userCount).toBe(1);
  });

  it('audits every admin action with actor and IP, filterable by organization and actor', async () => {
    const entries = (await call(owner, 'GET', `/api/admin/audit-log?organizationId=${orgId()}&actor=InstanceOwner`)).json();
    const updates = entries.filter((e: { action: string }) => e.action === 'organization.update');
    expect(updates.length).toBeGreaterThanOrEqual(6);
    expect(updates[0]).toMatchObject({ actor: { username: 'instanceowner' }, organization: { id: orgId() }, ip: '127.0.0.1', targetType: 'organization' });
    expect(updates.at(-1).details.changes).toEqual({ subscriptionTier: { from: 'free', to: 'enterprise' } });
    const page = (await call(owner, 'GET', `/api/admin/audit-log?limit=2&before=${entries[0].id}`)).json();
    expect(page).toHaveLength(2);
    expect(page[0].id).toBeLessThan(entries[0].id);
    expect((await call(owner, 'GET', '/api/admin/audit-log?actor=nobody')).json()).toEqual([]);
  });
});
