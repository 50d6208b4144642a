import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const preferencesOperation = '#operations-settings-get_api_settings_preferences';

async function executePreferences(page: Page): Promise<string> {
  const operation = page.locator(preferencesOperation);
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const status = operation.locator('.live-responses-table tr.response .response-col_status').first();
  await status.waitFor();
  return (await status.textContent())!.trim();
}

describe('API documentation and explorer', () => {
  it('serves a read-only reference that renders offline under the CSP', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/api/documentation');
    await page.getByRole('heading', { name: /Moatmap API/ }).waitFor();
    await page.locator(preferencesOperation).locator('.opblock-summary-control').click();
    await page.locator(preferencesOperation).getByText('Not signed in, or the API key is unknown or expired.').waitFor();
    expect(await page.getByRole('button', { name: 'Try it out' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tries requests against this server with the session, and with an API key under Authorize', async () => {
    const context = await newContext(browser, server.baseUrl);
    await registerThroughApi(context, server.baseUrl, newAccount());
    const page = await context.newPage();
    await page.goto('/api/explorer');
    expect(await executePreferences(page)).toBe('200');

    const created = await context.request.post(`${server.baseUrl}/api/settings/api-keys`, {
      data: { name: 'explorer', expiresInDays: 7 },
      headers: { origin: server.baseUrl },
    });
    const { token } = await created.json();
    const anonymous = await newContext(browser, server.baseUrl);
    const keyPage = await anonymous.newPage();
    await keyPage.goto('/api/explorer');
    expect(await executePreferences(keyPage)).toBe('401');
    await keyPage.getByRole('button', { name: 'Authorize' }).first().click();
    const dialog = keyPage.locator('.dialog-ux');
    await dialog.locator('input[type="text"]').last().fill(token);
    // The bearer scheme is the second form of the dialog; its buttons are Swagger UI's own.
    await dialog.locator('button.modal-btn.authorize').last().click();
    await dialog.locator('button.modal-btn.btn-done').first().click();
    const operation = keyPage.locator(preferencesOperation);
    await operation.getByRole('button', { name: 'Execute' }).click();
    await expect.poll(async () => (await operation.locator('.live-responses-table tr.response .response-col_status').first().textContent())?.trim()).toBe('200');
    await anonymous.close();
    await context.close();
  });
});
