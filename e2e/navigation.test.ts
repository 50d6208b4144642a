import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi, waitForDashboard } from './support/accounts.ts';

let server: RunningServer;
let browser: Browser;
/** The first account of the instance, hence its super admin. */
let ownerContext: BrowserContext;
let memberContext: BrowserContext;

const superAdminItems = ['Super Admin', 'Monitoring', 'API Docs', 'Backup Management'];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ownerContext = await newContext(browser, server.baseUrl);
  await registerThroughApi(ownerContext, server.baseUrl, newAccount('Olive', 'Owner'));
  memberContext = await newContext(browser, server.baseUrl, { viewport: mobileViewport });
  await registerThroughApi(memberContext, server.baseUrl, { ...newAccount('Mia', ''), lastName: '' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('layout and routes', () => {
  it('shows the 404 card for an unknown path, with a way home and to help', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('There is no page at this address.').waitFor();
    await page.getByRole('link', { name: 'Get help' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await context.close();
  });

  it('gives the first account the super-admin items, before Help, and their pages', async () => {
    const page = await ownerContext.newPage();
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Help & Support' }).waitFor();
    // innerText of a link is its visible label plus screen-reader notes on later lines.
    const labels = (await sidebar.getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0].trim());
    expect(labels).toEqual([
      'Dashboard',
      'Projects',
      'Implementation Plan',
      'Resources',
      'Team',
      'Settings',
      'Billing',
      'Lawyer Referral',
      ...superAdminItems,
      'Help & Support',
    ]);
    expect(await sidebar.getByRole('link', { name: /API Docs/ }).getAttribute('target')).toBe('_blank');

    await sidebar.getByRole('link', { name: 'Backup Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Backup Management' }).waitFor();
    await page.close();
  });

  it('opens the drawer at 375 px for an ordinary account, without super-admin items, and navigates', async () => {
    const page = await memberContext.newPage();
    await page.goto('/');
    await waitForDashboard(page);
    // The desktop sidebar is not shown at this width.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const labels = (await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0].trim());
    expect(labels).toContain('Lawyer Referral');
    expect(labels.filter((l) => superAdminItems.includes(l))).toEqual([]);

    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await page.close();
  });

  it('refuses the super-admin pages to an ordinary account and shows its display name', async () => {
    const page = await memberContext.newPage();
    await page.goto('/super-admin');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    // First name only -> the first name.
    await page.getByRole('button', { name: 'Account menu for Mia' }).click();
    // A tap before the menu's code has arrived opens it once it has.
    await page.getByRole('menuitem').first().waitFor();
    const items = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(items).toEqual(['My Projects', 'Settings', 'Billing', 'Logout']);
    await page.close();
  });

  it('keeps the dark theme choice in local storage across reloads', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), localStorage.getItem('theme')])).toEqual([
      true,
      'dark',
    ]);
    await context.close();
  });
});
