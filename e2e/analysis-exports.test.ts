import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { reportJsonSchema } from '#shared/exports/json.ts';
import { escapeHtml } from '#shared/exports/html.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { downloadedBytes, launchBrowser } from './support/browser.ts';
import { PLAN_TITLE, analyzeThroughForm, signIn } from './analysis-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function exportAs(page: Page, item: string, format: string): Promise<{ name: string; bytes: Buffer }> {
  // The menu is non-modal; start from a closed menu whatever the previous export left, so the click opens it.
  // A closing menu stays in the DOM for its exit animation: a click meanwhile could be undone by it.
  await page.keyboard.press('Escape');
  const menu = page.getByRole('menu', { name: 'Export' });
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Export' }).click();
  await menu.waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  await page.getByText(`Your IP analysis report has been exported as ${format}.`).waitFor();
  return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

describe('report exports and print', () => {
  it('downloads JSON, HTML and DOCX files that read back with the recommendations', async () => {
    const { context, page } = await signIn(browser, server.baseUrl, { acceptDownloads: true });
    const { businessPlanId, result } = await analyzeThroughForm(page);
    const base = `ip-analysis-lumio-hub-business-plan-${today()}`;

    const json = await exportAs(page, 'Export as JSON', 'JSON');
    expect(json.name).toBe(`${base}.json`);
    const doc = reportJsonSchema.parse(JSON.parse(json.bytes.toString('utf8')));
    expect(doc).toMatchObject({ title: PLAN_TITLE, businessPlanId, result });

    const html = await exportAs(page, 'Export as HTML', 'HTML');
    expect(html.name).toBe(`${base}.html`);
    const htmlText = html.bytes.toString('utf8');
    expect(htmlText).toMatch(/^<!doctype html>/i);
    for (const rec of result.recommendations) expect(htmlText).toContain(escapeHtml(rec.name));

    const docx = await exportAs(page, 'Export as DOCX (Word)', 'DOCX');
    expect(docx.name).toBe(`${base}.docx`);
    const { value: docxText } = await mammoth.extractRawText({ buffer: docx.bytes });
    expect(docxText).toContain(PLAN_TITLE);
    for (const rec of result.recommendations) {
      expect(docxText).toContain(rec.name);
      expect(docxText).toContain(rec.nextStep);
    }
    await context.close();
  });

  it('prints only the report: the layout and the input panel are left out', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await analyzeThroughForm(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('analysis-report').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Protection Roadmap' }).isVisible()).toBe(true);
    expect(await page.getByTestId('input-panel').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    expect(await page.getByRole('toolbar', { name: 'Report actions' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /^Account menu for / }).isVisible()).toBe(false);
    // On paper the cards carry the plan's quoted sentences, which the screen keeps in the dialog.
    expect(await page.locator('[data-recommendation-id] blockquote').first().isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('[data-recommendation-id] blockquote').first().isVisible()).toBe(false);
    await context.close();
  });
});
