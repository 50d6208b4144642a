import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { brandLabel, stripBrand } from '#shared/rules/domain-names.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser } from './support/browser.ts';
import { analyzeThroughForm, claimInstance, signIn } from './analysis-helpers.ts';

// The test configuration's default: domain lookups off, as on a closed network. Every answer is
// "unknown" with a source starting "offline:", and the panel says so once.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await claimInstance(browser, server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('domain availability panel on a server that cannot reach the registries', () => {
  it('says it plainly once, shows every name as Unknown, and never calls one available', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { result } = await analyzeThroughForm(page);
    const rec = result.recommendations.find((r) => r.details.kind === 'trademark');
    if (!rec || rec.details.kind !== 'trademark') throw new Error('the plan gave no trademark recommendation');
    const stripped = stripBrand(rec.details.mark);
    const card = page.locator(`[data-recommendation-id="${rec.id}"]`);

    await card.getByRole('button', { name: `Domain availability for ${rec.details.mark}` }).click();
    const list = card.getByRole('list', { name: `Suggested domains for ${stripped}` });
    await list.waitFor();
    const notice = card.getByTestId('domain-offline-notice');
    expect(await notice.innerText()).toContain('Availability unknown: this server cannot reach the domain registries.');
    expect(await notice.innerText()).toContain('Domain lookups are turned off on this server');

    const statuses = await list.locator('[data-domain-status]').allInnerTexts();
    expect(statuses.length).toBe(11);
    expect(new Set(statuses)).toEqual(new Set(['Unknown']));
    expect(await list.locator('[data-domain]').first().getAttribute('data-domain')).toBe(`${brandLabel(stripped)}.com`);
    // Said once above, not under every row.
    expect(await card.getByText(/^Source:/).count()).toBe(0);

    await card.getByLabel('Check another domain').fill('lumio');
    await card.getByRole('button', { name: 'Check', exact: true }).click();
    const mine = card.getByRole('list', { name: 'Domains you checked' });
    await mine.locator('[data-domain="lumio.com"]').waitFor();
    expect(await mine.locator('[data-domain-status]').innerText()).toBe('Unknown');
    expect(await card.getByTestId('domain-offline-notice').count()).toBe(1);
    expect(await card.getByText(/^Source:/).count()).toBe(0);
    expect(await card.getByText('Likely available').count()).toBe(0);
    await context.close();
  });
});
