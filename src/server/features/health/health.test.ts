import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

describe.each(testDatabaseKinds)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says only that the instance is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    // Nothing more for the public: no memory, environment, version or database details.
    expect(res.json()).toEqual({ status: 'up' });
  });

  it('says down with a 503 when the database is unreachable', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'down' });
    } finally {
      t.database.ping = ping;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', headers: { origin: 'https://evil.example', host: 'localhost:5000' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-origin request refused');
  });
});

describe('metrics', () => {
  const token = 'metrics-test-token-0123456789';

  it('are not served on the public port without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await createTestApp('pglite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('are served to the bearer of METRICS_TOKEN only', async () => {
    const t = await createTestApp('pglite', { metrics: { token, host: '127.0.0.1' } });
    try {
      await t.app.inject({ method: 'GET', url: '/health' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.statusCode).toBe(401);
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} 1/);
    } finally {
      await t.close();
    }
  });

  it('are served on METRICS_PORT, on loopback, and not on the public port', async () => {
    const t = await createTestApp('pglite', { metrics: { port: 0, host: '127.0.0.1' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const address = t.app.metricsServer!.address();
      if (!address || typeof address === 'string') throw new Error('metrics server is not listening');
      expect(address.address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/process_resident_memory_bytes/);
    } finally {
      await t.close();
    }
  });
});
