// The report as a founder reads it: one budget, the memo's shape, focus that never drops to <body>, and axe with
// dialogs and menus open on a report that has every likelihood band.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { reportFeeBudget } from '#shared/rules/custom-strategy-budget.ts';
import { formatRange } from '#shared/rules/fee-budget.ts';
import { formatUsd } from '#shared/rules/fees.ts';
import { likelihoodBand } from '#shared/rules/ratings.ts';
import { customStrategyParametersSchema } from '#shared/schemas/custom-strategy.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport } from './support/browser.ts';
import { analyzeThroughForm, seriousViolations, signIn } from './analysis-helpers.ts';

/** A plan whose findings fall in all three likelihood bands (a descriptive name is low, a coined one high). */
const BANDS_TITLE = 'Lumio Hub and Fresh Coffee';
const BANDS_PLAN = [
  'LUMIO Labs builds the Lumio Hub, a smart thermostat for small offices.',
  'Our patent-pending adaptive scheduling method learns occupancy from door sensors and cuts heating costs by 30%.',
  'We sell our coffee under the brand Fresh Coffee. Our app is called Smart Thermostat App.',
  // Illustrations a contractor made, with no assignment mentioned, are only moderately likely the company's to protect.
  'The firmware and the mobile app are written in-house. A contractor designed the app\'s illustrations.',
  'Our calibration data for each building type is kept internal.',
].join(' ');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits (focus moves a frame after a dialog closes) until the focused element matches, then says what has focus. */
async function focusAfterwards(page: Page, selector: string): Promise<string> {
  await page.waitForFunction((sel) => document.activeElement?.matches(sel), selector, { timeout: 3000 }).catch(() => undefined);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    return ['id', 'aria-label', 'data-testid'].map((name) => `${name}="${el.getAttribute(name) ?? ''}"`).join(' ');
  });
}

describe('the report', () => {
  it('reads as a memo with one budget, and keeps focus where the user is', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { result } = await analyzeThroughForm(page, BANDS_TITLE, BANDS_PLAN);
    // Focus moved to the results heading once the analysis came back.
    expect(await focusAfterwards(page, '#report-title')).toContain('id="report-title"');
    expect(new Set(result.recommendations.map((r) => likelihoodBand(r.likelihood)))).toEqual(new Set(['low', 'moderate', 'high']));

    // The summary leads with two or three actions, each with a deadline and a cost; not a list of every finding.
    const actions = page.getByTestId('priority-actions').locator('li');
    expect(await actions.count()).toBeGreaterThanOrEqual(2);
    expect(await actions.count()).toBeLessThanOrEqual(3);
    for (const text of await actions.allInnerTexts()) expect(text).toMatch(/\$[\d,]+|No fee/);
    // A row per type at a glance.
    expect(await page.getByTestId('at-a-glance').locator('tbody tr').count()).toBe(4);

    // One budget: the headline is the fee table's total, and every fee names its official source with an address.
    const budget = reportFeeBudget(result.recommendations, null);
    expect(await page.getByTestId('estimated-budget').innerText()).toBe(formatRange(budget));
    const toggle = page.getByRole('button', { name: /Show the \d+ fee lines/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const table = page.getByTestId('fee-lines').locator('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(budget.lines.length);
    expect(await table.locator('tfoot').innerText()).toContain(formatUsd(budget.high));
    const reportText = await page.getByTestId('analysis-report').innerText();
    expect(reportText).not.toMatch(/IP-KNOWLEDGE|knowledge base/i);
    const hrefs = await table.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(budget.lines.length);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);

    // The section menu moves to a section and its heading.
    await page.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name: 'Budget' }).click();
    expect(await focusAfterwards(page, '#report-budget')).toContain('id="report-budget"');

    // The details dialog gives focus back to the button that opened it, and its cost is the fee table's.
    const first = result.recommendations[0]!;
    const opener = page.getByRole('button', { name: `View details: ${first.name}` });
    await opener.click();
    const details = page.getByRole('dialog', { name: first.name });
    await details.waitFor();
    const share = budget.lines.filter((l) => l.recommendationId === first.id || (l.recommendationId === null && l.type === first.type));
    if (share.length) expect(await details.innerText()).toContain(formatRange({ low: share.reduce((t, l) => t + l.low, 0), high: share.reduce((t, l) => t + l.high, 0) }));
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await focusAfterwards(page, `[aria-label="View details: ${first.name}"]`)).toContain(`aria-label="View details: ${first.name}"`);
    // Axe with the dialog open (a separate opening: axe's own scan moves focus about).
    await opener.click();
    await details.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The custom strategy dialog, prefilled with the account's company, also hands focus back; its budget is the table's.
    const customize = page.getByRole('button', { name: 'Custom Strategy' });
    await customize.click();
    const dialog = page.getByRole('dialog', { name: 'Create a Custom Strategy' });
    expect(await dialog.getByLabel('Company name').inputValue()).toBe('Test Labs');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusAfterwards(page, '[data-testid="customize-button"]')).toContain('data-testid="customize-button"');
    await customize.click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Budget').selectOption('high');
    await dialog.getByRole('switch', { name: 'Copyrights' }).click();
    await dialog.getByRole('button', { name: 'Generate Strategy' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('custom-strategy-summary').waitFor();
    expect(await focusAfterwards(page, '[data-testid="customize-button"]')).toContain('data-testid="customize-button"');
    const custom = reportFeeBudget(result.recommendations, customStrategyParametersSchema.parse({ companyName: 'Test Labs', budget: 'high', prioritizeCopyrights: false }));
    expect(await page.getByTestId('estimated-budget').innerText()).toBe(formatRange(custom));
    expect(await page.getByTestId('fee-lines').locator('table tbody tr').count()).toBe(custom.lines.length);
    expect(await page.getByTestId('fee-lines').innerText()).not.toContain('Copyright - ');

    // Axe with each menu open: the export menu, then the account menu.
    // Each menu is named: a closing menu stays in the DOM for its exit animation.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportMenu = page.getByRole('menu', { name: 'Export' });
    await exportMenu.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await exportMenu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Account menu for / }).click();
    const accountMenu = page.getByRole('menu', { name: /^Account menu for / });
    await accountMenu.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await accountMenu.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('on a phone, offers a jump menu and reads the fee lines as a list', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: mobileViewport });
    const { result } = await analyzeThroughForm(page, BANDS_TITLE, BANDS_PLAN);
    const jump = page.getByRole('combobox', { name: 'Jump to' });
    await jump.selectOption('report-roadmap');
    expect(await focusAfterwards(page, '#report-roadmap')).toContain('id="report-roadmap"');
    await page.getByRole('button', { name: /Show the \d+ fee lines/ }).click();
    const list = page.getByRole('list', { name: 'Fee lines behind the budget' });
    await list.waitFor();
    expect(await page.getByTestId('fee-lines').locator('table').isVisible()).toBe(false);
    const budget = reportFeeBudget(result.recommendations, null);
    expect(await list.locator('li').count()).toBe(budget.lines.length + 1);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
