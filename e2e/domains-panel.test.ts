import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { brandLabel, domainMessages, stripBrand } from '#shared/rules/domain-names.ts';
import type { AnalysisResponse } from '#shared/schemas/business-plan.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport } from './support/browser.ts';
import { startDomainStandIns, type DomainStandIns } from './support/domains-registry.ts';
import { analyzeThroughForm, claimInstance, signIn } from './analysis-helpers.ts';

// The real server with domain lookups on, pointed at a loopback RDAP registry and DNS resolver.
// Each user may make CHECKS_PER_MINUTE domain requests a minute (a suggestions list counts as one).
const CHECKS_PER_MINUTE = 4;

let server: RunningServer;
let browser: Browser;
let standIns: DomainStandIns;

beforeAll(async () => {
  standIns = await startDomainStandIns({ checksPerMinute: CHECKS_PER_MINUTE });
  [server, browser] = await Promise.all([startServer({ domains: standIns.domains }), launchBrowser()]);
  await claimInstance(browser, server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await standIns?.close();
});

type Brand = { recId: string; mark: string; stripped: string; label: string };

/** The report's first trademark and the names the server derives from its mark; its .com is made "registered". */
function trademarkBrand(answer: AnalysisResponse): Brand {
  const rec = answer.result.recommendations.find((r) => r.details.kind === 'trademark');
  if (!rec || rec.details.kind !== 'trademark') throw new Error('the plan gave no trademark recommendation');
  const stripped = stripBrand(rec.details.mark);
  const label = brandLabel(stripped);
  standIns.registry.answers.set(`${label}.com`, 'registered');
  return { recId: rec.id, mark: rec.details.mark, stripped, label };
}

const toggleOf = (scope: Locator, brand: Brand) => scope.getByRole('button', { name: `Domain availability for ${brand.mark}` });
const statusOf = (scope: Locator, domain: string) => scope.locator(`[data-domain="${domain}"] [data-domain-status]`).innerText();

function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

describe('domain availability panel on a trademark recommendation', () => {
  it('stays closed until asked, shows loading, then the registry statuses; closing keeps the answers', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const suggestCalls = countRequests(page, '/api/domains/suggest');
    const brand = trademarkBrand(await analyzeThroughForm(page));
    const card = page.locator(`[data-recommendation-id="${brand.recId}"]`);
    const toggle = toggleOf(card, brand);

    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(suggestCalls.count).toBe(0);

    // Hold the suggestions answer in the browser until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/domains/suggest?*', async (route) => {
      await held;
      await route.continue();
    });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await card.getByTestId('domain-suggestions-loading').waitFor();
    await card.getByRole('status').filter({ hasText: 'Checking domains...' }).waitFor();
    release();

    const list = card.getByRole('list', { name: `Suggested domains for ${brand.stripped}` });
    await list.waitFor();
    expect(await statusOf(list, `${brand.label}.com`)).toBe('Registered');
    for (const tld of ['io', 'ai', 'co', 'app', 'dev']) expect(await statusOf(list, `${brand.label}.${tld}`)).toBe('Likely available');
    // Likely available first; the registered .com last.
    const statuses = await list.locator('[data-domain-status]').allInnerTexts();
    expect(statuses).toHaveLength(11);
    expect(statuses.at(-1)).toBe('Registered');
    expect(statuses.slice(0, 10).every((s) => s === 'Likely available')).toBe(true);
    // Who answered, and no invented price (no registrar is configured).
    const comRow = await list.locator(`[data-domain="${brand.label}.com"]`).innerText();
    expect(comRow).toContain(`Source: RDAP registry ${new URL(standIns.registry.url).host}`);
    expect(await list.innerText()).not.toMatch(/\$|\/ year/);
    expect(await card.getByTestId('domain-offline-notice').count()).toBe(0);
    expect(standIns.registry.queries.some((q) => q.name === `${brand.label}.io`)).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    await toggle.click();
    expect(await list.isVisible()).toBe(true);
    expect(suggestCalls.count).toBe(1);
    await context.close();
  });

  it('checks a custom name: button disabled while empty, .com added, statuses shown, bad input explained by the input', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const checkCalls = countRequests(page, '/api/domains/check');
    const brand = trademarkBrand(await analyzeThroughForm(page));
    const card = page.locator(`[data-recommendation-id="${brand.recId}"]`);
    await toggleOf(card, brand).click();
    await card.getByRole('list', { name: `Suggested domains for ${brand.stripped}` }).waitFor();

    const input = card.getByLabel('Check another domain');
    const button = card.getByRole('button', { name: 'Check', exact: true });
    expect(await button.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await button.isDisabled()).toBe(true);

    // No dot: .com is added, and the hint says so before the check.
    await input.fill('Lumio-Labs');
    await card.getByText('Checks lumio-labs.com').waitFor();
    await button.click();
    const mine = card.getByRole('list', { name: 'Domains you checked' });
    await mine.locator('[data-domain="lumio-labs.com"]').waitFor();
    expect(await statusOf(mine, 'lumio-labs.com')).toBe('Likely available');
    await card.getByRole('status').filter({ hasText: 'lumio-labs.com: Likely available' }).waitFor();

    standIns.registry.answers.set('taken-brand.io', 'registered');
    await input.fill('https://www.Taken-Brand.io/about');
    await button.click();
    await mine.locator('[data-domain="taken-brand.io"]').waitFor();
    expect(await statusOf(mine, 'taken-brand.io')).toBe('Registered');
    expect(await mine.locator('[data-domain]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-domain')))).toEqual([
      'taken-brand.io',
      'lumio-labs.com',
    ]);

    // The shared rules refuse this in the browser; no request is made.
    const before = checkCalls.count;
    await input.fill('lumio_labs');
    await button.click();
    expect(await card.getByRole('alert').innerText()).toBe(domainMessages.characters);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(checkCalls.count).toBe(before);

    // Only the server can tell this punycode is invalid: its 400 message shows by the input, with no toast.
    await input.fill('xn--zz');
    await button.click();
    await card.getByRole('alert').filter({ hasText: domainMessages.invalidIdn }).waitFor();
    expect(checkCalls.count).toBe(before + 1);
    expect(await page.getByText('Domain Check Failed').count()).toBe(0);
    expect(await mine.locator('[data-domain]').count()).toBe(2);
    await context.close();
  });

  it('when the server refuses (rate limit): the spec toasts, an empty suggestion list, and "Not available" for the check', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const brand = trademarkBrand(await analyzeThroughForm(page));
    // Use up this user's budget through the real API.
    for (let i = 0; i < CHECKS_PER_MINUTE; i += 1) {
      const response = await context.request.get(`${server.baseUrl}/api/domains/check?domain=spent${i}.com`);
      expect(response.status()).toBe(200);
    }
    const card = page.locator(`[data-recommendation-id="${brand.recId}"]`);
    await toggleOf(card, brand).click();
    await page.getByText('Domain Checking Limited').waitFor();
    await page.getByText('Unable to check domains at this time. Try again later or check a single domain.').waitFor();
    expect(await card.getByTestId('domain-suggestions-empty').innerText()).toBe('No domain suggestions available for the brand');
    await card.getByRole('status').filter({ hasText: /^No domain suggestions available for the brand$/ }).waitFor();
    expect(await card.locator('[data-domain]').count()).toBe(0);

    await card.getByLabel('Check another domain').fill('lumio.ai');
    await card.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Domain Check Failed').waitFor();
    await page.getByText('Unable to check domain availability at this time.').waitFor();
    const row = card.locator('[data-domain="lumio.ai"]');
    expect(await row.locator('[data-domain-status]').innerText()).toBe('Not available');
    expect(await row.innerText()).toMatch(/Too many domain checks: the limit is 4 a minute/);
    await context.close();
  });

  it('works in the details dialog too, sharing the answers already fetched for the card', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const suggestCalls = countRequests(page, '/api/domains/suggest');
    const answer = await analyzeThroughForm(page);
    const brand = trademarkBrand(answer);
    const rec = answer.result.recommendations.find((r) => r.id === brand.recId)!;
    const card = page.locator(`[data-recommendation-id="${brand.recId}"]`);
    await toggleOf(card, brand).click();
    await card.getByRole('list', { name: `Suggested domains for ${brand.stripped}` }).waitFor();

    await page.getByRole('button', { name: `View details: ${rec.name}` }).click();
    const dialog = page.getByRole('dialog');
    const toggle = toggleOf(dialog, brand);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const list = dialog.getByRole('list', { name: `Suggested domains for ${brand.stripped}` });
    await list.waitFor();
    expect(await statusOf(list, `${brand.label}.com`)).toBe('Registered');
    expect(await statusOf(list, `${brand.label}.io`)).toBe('Likely available');
    expect(suggestCalls.count).toBe(1);
    await context.close();
  });

  it('fits a 375 px screen and has no serious accessibility problems when open', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: mobileViewport });
    const brand = trademarkBrand(await analyzeThroughForm(page));
    const card = page.locator(`[data-recommendation-id="${brand.recId}"]`);
    await toggleOf(card, brand).click();
    await card.getByRole('list', { name: `Suggested domains for ${brand.stripped}` }).waitFor();
    await card.getByLabel('Check another domain').fill('averyverylongbrandnameforaverysmallscreen.app');
    await card.getByRole('button', { name: 'Check', exact: true }).click();
    await card.locator('[data-domain="averyverylongbrandnameforaverysmallscreen.app"] [data-domain-status]').waitFor();

    // The open panel stays on the screen, and nothing in it (the long name included) reaches past its edge.
    const fit = await card.locator('[data-domain-panel]').evaluate((panel) => ({
      right: panel.getBoundingClientRect().right,
      // scrollWidth: text that overflows its own box counts too (screen-reader-only text and inputs scroll by design).
      widest: Math.max(
        ...[...panel.querySelectorAll<HTMLElement>('*:not(.sr-only):not(input)')].map((e) => {
          const box = e.getBoundingClientRect();
          return box.left + Math.max(box.width, e.scrollWidth);
        }),
      ),
    }));
    expect(fit.right).toBeLessThanOrEqual(mobileViewport.width);
    expect(fit.widest).toBeLessThanOrEqual(fit.right);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const results = await new AxeBuilder({ page })
      .include(`[data-recommendation-id="${brand.recId}"] [data-domain-panel]`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
