import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors.ts';
import { ANALYSIS_TIMEOUT_MESSAGE, EnginePool } from '../features/analyses/engine-pool.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser } from '../test/auth.ts';

// Finding 1 of the attack run, second half: the engine ran on the server's thread, so one long plan delayed
// every other request. Now it runs in engine threads.
const plan = readFileSync(new URL('../../../eval/plans/01-ledgerloop-reconciliation-saas.md', import.meta.url), 'utf8');
const longPlan = plan.repeat(Math.ceil(480_000 / plan.length)).slice(0, 480_000);

describe('the engine off the main thread', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  // Keep-alive connections of the fetches below would make closing wait for them: end them first.
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('answers /health while a long plan is being analysed', { timeout: 90_000 }, async () => {
    const { cookie } = await registerUser(t.app);
    const finished: string[] = [];
    // Engine threads load their model first, so the analysis below is the engine's work alone.
    // Every answer is read to its end: an unread body holds its connection open, and closing the server then waits
    // for it (the afterAll hook timed out at 60 s in two CI runs).
    await fetch(`${base}/api/analyze`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Warm-up', content: plan }),
    }).then((res) => res.arrayBuffer());
    const analysis = fetch(`${base}/api/analyze`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'A very long plan', content: longPlan }),
    }).then(async (res) => {
      finished.push('analysis');
      await res.arrayBuffer();
      return res;
    });
    // The long analysis takes seconds of CPU; the health check is sent once it has started.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await fetch(`${base}/health`).then(async (res) => {
      finished.push('health');
      await res.arrayBuffer();
      return res;
    });
    expect(health.status).toBe(200);
    expect((await analysis).status).toBe(201);
    // On the main thread the health check would wait for the whole analysis and finish second.
    expect(finished).toEqual(['health', 'analysis']);
  });
});

describe('EnginePool', () => {
  it('ends an analysis that outlives its time limit with a 503, and the next one runs on a fresh thread', { timeout: 90_000 }, async () => {
    const pool = new EnginePool({ threads: 1 });
    try {
      const error = await pool.analyze(longPlan, 200).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
      expect((error as HttpError).message).toBe(ANALYSIS_TIMEOUT_MESSAGE);
      const result = await pool.analyze(plan);
      expect(result.recommendations.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
