import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport } from './support/browser.ts';
import { chooseDarkTheme } from './support/accounts.ts';
import { PLAN_TITLE, analyzeThroughApi, analyzeThroughForm, seriousViolations, signIn } from './analysis-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('dashboard layout, welcome, stored analyses and accessibility', () => {
  it('at 375 px shows the results instead of the input after analysing, with a way back', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: mobileViewport });
    const input = page.getByTestId('input-panel');
    const results = page.getByTestId('results-panel');
    expect(await input.isVisible()).toBe(true);
    expect(await results.isVisible()).toBe(false);

    await analyzeThroughForm(page);
    expect(await input.isVisible()).toBe(false);
    expect(await results.isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit business plan' }).click();
    expect(await input.isVisible()).toBe(true);
    expect(await results.isVisible()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Business plan' }).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'View results' }).click();
    expect(await results.isVisible()).toBe(true);
    await context.close();
  });

  it('at 1280 px shows the input and the results side by side', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await analyzeThroughForm(page);
    const inputBox = (await page.getByTestId('input-panel').boundingBox())!;
    const resultsBox = (await page.getByTestId('results-panel').boundingBox())!;
    expect(resultsBox.x).toBeGreaterThan(inputBox.x + inputBox.width - 1);
    expect(Math.abs(resultsBox.y - inputBox.y)).toBeLessThan(2);
    await context.close();
  });

  it('opens the 3-step welcome dialog on the first visit only', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { showWelcome: true });
    const dialog = page.getByRole('dialog', { name: 'Welcome to Moatmap' });
    await dialog.waitFor();
    expect(await dialog.locator('ol > li').count()).toBe(3);
    const steps = await dialog.locator('ol > li').allInnerTexts();
    expect(steps[0]).toMatch(/upload or paste/i);
    expect(steps[1]).toMatch(/review the IP analysis/i);
    expect(steps[2]).toMatch(/explore the recommended strategy/i);
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('has_seen_tutorial'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('lists the 5 most recent analyses by title, date and finding count, each opening its stored report', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const made = [];
    for (let i = 1; i <= 6; i += 1) made.push(await analyzeThroughApi(context, server.baseUrl, `Plan number ${i}`));
    await page.reload();
    const recent = page.getByRole('heading', { name: 'Recent Analyses' }).locator('xpath=ancestor::*[@data-slot="card"]').getByRole('link');
    await recent.nth(4).waitFor();
    expect(await recent.count()).toBe(5);
    const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
    // Each row: the plan's title, then the date and the number of findings.
    const texts = await recent.allInnerTexts();
    texts.forEach((text, i) => {
      expect(text).toContain(`Plan number ${6 - i}`);
      expect(text).toContain(dateOnly);
      expect(text).toMatch(/\d+ findings?/);
    });
    // Newest first: the first link is the sixth plan.
    expect(await recent.first().getAttribute('href')).toBe(`/analysis/${made[5]!.businessPlanId}`);
    await recent.first().click();
    await page.getByRole('heading', { level: 1, name: 'Analysis for: Plan number 6' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('redirects /analysis/{id} to the dashboard for a non-numeric, unknown or foreign id', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    for (const path of ['/analysis/abc', '/analysis/0', '/analysis/999999']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    }
    // Another organization's plan is not found for this account.
    const other = await signIn(browser, server.baseUrl);
    const { businessPlanId } = await analyzeThroughApi(other.context, server.baseUrl, 'Someone else');
    await page.goto(`/analysis/${businessPlanId}`);
    await page.waitForURL((url) => url.pathname === '/');
    await other.context.close();
    await context.close();
  });

  it('has no serious or critical axe violations on the dashboard with results, the details and the custom strategy dialog', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    expect(await seriousViolations(page)).toEqual([]);
    const { result } = await analyzeThroughForm(page);
    await page.getByText('Analysis Complete').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `View details: ${result.recommendations[0]!.name}` }).click();
    // Each dialog is named and the first waited out: a closing dialog stays in the DOM for its exit animation.
    const details = page.getByRole('dialog', { name: result.recommendations[0]!.name });
    await details.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Custom Strategy' }).click();
    await page.getByRole('dialog', { name: 'Create a Custom Strategy' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations on a stored analysis in the dark theme at 375 px', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: mobileViewport });
    await chooseDarkTheme(context, server.baseUrl);
    const { businessPlanId } = await analyzeThroughApi(context, server.baseUrl, PLAN_TITLE);
    const preferencesLoaded = page.waitForResponse((r) => r.url().endsWith('/api/settings/preferences'));
    await page.goto(`/analysis/${businessPlanId}`);
    await page.getByTestId('analysis-report').waitFor();
    await preferencesLoaded;
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
