import { reportFeeBudget } from '#shared/rules/custom-strategy-budget.ts';
import { formatRange } from '#shared/rules/fee-budget.ts';
import { findingCostText, reportBudget } from '#shared/exports/report-model.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ipTypeLabels, likelihoodBand } from '#shared/rules/ratings.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser } from './support/browser.ts';
import { PLAN_TEXT, analyzeThroughApi, analyzeThroughForm, claimInstance, signIn } from './analysis-helpers.ts';

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

describe('the main job: paste a plan, read the report, act on it', () => {
  it('shows the empty state, then one card per recommendation with its type, band, potential and next step', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    // Submit stays disabled under 50 characters.
    await page.getByRole('textbox', { name: 'Business plan' }).fill('Too short to analyse.');
    expect(await page.getByRole('button', { name: 'Analyze Business Plan' }).isDisabled()).toBe(true);

    const { result } = await analyzeThroughForm(page);
    await page.getByText('Analysis Complete').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Your IP Analysis' }).waitFor();

    // The plan names a coined brand, a technical method, a confidential recipe and in-house software.
    expect(new Set(result.recommendations.map((r) => r.type))).toEqual(new Set(['patent', 'trademark', 'trade_secret', 'copyright']));
    const cards = page.locator('[data-recommendation-id]');
    expect(await cards.count()).toBe(result.recommendations.length);
    for (const rec of result.recommendations) {
      const card = page.locator(`[data-recommendation-id="${rec.id}"]`);
      expect(await card.getByRole('heading').innerText()).toBe(rec.name);
      expect(await card.locator('[data-ip-type]').innerText()).toBe(ipTypeLabels[rec.type]);
      expect(await card.locator('[data-likelihood-band]').getAttribute('data-likelihood-band')).toBe(likelihoodBand(rec.likelihood));
      const text = await card.innerText();
      expect(text).toContain(rec.nextStep);
      expect(text).toContain(rec.potential.charAt(0).toUpperCase() + rec.potential.slice(1));
    }
    // Counts per type and the four phases with their windows.
    for (const [type, count] of [
      ['patent', result.counts.patents],
      ['trademark', result.counts.trademarks],
      ['trade_secret', result.counts.tradeSecrets],
      ['copyright', result.counts.copyrights],
    ] as const) {
      expect(await page.locator(`[data-glance-type="${type}"] th`).innerText()).toMatch(new RegExp(`\\s${count}$`));
    }
    for (const label of ['Immediate', 'Short-Term', 'Medium-Term', 'Long-Term']) {
      await page.locator('[data-phase] h3', { hasText: label }).waitFor();
    }
    // One budget: the headline is the fee table's sum, which is the engine's for the same findings.
    expect(await page.getByTestId('estimated-budget').innerText()).toBe(formatRange(reportFeeBudget(result.recommendations, null)));
    expect(result.strategy.estimatedBudget.startsWith(formatRange(reportFeeBudget(result.recommendations, null)))).toBe(true);
    await context.close();
  });

  it('opens the details, adds to the plan, goes to the plan, and on return says Already in Plan', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { result } = await analyzeThroughForm(page);
    const trademark = result.recommendations.find((r) => r.type === 'trademark')!;
    expect(trademark.details.kind).toBe('trademark');

    await page.getByRole('button', { name: `View details: ${trademark.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: trademark.name }).waitFor();
    const details = await dialog.innerText();
    // Every rationale line, each supporting sentence of the plan quoted, distinctiveness and Nice classes.
    for (const reason of trademark.rationale) expect(details).toContain(reason);
    for (const evidence of trademark.evidence) expect(details).toContain(`“${evidence.text}”`);
    expect(details).toContain('Distinctiveness');
    if (trademark.details.kind === 'trademark') {
      for (const nice of trademark.details.niceClasses) expect(details).toContain(`Class ${nice.number}: ${nice.label}`);
    }
    expect(details).toContain('3-6 months');
    // Its cost is its share of the report's fee table, not a generic range.
    expect(details).toContain(findingCostText(trademark, reportBudget({ result })));

    await dialog.getByRole('button', { name: 'Add to Implementation Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/implementation-plan');
    const plan = await (await context.request.get(`${server.baseUrl}/api/plan-items`)).json();
    expect(plan).toEqual([expect.objectContaining({ id: trademark.id, name: trademark.name, status: 'pending', type: 'trademark' })]);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: `View details: ${trademark.name}` }).click();
    const button = page.getByRole('dialog').getByRole('button', { name: 'Already in Plan' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the patent timing warnings and its estimate in the details', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { result } = await analyzeThroughForm(page);
    const patent = result.recommendations.find((r) => r.type === 'patent')!;
    await page.getByRole('button', { name: `View details: ${patent.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: patent.name }).waitFor();
    const text = await dialog.innerText();
    if (patent.details.kind === 'patent') for (const warning of patent.details.warnings) expect(text).toContain(warning);
    expect(text).toContain('6-18 months');
    expect(text).toContain('$5,000-$15,000');
    expect(text).toContain('20 years from filing');
    await context.close();
  });

  it('shows the server message in an Analysis Failed toast when the month quota is used up', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    // An ordinary organization has 10 analyses a month (the instance owner was registered in beforeAll).
    for (let i = 1; i <= 10; i += 1) await analyzeThroughApi(context, server.baseUrl, `Plan ${i}`);
    const refusal = await context.request.post(`${server.baseUrl}/api/analyze`, {
      data: { title: 'Probe', content: PLAN_TEXT },
      headers: { origin: server.baseUrl },
    });
    expect(refusal.status()).toBe(429);
    const { message } = (await refusal.json()) as { message: string };

    await page.getByLabel('Title').fill('One too many');
    await page.getByRole('textbox', { name: 'Business plan' }).fill(PLAN_TEXT);
    await page.getByRole('button', { name: 'Analyze Business Plan' }).click();
    await page.getByText('Analysis Failed').waitFor();
    await page.getByText(message).waitFor();
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    await context.close();
  });
});
