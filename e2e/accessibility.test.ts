import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi, waitForDashboard } from './support/accounts.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Serious and critical axe violations, summarised so a failure names the rule and the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const publicPages = [
  { path: '/', ready: 'Find the moat in your business plan.' },
  { path: '/login', ready: 'Sign in to Moatmap' },
  { path: '/register', ready: 'Create your account' },
  { path: '/no-such-page', ready: '404 Page Not Found' },
];

describe('accessibility (axe)', () => {
  // Light at both widths; dark on desktop (contrast differs by theme, layout by width).
  const variants = [
    { theme: 'light', viewport: 'desktop' },
    { theme: 'light', viewport: 'mobile' },
    { theme: 'dark', viewport: 'desktop' },
  ] as const;
  for (const { theme, viewport } of variants) {
    it.each(publicPages)(`$path has no serious or critical violations (${theme}, ${viewport})`, async ({ path, ready }) => {
      const context = await newContext(browser, server.baseUrl, viewport === 'mobile' ? { viewport: mobileViewport } : {});
      if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('the signed-in layout and its open drawer have no serious or critical violations', async () => {
    const context = await newContext(browser, server.baseUrl, { viewport: mobileViewport });
    await registerThroughApi(context, server.baseUrl, newAccount());
    const page = await context.newPage();
    await page.goto('/');
    await waitForDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
