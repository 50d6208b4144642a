import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlan } from '../../extract/test-files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from './test-stripe-server.ts';

const secretKey = 'sk_test_moatmap';
const webhookSecret = 'whsec_test_moatmap';
const prices = { pro: 'price_pro_monthly', enterprise: 'price_enterprise_monthly' };
const signer = new Stripe(secretKey);

describe.each(testDatabaseKinds)('billing with Stripe on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: SignedIn;
  let other: SignedIn;
  let orgId: number;
  let subscriptionId: string;
  let sessionId: string;
  const periodStart = new Date('2026-11-15T13:00:00Z');
  const periodEnd = new Date('2026-12-15T13:00:00Z');

  beforeAll(async () => {
    stripe = await startStripeStandIn({ secretKey, prices: { [prices.pro]: 3500, [prices.enterprise]: 12000 } });
    t = await createTestApp(kind, {
      stripe: { secretKey, webhookSecret, prices, api: stripe.api },
      rateLimits: { uploadsPerMinute: 1000, analysesPerMinute: 1000 },
      // The clock moves through several months of a subscription here.
      sessionIdleMs: 365 * 86_400_000,
      sessionMaxMs: 365 * 86_400_000,
    });
    t.clock.now = periodStart;
    await registerUser(t.app);
    admin = await registerUser(t.app, { company: 'Lumio Labs' });
    orgId = admin.user.organization.id;
    other = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, who: SignedIn, payload?: object) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const subscriptionOf = async (who: SignedIn) => (await get('/api/billing/subscription', who)).json();
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  function deliver(event: object, options: { secret?: string; signature?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const signature = options.signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret }) : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  }
  const invoice = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    object: 'invoice',
    customer: customerId(),
    number: `LUMIO-${id.slice(-4)}`,
    description: null,
    amount_due: 3500,
    amount_paid: 3500,
    currency: 'usd',
    status: 'paid',
    created: Math.floor(t.clock.now.getTime() / 1000),
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
    next_payment_attempt: null,
    period_start: Math.floor(periodStart.getTime() / 1000),
    period_end: Math.floor(periodEnd.getTime() / 1000),
    lines: { object: 'list', data: [{ id: 'il_1', description: '1 × Moatmap Pro (at $35.00 / month)', period: { start: Math.floor(periodStart.getTime() / 1000), end: Math.floor(periodEnd.getTime() / 1000) } }] },
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: { organizationId: String(orgId) } } },
    ...overrides,
  });
  const customerId = () => stripe.subscriptions.get(subscriptionId)!.customer as string;

  it('shows the prices set at Stripe', async () => {
    const pricing = (await t.app.inject({ method: 'GET', url: '/api/billing/pricing' })).json();
    expect([pricing.pro.price, pricing.enterprise.price]).toEqual([35, 120]);
  });

  it('starts Stripe Checkout for a first subscription, without granting anything yet', async () => {
    const res = await post('/api/billing/checkout', admin, { plan: 'pro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_`));
    sessionId = (res.json().url as string).split('/').pop()!;
    const customer = stripe.requests.find((r) => r.path === '/v1/customers')!;
    expect(customer.params).toMatchObject({ name: 'Lumio Labs', email: admin.user.email, 'metadata[organizationId]': String(orgId) });
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(orgId),
      'line_items[0][price]': prices.pro,
      success_url: 'http://localhost:80/billing?checkout=success',
      'subscription_data[metadata][organizationId]': String(orgId),
    });
    expect(await subscriptionOf(admin)).toMatchObject({ tier: 'free', paymentProvider: 'stripe', hasBillingAccount: true });
  });

  it('refuses unsigned, badly signed and wrongly signed events with 400 and changes nothing', async () => {
    const { session, subscription } = stripe.completeCheckout(sessionId, { start: periodStart, end: periodEnd });
    subscriptionId = subscription.id;
    const event = stripeEvent('checkout.session.completed', session, { id: 'evt_checkout_1', created: periodStart });
    expect((await deliver(event, { signature: null })).statusCode).toBe(400);
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).json().message).toBe('Invalid webhook signature');
    expect((await deliver(event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    // A body changed after signing: the signature of the original no longer matches.
    const tampered = { ...event, data: { object: { ...session, client_reference_id: String(other.user.organization.id) } } };
    const originalSignature = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: webhookSecret });
    expect((await deliver(tampered, { signature: originalSignature })).statusCode).toBe(400);
    expect((await subscriptionOf(admin)).tier).toBe('free');
    expect(await rows(sql`select id from billing_events`)).toEqual([]);

    const applied = await deliver(event);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(admin)).toMatchObject({
      tier: 'pro',
      status: 'active',
      apiQuota: 100,
      subscriptionEndDate: periodEnd.toISOString(),
      usageResetsAt: periodEnd.toISOString(),
    });
    expect((await subscriptionOf(other)).tier).toBe('free');
  });

  it('applies a replayed event once', async () => {
    const replay = await deliver(stripeEvent('customer.subscription.updated', stripe.subscriptions.get(subscriptionId), { id: 'evt_checkout_1' }));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const event = stripeEvent('invoice.paid', invoice('in_0001'), { id: 'evt_paid_1', created: periodStart });
    expect((await deliver(event)).json().duplicate).toBe(false);
    expect((await deliver(event)).json().duplicate).toBe(true);
    // The same event delivered twice at once (two instances): applied by one, a duplicate for the other.
    const twice = stripeEvent('invoice.finalized', invoice('in_0001'), { id: 'evt_finalized_1', created: periodStart });
    const answers = await Promise.all([deliver(twice), deliver(twice)]);
    expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
    expect(await rows(sql`select count(*)::int as n from billing_payments`)).toEqual([{ n: 1 }]);
    const audit = await rows<{ details: { to: { tier: string } } }>(sql`select details from audit_log where action = 'billing.standing' and organization_id = ${orgId}`);
    expect(audit.map((a) => a.details.to.tier)).toEqual(['pro']);
  });

  it('keeps the invoices and payments Stripe reported, per organization', async () => {
    const history = (await get('/api/billing/history', admin)).json();
    expect(history.invoices).toEqual([
      {
        id: 'in_0001',
        number: 'LUMIO-0001',
        description: '1 × Moatmap Pro (at $35.00 / month)',
        created: Math.floor(periodStart.getTime() / 1000),
        amount_paid: 3500,
        amount_due: 3500,
        currency: 'usd',
        status: 'paid',
        hosted_invoice_url: 'https://invoice.stripe.test/i/in_0001',
        invoice_pdf: 'https://pay.stripe.test/invoice/in_0001/pdf',
      },
    ]);
    expect(history.payments).toEqual([
      { id: 'evt_paid_1', invoice: 'in_0001', amount: 3500, currency: 'usd', status: 'succeeded', created: Math.floor(periodStart.getTime() / 1000), next_attempt: null },
    ]);
    expect((await get('/api/billing/history', other)).json()).toEqual({ invoices: [], payments: [] });
  });

  it('counts usage by the subscription period and starts again at its end, with or without the renewal event', async () => {
    await t.database.db.execute(sql`update organizations set api_usage = 100, api_usage_period = '2026-11-15' where id = ${orgId}`);
    t.clock.now = new Date('2026-12-15T12:59:00Z');
    const refused = await post('/api/analyze', admin, { title: 'Lumio', content: samplePlan });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Your organization has used its 100 analyses for this month on the Pro plan. The quota resets on December 15, 2026.');
    expect(refused.json().quota.resetsAt).toBe(periodEnd.toISOString());
    // Past the end and before Stripe reports the renewal: the next monthly period of the same anchor.
    t.clock.now = new Date('2026-12-15T13:00:30Z');
    expect((await subscriptionOf(admin)).apiUsage).toBe(0);
    expect((await post('/api/analyze', admin, { title: 'Lumio', content: samplePlan })).statusCode).toBe(201);
    expect(await rows(sql`select api_usage, api_usage_period::text from organizations where id = ${orgId}`)).toEqual([{ api_usage: 1, api_usage_period: '2026-12-15' }]);
  });

  it('follows renewals and ignores an older event that arrives late', async () => {
    const renewed = stripe.updateSubscription(subscriptionId, { period: { start: periodEnd, end: new Date('2027-01-15T13:00:00Z') } });
    expect((await deliver(stripeEvent('customer.subscription.updated', renewed, { created: new Date('2026-12-15T13:00:05Z') }))).statusCode).toBe(200);
    const stale = { ...renewed, items: { object: 'list', data: [{ ...(renewed.items as { data: object[] }).data[0], current_period_start: 1, current_period_end: 2 }] } };
    await deliver(stripeEvent('customer.subscription.updated', stale, { created: new Date('2026-11-20T00:00:00Z') }));
    expect(await subscriptionOf(admin)).toMatchObject({ subscriptionEndDate: '2027-01-15T13:00:00.000Z', apiUsage: 1 });
  });

  it('opens the customer portal, and the portal’s plan change for another paid plan', async () => {
    const portal = await post('/api/billing/portal', admin);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(stripe.requests.at(-1)!.params).toMatchObject({ customer: customerId(), return_url: 'http://localhost:80/billing' });
    const change = await post('/api/billing/checkout', admin, { plan: 'enterprise' });
    expect(change.statusCode).toBe(200);
    expect(stripe.requests.at(-1)!.params).toMatchObject({
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': subscriptionId,
      'flow_data[subscription_update_confirm][items][0][price]': prices.enterprise,
    });
    expect((await subscriptionOf(admin)).tier).toBe('pro');
    const other404 = await post('/api/billing/portal', other);
    expect(other404.statusCode).toBe(409);
  });

  it('waits through the provider’s retries, suspends when they end, and a payment lifts it', async () => {
    t.clock.now = new Date('2027-01-15T14:00:00Z');
    const retrying = invoice('in_0002', { status: 'open', amount_paid: 0, next_payment_attempt: Math.floor(Date.parse('2027-01-18T14:00:00Z') / 1000) });
    await deliver(stripeEvent('invoice.payment_failed', retrying, { created: t.clock.now }));
    expect((await subscriptionOf(admin)).status).toBe('active');
    await deliver(stripeEvent('customer.subscription.updated', stripe.updateSubscription(subscriptionId, { status: 'past_due', period: { start: new Date('2027-01-15T13:00:00Z'), end: new Date('2027-02-15T13:00:00Z') } }), { created: t.clock.now }));
    expect(await subscriptionOf(admin)).toMatchObject({ status: 'active', paymentIssue: 'past_due' });
    t.clock.now = new Date('2027-01-29T14:00:00Z');
    await deliver(stripeEvent('invoice.payment_failed', { ...retrying, next_payment_attempt: null }, { created: t.clock.now }));
    expect((await subscriptionOf(admin)).status).toBe('suspended');
    const payments = (await get('/api/billing/history', admin)).json().payments;
    expect(payments.map((p: { status: string; next_attempt: number | null }) => [p.status, p.next_attempt !== null])).toEqual([
      ['failed', false],
      ['failed', true],
      ['succeeded', false],
    ]);
    t.clock.now = new Date('2027-01-30T09:00:00Z');
    await deliver(stripeEvent('invoice.paid', invoice('in_0002', { amount_paid: 3500 }), { created: t.clock.now }));
    await deliver(stripeEvent('customer.subscription.updated', stripe.updateSubscription(subscriptionId, { status: 'active' }), { created: t.clock.now }));
    expect(await subscriptionOf(admin)).toMatchObject({ status: 'active', paymentIssue: null, tier: 'pro' });
    expect((await get('/api/billing/history', admin)).json().invoices[0]).toMatchObject({ id: 'in_0002', status: 'paid' });
  });

  it('cancels at the period’s end: Pro until then, Free when Stripe deletes the subscription', async () => {
    const res = await post('/api/billing/cancel-subscription', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your subscription has been canceled.',
      subscription: { tier: 'pro', status: 'canceled', cancelAtPeriodEnd: true, subscriptionEndDate: '2027-02-15T13:00:00.000Z' },
    });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    t.clock.now = new Date('2027-02-15T13:00:01Z');
    const ended = stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    await deliver(stripeEvent('customer.subscription.deleted', ended, { created: t.clock.now }));
    expect(await subscriptionOf(admin)).toMatchObject({ tier: 'free', status: 'active', apiQuota: 10, subscriptionEndDate: null, usageResetsAt: '2027-03-01T00:00:00.000Z' });
  });

  it('answers 200 to events for no known organization, and they touch no one', async () => {
    const stray = stripeEvent('invoice.paid', { ...invoice('in_9999'), customer: 'cus_unknown', parent: null });
    expect((await deliver(stray)).statusCode).toBe(200);
    expect(await rows(sql`select id from billing_invoices where id = 'in_9999'`)).toEqual([]);
  });

  it('answers 502 without Stripe’s own words when Stripe fails', async () => {
    await t.database.db.execute(sql`update billing_accounts set stripe_customer_id = 'cus_gone' where organization_id = ${orgId}`);
    const res = await post('/api/billing/portal', admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider could not complete the request. Please try again in a moment.');
  });
});
