import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi, submitLogin, waitForDashboard } from './support/accounts.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accounts in the browser', () => {
  it('registers, lands on the dashboard, and logs out to the landing page', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const account = newAccount('Ada', 'Lovelace');
    await page.goto('/register');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByLabel('Role').fill('Founder');
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/');
    // Display name rule: first and last name.
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await page.getByRole('heading', { level: 1, name: 'Find the moat in your business plan.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = await context.request.get(`${server.baseUrl}/api/auth/me`);
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('shows the field messages of the shared schema and the server failure above the submit button', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username must be at least 3 characters long').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();

    await submitLogin(page, 'nobody_here', 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await alert.waitFor();
    // The alert sits above the submit button.
    const alertBox = await alert.boundingBox();
    const buttonBox = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(alertBox!.y).toBeLessThan(buttonBox!.y);
    await context.close();
  });

  it('shows "Failed to register" with the reason when the username is taken', async () => {
    const existing = newAccount();
    const setup = await newContext(browser, server.baseUrl);
    await registerThroughApi(setup, server.baseUrl, existing);
    await setup.close();

    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Email').fill(`other_${existing.email}`);
    await page.getByLabel('Password', { exact: true }).fill('another-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to register' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('sends a signed-out visitor of a protected route to login and back there after signing in', async () => {
    const account = newAccount();
    const setup = await newContext(browser, server.baseUrl);
    await registerThroughApi(setup, server.baseUrl, account);
    await setup.close();

    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/projects');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fprojects');

    await submitLogin(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

    // Signed in, /login and /register lead to /.
    await page.goto('/login');
    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/register');
    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('ignores a returnUrl that points to another site', async () => {
    const account = newAccount();
    const setup = await newContext(browser, server.baseUrl);
    await registerThroughApi(setup, server.baseUrl, account);
    await setup.close();

    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto(`/login?returnUrl=${encodeURIComponent('//example.com/phish')}`);
    await submitLogin(page, account.username, account.password);
    await waitForDashboard(page);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    await context.close();
  });
});
