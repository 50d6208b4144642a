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
  [server, browser] = await Promise.all([startServer({ supportEmail: 'help@moatmap.test' }), launchBrowser()]);
  owner = await newContext(browser, server.baseUrl);
  await registerThroughApi(owner, server.baseUrl, newAccount('Olive', 'Owner')); // the first account: super admin
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('help and support', () => {
  it('filters the FAQ and the cards as you type, and opens one answer at a time', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/help');
    const questions = page.locator('#faq-heading + div h3');
    await expect.poll(() => questions.count()).toBe(8);
    await page.getByRole('searchbox', { name: 'Search help' }).fill('lawyer');
    await expect.poll(() => questions.count()).toBe(1);
    await page.getByRole('button', { name: 'When should I talk to a lawyer?' }).click();
    await page.getByText('the U.S. grace period is only 12 months').waitFor();
    await page.getByRole('searchbox', { name: 'Search help' }).fill('explorer');
    await page.getByRole('heading', { name: 'API Explorer' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Live Support' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search help' }).fill('');
    const first = page.getByRole('button', { name: 'How does the analysis work, and what can it not do?' });
    const second = page.getByRole('button', { name: 'What does the likelihood score mean?' });
    await first.click();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Contact support' }).click();
    await page.getByText('help@moatmap.test').waitFor();
    await context.close();
  });

  it('sends the contact form, and the super admin finds and closes the ticket', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByLabel('Name').fill('Dana Scully');
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('Subject').fill('Word export');
    await page.getByLabel('Message').fill('Can my attorney open the DOCX export in Word?');
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Our team will respond to your inquiry within 24 hours.').waitFor();
    await context.close();

    const admin = await owner.newPage();
    await admin.goto('/super-admin');
    await admin.getByRole('tab', { name: 'Support' }).click();
    const ticket = admin.getByRole('listitem').filter({ hasText: 'Word export' });
    await ticket.getByText('Can my attorney open the DOCX export in Word?').waitFor();
    await ticket.getByRole('button', { name: 'Close ticket' }).click();
    await expect.poll(() => ticket.count()).toBe(0);
    await admin.getByRole('tab', { name: 'Closed' }).click();
    await admin.getByRole('listitem').filter({ hasText: 'Word export' }).waitFor();
    await admin.close();
  });

  it('opens every resource in a new tab without giving it a handle on the app', async () => {
    const page = await owner.newPage();
    await page.goto('/resources');
    const links = page.locator('main a[target="_blank"]');
    await expect.poll(() => links.count()).toBe(12);
    for (const rel of await links.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
    await page.close();
  });

  it('the help, resources and super-admin pages have no serious or critical accessibility violations', async () => {
    for (const viewport of [undefined, mobileViewport]) {
      const context = await newContext(browser, server.baseUrl, viewport ? { viewport } : {});
      await context.addCookies(await owner.cookies());
      const page = await context.newPage();
      for (const [path, heading] of [
        ['/help', 'Help & Support'],
        ['/resources', 'Resources'],
        ['/super-admin', 'Super Admin'],
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Every page shows cards once its data is in (the console's stat cards, help's and resources' link cards).
        await page.locator('[data-slot="card-title"], [data-slot="card"]').first().waitFor();
        expect(await seriousViolations(page), `${path} ${viewport ? 'mobile' : 'desktop'}`).toEqual([]);
      }
      await context.close();
    }
  });
});
