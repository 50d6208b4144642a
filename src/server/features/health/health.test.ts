import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

describe.each(testDatabaseKinds)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports a connected database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'healthy', database: { status: 'connected', kind } });
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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('exposes request durations in the Prometheus format', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} 1/);
  });
});
