import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { desktopViewport, launchBrowser, mobileViewport, newContext } from './support/browser.ts';
import { newAccount, registerThroughApi, submitLogin, waitForDashboard, type TestAccount } from './support/accounts.ts';
import { analyzeThroughApi, seriousViolations } from './analysis-helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-server.ts';

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [server, browser] = await Promise.all([startServer({ mail: { url: smtp.url, from: 'Moatmap <team@moatmap.test>' } }), launchBrowser()]);
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

async function signedIn(account: TestAccount) {
  const context = await newContext(browser, server.baseUrl);
  await registerThroughApi(context, server.baseUrl, account);
  return context;
}

/** Opens the invitation link from the mail in a fresh browser and registers through it. */
async function registerFromMail(email: string, username: string): Promise<Page> {
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  expect(new URL(link).origin).toBe(server.baseUrl);
  const context = await newContext(browser, server.baseUrl);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^Join / }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, `invite-${username}-1280`);
  await page.setViewportSize(mobileViewport);
  await shoot(page, `invite-${username}-375`);
  await page.setViewportSize(desktopViewport);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('correct horse');
  await page.getByRole('button', { name: /^Create account and join/ }).click();
  await waitForDashboard(page);
  return page;
}

describe('organizations, teams and the super-admin console', () => {
  it('a super admin creates an organization, its invited member joins, and deactivating it refuses that member at sign-in', async () => {
    const owner = await signedIn(newAccount('Olive', 'Owner'));
    const page = await owner.newPage();
    await page.goto('/super-admin');
    await page.getByRole('heading', { level: 1, name: 'Super Admin' }).waitFor();
    await page.getByText('1 active').waitFor();

    await page.getByRole('button', { name: 'Create Organization' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Create Organization' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Northwind Legal');
    await dialog.getByLabel('Industry').fill('Legal services');
    expect(await dialog.getByLabel('Size').inputValue()).toBe('startup');
    expect(await dialog.getByLabel('Subscription tier').inputValue()).toBe('free');
    await submit.click();
    await page.getByText('New organization has been successfully created.').waitFor();
    await page.getByText('2 active').waitFor();
    await page.getByText('northwind-legal · Startup (1-10) · Legal services').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'super-admin-1280');

    await page.getByRole('button', { name: 'Members of Northwind Legal' }).click();
    const members = page.getByRole('dialog');
    await members.getByText('No members yet').waitFor();
    await members.getByLabel('Email address').fill('nina@northwind.example');
    await members.getByLabel('Role').selectOption('admin');
    await members.getByRole('button', { name: 'Invite' }).click();
    await members.getByText('nina@northwind.example').waitFor();
    await page.keyboard.press('Escape');

    const nina = await registerFromMail('nina@northwind.example', 'nina');
    await nina.goto('/team');
    await nina.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await nina.getByText('The people of Northwind Legal').waitFor();

    await page.getByRole('button', { name: 'Manage Northwind Legal' }).click();
    const manage = page.getByRole('dialog');
    await manage.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Organization Updated').waitFor();
    await manage.getByText('Inactive').waitFor();
    await manage.getByLabel('Tier').selectOption('pro');
    await manage.getByText('Quota: 100 analyses a month').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('1 active').waitFor();

    // Her session ended with the deactivation; signing in again is refused with the reason.
    expect((await nina.context().request.get(`${server.baseUrl}/api/auth/me`)).status()).toBe(401);
    await nina.goto('/login');
    await submitLogin(nina, 'nina', 'correct horse');
    await nina.getByRole('alert').filter({ hasText: 'Your organization is deactivated. Contact your administrator.' }).waitFor();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByText('organization.update').first().waitFor();
    await page.getByText('isActive: true → false').waitFor();
    await shoot(page, 'activity-1280');
    await page.getByRole('tab', { name: 'System' }).click();
    const system = page.getByRole('tabpanel', { name: 'System' });
    expect(await system.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/api-docs',
      '/monitoring',
      '/backup-management',
    ]);
    await page.setViewportSize(mobileViewport);
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await shoot(page, 'super-admin-375');
    await owner.close();
    await nina.context().close();
  });

  it('an organization admin invites a colleague who registers through the mailed link, sees the shared analyses, and is removed', async () => {
    const admin = await signedIn(newAccount('Ada', 'Admin'));
    await analyzeThroughApi(admin, server.baseUrl, 'Shared Thermostat Plan');
    const page = await admin.newPage();
    await page.goto('/team');
    await page.getByLabel('Email address').fill('carl@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('Invitation sent to carl@example.com.').first().waitFor();
    await page.getByRole('list', { name: 'Pending invitations' }).getByText('carl@example.com').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'team-1280');

    const carl = await registerFromMail('carl@example.com', 'carl');
    await carl.goto('/projects');
    await carl.getByText('Shared Thermostat Plan').waitFor();
    // A member does not manage the team.
    expect(await carl.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).count()).toBe(0);

    await page.reload();
    const carlRow = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: 'carl@example.com' });
    await carlRow.waitFor();
    await page.setViewportSize(mobileViewport);
    await shoot(page, 'team-375');
    await carlRow.getByRole('button', { name: 'Remove carl' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('carl no longer has access.').waitFor();
    expect(await page.getByRole('list', { name: 'Members' }).getByText('carl@example.com').count()).toBe(0);

    expect((await carl.context().request.get(`${server.baseUrl}/api/analyses`)).status()).toBe(401);
    await carl.reload();
    await carl.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === '/projects');
    await admin.close();
    await carl.context().close();
  });
});
