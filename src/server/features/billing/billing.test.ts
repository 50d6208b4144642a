import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingSchema, subscriptionSchema } from '#shared/schemas/billing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';

describe.each(testDatabaseKinds)('billing without a payment provider on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  let orgId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.now = new Date('2026-11-23T18:00:00Z');
    await registerUser(t.app); // the instance owner (super admin)
    admin = await registerUser(t.app);
    orgId = admin.user.organization.id;
    member = await registerUser(t.app);
    // A member of the admin's organization (invitations belong to the organizations feature).
    await t.database.db.execute(sql`update users set organization_id = ${orgId}, role = 'member' where id = ${member.user.id}`);
    stranger = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const post = (url: string, who?: SignedIn, payload?: object) => t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const setOrg = (values: ReturnType<typeof sql>) => t.database.db.execute(sql`update organizations set ${values} where id = ${orgId}`);

  it('lists the plans with the spec’s default prices', async () => {
    const res = await get('/api/billing/pricing');
    expect(res.statusCode).toBe(200);
    const pricing = pricingSchema.parse(res.json());
    expect([pricing.free.price, pricing.pro.price, pricing.enterprise.price]).toEqual([0, 29, 99]);
    expect([pricing.free.quota, pricing.pro.quota, pricing.enterprise.quota]).toEqual([10, 100, -1]);
    expect(pricing.pro.features.length).toBeGreaterThan(2);
  });

  it('shows the subscription with this month’s usage, and says payments are not configured', async () => {
    const res = await get('/api/billing/subscription', admin);
    expect(res.statusCode).toBe(200);
    expect(subscriptionSchema.parse(res.json())).toEqual({
      tier: 'free',
      status: 'active',
      apiUsage: 0,
      apiQuota: 10,
      subscriptionEndDate: null,
      usageResetsAt: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      paymentProvider: null,
      canManage: true,
      hasBillingAccount: false,
      paymentIssue: null,
    });
    await setOrg(sql`api_usage = 7, api_usage_period = '2026-11-01'`);
    expect((await get('/api/billing/subscription', member)).json()).toMatchObject({ apiUsage: 7, canManage: false });
    // A count from an earlier month no longer counts, without anything having reset it.
    await setOrg(sql`api_usage = 7, api_usage_period = '2026-10-01'`);
    expect((await get('/api/billing/subscription', admin)).json().apiUsage).toBe(0);
  });

  it('has an empty history, never someone else’s', async () => {
    await t.database.db.execute(sql`insert into billing_invoices (id, organization_id, description, amount_due, amount_paid, currency, status, created_at, state_at)
      values ('in_stranger', ${stranger.user.organization.id}, 'Pro', 2900, 2900, 'usd', 'paid', now(), now())`);
    const res = await get('/api/billing/history', admin);
    expect(res.json()).toEqual({ invoices: [], payments: [] });
    expect((await get('/api/billing/history', stranger)).json().invoices.map((i: { id: string }) => i.id)).toEqual(['in_stranger']);
  });

  it('refuses checkout, the portal and webhooks with the spec’s message when no provider is configured', async () => {
    const checkout = await post('/api/billing/checkout', admin, { plan: 'pro' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().message).toBe('Please contact support to upgrade your plan. Payment processing will be available soon.');
    expect((await post('/api/billing/portal', admin)).statusCode).toBe(503);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(webhook.statusCode).toBe(503);
    const [org] = await rows<{ subscription_tier: string }>(sql`select subscription_tier from organizations where id = ${orgId}`);
    expect(org.subscription_tier).toBe('free');
  });

  it('lets only admins change the plan', async () => {
    expect((await post('/api/billing/cancel-subscription', member)).statusCode).toBe(403);
    expect((await post('/api/billing/checkout', member, { plan: 'pro' })).statusCode).toBe(403);
    expect((await post('/api/billing/portal', member)).statusCode).toBe(403);
    expect((await get('/api/billing/subscription')).statusCode).toBe(401);
    expect((await get('/api/billing/history')).statusCode).toBe(401);
    const bad = await post('/api/billing/checkout', admin, { plan: 'platinum' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose the Pro or Enterprise plan');
  });

  it('ends a paid tier granted by a super admin when the admin chooses Free', async () => {
    expect((await post('/api/billing/cancel-subscription', admin)).json().message).toBe('Your organization is already on the Free plan.');
    await setOrg(sql`subscription_tier = 'pro', api_quota = 100`);
    const res = await post('/api/billing/cancel-subscription', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your subscription has been canceled.', subscription: { tier: 'free', apiQuota: 10, status: 'active' } });
    const audit = await rows(sql`select action, user_id from audit_log where organization_id = ${orgId} and action = 'billing.cancel'`);
    expect(audit).toEqual([{ action: 'billing.cancel', user_id: admin.user.id }]);
  });
});
