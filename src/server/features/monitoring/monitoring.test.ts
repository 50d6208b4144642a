import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmServer, type LlmTestServer } from '../../llm/test-llm-server.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { createApiCallCounter } from './api-calls.ts';

const PLAN = 'Sortly builds a robotic arm that uses a novel machine learning method to sort recycling for cities.';

describe.each(testDatabaseKinds)('monitoring on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let llm: LlmTestServer;
  let dataDir: string;
  beforeAll(async () => {
    llm = await startLlmServer(() => ({ content: '{}' }));
    dataDir = mkdtempSync(path.join(tmpdir(), 'moatmap-monitoring-'));
    t = await createTestApp(kind, { dataDir, backupDir: path.join(dataDir, 'backups'), llm: { baseUrl: llm.baseUrl, model: 'test-model', timeoutMs: 2000 } });
    admin = await registerUser(t.app, { company: 'Owner Inc' });
    member = await registerUser(t.app, { company: 'Member Co' });
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: member.headers, payload: { title: 'Plan', content: PLAN } });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, who: SignedIn | null = admin) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  it('refuses the monitoring routes to ordinary users and visitors', async () => {
    for (const url of ['/api/admin/health', '/api/admin/monitoring/history', '/api/deployment/test']) {
      expect((await get(url, member)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('reports every field of the health report from real measurements', async () => {
    const first = (await get('/api/admin/health')).json();
    expect(first).toMatchObject({
      status: 'healthy',
      database: { status: 'connected', kind },
      environment: 'test',
      version: '0.1.0',
      services: { database: 'connected', openai: 'available', godaddy: 'offline' },
      analytics: { totalUsers: 2, totalOrganizations: 2, totalAnalyses: 1, activeUsers24h: 2 },
    });
    expect(first.database.connectionTime).toBeGreaterThan(0);
    expect(first.database.activeConnections).toBeGreaterThanOrEqual(1);
    expect(first.memory.heapUsed).toBeGreaterThan(0);
    expect(first.uptime).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 3; i += 1) await get('/api/analyses', member);
    const second = (await get('/api/admin/health')).json();
    expect(second.analytics.apiCallsToday).toBe(first.analytics.apiCallsToday + 4);
    expect(second.database.queryCount).toBeGreaterThan(first.database.queryCount);
  });

  it('keeps the last hour of this instance per minute: requests, p95, errors and analyses', async () => {
    const { minutes, instance } = (await get('/api/admin/monitoring/history')).json();
    expect(minutes).toHaveLength(60);
    expect(instance.pid).toBe(process.pid);
    const total = minutes.reduce((n: number, m: { requests: number }) => n + m.requests, 0);
    expect(total).toBeGreaterThanOrEqual(10);
    expect(minutes.reduce((n: number, m: { analyses: number }) => n + m.analyses, 0)).toBe(1);
    expect(minutes.at(-1).p95Ms).toBeGreaterThan(0);
  });

  it('runs the readiness checks for real: a missing backup warns, then a fresh backup passes', async () => {
    const before = (await get('/api/deployment/test')).json();
    const byName = (report: { tests: { name: string; status: string; message: string; duration: number }[] }, name: string) =>
      report.tests.find((c) => c.name === name)!;
    expect(before.summary.total).toBe(9);
    expect(byName(before, 'Database migrations')).toMatchObject({ status: 'pass' });
    expect(byName(before, 'Backups')).toMatchObject({ status: 'warning' });
    expect(byName(before, 'Mail')).toMatchObject({ status: 'warning' });
    expect(byName(before, 'LLM provider')).toMatchObject({ status: 'pass' });
    expect(byName(before, 'Disk space').message).toMatch(/DATA_DIR: [\d.]+ GB free/);
    expect(before.overall).toBe('warnings');
    expect(before.summary).toEqual({ passed: 7, warnings: 2, failed: 0, total: 9 });
    for (const check of before.tests) expect(check.duration).toBeGreaterThanOrEqual(0);

    await t.app.backups.run('manual');
    expect(byName((await get('/api/deployment/test')).json(), 'Backups')).toMatchObject({ status: 'pass' });
  });
});

describe('readiness failures', () => {
  it('fails demo mode in production, an unreachable LLM and an HTTPS origin without TRUST_PROXY', async () => {
    const t = await createTestApp('pglite', {
      env: 'production',
      demoMode: true,
      publicOrigin: 'https://moatmap.example.com',
      llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'x', timeoutMs: 1000 },
      backupDir: path.join(tmpdir(), `moatmap-unused-${process.pid}`),
    });
    try {
      const admin = await registerUser(t.app);
      const report = (await t.app.inject({ method: 'GET', url: '/api/deployment/test', headers: admin.headers })).json();
      const status = Object.fromEntries(report.tests.map((c: { name: string; status: string }) => [c.name, c.status]));
      expect(status).toMatchObject({ 'Demo mode': 'fail', 'LLM provider': 'fail', 'HTTPS and cookies': 'fail' });
      expect(report.overall).toBe('not_ready');
      const health = (await t.app.inject({ method: 'GET', url: '/api/admin/health', headers: admin.headers })).json();
      expect(health).toMatchObject({ status: 'degraded', services: { openai: 'unavailable' } });
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabaseKinds)('API calls today on %s', (kind) => {
  it('sums the counts of every instance', async () => {
    const database = await openTestDatabase(kind);
    try {
      const now = () => new Date('2026-11-23T12:00:00Z');
      const a = createApiCallCounter(database.db, now);
      const b = createApiCallCounter(database.db, now);
      for (let i = 0; i < 3; i += 1) a.count();
      await a.flush();
      b.count();
      b.count();
      expect(await b.today()).toBe(5);
      await b.flush();
      a.count();
      await a.flush();
      expect(await a.today()).toBe(6);
    } finally {
      await database.close();
    }
  });
});
