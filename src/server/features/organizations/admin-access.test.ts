import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, sessionCookie, type SignedIn } from '../../test/auth.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Who = { headers: { cookie: string } } | null;

/**
 * Walks every /api/admin/* and /api/team/* route the OpenAPI document lists (so a route added later is walked
 * too) as a signed-out visitor, an ordinary member, and the admin of another organization.
 */
describe.each(testDatabaseKinds)('admin and team routes refuse the wrong people on %s', (kind) => {
  let t: TestApp;
  let victimAdmin: SignedIn;
  let member: Who;
  let otherAdmin: SignedIn;
  let routes: { method: Method; path: string }[];
  let ids: { member: number; invitation: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await registerUser(t.app, { username: 'theowner' });
    victimAdmin = await registerUser(t.app, { username: 'victimadmin', company: 'Victim Co' });
    otherAdmin = await registerUser(t.app, { username: 'otheradmin', company: 'Other Co' });
    const invite = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/team/invitations', payload: { email }, headers: victimAdmin.headers })).json();
    const joined = await invite('member@victim.example');
    const token = joined.inviteUrl.split('/invite/')[1];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'victimmember', email: 'member@victim.example', password: 'correct horse', invitationToken: token },
    });
    member = { headers: { cookie: sessionCookie(res.headers['set-cookie']) } };
    ids = { member: res.json().user.id, invitation: (await invite('pending@victim.example')).invitation.id };

    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/') || path.startsWith('/api/team/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })));
  });
  afterAll(() => t.close());

  const urlOf = (path: string) =>
    path.replace('{id}', path.includes('/invitations/') ? String(ids.invitation) : path.includes('/members/') ? String(ids.member) : String(victimAdmin.user.organization.id));
  const call = (who: Who, method: Method, path: string) =>
    t.app.inject({ method, url: urlOf(path), payload: method === 'GET' || method === 'DELETE' ? undefined : { role: 'admin', email: 'x@y.example' }, headers: who ? who.headers : {} });

  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/admin/organizations/{id}' });
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/team/members/{id}' });
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const route of routes) expect([route, (await call(null, route.method, route.path)).statusCode]).toEqual([route, 401]);
  });

  it('answers 403 to an ordinary member', async () => {
    for (const route of routes) expect([route, (await call(member, route.method, route.path)).statusCode]).toEqual([route, 403]);
  });

  it("answers 403 on admin routes and 404 on the victim's team records to another organization's admin", async () => {
    for (const route of routes) {
      const res = await call(otherAdmin, route.method, route.path);
      if (route.path.startsWith('/api/admin/')) expect([route, res.statusCode]).toEqual([route, 403]);
      else if (route.path.includes('{id}')) expect([route, res.statusCode]).toEqual([route, 404]);
      else expect(res.body).not.toMatch(/victim/i);
    }
    // Nothing of the victim's changed.
    const team = (await t.app.inject({ method: 'GET', url: '/api/team/members', headers: victimAdmin.headers })).json();
    expect(team.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['victimadmin', 'admin'],
      ['victimmember', 'member'],
    ]);
  });
});
