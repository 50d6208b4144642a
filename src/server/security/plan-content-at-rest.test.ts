import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlan } from '../extract/test-files.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser, type SignedIn } from '../test/auth.ts';
import { testDatabaseKinds } from '../test/database.ts';

// Finding 4 of the attack run: the stored analysis quoted the encrypted plan in clear, and a 500's log line
// carried the SQL parameters (the result, the title).
const SECRET = 'Quokkaflux lattice';
const plan = `${samplePlan}\n${SECRET} is our patented self-tuning valve that adapts to each building automatically.`;

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

describe.each(testDatabaseKinds)('plan content at rest and in logs (%s)', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { logLevel: 'info' }, { logStream: { write: (line) => void logs.push(line) } });
    alice = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const raw = async (id: number) =>
    rowsOf(await t.database.db.execute(sql`select result::text as result, custom_strategy::text as custom from analyses where business_plan_id = ${id}`))[0]!;

  it('stores the result and the custom strategy encrypted, and reads them back', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: alice.headers, payload: { title: 'Valves', content: plan } });
    expect(created.statusCode).toBe(201);
    const { businessPlanId, result } = created.json();
    expect(JSON.stringify(result)).toContain(SECRET);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/business-plans/${businessPlanId}/custom-strategy`,
      headers: alice.headers,
      payload: { customParameters: { companyName: SECRET }, strategy: result.strategy },
    });
    expect(saved.statusCode).toBe(200);
    const stored = await raw(businessPlanId);
    for (const column of [stored.result, stored.custom] as string[]) {
      expect(column).toMatch(/^\{"sealed": "v1:/);
      expect(column).not.toContain(SECRET);
      expect(column).not.toContain('valve');
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/business-plans/${businessPlanId}/analysis`, headers: alice.headers });
    expect(read.json().result).toEqual(result);
    expect(read.json().customStrategy.customParameters.companyName).toBe(SECRET);
  });

  it('still reads a result stored in clear before encryption', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: alice.headers, payload: { title: 'Legacy', content: plan } });
    const { businessPlanId, result } = created.json();
    await t.database.db.execute(sql`update analyses set result = ${JSON.stringify(result)}::jsonb where business_plan_id = ${businessPlanId}`);
    expect((await raw(businessPlanId)).result).toContain(SECRET);
    const read = await t.app.inject({ method: 'GET', url: `/api/business-plans/${businessPlanId}/analysis`, headers: alice.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().result).toEqual(result);
  });

  it('logs a failed query without its parameters', async () => {
    await t.database.db.execute(sql`alter table analyses rename to analyses_away`);
    try {
      logs.length = 0;
      const res = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: alice.headers, payload: { title: `${SECRET} title`, content: plan } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table analyses_away rename to analyses`);
    }
    const failure = logs.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    // The statement and its error code are there for the operator; the title, the plan and the result are not.
    expect(failure).toContain('insert into');
    expect(logs.join('\n')).not.toContain(SECRET);
    expect(logs.join('\n')).not.toContain('self-tuning');
  });
});
