// Helpers of the implementation plan's browser tests.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { downloadedBytes } from './support/browser.ts';

/**
 * Serious and critical axe violations, summarised so a failure names the rule and the elements.
 * It scans once the toasts have closed by themselves: they belong to the shared toaster, whose
 * success colours are reported separately, and a toast caught fading in fails contrast anyway.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await toastsGone(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function planItemsOf(context: BrowserContext, baseUrl: string): Promise<PlanItem[]> {
  const response = await context.request.get(`${baseUrl}/api/plan-items`);
  if (!response.ok()) throw new Error(`GET /api/plan-items: ${response.status()}`);
  return (await response.json()) as PlanItem[];
}

/** The item's card in the open tab. */
export const planCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/** Waits until the toast in front (one shows at a time) has this description. */
export const toastWith = (page: Page, description: string) =>
  page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: description }).waitFor();

/** Waits until every toast has closed by itself. */
export async function toastsGone(page: Page): Promise<void> {
  // A pointer over the toaster pauses its timers.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
}

/** Opens the export menu, picks one entry and returns the downloaded file's name and bytes. */
export async function download(page: Page, menuItem: string): Promise<{ fileName: string; bytes: Buffer }> {
  // The previous export's menu first finishes closing (its exit animation): a click meanwhile could be undone by it.
  const menu = page.getByRole('menu', { name: 'Export' });
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Export' }).click();
  await menu.waitFor();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: menuItem }).click()]);
  return { fileName: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

/** Reads the summary cards and the tab counts as text, e.g. {Completion: '50%'} and {All: '2', ...}. */
export async function planNumbers(page: Page) {
  const summary: Record<string, string> = {};
  for (const card of await page.locator('[data-summary]').all()) {
    summary[(await card.getAttribute('data-summary'))!] = (await card.locator('p').first().innerText()).trim();
  }
  const tabs: Record<string, string> = {};
  for (const tab of await page.getByRole('tab').all()) {
    const [, label, count] = (await tab.innerText()).replace(/\s+/g, ' ').trim().match(/^(.*?) (\d+)$/) ?? [];
    tabs[label!] = count!;
  }
  return { summary, tabs };
}
