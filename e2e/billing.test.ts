import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped, calendarMonth } from '#shared/rules/billing-period.ts';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from '#server/features/billing/test-stripe-server.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { PLAN_TEXT, claimInstance, seriousViolations, signIn } from './analysis-helpers.ts';

// SCREENSHOT_DIR=/tmp/shots keeps a picture of each state for a human to look at.
const shotDir = process.env.SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

async function organizationOf(server: RunningServer, page: Page): Promise<number> {
  const me = await page.context().request.get(`${server.baseUrl}/api/auth/me`);
  return (await me.json()).organization.id;
}

/** A second person in the admin's organization, as an ordinary member (invitations are the organizations feature's). */
async function memberOf(server: RunningServer, organizationId: number) {
  const context = await newContext(browser, server.baseUrl);
  const account = newAccount('Mel', 'Member');
  await registerThroughApi(context, server.baseUrl, account);
  await server.app.deps.database.db.execute(sql`update users set organization_id = ${organizationId}, role = 'member' where username = ${account.username}`);
  return context;
}

describe('/billing without a payment provider', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
    await claimInstance(browser, server.baseUrl);
  });
  afterAll(() => server?.close());

  it('shows the plan, its usage and the plans; a paid plan says to contact support', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const resets = longDate(calendarMonth(new Date()).end);
    await page.goto('/billing');
    const current = page.getByTestId('current-subscription');
    await current.waitFor();
    expect(await current.getByTestId('usage-text').innerText()).toBe('0 of 10 analyses this month');
    expect(await current.innerText()).toContain(`Resets on ${resets}`);
    expect(await page.locator('[data-plan="pro"]').innerText()).toContain('$29 / month');
    expect(await page.locator('[data-plan="enterprise"]').innerText()).toContain('$99 / month');
    await page.getByText('Online payment is not set up on this server.').waitFor();
    await page.getByText('No invoices yet.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'billing-no-provider-admin-1280');

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.getByText('Payment Processing', { exact: true }).waitFor();
    await page.getByText('Please contact support to upgrade your plan. Payment processing will be available soon.').waitFor();
    await page.setViewportSize(mobileViewport);
    await shoot(page, 'billing-no-provider-admin-375');
    await context.close();
  });

  it('is read-only for members', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const member = await memberOf(server, await organizationOf(server, page));
    const memberPage = await member.newPage();
    await memberPage.goto('/billing');
    await memberPage.getByText("Only your organization's admins can change the plan or the payment method.").waitFor();
    expect(await memberPage.getByRole('button', { name: 'Upgrade to Pro' }).isDisabled()).toBe(true);
    expect(await memberPage.getByRole('button', { name: 'Upgrade to Enterprise' }).isDisabled()).toBe(true);
    await shoot(memberPage, 'billing-no-provider-member-1280');
    await memberPage.setViewportSize(mobileViewport);
    await shoot(memberPage, 'billing-no-provider-member-375');
    await Promise.all([member.close(), context.close()]);
  });

  it('shows the usage by the Analyze button and, at the quota, the limit, the reset date and the way to the plans', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const organizationId = await organizationOf(server, page);
    const note = page.getByTestId('usage-note');
    expect(await note.innerText()).toMatch(/^0 of 10 analyses this month, resets \w+ \d+\. Plans$/);
    const month = calendarMonth(new Date()).start.toISOString().slice(0, 10);
    await server.app.deps.database.db.execute(sql`update organizations set api_usage = 10, api_usage_period = ${month} where id = ${organizationId}`);
    await page.getByLabel('Title').fill('Over the quota');
    await page.getByRole('textbox', { name: 'Business plan' }).fill(PLAN_TEXT);
    await page.getByRole('button', { name: 'Analyze Business Plan' }).click();
    const resets = longDate(calendarMonth(new Date()).end);
    await page.getByText(`Your organization has used its 10 analyses for this month on the Free plan. The quota resets on ${resets}.`).waitFor();
    await note.getByText(/^All 10 analyses used this month/).waitFor();
    await shoot(page, 'dashboard-quota-1280');
    await page.getByRole('button', { name: 'View plans' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByTestId('current-subscription').getByText('10 of 10 analyses this month').waitFor();
    await context.close();
  });
});

describe('/billing with Stripe', () => {
  const secretKey = 'sk_test_e2e';
  const webhookSecret = 'whsec_e2e';
  const prices = { pro: 'price_pro', enterprise: 'price_enterprise' };
  let stripe: StripeStandIn;
  let server: RunningServer;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ secretKey, prices: { price_pro: 2900, price_enterprise: 9900 } });
    server = await startServer({ stripe: { secretKey, webhookSecret, prices, api: stripe.api } });
    await claimInstance(browser, server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    const signature = new Stripe(secretKey).webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await fetch(`${server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.status).toBe(200);
  }

  it('upgrades through Checkout; the plan changes when Stripe’s signed event arrives', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await page.goto('/billing');
    await page.getByText('Payments are processed by Stripe.').waitFor();
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/c/pay/cs_'));
    await page.getByRole('heading', { name: 'Checkout stand-in' }).waitFor();

    // What Stripe does once the card is accepted: the subscription exists and its events are sent.
    const start = new Date();
    const end = addMonthsClamped(start, 1);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const { session, subscription } = stripe.completeCheckout(sessionId, { start, end });
    await page.goto('/billing?checkout=success');
    await page.getByText('Payment received').waitFor();
    await deliver(stripeEvent('checkout.session.completed', session));
    const seconds = Math.floor(start.getTime() / 1000);
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_e2e_1',
        object: 'invoice',
        customer: subscription.customer,
        number: 'MOAT-0001',
        description: 'Moatmap Pro, monthly',
        amount_due: 2900,
        amount_paid: 2900,
        currency: 'usd',
        status: 'paid',
        created: seconds,
        hosted_invoice_url: `${stripe.url}/i/in_e2e_1`,
        invoice_pdf: `${stripe.url}/i/in_e2e_1/pdf`,
        next_payment_attempt: null,
        lines: { object: 'list', data: [] },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
      }),
    );
    await page.getByText('Your plan is active').waitFor({ timeout: 15_000 });
    const current = page.getByTestId('current-subscription');
    expect(await current.innerText()).toContain(`Renews on ${longDate(end)}.`);
    expect(await current.getByTestId('usage-text').innerText()).toBe('0 of 100 analyses this month');
    expect(await page.locator('[data-plan="pro"]').getByText('Current', { exact: true }).count()).toBe(1);
    const invoiceRow = page.getByRole('row', { name: /Moatmap Pro, monthly/ });
    await invoiceRow.waitFor();
    expect(await invoiceRow.innerText()).toContain('$29.00');
    expect(await invoiceRow.getByRole('link', { name: /PDF/ }).getAttribute('href')).toBe(`${stripe.url}/i/in_e2e_1/pdf`);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'billing-stripe-admin-1280');
    await page.setViewportSize(mobileViewport);
    await shoot(page, 'billing-stripe-admin-375');

    const member = await memberOf(server, await organizationOf(server, page));
    const memberPage = await member.newPage();
    await memberPage.goto('/billing');
    await memberPage.getByRole('row', { name: /Moatmap Pro, monthly/ }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'Manage payment method' }).count()).toBe(0);
    await shoot(memberPage, 'billing-stripe-member-1280');
    await member.close();

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('button', { name: 'Manage payment method' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/p/session/bps_'));
    await page.goto('/billing');

    await page.getByRole('button', { name: 'Choose Free' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(`Your organization keeps Pro until ${longDate(end)}, then moves to Free`);
    await shoot(page, 'billing-stripe-cancel-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Your subscription has been canceled.').waitFor();
    expect(await page.getByTestId('current-subscription').innerText()).toContain(`Your Pro plan ends on ${longDate(end)}; your organization then moves to Free.`);
    await page.getByRole('button', { name: 'Renew Pro' }).waitFor();
    await context.close();
  });
});
