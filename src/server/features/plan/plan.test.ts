import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';

const recommendation = {
  id: 'trademark-1a2b3c4d',
  type: 'trademark',
  name: 'Trademark: LUMIO (product name)',
  description: 'Register LUMIO for the app.',
  nextStep: 'Run a clearance search, then file in classes 9 and 42.',
  likelihood: 82,
  potential: 'high',
};

describe.each(testDatabaseKinds)('implementation plan API on %s', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  let mallory: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await registerUser(t.app);
    mallory = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/api/plan-items')).statusCode).toBe(401);
  });

  it('adds a recommendation as pending with a due date from its type, and adding it again is idempotent', async () => {
    const first = await call(alice, 'POST', '/api/plan-items', recommendation);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ created: true, item: { id: recommendation.id, status: 'pending', type: 'trademark' } });
    const added = new Date(body.item.addedAt);
    const expectedDue = new Date(Date.UTC(added.getUTCFullYear(), added.getUTCMonth() + 6, added.getUTCDate()));
    expect(body.item.dueDate).toBe(expectedDue.toISOString().slice(0, 10));

    const again = await call(alice, 'POST', '/api/plan-items', { ...recommendation, name: 'changed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, message: 'Already in your implementation plan' });
    expect(again.json().item.name).toBe(recommendation.name);
    expect((await call(alice, 'GET', '/api/plan-items')).json()).toHaveLength(1);
  });

  it('changes status, due date and notes, and refuses an unknown status with 400', async () => {
    const [item] = (await call(alice, 'GET', '/api/plan-items')).json();
    for (const status of ['in_progress', 'completed', 'deferred', 'pending']) {
      const res = await call(alice, 'PATCH', `/api/plan-items/${item.itemId}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const edited = await call(alice, 'PATCH', `/api/plan-items/${item.itemId}`, { dueDate: '2027-01-15', notes: 'Ask counsel about class 35' });
    expect(edited.json()).toMatchObject({ dueDate: '2027-01-15', notes: 'Ask counsel about class 35' });

    const bad = await call(alice, 'PATCH', `/api/plan-items/${item.itemId}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of pending, in_progress, completed, deferred');
    expect((await call(alice, 'PATCH', '/api/plan-items/abc', { status: 'pending' })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/api/plan-items', { ...recommendation, id: 'x2', type: 'invention' })).statusCode).toBe(400);
  });

  it("answers 404 for another organization's item, on read, change and delete", async () => {
    const [item] = (await call(alice, 'GET', '/api/plan-items')).json();
    expect((await call(mallory, 'GET', '/api/plan-items')).json()).toEqual([]);
    expect((await call(mallory, 'PATCH', `/api/plan-items/${item.itemId}`, { status: 'completed' })).statusCode).toBe(404);
    expect((await call(mallory, 'DELETE', `/api/plan-items/${item.itemId}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/plan-items')).json()[0].status).not.toBe('completed');
  });

  it('imports a plan saved in the browser by an earlier version once, keeping statuses and dates', async () => {
    const legacy = [
      { ...recommendation, id: 'patent-aa', type: 'patent', name: 'Patent: routing method', status: 'in_progress', addedAt: '2026-01-10T09:00:00.000Z' },
      { ...recommendation, id: 'copyright-bb', type: 'copyright', name: 'Copyright: app source code', status: 'completed', addedAt: '2026-02-01' },
    ];
    const first = await call(mallory, 'POST', '/api/plan-items/import', { items: legacy });
    expect(first.json().imported).toBe(2);
    const again = await call(mallory, 'POST', '/api/plan-items/import', { items: legacy });
    expect(again.json().imported).toBe(0);
    const items = again.json().items;
    expect(items.map((i: { status: string }) => i.status)).toEqual(['in_progress', 'completed']);
    expect(items[0].dueDate).toBe('2027-07-10');
  });

  it('removes an item', async () => {
    const [item] = (await call(alice, 'GET', '/api/plan-items')).json();
    expect((await call(alice, 'DELETE', `/api/plan-items/${item.itemId}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', '/api/plan-items')).json()).toEqual([]);
  });
});
