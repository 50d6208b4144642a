import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { planJsonSchema } from '#shared/exports/plan-json.ts';
import { escapeHtml } from '#shared/exports/html.ts';
import { samplePlanText, samplePlanTitle } from '#shared/exports/test-fixture.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { chooseDarkTheme, newAccount, registerThroughApi } from './support/accounts.ts';
import { download, planCard, planItemsOf, planNumbers, seriousViolations, toastWith, toastsGone } from './plan-support.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The two recommendations added from the report, in the order they were added. */
let first: string;
let second: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await newContext(browser, server.baseUrl);
  await registerThroughApi(context, server.baseUrl, newAccount('Ada', 'Lovelace'));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a recommendation's details in the report and adds it; the report then goes to the plan. */
async function addFromReport(businessPlanId: number, index: number): Promise<string> {
  await page.goto(`/analysis/${businessPlanId}`);
  const details = page.getByRole('button', { name: /^View details: / }).nth(index);
  const name = (await details.getAttribute('aria-label'))!.replace(/^View details: /, '');
  await details.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Implementation Plan' }).click();
  await page.waitForURL((url) => url.pathname === '/implementation-plan');
  await planCard(page, name).waitFor();
  return name;
}

describe('implementation plan in the browser', () => {
  it('starts empty, with the way back to the dashboard, and passes axe', async () => {
    await page.goto('/implementation-plan');
    await page.getByRole('heading', { name: 'Your Implementation Plan is Empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds two recommendations from a report, starts and completes one, defers the other, and keeps it all after a reload', async () => {
    const analysis = await context.request.post(`${server.baseUrl}/api/analyze`, {
      data: { title: samplePlanTitle, content: samplePlanText },
      headers: { origin: server.baseUrl },
    });
    expect(analysis.status()).toBe(201);
    const { businessPlanId } = (await analysis.json()) as { businessPlanId: number };

    first = await addFromReport(businessPlanId, 0);
    second = await addFromReport(businessPlanId, 1);
    expect(first).not.toBe(second);
    expect(await planNumbers(page)).toEqual({
      summary: { 'Total Items': '2', 'In Progress': '0', Completed: '0', Completion: '0%' },
      tabs: { All: '2', Pending: '2', 'In Progress': '0', Completed: '0', Deferred: '0' },
    });
    // Back in the report, the added recommendation reads "Already in Plan".
    await page.goto(`/analysis/${businessPlanId}`);
    await page.getByRole('button', { name: `View details: ${first}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Already in Plan' }).waitFor();
    await page.goto('/implementation-plan');

    // All tab: Start, Complete and Defer, the one matching the status disabled.
    const a = planCard(page, first);
    await a.getByRole('button', { name: 'Start' }).click();
    await toastWith(page, `Started "${first}".`);
    expect(await a.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    expect(await a.locator('[data-status]').innerText()).toBe('In Progress');
    // A toast sliding in over the next button can take its click on a loaded machine (a CI run lost the Defer
    // click that way): the next action waits until the toasts have gone.
    await toastsGone(page);
    await a.getByRole('button', { name: 'Complete' }).click();
    await toastWith(page, `Completed "${first}".`);
    await toastsGone(page);
    await planCard(page, second).getByRole('button', { name: 'Defer' }).click();
    await toastWith(page, `Deferred "${second}".`);

    const expected = {
      summary: { 'Total Items': '2', 'In Progress': '0', Completed: '1', Completion: '50%' },
      tabs: { All: '2', Pending: '0', 'In Progress': '0', Completed: '1', Deferred: '1' },
    };
    expect(await planNumbers(page)).toEqual(expected);
    expect(await page.getByRole('progressbar', { name: '50% of the plan completed' }).getAttribute('aria-valuenow')).toBe('50');

    await page.reload();
    await planCard(page, first).waitFor();
    expect(await planNumbers(page)).toEqual(expected);
    expect((await planItemsOf(context, server.baseUrl)).map((i) => [i.name, i.status])).toEqual([
      [first, 'completed'],
      [second, 'deferred'],
    ]);
  });

  it('shows each tab with the buttons spec section 4 lists, and words an empty tab', async () => {
    const buttonsOf = async (name: string) =>
      (await planCard(page, name).getByRole('button').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'Edit');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    expect(await buttonsOf(first)).toEqual(['Move to Pending', 'Remove']);
    await page.getByRole('tab', { name: /^Deferred/ }).click();
    expect(await buttonsOf(second)).toEqual(['Start', 'Move to Pending', 'Remove']);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await page.getByText('No pending items found').waitFor();
    await page.getByRole('tab', { name: /^In Progress/ }).click();
    await page.getByText('No in progress items found').waitFor();
    await page.getByRole('tab', { name: /^All/ }).click();
    expect(await buttonsOf(first)).toEqual(['Start', 'Complete', 'Defer', 'Remove']);
    expect(await planCard(page, first).getByRole('button', { name: 'Complete' }).isDisabled()).toBe(true);
  });

  it('edits the due date and notes in a dialog that passes axe, and flags an overdue date', async () => {
    await planCard(page, second).getByRole('button', { name: `Edit due date and notes: ${second}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit due date and notes' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Due date').fill('2020-01-31');
    await dialog.getByLabel('Notes').fill('Ask counsel, then file; budget "approved" <Q3>.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `Saved the due date and notes of "${second}".`);
    const card = planCard(page, second);
    expect(await card.locator('[data-overdue]').innerText()).toContain('Jan 31, 2020 (overdue)');
    await card.getByText('Ask counsel, then file; budget "approved" <Q3>.').waitFor();
    const saved = (await planItemsOf(context, server.baseUrl)).find((i) => i.name === second)!;
    expect(saved).toMatchObject({ dueDate: '2020-01-31', notes: 'Ask counsel, then file; budget "approved" <Q3>.' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('exports JSON, HTML, DOCX and ICS files that read back', async () => {
    const items = await planItemsOf(context, server.baseUrl);
    const name = (ext: string) => new RegExp(`^ip-implementation-plan-\\d{4}-\\d{2}-\\d{2}\\.${ext}$`);

    const json = await download(page, 'Export as JSON');
    await toastWith(page, 'Your IP implementation plan has been exported as JSON.');
    expect(json.fileName).toMatch(name('json'));
    const doc = planJsonSchema.parse(JSON.parse(json.bytes.toString('utf8')));
    expect(doc.items.map((i) => [i.id, i.status])).toEqual(items.map((i) => [i.id, i.status]));
    expect(doc.summary).toMatchObject({ total: 2, completed: 1, deferred: 1, completionPercent: 50 });

    const html = await download(page, 'Export as HTML');
    await toastWith(page, 'Your IP implementation plan has been exported as HTML.');
    expect(html.fileName).toMatch(name('html'));
    const text = html.bytes.toString('utf8');
    expect(text).toContain(`<h3>${escapeHtml(first)}</h3>`);
    expect(text).toContain(`<h3>${escapeHtml(second)}</h3>`);
    expect(text).toContain('budget &quot;approved&quot; &lt;Q3&gt;');
    expect(text).toContain('<li><strong>50%</strong>Completion</li>');

    const docx = await download(page, 'Export as DOCX (Word)');
    await toastWith(page, 'Your IP implementation plan has been exported as DOCX.');
    expect(docx.fileName).toMatch(name('docx'));
    const { value } = await mammoth.extractRawText({ buffer: docx.bytes });
    expect(value).toContain(first);
    expect(value).toContain('Notes: Ask counsel, then file; budget "approved" <Q3>.');

    const ics = await download(page, 'Due dates to calendar (.ics)');
    await toastWith(page, 'Your IP implementation plan has been exported as ICS.');
    expect(ics.fileName).toMatch(name('ics'));
    const calendar = ics.bytes.toString('utf8');
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = calendar.replace(/\r\n /g, '');
    for (const item of items) {
      expect(unfolded).toContain(`UID:plan-item-${item.itemId}-${item.id}@moatmap`);
      expect(unfolded).toContain(`DTSTART;VALUE=DATE:${item.dueDate!.replace(/-/g, '')}`);
    }
    expect(calendar.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('removes an item, brings it back with Undo, and the page passes axe at 375 px and in the dark theme', async () => {
    await planCard(page, first).getByRole('button', { name: 'Remove' }).click();
    await toastWith(page, `Removed "${first}".`);
    expect(await planCard(page, first).count()).toBe(0);
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
    await toastWith(page, `Restored "${first}".`);
    expect(await planCard(page, first).locator('[data-status]').innerText()).toBe('Completed');
    expect((await planItemsOf(context, server.baseUrl)).map((i) => i.name)).toEqual([first, second]);

    const mobile = await newContext(browser, server.baseUrl, { viewport: mobileViewport, storageState: await context.storageState() });
    const small = await mobile.newPage();
    await small.goto('/implementation-plan');
    await planCard(small, second).waitFor();
    expect(await seriousViolations(small)).toEqual([]);
    await mobile.close();

    const dark = await newContext(browser, server.baseUrl, { storageState: await context.storageState() });
    await chooseDarkTheme(dark, server.baseUrl);
    const darkPage = await dark.newPage();
    const preferencesLoaded = darkPage.waitForResponse((r) => r.url().endsWith('/api/settings/preferences'));
    await darkPage.goto('/implementation-plan');
    await planCard(darkPage, second).waitFor();
    await preferencesLoaded;
    expect(await darkPage.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await seriousViolations(darkPage)).toEqual([]);
    await dark.close();
  });
});
