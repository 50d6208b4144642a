import { startServer } from './e2e/support/server.ts';
import { launchBrowser, newContext } from './e2e/support/browser.ts';
import { newAccount, registerThroughApi } from './e2e/support/accounts.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const owner = await newContext(browser, server.baseUrl);
  await registerThroughApi(owner, server.baseUrl, newAccount('Olive', 'Owner'));
  await owner.request.post(`${server.baseUrl}/api/support/tickets`, { data: { name: 'Dana', email: 'dana@example.com', subject: 'Export formats', message: 'Can I export to Word?' }, headers: { origin: server.baseUrl } });
  await owner.request.post(`${server.baseUrl}/api/settings/api-keys`, { data: { name: 'CI pipeline', expiresInDays: 90 }, headers: { origin: server.baseUrl } });
  const pages = [
    ['settings-profile', '/settings'],
    ['settings-security', '/settings?tab=security'],
    ['settings-api-keys', '/settings?tab=api-keys'],
    ['settings-notifications', '/settings?tab=notifications'],
    ['settings-display', '/settings?tab=display'],
    ['help', '/help'],
    ['resources', '/resources'],
    ['not-found', '/nope'],
    ['super-admin', '/super-admin'],
  ];
  for (const width of [1280, 375]) {
    const page = await owner.newPage({ viewport: { width, height: 900 } } as never);
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForTimeout(900);
      await page.screenshot({ path: `/tmp/settings-shots/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  // Display settings applied: dark + high contrast + compact.
  const page = await owner.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings?tab=display');
  for (const label of ['Dark mode', 'High contrast', 'Compact layout']) {
    await page.getByRole('switch', { name: label }).click();
    await page.waitForTimeout(400);
  }
  await page.reload();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/settings-shots/display-applied-1280.png', fullPage: true });
  await page.goto('/help');
  await page.waitForTimeout(900);
  await page.screenshot({ path: '/tmp/settings-shots/help-hc-dark-1280.png', fullPage: false });
} finally {
  await browser.close();
  await server.close();
}
