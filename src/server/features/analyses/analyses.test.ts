import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultSchema } from '#shared/schemas/analysis.ts';
import { CONTENT_MIN_MESSAGE, TITLE_MIN_MESSAGE } from '#shared/schemas/business-plan.ts';
import { ENGINE_VERSION } from '../../engine/analyze.ts';
import { testConfig } from '../../config.ts';
import { createEncryptor, parseKey } from '../../lib/encryption.ts';
import { unseal } from './sealed-json.ts';
import { samplePlan } from '../../extract/test-files.ts';
import { startLlmServer } from '../../llm/test-llm-server.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';

const plan = (n: number) => `${samplePlan}\nMilestone ${n}: the Lumio Hub pilot with ${n} offices.`;

describe.each(testDatabaseKinds)('POST /api/analyze on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let alice: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: { uploadsPerMinute: 1000, analysesPerMinute: 1000 } });
    owner = await registerUser(t.app);
    alice = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const analyze = (who: SignedIn | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/analyze', payload, headers: who?.headers ?? {} });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('answers the spec validation messages', async () => {
    const missing = await analyze(alice, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toEqual([TITLE_MIN_MESSAGE, CONTENT_MIN_MESSAGE]);
    const short = await analyze(alice, { title: 'ab', content: samplePlan });
    expect(short.json()).toMatchObject({ message: TITLE_MIN_MESSAGE });
    const padded = await analyze(alice, { title: 'Padded', content: `${' '.repeat(60)}${'x'.repeat(49)}\n\n` });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().message).toBe(CONTENT_MIN_MESSAGE);
  });

  it('requires a signed-in user', async () => {
    expect((await analyze(null, { title: 'Lumio', content: samplePlan })).statusCode).toBe(401);
    // Authentication comes before validation: a stranger learns nothing about the expected body.
    expect((await analyze(null, {})).statusCode).toBe(401);
  });

  it('analyses the plan and stores it encrypted with its analysis, in one go', async () => {
    const res = await analyze(alice, { title: '  Lumio Hub plan ', content: `\n${samplePlan}\n`, fileName: 'lumio.docx' });
    expect(res.statusCode).toBe(201);
    const { businessPlanId, result } = res.json();
    expect(Number.isInteger(businessPlanId)).toBe(true);
    expect(resultSchema.parse(result)).toEqual(result);
    expect(result.engineVersion).toBe(ENGINE_VERSION);

    const [stored] = await rows<{ title: string; content_encrypted: string; file_name: string; organization_id: number }>(
      sql`select title, content_encrypted, file_name, organization_id from business_plans where id = ${businessPlanId}`,
    );
    expect(stored).toMatchObject({ title: 'Lumio Hub plan', file_name: 'lumio.docx', organization_id: alice.user.organization.id });
    expect(stored.content_encrypted.startsWith('v1:')).toBe(true);
    for (const plaintext of ['LUMIO', 'Lumio Hub', 'thermostat']) expect(stored.content_encrypted).not.toContain(plaintext);

    const analyses = await rows<{ result: unknown; engine_version: string; custom_strategy: unknown }>(
      sql`select result, engine_version, custom_strategy from analyses where business_plan_id = ${businessPlanId}`,
    );
    expect(analyses).toHaveLength(1);
    expect(analyses[0]).toMatchObject({ engine_version: ENGINE_VERSION, custom_strategy: null });
    // The result quotes the plan, so it is sealed with the plan's key too.
    const sealed = analyses[0]!.result as { sealed: string };
    for (const plaintext of ['LUMIO', 'Lumio Hub', 'thermostat']) expect(sealed.sealed).not.toContain(plaintext);
    expect(unseal(createEncryptor(parseKey(testConfig().encryptionKey!)), sealed)).toEqual(result);

    const audit = await rows<{ action: string; user_id: number }>(
      sql`select action, user_id from audit_log where target_type = 'business_plan' and target_id = ${String(businessPlanId)}`,
    );
    expect(audit).toEqual([{ action: 'analysis.create', user_id: alice.user.id }]);

    const plans = await t.app.inject({ method: 'GET', url: '/api/business-plans', headers: alice.headers });
    expect(plans.json()[0]).toMatchObject({ id: businessPlanId, title: 'Lumio Hub plan', content: samplePlan });
  });

  it('gives the instance owner’s Enterprise organization unlimited analyses', async () => {
    expect(owner.user.organization.subscriptionTier).toBe('enterprise');
    for (let i = 0; i < 12; i++) expect((await analyze(owner, { title: `Big ${i}`, content: plan(i) })).statusCode).toBe(201);
  });

  it('counts a free organization’s analyses and refuses the 11th with the limit and the reset date', async () => {
    t.clock.now = new Date('2026-11-27T10:00:00Z');
    const bob = await registerUser(t.app);
    for (let i = 1; i <= 10; i++) expect((await analyze(bob, { title: `Plan ${i}`, content: plan(i) })).statusCode).toBe(201);
    const refused = await analyze(bob, { title: 'Plan 11', content: plan(11) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Your organization has used its 10 analyses for this month on the Free plan. The quota resets on December 1, 2026.',
    );
    expect(refused.json().quota).toEqual({ limit: 10, used: 10, tier: 'free', resetsAt: '2026-12-01T00:00:00.000Z' });
    expect(Number(refused.headers['retry-after'])).toBe((Date.parse('2026-12-01T00:00:00Z') - t.clock.now.getTime()) / 1000);
    const [{ plans }] = await rows<{ plans: number }>(
      sql`select count(*)::int as plans from business_plans where organization_id = ${bob.user.organization.id}`,
    );
    expect(plans).toBe(10);

    t.clock.now = new Date('2026-11-30T23:59:59Z');
    expect((await analyze(bob, { title: 'Plan 11', content: plan(11) })).statusCode).toBe(429);
    t.clock.now = new Date('2026-12-01T00:00:00Z');
    expect((await analyze(bob, { title: 'Plan 11', content: plan(11) })).statusCode).toBe(201);
    const [org] = await rows<{ api_usage: number; api_usage_period: string }>(
      sql`select api_usage, api_usage_period::text from organizations where id = ${bob.user.organization.id}`,
    );
    expect(org).toEqual({ api_usage: 1, api_usage_period: '2026-12-01' });
  });

  it('never lets concurrent analyses go past the quota', async () => {
    const carol = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => analyze(carol, { title: `Race ${i}`, content: plan(i) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const [org] = await rows<{ api_usage: number }>(sql`select api_usage from organizations where id = ${carol.user.organization.id}`);
    expect(org.api_usage).toBe(10);
  });

  it('follows the organization’s quota and tier (Pro, or a quota an admin lowered)', async () => {
    const dave = await registerUser(t.app);
    await t.database.db.execute(
      sql`update organizations set subscription_tier = 'pro', api_quota = 1 where id = ${dave.user.organization.id}`,
    );
    expect((await analyze(dave, { title: 'Only one', content: plan(1) })).statusCode).toBe(201);
    const refused = await analyze(dave, { title: 'One more', content: plan(2) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Your organization has used its 1 analysis for this month on the Pro plan\. /);
  });

});

describe('POST /api/analyze limits and options', () => {
  it('rate-limits each user per minute with 429 and Retry-After', async () => {
    const t = await createTestApp('pglite', { rateLimits: { uploadsPerMinute: 1000, analysesPerMinute: 2 } });
    try {
      const owner = await registerUser(t.app);
      const send = (who: SignedIn) =>
        t.app.inject({ method: 'POST', url: '/api/analyze', payload: { title: 'Lumio', content: samplePlan }, headers: who.headers });
      expect((await send(owner)).statusCode).toBe(201);
      expect((await send(owner)).statusCode).toBe(201);
      const limited = await send(owner);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many analyses in a short time\. Please wait \d+ seconds and try again\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(await registerUser(t.app))).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('falls back to the local result, with a note, when the configured LLM does not answer in time', async () => {
    const llm = await startLlmServer(() => ({ hang: true }));
    const t = await createTestApp('pglite', { llm: { baseUrl: llm.baseUrl, model: 'test-model', timeoutMs: 300 } });
    try {
      const owner = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { title: 'Lumio', content: samplePlan },
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(201);
      expect(llm.requests).toHaveLength(1);
      expect(res.json().result.notes).toEqual(expect.arrayContaining([expect.stringMatching(/^AI enrichment unavailable: /)]));
      expect(res.json().result.recommendations.length).toBeGreaterThan(0);
    } finally {
      await t.close();
      await llm.close();
    }
  });
});
