import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

let server: RunningServer;
let browser: Browser;
let owner: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  owner = await newContext(browser, server.baseUrl);
  await registerThroughApi(owner, server.baseUrl, newAccount('Olive', 'Owner')); // the first account: super admin
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedInContext(options = {}) {
  const context = await newContext(browser, server.baseUrl, options);
  await registerThroughApi(context, server.baseUrl, newAccount('Sam', 'Settings'));
  return context;
}

describe('settings', () => {
  it('applies dark mode, compact layout and high contrast, and keeps them after a reload and on a new device', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/settings?tab=display');
    for (const name of ['Dark mode', 'Compact layout', 'High contrast']) {
      const toggle = page.getByRole('switch', { name });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    }
    await page.getByText('Your display settings have been saved.').first().waitFor();
    const classes = () => page.evaluate(() => document.documentElement.className);
    await expect.poll(classes).toMatch(/dark/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const applied = await classes();
    expect(applied).toContain('dark');
    expect(applied).toContain('compact');
    expect(applied).toContain('high-contrast');
    // Text colour of the high-contrast dark palette: pure white on black.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(255, 255, 255)');

    // Another browser (no local storage) gets them from the server once signed in.
    const cookies = await context.cookies();
    const fresh = await newContext(browser, server.baseUrl);
    await fresh.addCookies(cookies);
    const other = await fresh.newPage();
    await other.goto('/resources');
    await other.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await expect.poll(() => other.evaluate(() => document.documentElement.className)).toMatch(/(?=.*dark)(?=.*compact)(?=.*high-contrast)/);
    await fresh.close();
    await context.close();
  });

  it('saves the profile on the server', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByLabel('Company').fill('Looking Glass Labs');
    await page.getByLabel('Job title').fill('CTO');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your personal information has been saved.').waitFor();
    const profile = await (await context.request.get(`${server.baseUrl}/api/settings/profile`)).json();
    expect(profile).toMatchObject({ company: 'Looking Glass Labs', jobTitle: 'CTO' });
    await context.close();
  });

  it('creates an API key that works from outside the browser, and revokes it', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/settings?tab=api-keys');
    await page.getByLabel('Key name').fill('Journey script');
    await page.getByLabel('Expires after').selectOption('30');
    await page.getByRole('button', { name: 'Create key' }).click();
    const token = (await page.getByTestId('new-api-key').textContent())!.trim();
    expect(token).toMatch(/^mm_/);

    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).lastName).toBe('Settings');

    await page.getByRole('button', { name: 'Revoke Journey script' }).click();
    await page.getByText('“Journey script” no longer works.').waitFor();
    const after = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await context.close();
  });

  it('has no serious or critical accessibility violations on any tab, at both widths', async () => {
    for (const viewport of [undefined, mobileViewport]) {
      const context = await newContext(browser, server.baseUrl, viewport ? { viewport } : {});
      await context.addCookies(await owner.cookies());
      const page = await context.newPage();
      for (const tab of ['profile', 'security', 'api-keys', 'notifications', 'display']) {
        await page.goto(`/settings?tab=${tab}`);
        await page.getByRole('tab', { selected: true }).waitFor();
        await page.locator('[data-slot="card-title"]').first().waitFor();
        expect(await seriousViolations(page), `${tab} ${viewport ? 'mobile' : 'desktop'}`).toEqual([]);
      }
      await context.close();
    }
  });
});
