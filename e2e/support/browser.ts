import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium with the flags known to work in containers (STACK.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export const desktopViewport = { width: 1280, height: 860 };
export const mobileViewport = { width: 375, height: 800 };

/**
 * A fresh, cookie-less browser context pointed at the server. The dashboard's first-visit welcome
 * dialog is marked as seen (its spec flag, has_seen_tutorial) unless `showWelcome` is set, so
 * journeys through the layout are not blocked by it.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  { showWelcome = false, ...options }: BrowserContextOptions & { showWelcome?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: desktopViewport, ...options });
  if (!showWelcome) await context.addInitScript(() => window.localStorage.setItem('has_seen_tutorial', 'true'));
  return context;
}
