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
          // One module cache for the run, as the journeys have: each file re-imported the engine, the server and their
          // dependencies (import time 94-145 s of the arm). Tests take their configuration as arguments and restore
          // nothing global, so files do not see each other. Measured: the arm alone 597 s -> 326 s on this machine.
          isolate: false,
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
