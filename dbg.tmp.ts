import { startServer } from './e2e/support/server.ts';
import { launchBrowser, newContext } from './e2e/support/browser.ts';
import { newAccount, registerThroughApi } from './e2e/support/accounts.ts';
const server = await startServer();
const browser = await launchBrowser();
try {
  const ctx = await newContext(browser, server.baseUrl);
  await registerThroughApi(ctx, server.baseUrl, newAccount());
  const page = await ctx.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
  await page.goto('/settings');
  await page.waitForTimeout(3000);
  console.log((await page.content()).slice(0, 300));
} finally { await browser.close(); await server.close(); }
