import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './browser-options.ts';

export { chromiumArgs, chromiumPath };

/**
 * A connection to the run's shared Chromium (started once by global-browser.ts); close() ends only this
 * connection and the contexts made through it. Outside the e2e project (no shared browser), a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
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

/** A download's bytes. Through the shared browser's connection `download.path()` is not available; the stream is. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
