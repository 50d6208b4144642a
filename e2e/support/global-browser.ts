import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './browser-options.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's one Chromium, which every file connects to (launchBrowser) instead of starting its own. */
    browserWsEndpoint: string;
  }
}

/**
 * vitest globalSetup of the e2e project: one Chromium for the whole run. Starting Chromium costs a second
 * or more per file on this 2-core machine; a connection costs a few milliseconds. Files stay independent:
 * each makes its own contexts, and closing its connection closes the contexts it made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
