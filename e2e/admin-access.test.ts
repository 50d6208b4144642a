import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { waitForDashboard } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('landing-page Admin Access', () => {
  describe('by default', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server?.close());

    it('is not offered', async () => {
      const context = await newContext(browser, server.baseUrl);
      const page = await context.newPage();
      const status = page.waitForResponse((r) => r.url().endsWith('/api/auth/admin-login'));
      await page.goto('/');
      expect(await (await status).json()).toEqual({ enabled: false });
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await page.getByRole('button', { name: 'Admin Access' }).count()).toBe(0);
      await context.close();
    });
  });

  describe('with DEMO_MODE', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ demoMode: true });
    });
    afterAll(() => server?.close());

    it('signs in to the demo account and opens the dashboard', async () => {
      const context = await newContext(browser, server.baseUrl);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Admin Access' }).click();
      await waitForDashboard(page);
      await page.getByRole('button', { name: 'Account menu for Demo Admin' }).waitFor();
      await context.close();
    });
  });
});
