import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { planCard, planItemsOf, planNumbers, toastsGone, toastWith } from './plan-support.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// A plan as the earlier, browser-only version kept it under implementationPlan (spec sections 3 and 9).
const legacyPlan = [
  {
    id: 'patent-legacy-1',
    type: 'patent',
    name: 'Patent: cold-chain routing method',
    description: 'Re-plans deliveries when a tag reports an excursion.',
    nextStep: 'File a provisional application.',
    likelihood: 71,
    potential: 'high',
    addedAt: '2025-01-10T09:00:00.000Z',
    status: 'in_progress',
  },
  {
    id: 'copyright-legacy-2',
    type: 'copyright',
    name: 'Copyright: compliance handbook',
    description: 'The handbook and training videos.',
    nextStep: 'Register the handbook.',
    likelihood: 88,
    potential: 'medium',
    addedAt: '2025-01-11T09:00:00.000Z',
    status: 'completed',
  },
];

const storedPlan = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('implementationPlan') ?? 'null') as unknown);

async function signedIn(): Promise<{ context: BrowserContext; page: Page; userId: number }> {
  const context = await newContext(browser, server.baseUrl);
  await registerThroughApi(context, server.baseUrl, newAccount());
  const me = (await (await context.request.get(`${server.baseUrl}/api/auth/me`)).json()) as { id: number };
  return { context, page: await context.newPage(), userId: me.id };
}

describe('the plan in browser storage', () => {
  it('imports a plan left by an earlier version once, then keeps the marked copy under the same key', async () => {
    const { context, page, userId } = await signedIn();
    await page.goto('/help');
    await page.evaluate((plan) => localStorage.setItem('implementationPlan', JSON.stringify(plan)), legacyPlan);

    // The import is held until the plan page has mounted: the page, which did not start the import, waits for its end.
    let releaseImport = () => {};
    const importHeld = new Promise<void>((resolve) => (releaseImport = resolve));
    await page.route('**/api/plan-items/import', async (route: Route) => {
      await importHeld;
      await route.continue();
    });
    await page.goto('/implementation-plan');
    await page.getByRole('heading', { name: 'Implementation Plan', level: 1 }).waitFor();
    releaseImport();
    await toastWith(page, '2 items saved in this browser by an earlier version were added to your account.');
    await planCard(page, 'Patent: cold-chain routing method').waitFor();
    expect(await planNumbers(page)).toMatchObject({ tabs: { All: '2', 'In Progress': '1', Completed: '1' }, summary: { Completion: '50%' } });
    const imported = await planItemsOf(context, server.baseUrl);
    expect(imported.map((i) => [i.id, i.status, i.addedAt])).toEqual(legacyPlan.map((i) => [i.id, i.status, i.addedAt]));
    expect(await storedPlan(page)).toMatchObject({ version: 2, userId, items: imported });

    // The marked copy is not imported again: a reload shows the same two items and the server still has two.
    await page.reload();
    await planCard(page, 'Copyright: compliance handbook').waitFor();
    expect(await planItemsOf(context, server.baseUrl)).toHaveLength(2);
    expect(await storedPlan(page)).toMatchObject({ version: 2, userId });

    // The same legacy plan found again (another tab of the old version, say) adds nothing twice.
    await page.evaluate((plan) => localStorage.setItem('implementationPlan', JSON.stringify(plan)), legacyPlan);
    await page.reload();
    await toastWith(page, 'The plan saved in this browser by an earlier version is already in your account.');
    expect(await planItemsOf(context, server.baseUrl)).toHaveLength(2);
    expect(await storedPlan(page)).toMatchObject({ version: 2, userId });
    await context.close();
  });

  it('keeps the imported items when a list read before the import answers after it', async () => {
    const { context, page } = await signedIn();
    await page.goto('/help');
    await page.evaluate((plan) => localStorage.setItem('implementationPlan', JSON.stringify(plan)), legacyPlan.slice(0, 1));

    // The plan page's first list request is read by the server before the import, and answers after it.
    let listRead = () => {};
    const read = new Promise<void>((resolve) => (listRead = resolve));
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/plan-items/import', async (route: Route) => {
      await read;
      await route.continue();
    });
    await page.route(
      '**/api/plan-items',
      async (route: Route) => {
        const response = await route.fetch();
        listRead();
        await listHeld;
        await route.fulfill({ response }).catch(() => {});
      },
      { times: 1 },
    );
    const staleListDropped = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/plan-items');
    await page.goto('/implementation-plan');
    await toastWith(page, '1 item saved in this browser by an earlier version was added to your account.');
    releaseList();
    await staleListDropped;
    await planCard(page, 'Patent: cold-chain routing method').waitFor();
    expect(await planNumbers(page)).toMatchObject({ tabs: { All: '1' } });
    await context.close();
  });

  it('shows the saved copy, read-only, when the plan cannot be loaded, and the load error when there is none', async () => {
    const { context, page } = await signedIn();
    await page.goto('/help');
    await page.evaluate((plan) => localStorage.setItem('implementationPlan', JSON.stringify(plan)), legacyPlan.slice(0, 1));
    await page.goto('/implementation-plan');
    await planCard(page, 'Patent: cold-chain routing method').waitFor();

    await page.route('**/api/plan-items', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByText('Showing the copy saved in this browser').waitFor();
    const card = planCard(page, 'Patent: cold-chain routing method');
    expect(await card.getByRole('button', { name: 'Complete' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Remove' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Export' }).isEnabled()).toBe(true);

    // "Try again" loads the plan once the server answers.
    await page.unroute('**/api/plan-items');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Showing the copy saved in this browser').waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'Complete' }).isEnabled()).toBe(true);

    await page.route('**/api/plan-items', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => localStorage.removeItem('implementationPlan'));
    await page.reload();
    await toastWith(page, 'Failed to load implementation plan data.');
    await page.getByRole('alert').filter({ hasText: 'Failed to load implementation plan data.' }).waitFor();
    await context.close();
  });

  it('shows a change at once and rolls it back with the error toast when the server refuses', async () => {
    const { context, page } = await signedIn();
    const add = await context.request.post(`${server.baseUrl}/api/plan-items`, { data: legacyPlan[0], headers: { origin: server.baseUrl } });
    expect(add.status()).toBe(201);
    await page.goto('/implementation-plan');
    const card = planCard(page, 'Patent: cold-chain routing method');
    await card.waitFor();

    // Hold the change on its way to the server: the page already shows it.
    let held: Route | null = null;
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/plan-items/*', (route) => {
      held = route;
      arrived();
    });
    await card.getByRole('button', { name: 'Complete' }).click();
    await requested;
    // The request leaves before React has painted the change, so the page is polled while the server holds it.
    await expect.poll(() => card.locator('[data-status]').innerText()).toBe('Completed');
    await expect.poll(() => planNumbers(page)).toMatchObject({ summary: { Completion: '100%' } });

    await held!.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) });
    await toastWith(page, 'Failed to save implementation plan.');
    await expect.poll(() => card.locator('[data-status]').innerText()).toBe('In Progress');
    await expect.poll(() => planNumbers(page)).toMatchObject({ summary: { Completion: '0%' } });

    // A refused removal puts the card back (the first error toast closes first, so the next one is new).
    await toastsGone(page);
    await page.unroute('**/api/plan-items/*');
    await page.route('**/api/plan-items/*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Busy"}' }));
    await card.getByRole('button', { name: 'Remove' }).click();
    await toastWith(page, 'Failed to save implementation plan.');
    await card.waitFor();
    expect((await planItemsOf(context, server.baseUrl)).map((i) => i.status)).toEqual(['in_progress']);
    await context.close();
  });
});
