import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCustomStrategy } from '#shared/rules/custom-strategy.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { INVALID_CURSOR_MESSAGE, INVALID_ID_MESSAGE, NEXT_CURSOR_HEADER } from '#shared/schemas/business-plan.ts';
import { samplePlan } from '../../extract/test-files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { PLAN_NOT_FOUND_MESSAGE } from './business-plans.service.ts';

describe.each(testDatabaseKinds)('stored business plans and analyses on %s', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let bobPlan: { businessPlanId: number; result: AnalysisResult };
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: { uploadsPerMinute: 1000, analysesPerMinute: 1000 } });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    bobPlan = await analyze(bob, 'Bob plan', samplePlan);
  });
  afterAll(() => t.close());

  async function analyze(who: SignedIn, title: string, content: string) {
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { title, content }, headers: who.headers });
    if (res.statusCode !== 201) throw new Error(`analyze failed: ${res.statusCode} ${res.body}`);
    return res.json() as { businessPlanId: number; result: AnalysisResult };
  }
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });

  /** Follows the x-next-cursor header to the end and checks the Link header on the way. */
  async function readAll(url: string, who: SignedIn, limit: number) {
    const pages: { id: number }[][] = [];
    let cursor: string | undefined;
    do {
      const res = await call('GET', `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, who);
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (cursor) expect(res.headers.link).toBe(`<${url}?limit=${limit}&cursor=${cursor}>; rel="next"`);
      else expect(res.headers.link).toBeUndefined();
    } while (cursor);
    return pages;
  }

  it('lists analyses and plans newest first, paged by cursor with no gap or repeat', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Two plans share each instant, so the order also rests on the id tie-break.
      if (i % 2 === 0) t.clock.advance(60_000);
      ids.push((await analyze(alice, `Plan ${i}`, `${samplePlan}\nPlan ${i}.`)).businessPlanId);
    }
    const newestFirst = [...ids].reverse();

    const plans = await readAll('/api/business-plans', alice, 2);
    expect(plans.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(plans.flat().map((p) => p.id)).toEqual(newestFirst);
    const first = plans[0][0] as unknown as Record<string, unknown>;
    expect(first).toEqual({
      id: newestFirst[0],
      title: 'Plan 4',
      content: `${samplePlan}\nPlan 4.`,
      fileName: null,
      uploadDate: t.clock.now.toISOString(),
    });

    const analyses = await readAll('/api/analyses', alice, 3);
    expect(analyses.map((p) => p.length)).toEqual([3, 2]);
    const items = analyses.flat() as unknown as { id: number; businessPlanId: number; analysisDate: string }[];
    expect(items.map((a) => a.businessPlanId)).toEqual(newestFirst);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      businessPlanId: newestFirst[0],
      analysisDate: t.clock.now.toISOString(),
      title: 'Plan 4',
      findingCount: expect.any(Number),
    });
    // The count is the stored result's, so a list row and the report it opens agree.
    const stored = (await call('GET', `/api/business-plans/${newestFirst[0]}/analysis`, alice)).json() as { result: { recommendations: unknown[] } };
    expect((items[0] as unknown as { findingCount: number }).findingCount).toBe(stored.result.recommendations.length);

    // The whole list in one page, as the spec's client asks for it (no parameters), and only alice's.
    const all = await call('GET', '/api/business-plans', alice);
    expect(all.json().map((p: { id: number }) => p.id)).toEqual(newestFirst);
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('refuses a bad limit or cursor with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5']) {
      const res = await call('GET', `/api/analyses?${query}`, alice);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('limit must be a whole number from 1 to 100');
    }
    const cursorOf = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad: [string, string][] = [
      ['/api/analyses', 'nonsense'],
      ['/api/analyses', cursorOf({ id: -5 })],
      ['/api/analyses', cursorOf({ id: 'drop table analyses' })],
      ['/api/business-plans', 'nonsense'],
      ['/api/business-plans', cursorOf({ id: 3 })],
      ['/api/business-plans', cursorOf({ d: "x'; drop table business_plans; --", id: 1 })],
    ];
    for (const [url, cursor] of bad) {
      const res = await call('GET', `${url}?cursor=${cursor}`, alice);
      expect(res.statusCode, `${url} ${cursor}`).toBe(400);
      expect(res.json().message).toBe(INVALID_CURSOR_MESSAGE);
    }
  });

  it('reads a stored analysis: the plan, the result and no custom strategy yet', async () => {
    const res = await call('GET', `/api/business-plans/${bobPlan.businessPlanId}/analysis`, bob);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessPlan: { id: bobPlan.businessPlanId, title: 'Bob plan', fileName: null, uploadDate: expect.any(String) },
      analysisId: expect.any(Number),
      analysisDate: expect.any(String),
      result: bobPlan.result,
      customStrategy: null,
    });
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '1.5', '-1', '0', '1e3', '99999999999']) {
      for (const [method, url] of [
        ['GET', `/api/business-plans/${id}/analysis`],
        ['DELETE', `/api/business-plans/${id}`],
        ['DELETE', `/api/business-plans/${id}/custom-strategy`],
      ] as const) {
        const res = await call(method, url, alice);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message).toBe(INVALID_ID_MESSAGE);
      }
    }
  });

  it('keeps organizations apart: another organization’s plan answers 404 everywhere and stays intact', async () => {
    const id = bobPlan.businessPlanId;
    const custom = generateCustomStrategy(bobPlan.result.recommendations, {});
    const attempts = [
      await call('GET', `/api/business-plans/${id}/analysis`, alice),
      await call('DELETE', `/api/business-plans/${id}`, alice),
      await call('PUT', `/api/business-plans/${id}/custom-strategy`, alice, custom),
      await call('DELETE', `/api/business-plans/${id}/custom-strategy`, alice),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PLAN_NOT_FOUND_MESSAGE });
    }
    const alicePlans = (await call('GET', '/api/business-plans?limit=100', alice)).json() as { id: number }[];
    const aliceAnalyses = (await call('GET', '/api/analyses?limit=100', alice)).json() as { businessPlanId: number }[];
    expect(alicePlans.map((p) => p.id)).not.toContain(id);
    expect(aliceAnalyses.map((a) => a.businessPlanId)).not.toContain(id);
    const stillThere = await call('GET', `/api/business-plans/${id}/analysis`, bob);
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.json().customStrategy).toBeNull();
  });

  it('saves a custom strategy with the analysis and restores the original', async () => {
    const { businessPlanId, result } = await analyze(bob, 'Custom plan', samplePlan);
    const url = `/api/business-plans/${businessPlanId}/custom-strategy`;
    const custom = generateCustomStrategy(result.recommendations, {
      prioritizePatents: false,
      prioritizeTradeSecrets: false,
      prioritizeCopyrights: false,
      offensiveStrategy: true,
      companyName: 'LUMIO Labs',
    });

    const saved = await call('PUT', url, bob, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customStrategy).toEqual({ ...custom, generatedAt: t.clock.now.toISOString() });
    expect(saved.json().result).toEqual(result);

    const reloaded = await call('GET', `/api/business-plans/${businessPlanId}/analysis`, bob);
    expect(reloaded.json().customStrategy.customParameters).toMatchObject({ prioritizePatents: false, offensiveStrategy: true });
    expect(reloaded.json().customStrategy.strategy).toEqual(custom.strategy);

    const restored = await call('DELETE', url, bob);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().customStrategy).toBeNull();
    expect(restored.json().result.strategy).toEqual(result.strategy);
    const cleared = await rows(sql`select custom_strategy is null as cleared from analyses where business_plan_id = ${businessPlanId}`);
    expect(cleared).toEqual([{ cleared: true }]);
  });

  it('validates a custom strategy against the shared schema', async () => {
    const url = `/api/business-plans/${bobPlan.businessPlanId}/custom-strategy`;
    const custom = generateCustomStrategy(bobPlan.result.recommendations, {});
    const bad = await call('PUT', url, bob, { ...custom, customParameters: { ...custom.customParameters, competitiveIntensity: 75 } });
    expect(bad.statusCode).toBe(400);
    const noStrategy = await call('PUT', url, bob, { customParameters: custom.customParameters });
    expect(noStrategy.statusCode).toBe(400);
  });

  it('deletes a plan with its analyses, and records who did it', async () => {
    const { businessPlanId } = await analyze(bob, 'Short-lived', samplePlan);
    const res = await call('DELETE', `/api/business-plans/${businessPlanId}`, bob);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/api/business-plans/${businessPlanId}/analysis`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/business-plans/${businessPlanId}`, bob)).statusCode).toBe(404);
    expect(await rows(sql`select count(*)::int as n from analyses where business_plan_id = ${businessPlanId}`)).toEqual([{ n: 0 }]);
    const listed = (await call('GET', '/api/analyses?limit=100', bob)).json() as { businessPlanId: number }[];
    expect(listed.map((a) => a.businessPlanId)).not.toContain(businessPlanId);
    const audit = await rows(
      sql`select action, user_id, organization_id from audit_log where action = 'business_plan.delete' and target_id = ${String(businessPlanId)}`,
    );
    expect(audit).toEqual([{ action: 'business_plan.delete', user_id: bob.user.id, organization_id: bob.user.organization.id }]);
  });

  it('requires a signed-in user for every read and write', async () => {
    for (const [method, url] of [
      ['GET', '/api/analyses'],
      ['GET', '/api/business-plans'],
      ['GET', `/api/business-plans/${bobPlan.businessPlanId}/analysis`],
      ['DELETE', `/api/business-plans/${bobPlan.businessPlanId}`],
      ['DELETE', `/api/business-plans/${bobPlan.businessPlanId}/custom-strategy`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
