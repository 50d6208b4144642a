import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Recommendation, Strategy } from '#shared/schemas/analysis.ts';
import { reportFeeBudget } from '#shared/rules/custom-strategy-budget.ts';
import { formatRange } from '#shared/rules/fee-budget.ts';
import { formatUsd } from '#shared/rules/fees.ts';
import { generateCustomStrategy } from '#shared/rules/custom-strategy.ts';
import { describeCustomParameters } from '#shared/rules/custom-strategy-summary.ts';
import { defaultCustomStrategyParameters, type CustomStrategyParameters } from '#shared/schemas/custom-strategy.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser } from './support/browser.ts';
import { analyzeThroughForm, phaseActions, phaseKeys, signIn } from './analysis-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The roadmap as shown, and the one budget: the headline is the fee table's total for these parameters. */
async function expectRoadmap(page: Page, strategy: Strategy, recs: Recommendation[], params: CustomStrategyParameters | null) {
  for (const key of phaseKeys) expect(await phaseActions(page, key)).toEqual(strategy[key]);
  const budget = reportFeeBudget(recs, params);
  expect(await page.getByTestId('estimated-budget').innerText()).toBe(formatRange(budget));
  const total = await page.locator('[data-testid="fee-lines"] table tfoot').textContent();
  expect(total).toContain(formatUsd(budget.low));
  expect(total).toContain(formatUsd(budget.high));
}

describe('the custom strategy', () => {
  it('rebuilds the roadmap for trademarks only with the offensive flag, keeps it after a reload, and restores the original', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { businessPlanId, result } = await analyzeThroughForm(page);
    await expectRoadmap(page, result.strategy, result.recommendations, null);

    await page.getByRole('button', { name: 'Custom Strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Custom Strategy' });
    await dialog.waitFor();
    // The spec's defaults.
    expect(await dialog.getByLabel('Industry').inputValue()).toBe('technology');
    expect(await dialog.getByLabel('Company size').inputValue()).toBe('startup');
    expect(await dialog.getByLabel('Timeline').inputValue()).toBe('12');
    expect(await dialog.getByLabel('Budget').inputValue()).toBe('low');
    expect(await dialog.getByLabel('Competitive intensity').inputValue()).toBe('70');
    for (const name of ['Patents', 'Trademarks', 'Trade Secrets', 'Copyrights']) {
      expect(await dialog.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }
    for (const name of ['International Protection', 'Defensive Strategy', 'Offensive Strategy']) {
      expect(await dialog.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    }

    await dialog.getByLabel('Company name').fill('LUMIO Labs');
    for (const name of ['Patents', 'Trade Secrets', 'Copyrights', 'Offensive Strategy']) await dialog.getByRole('switch', { name }).click();
    await dialog.getByRole('button', { name: 'Generate Strategy' }).click();
    await page.getByText('Custom Strategy Created').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const params = {
      ...defaultCustomStrategyParameters,
      companyName: 'LUMIO Labs',
      prioritizePatents: false,
      prioritizeTradeSecrets: false,
      prioritizeCopyrights: false,
      offensiveStrategy: true,
    };
    const expected = generateCustomStrategy(result.recommendations, params).strategy;
    // Only trademarks are phrased as actions, so the immediate phase registers each top trademark.
    const trademarks = result.recommendations.filter((r) => r.type === 'trademark');
    expect(trademarks.length).toBeGreaterThan(0);
    expect(expected.immediate.filter((a) => a.startsWith('Register trademark')).length).toBe(Math.min(3, trademarks.length));
    expect(expected).not.toEqual(result.strategy);

    const summary = page.getByTestId('custom-strategy-summary');
    await summary.getByText('Custom Strategy').waitFor();
    const summaryText = await summary.innerText();
    for (const line of describeCustomParameters(params)) expect(summaryText).toContain(line.value);
    await expectRoadmap(page, expected, result.recommendations, params);

    // Saved with the analysis: the stored page shows it after a reload.
    await page.goto(`/analysis/${businessPlanId}`);
    await page.getByRole('heading', { level: 1, name: `Analysis for: ${'Lumio Hub Business Plan'}` }).waitFor();
    await page.reload();
    await page.getByTestId('custom-strategy-summary').waitFor();
    await expectRoadmap(page, expected, result.recommendations, params);

    // The dialog opens with the saved parameters.
    await page.getByRole('button', { name: 'Custom Strategy' }).click();
    expect(await page.getByRole('dialog').getByRole('switch', { name: 'Offensive Strategy' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Restore original' }).click();
    await page.getByText('Original Strategy Restored').waitFor();
    await page.getByTestId('custom-strategy-summary').waitFor({ state: 'detached' });
    await expectRoadmap(page, result.strategy, result.recommendations, null);
    await page.reload();
    await page.getByTestId('analysis-report').waitFor();
    expect(await page.getByTestId('custom-strategy-summary').count()).toBe(0);
    await context.close();
  });
});
