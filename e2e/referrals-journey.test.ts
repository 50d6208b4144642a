import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { analyzeThroughApi, seriousViolations } from './analysis-helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-server.ts';

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [server, browser] = await Promise.all([startServer({ mail: { url: smtp.url, from: 'Moatmap <referrals@moatmap.test>' } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

const screenshots = process.env.SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

describe('lawyer referrals end to end', () => {
  it('a founder asks about a recommendation, the super admin matches two lawyers, and the founder sees them within one poll and by mail', async () => {
    const ownerContext = await newContext(browser, server.baseUrl);
    await registerThroughApi(ownerContext, server.baseUrl, newAccount('Olive', 'Owner'));
    const founderAccount = newAccount('Fay', 'Founder');
    const founderContext = await newContext(browser, server.baseUrl);
    await registerThroughApi(founderContext, server.baseUrl, founderAccount);

    // The directory the operator matches from.
    for (const lawyer of [
      { name: 'Ana Patel', firm: 'Patel IP', email: 'ana@patel.example', phone: '+1 415 555 0100', specializations: ['patent', 'trademark'], jurisdictions: ['California'] },
      { name: 'Ben Ortiz', firm: 'Ortiz & Co', email: 'ben@ortiz.example', specializations: ['general'], jurisdictions: ['California'] },
      { name: 'Cy Young', firm: 'Young LLP', email: 'cy@young.example', specializations: ['copyright'], jurisdictions: ['Germany'] },
    ]) {
      const res = await ownerContext.request.post(`${server.baseUrl}/api/admin/lawyers`, { data: lawyer, headers: { origin: server.baseUrl } });
      expect(res.status()).toBe(201);
    }

    const { businessPlanId, result } = await analyzeThroughApi(founderContext, server.baseUrl, 'Lumio Hub Business Plan');
    const recommendation = result.recommendations.find((r) => r.type === 'trademark')!;
    // The founder's clock runs as usual but can be moved ahead to the next poll instead of waiting 30 s for it.
    await founderContext.clock.install();
    const founder = await founderContext.newPage();
    await founder.goto(`/analysis/${businessPlanId}`);
    await founder.getByRole('button', { name: `View details: ${recommendation.name}` }).click();
    await founder.getByRole('dialog').getByRole('link', { name: 'Ask a lawyer about this' }).click();
    await founder.getByRole('heading', { level: 1, name: 'Lawyer Referral' }).waitFor();
    expect(await founder.getByLabel('IP type').inputValue()).toBe('trademark');
    const description = await founder.getByLabel('Describe what you need').inputValue();
    expect(description).toContain(recommendation.name);
    expect(description).toContain(recommendation.evidence[0].text.replace(/\s+/g, ' ').trim());

    await founder.getByRole('button', { name: 'Submit Request' }).click();
    await founder.getByText('Please select urgency level').waitFor();
    for (const message of ['Please select budget range', 'Please specify preferred location', 'Please select contact preference', 'Please specify business type']) {
      await founder.getByText(message).waitFor();
    }
    expect(await founder.getByLabel('Urgency').locator('option').allInnerTexts()).toEqual([
      'Select urgency',
      'Immediate (within 1 week)',
      'High (within 2 weeks)',
      'Medium (within 1 month)',
      'Low (within 3 months)',
    ]);
    await founder.getByLabel('Urgency').selectOption('high');
    await founder.getByLabel('Budget').selectOption('5k_15k');
    await founder.getByLabel('Business type').selectOption('startup');
    await founder.getByLabel('Preferred location').fill('San Francisco, California');
    await founder.getByLabel('Contact preference').selectOption('email');
    await founder.getByRole('button', { name: 'Submit Request' }).click();
    await founder.getByText("We'll contact you soon.").waitFor();
    expect(await founder.getByLabel('IP type').inputValue()).toBe('');
    const request = founder.getByRole('list', { name: 'Your referral requests' }).getByRole('listitem').first();
    await request.getByText('Pending').waitFor();
    await request.getByText('high priority').waitFor();
    expect(await seriousViolations(founder)).toEqual([]);
    await shoot(founder, 'referral-1280');

    // The operator opens the request from the console and matches two lawyers suggested by the directory.
    const owner = await ownerContext.newPage();
    await owner.goto('/super-admin');
    await owner.getByRole('tab', { name: 'Lawyer Referrals' }).click();
    const queue = owner.getByRole('list', { name: 'Referral requests' });
    await queue.getByText('Fay Founder').waitFor();
    await queue.getByRole('button', { name: /^Open request #/ }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByText('Suggested: Practises trademark, Covers California').waitFor();
    await dialog.getByRole('button', { name: 'Mark In Progress' }).click();
    await owner.getByText('Request marked in progress').waitFor();
    await dialog.getByLabel(/^Ana Patel/).check();
    await dialog.getByLabel(/^Ben Ortiz/).check();
    await dialog.getByRole('button', { name: 'Match 2 lawyers' }).click();
    await owner.getByText('The founder has been told.').waitFor();
    await dialog.getByText('Matched', { exact: true }).waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    await shoot(owner, 'referral-admin-1280');

    // Without a reload: the founder's list polls every 30 s. Nothing shows before the poll; the next poll shows it.
    expect(await request.getByText('Ana Patel').count()).toBe(0);
    await founder.clock.fastForward(30_000);
    await request.getByText('Ana Patel').waitFor();
    await request.getByText('ben@ortiz.example').waitFor();
    await request.getByText('Matched').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(founderAccount.email) && m.subject.endsWith('Matched'));
    expect(mail.text).toContain('Ana Patel, Patel IP · ana@patel.example · +1 415 555 0100');
    expect(mail.text).toContain(`${server.baseUrl}/lawyer-referral`);
    await smtp.waitFor((m) => m.to.includes(founderAccount.email) && m.subject.endsWith('Reviewing'));

    await owner.keyboard.press('Escape');
    await owner.getByRole('tab', { name: 'Lawyer directory' }).click();
    await owner.getByRole('list', { name: 'Lawyer directory' }).getByText('Cy Young').waitFor();
    await owner.getByRole('button', { name: 'Retire Cy Young' }).click();
    await owner.getByText('Lawyer retired').waitFor();
    expect(await owner.getByRole('list', { name: 'Lawyer directory' }).getByText('Cy Young').count()).toBe(0);
    await owner.getByRole('button', { name: 'Add lawyer' }).click();
    await owner.getByRole('dialog').getByLabel('Name').fill('Dee Chen');
    await owner.getByRole('dialog').getByRole('button', { name: 'Add lawyer' }).click();
    await owner.getByRole('dialog').getByText('Firm is required').waitFor();
    await shoot(owner, 'lawyer-directory-1280');
    await owner.keyboard.press('Escape');

    await founder.setViewportSize(mobileViewport);
    await shoot(founder, 'referral-375');
    await owner.setViewportSize(mobileViewport);
    await shoot(owner, 'referral-admin-375');
    await ownerContext.close();
    await founderContext.close();
  });
});
