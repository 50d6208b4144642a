import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';

const screenshots = process.env.SCREENSHOT_DIR;
let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let backupDir: string;

async function seriousViolations(p: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shoot(p: Page, name: string) {
  if (!screenshots) return;
  await p.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
  // Tall narrow pages come out too small to read whole: also in slices of 1200 px.
  const height = await p.evaluate(() => document.documentElement.scrollHeight);
  const width = p.viewportSize()!.width;
  for (let y = 0, i = 1; width < 600 && y < height; y += 1200, i += 1) {
    await p.screenshot({ path: path.join(screenshots, `${name}-part${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(1200, height - y) } });
  }
}

beforeAll(async () => {
  backupDir = mkdtempSync(path.join(tmpdir(), 'moatmap-e2e-backups-'));
  [server, browser] = await Promise.all([startServer({ backupDir }), launchBrowser()]);
  admin = await newContext(browser, server.baseUrl);
  // The first account of an instance is its super admin.
  await registerThroughApi(admin, server.baseUrl, newAccount('Grace', 'Hopper'));
  page = await admin.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('monitoring page', () => {
  it('shows measured status, services, analytics, readiness, database performance and the last hour', async () => {
    await page.goto('/monitoring');
    await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
    await page.getByText(/^Last updated/).waitFor();
    for (const heading of ['Service Status', 'Database Performance', 'Analytics', 'Deployment Readiness', 'Last Hour']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    const readiness = page.getByRole('list', { name: 'Readiness checks' });
    await readiness.locator('[data-check="Database migrations"]').getByText('Pass').waitFor();
    expect(await readiness.getByRole('listitem').count()).toBe(9);
    expect(await page.locator('[data-status-card="Memory"]').innerText()).toMatch(/\d+\.\d MB/);
    expect(await page.locator('[data-status-card="Uptime"]').innerText()).toMatch(/\d+h \d+m \d+s/);
    await page.locator('[data-chart="Requests"] canvas').waitFor();

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/health'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(200);

    await page.getByRole('switch', { name: 'Auto-refresh (5 s)' }).click();
    const polled = await page.waitForResponse((r) => r.url().endsWith('/api/deployment/test'), { timeout: 8000 });
    expect(polled.status()).toBe(200);
    await page.getByRole('switch', { name: 'Auto-refresh (5 s)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'monitoring-1280');
    await page.setViewportSize(mobileViewport);
    await shoot(page, 'monitoring-375');
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});

describe('backup management page', () => {
  it('creates a backup that completes, verifies it, and saves the configuration', async () => {
    await page.goto('/backup-management');
    await page.getByRole('heading', { name: 'Backup Management', level: 1 }).waitFor();
    await page.getByText('No backups yet. Create one, or wait for the schedule.').waitFor();

    await page.getByRole('button', { name: 'Create Backup' }).click();
    await page.getByText('Backup Started', { exact: true }).waitFor();
    const row = page.getByRole('list', { name: 'Recent backups' }).getByRole('listitem').first();
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 20_000 });
    await row.getByText(/MB · \d+ records · \d+ tables/).waitFor();

    await row.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verification Complete', { exact: true }).waitFor();
    await page.getByText(/is valid: \d+ tables/).waitFor();

    await page.getByLabel('Retention (days, 1-365)').fill('abc');
    await page.getByLabel('Frequency').selectOption('weekly');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText('Configuration Updated', { exact: true }).waitFor();
    expect(await page.getByLabel('Retention (days, 1-365)').inputValue()).toBe('30');

    await page.getByLabel('Retention (days, 1-365)').fill('500');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText('Update Failed', { exact: true }).waitFor();
    await page.getByText('Retention must be between 1 and 365 days').first().waitFor();
    await page.getByLabel('Retention (days, 1-365)').fill('30');

    await row.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Restore backup' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await confirm.click();
    await page.getByText('Restore Complete', { exact: true }).waitFor();
    await page.waitForURL('**/backup-management');

    await page.waitForTimeout(6000);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'backups-1280');
    await page.setViewportSize(mobileViewport);
    await shoot(page, 'backups-375');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('is refused to an ordinary user, on the page and on the API', async () => {
    const member = await newContext(browser, server.baseUrl);
    await registerThroughApi(member, server.baseUrl, newAccount('Ordinary', 'User'));
    const memberPage = await member.newPage();
    for (const url of ['/backup-management', '/monitoring']) {
      await memberPage.goto(url);
      await memberPage.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
    expect((await member.request.get(`${server.baseUrl}/api/admin/backup/recent`)).status()).toBe(403);
    expect((await member.request.get(`${server.baseUrl}/api/admin/health`)).status()).toBe(403);
    await member.close();
  });
});
