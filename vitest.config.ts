import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'eval/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          // expect.poll waits 1 s by default: too short for a lazy page chunk on a busy 2-core machine (the unit
          // project runs beside the journeys, decision 094). Playwright's own waits are longer still.
          expect: { poll: { timeout: 15_000 } },
          // The files run one after another in one process that keeps its module cache: the app's modules are
          // imported once per run, not once per file. Each file still starts its own server on its own database.
          isolate: false,
          // One Chromium for the run; each file connects to it (e2e/support/browser.ts launchBrowser).
          globalSetup: ['e2e/support/global-browser.ts'],
        },
      },
    ],
  },
});
