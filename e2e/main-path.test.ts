// The main path with no loose ends: recent analyses that can be told apart, a blank New Project, the last analysis
// after a reload, cards that do not stretch together, adding every strong finding at once, Analyze in reach, and
// focus that follows a plan change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { likelihoodBand } from '#shared/rules/ratings.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { PLAN_TEXT, analyzeThroughApi, analyzeThroughForm, signIn } from './analysis-helpers.ts';
import { planItemsOf } from './plan-support.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the main path', () => {
  it('lists recent analyses by title, date and finding count, offers the last one after a reload, and New Project starts blank', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const first = await analyzeThroughApi(context, server.baseUrl, 'Lumio Hub Business Plan');
    const second = await analyzeThroughApi(context, server.baseUrl, 'Frostline Cold Chain', `${PLAN_TEXT} We also sell the FROSTLINE tag.`);
    await page.reload();
    const recent = page.getByRole('link', { name: /Frostline Cold Chain/ });
    await recent.waitFor();
    const count = (n: number) => `${n} finding${n === 1 ? '' : 's'}`;
    expect(await recent.innerText()).toContain(count(second.result.recommendations.length));
    expect(await page.getByRole('link', { name: /Lumio Hub Business Plan/ }).innerText()).toContain(count(first.result.recommendations.length));

    // After a reload the dashboard offers the latest analysis; it never says there is none.
    const latest = page.getByTestId('latest-analysis');
    await latest.waitFor();
    expect(await latest.innerText()).toContain('Frostline Cold Chain');
    expect(await page.getByText('No Analysis Yet').count()).toBe(0);
    await latest.getByRole('link', { name: 'Open your last analysis' }).click();
    await page.waitForURL(`**/analysis/${second.businessPlanId}`);

    // An analysis in this visit, then New Project from /projects: a blank form, no report.
    await page.goto('/');
    await analyzeThroughForm(page, 'Third plan', PLAN_TEXT);
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await page.getByRole('link', { name: 'New Project' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByTestId('input-panel').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Business plan' }).inputValue()).toBe('');
    expect(await page.getByTestId('analysis-report').count()).toBe(0);
    await context.close();
  });

  it('keeps Analyze in view at 1280x900 with the count visible, and the read-only file name out of the tab order', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    const analyze = page.getByRole('button', { name: 'Analyze Business Plan' });
    // In view with the count above it, before and after typing a plan long enough to scroll the text area.
    for (const text of ['', `${PLAN_TEXT}\n`.repeat(12)]) {
      await page.getByRole('textbox', { name: 'Business plan' }).fill(text);
      const box = (await analyze.boundingBox())!;
      const stats = (await page.getByTestId('content-stats').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(stats.y).toBeGreaterThanOrEqual(0);
      expect(stats.y + stats.height).toBeLessThanOrEqual(box.y);
      expect(await page.getByTestId('content-stats').isVisible()).toBe(true);
    }
    expect(await page.getByLabel('File name').getAttribute('tabindex')).toBe('-1');
    await context.close();
  });

  it('adds every high-likelihood finding at once, and a card that grows does not stretch its neighbour', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const { result } = await analyzeThroughForm(page);
    const high = result.recommendations.filter((r) => likelihoodBand(r.likelihood) === 'high');
    expect(high.length).toBeGreaterThan(1);

    const cards = page.locator('[data-recommendation-id]');
    const heights = async () => Promise.all((await cards.all()).map(async (c) => (await c.boundingBox())!.height));
    const before = await heights();
    const trademark = result.recommendations.find((r) => r.details.kind === 'trademark')!;
    const mark = trademark.details.kind === 'trademark' ? trademark.details.mark : '';
    await page.locator(`[data-recommendation-id="${trademark.id}"]`).getByRole('button', { name: `Domain availability for ${mark}` }).click();
    await page.waitForTimeout(300);
    const after = await heights();
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-recommendation-id')));
    const shownIndex = ids.indexOf(trademark.id);
    expect(after[shownIndex]).toBeGreaterThan(before[shownIndex]!);
    after.forEach((h, i) => {
      if (i !== shownIndex) expect(h).toBe(before[i]);
    });

    await page.getByRole('button', { name: 'Add all high-likelihood findings to the plan' }).click();
    await page.getByText(`${high.length} high-likelihood findings added.`).waitFor();
    expect((await planItemsOf(context, server.baseUrl)).map((i) => i.id).sort()).toEqual(high.map((r) => r.id).sort());
    expect(await page.getByRole('button', { name: 'Add all high-likelihood findings to the plan' }).isDisabled()).toBe(true);
    expect(page.url()).not.toContain('/implementation-plan');

    // Start on the plan moves focus to the changed item, and the tab panel shows a focus outline.
    await page.goto('/implementation-plan');
    const firstItem = page.getByRole('article').first();
    await firstItem.waitFor();
    const name = (await firstItem.getAttribute('aria-labelledby'))!;
    await firstItem.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction((id) => document.activeElement?.getAttribute('aria-labelledby') === id, name);
    await page.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { role: el.getAttribute('role'), style: getComputedStyle(el).outlineStyle };
    });
    expect(outline).toEqual({ role: 'tabpanel', style: 'solid' });
    await context.close();
  });

  it('has a skip link on the landing page', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});
