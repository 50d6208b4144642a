import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { INVALID_FILE_TYPE_MESSAGE, NO_TEXT_MESSAGE, shortTextWarning } from '#server/extract/errors.ts';
import { makeEmptyDocx, makePng, makeSampleDocx, makeSamplePdf } from '#server/extract/test-files.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './analysis-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const content = (page: Page) => page.getByRole('textbox', { name: 'Business plan' }).inputValue();
const fileInput = (page: Page) => page.getByTestId('business-plan-file');
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('uploading a business plan file', () => {
  it('fills the content, the file name and an empty title from a PDF, showing the progress bar meanwhile', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    // Holds the request (unchanged) until the bar has been seen, so the check does not race the upload.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });
    await fileInput(page).setInputFiles({ name: 'lumio_hub-plan.v2.pdf', mimeType: PDF, buffer: makeSamplePdf() });
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    release();

    await expect.poll(() => content(page), { timeout: 30_000 }).not.toBe('');
    expect(await content(page)).toContain('adaptive scheduling method learns occupancy');
    expect(await page.getByLabel('Title').inputValue()).toBe('Lumio Hub Plan');
    expect(await page.getByLabel('File name', { exact: true }).inputValue()).toBe('lumio_hub-plan.v2.pdf');
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached' });
    // The live counts follow the text.
    expect(await page.getByTestId('content-stats').innerText()).toMatch(/^\d[\d,]* words · \d[\d,]* characters$/);
    expect(await page.getByRole('button', { name: 'Analyze Business Plan' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('fills the content from a DOCX and keeps a title the user already typed', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await page.getByLabel('Title').fill('My own title');
    await fileInput(page).setInputFiles({ name: 'go-to-market.docx', mimeType: DOCX, buffer: await makeSampleDocx() });
    await expect.poll(() => page.getByLabel('File name', { exact: true }).inputValue(), { timeout: 30_000 }).toBe('go-to-market.docx');
    const text = await content(page);
    expect(text).toContain('LUMIO Labs builds the Lumio Hub');
    expect(text).toContain('Occupancy learning engine');
    expect(await page.getByLabel('Title').inputValue()).toBe('My own title');
    await context.close();
  });

  it('shows the spec toast for a file that is not TXT, PDF or DOCX', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await fileInput(page).setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: makePng(8) });
    await page.getByText('File processing failed').waitFor();
    await page.getByText(INVALID_FILE_TYPE_MESSAGE).waitFor();
    expect(await content(page)).toBe('');
    await context.close();
  });

  it('shows the server message for a document without text', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    await fileInput(page).setInputFiles({ name: 'empty.docx', mimeType: DOCX, buffer: await makeEmptyDocx() });
    await page.getByText('File processing failed').waitFor();
    await page.getByText(NO_TEXT_MESSAGE).waitFor();
    await context.close();
  });

  it('warns that a short text may be too short, and takes a file dropped on the highlighted zone', async () => {
    const { context, page } = await signIn(browser, server.baseUrl);
    const zone = page.getByTestId('file-drop-zone');
    expect(await zone.evaluate((el) => el.tagName)).toBe('BUTTON');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Lumio Hub: a thermostat.'], 'short-note.txt', { type: 'text/plain' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    expect(await zone.getAttribute('data-dragging')).toBe('true');
    await page.getByText('Drop the file to upload it').waitFor();
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByText(shortTextWarning('Lumio Hub: a thermostat.'.length)).waitFor();
    expect(await zone.getAttribute('data-dragging')).toBeNull();
    expect(await content(page)).toBe('Lumio Hub: a thermostat.');
    expect(await page.getByLabel('Title').inputValue()).toBe('Short Note');
    // Under 50 characters: the analysis cannot be submitted.
    expect(await page.getByRole('button', { name: 'Analyze Business Plan' }).isDisabled()).toBe(true);
    await context.close();
  });
});
