import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

export type TestAccount = { username: string; email: string; password: string; firstName: string; lastName: string };

/** A unique account description; nothing is created until it is registered. */
export function newAccount(firstName = 'Grace', lastName = 'Hopper'): TestAccount {
  const id = randomBytes(4).toString('hex');
  return { username: `user_${id}`, email: `user_${id}@example.com`, password: `pw-${id}-secret`, firstName, lastName };
}

/** Registers through the real API inside `context`, so the context then holds the session cookie. */
export async function registerThroughApi(context: BrowserContext, baseUrl: string, account: TestAccount): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { ...account, company: 'Test Labs', role: 'Founder' },
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** Fills and submits the login form of the current page. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the signed-in dashboard is on screen: path "/", the dashboard's document title and
 * the layout's account menu. (The dashboard's own heading changes with its state.)
 */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => document.title.startsWith('Dashboard'));
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/**
 * The signed-in user of the context chooses the dark theme as the app saves it: in their settings on the server
 * (which the app applies once it has loaded them) and in this browser (applied before first paint). Setting only
 * the browser's copy made the page switch back to the saved light theme mid-test, and axe measured contrast
 * halfway through the colour transition.
 */
export async function chooseDarkTheme(context: BrowserContext, baseUrl: string): Promise<void> {
  const response = await context.request.patch(`${baseUrl}/api/settings/preferences`, { data: { darkMode: true }, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`saving the dark theme failed: ${response.status()} ${await response.text()}`);
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
}
