import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport } from './support/browser.ts';
import { PLAN_TEXT, analyzeThroughApi, seriousViolations, signIn } from './analysis-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('/projects', () => {
  it('shows the empty state with a way to create the first project', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await page.goto('/projects');
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create your first project' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'No Analysis Yet' }).waitFor();
    await context.close();
  });

  it('lists the plans newest first with the relative time and a 150-character preview, and opens one', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const first = await analyzeThroughApi(context, server.baseUrl, 'Older plan', `Short plan text about the Lumio Hub thermostat and its adaptive method.`);
    const second = await analyzeThroughApi(context, server.baseUrl, 'Newer plan', PLAN_TEXT);
    await page.goto('/projects');
    const cards = page.locator('[data-project-id]');
    await cards.nth(1).waitFor();
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-project-id')))).toEqual([
      String(second.businessPlanId),
      String(first.businessPlanId),
    ]);
    const newer = page.locator(`[data-project-id="${second.businessPlanId}"]`);
    expect(await newer.getByRole('heading').innerText()).toBe('Newer plan');
    expect(await newer.locator('time').innerText()).toMatch(/^(less than a minute ago|1 minute ago)$/);
    const preview = await newer.getByTestId('project-preview').innerText();
    expect(preview).toBe(`${flat(PLAN_TEXT).slice(0, 150).trimEnd()}…`);
    expect(await page.locator(`[data-project-id="${first.businessPlanId}"]`).getByTestId('project-preview').innerText()).toBe(
      'Short plan text about the Lumio Hub thermostat and its adaptive method.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await newer.getByRole('link', { name: 'View Analysis: Newer plan' }).click();
    await page.waitForURL((url) => url.pathname === `/analysis/${second.businessPlanId}`);
    await page.getByRole('heading', { level: 1, name: 'Analysis for: Newer plan' }).waitFor();

    await page.goto('/projects');
    await page.getByRole('link', { name: 'New Project' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('deletes a project only after confirmation', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { viewport: mobileViewport });
    const keep = await analyzeThroughApi(context, server.baseUrl, 'Keep me');
    const drop = await analyzeThroughApi(context, server.baseUrl, 'Delete me');
    await page.goto('/projects');
    await page.locator(`[data-project-id="${drop.businessPlanId}"]`).waitFor();

    await page.getByRole('button', { name: 'Delete Delete me' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-project-id]').count()).toBe(2);

    await page.getByRole('button', { name: 'Delete Delete me' }).click();
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await page.getByText('Project deleted').waitFor();
    await page.locator(`[data-project-id="${drop.businessPlanId}"]`).waitFor({ state: 'detached' });
    expect(await page.locator('[data-project-id]').count()).toBe(1);
    await page.locator(`[data-project-id="${keep.businessPlanId}"]`).waitFor();
    const gone = await context.request.get(`${server.baseUrl}/api/business-plans/${drop.businessPlanId}/analysis`);
    expect(gone.status()).toBe(404);
    await context.close();
  });

  it('shows the spec error text when the projects cannot be loaded', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    // The session ends on the server (as from another tab) while the app still shows the signed-in layout.
    await context.request.post(`${server.baseUrl}/api/auth/logout`, { headers: { origin: server.baseUrl } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByText('Error loading projects. Please try again.').waitFor();
    await context.close();
  });
});
