// Shared steps of the analysis, report and projects journeys (e2e/analysis-*.test.ts, e2e/projects-*.test.ts).
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { analysisResponseSchema, type AnalysisResponse } from '#shared/schemas/business-plan.ts';
import { newAccount, registerThroughApi, waitForDashboard } from './support/accounts.ts';
import { newContext } from './support/browser.ts';

/** A plan with a coined brand, a concrete technical method, a confidential process and in-house software. */
export const PLAN_TITLE = 'Lumio Hub Business Plan';
export const PLAN_TEXT = [
  'LUMIO Labs builds the Lumio Hub, a smart thermostat for small offices.',
  'Our patent-pending adaptive scheduling method learns occupancy from door sensors and cuts heating costs by 30%.',
  'We developed a novel system that fuses door sensor and temperature data on the device to predict room use.',
  'The firmware and the mobile app are written in-house, and we publish installer training videos.',
  'The recipe for our sensor calibration and our customer list stay confidential and are known only to the founders.',
  'We sell through Acme Distribution and plan to launch in Germany in 2026.',
].join(' ');

export type SignedIn = { context: BrowserContext; page: Page };

/**
 * Registers the instance's first account (its owner, with an unlimited quota), so every account a
 * test signs in with afterwards is an ordinary one with the free tier's 10 analyses a month.
 */
export async function claimInstance(browser: Browser, baseUrl: string): Promise<void> {
  const context = await newContext(browser, baseUrl);
  await registerThroughApi(context, baseUrl, newAccount('Olive', 'Owner'));
  await context.close();
}

/** A new account in a fresh context, on the dashboard. */
export async function signIn(browser: Browser, baseUrl: string, options: Parameters<typeof newContext>[2] = {}): Promise<SignedIn> {
  const context = await newContext(browser, baseUrl, options);
  await registerThroughApi(context, baseUrl, newAccount('Lena', 'Lumio'));
  const page = await context.newPage();
  await page.goto('/');
  await waitForDashboard(page);
  // The dashboard's own chunk has loaded once its input panel is there.
  await page.getByTestId('input-panel').waitFor({ state: 'attached' });
  return { context, page };
}

/** Fills the form, submits it and returns the server's answer once the report is on screen. */
export async function analyzeThroughForm(page: Page, title = PLAN_TITLE, content = PLAN_TEXT): Promise<AnalysisResponse> {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Business plan' }).fill(content);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Analyze Business Plan' }).click();
  const response = await answer;
  if (response.status() !== 201) throw new Error(`analyze failed: ${response.status()} ${await response.text()}`);
  const parsed = analysisResponseSchema.parse(await response.json());
  await page.getByTestId('analysis-report').waitFor();
  return parsed;
}

/** Creates an analysis through the API with the context's session (for pages that list them). */
export async function analyzeThroughApi(context: BrowserContext, baseUrl: string, title: string, content = PLAN_TEXT): Promise<AnalysisResponse> {
  const response = await context.request.post(`${baseUrl}/api/analyze`, { data: { title, content }, headers: { origin: baseUrl } });
  if (response.status() !== 201) throw new Error(`analyze failed: ${response.status()} ${await response.text()}`);
  return analysisResponseSchema.parse(await response.json());
}

/** The action texts of one roadmap phase as shown. */
export async function phaseActions(page: Page, phase: 'immediate' | 'shortTerm' | 'mediumTerm' | 'longTerm'): Promise<string[]> {
  return page.locator(`[data-phase="${phase}"] li`).allInnerTexts();
}

export const phaseKeys = ['immediate', 'shortTerm', 'mediumTerm', 'longTerm'] as const;

/**
 * Serious and critical axe violations, named by rule and element. The toaster is left out: it is
 * the app shell's notification layer, scanned with the shell, not part of the page under test.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
