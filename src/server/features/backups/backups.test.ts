import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { APP_SCHEMA, appTables, ident, rowsOf } from './backup-catalog.ts';

const PLAN = (name: string) =>
  `${name} builds a patented robotic arm that uses a novel machine learning method to sort recycling. ` +
  `Our brand ${name.toUpperCase()} will be sold to cities. We keep our training data and pricing confidential.`;

/** Every row of every app table, as PostgreSQL's own JSON text, in a stable order. */
async function everyRow(t: TestApp): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await appTables(t.database.db)) {
    const rows = await rowsOf<{ line: string }>(t.database.db, sql`select row_to_json(x)::text as line from ${ident(APP_SCHEMA)}.${ident(table)} x`);
    all[table] = rows.map((r) => r.line).sort();
  }
  return all;
}

describe.each(testDatabaseKinds)('backups on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let member: SignedIn;
  let backupDir: string;
  let intactId: string;
  let corruptedId: string;
  beforeAll(async () => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'moatmap-backups-'));
    t = await createTestApp(kind, { backupDir });
    owner = await registerUser(t.app, { company: 'Acme Robotics' });
    member = await registerUser(t.app, { company: 'Beta Labs' });
    for (const [who, name] of [[owner, 'Sortly'], [member, 'Binwise']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: who.headers, payload: { title: `${name} plan`, content: PLAN(name) } });
      expect(res.statusCode).toBe(201);
      const rec = res.json().result.recommendations[0];
      const added = await t.app.inject({ method: 'POST', url: '/api/plan-items', headers: who.headers, payload: { ...rec, businessPlanId: res.json().businessPlanId } });
      expect(added.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: SignedIn = owner) =>
    t.app.inject({ method, url, payload, headers: who.headers });

  it('refuses every backup route to ordinary users (403) and to visitors (401)', async () => {
    const routes: [('GET' | 'POST' | 'PATCH'), string, object?][] = [
      ['GET', '/api/admin/backup/health'],
      ['GET', '/api/admin/backup/stats'],
      ['GET', '/api/admin/backup/recent'],
      ['GET', '/api/admin/backup/config'],
      ['PATCH', '/api/admin/backup/config', { retention: 10 }],
      ['POST', '/api/admin/backup/create', { type: 'full' }],
      ['POST', '/api/admin/backup/verify/x'],
      ['POST', '/api/admin/backup/restore/x', { confirm: 'RESTORE' }],
      ['GET', '/api/admin/backup/download/x'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, member)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps the configuration in the database, with retention 1-365 and a non-numeric entry falling back to 30', async () => {
    expect((await call('GET', '/api/admin/backup/config')).json()).toEqual({
      enabled: true, frequency: 'daily', retention: 30, autoVerify: true, compressionEnabled: true, includeAnalytics: true,
    });
    expect((await call('PATCH', '/api/admin/backup/config', { retention: 7, frequency: 'hourly' })).json()).toMatchObject({ retention: 7, frequency: 'hourly' });
    expect((await call('PATCH', '/api/admin/backup/config', { retention: 'abc' })).json().retention).toBe(30);
    const bad = await call('PATCH', '/api/admin/backup/config', { retention: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Retention must be between 1 and 365 days');
    expect((await call('PATCH', '/api/admin/backup/config', { frequency: 'daily' })).json().frequency).toBe('daily');
  });

  it('backs up in the background, then restores every row of both organizations after every table was wiped', async () => {
    const before = await everyRow(t);
    expect(before.organizations).toHaveLength(2);
    expect(before.business_plans).toHaveLength(2);

    const created = await call('POST', '/api/admin/backup/create', { type: 'full' });
    expect(created.statusCode).toBe(202);
    const { id } = created.json();
    intactId = id;
    await t.app.backups.settle();
    const [job] = (await call('GET', '/api/admin/backup/recent')).json();
    expect(job).toMatchObject({ id, status: 'completed', type: 'full', error: null, verified: true });
    // The audit row of the create request itself may be written before or after the job reads the tables.
    const total = (rows: Record<string, unknown[]>) => Object.values(rows).reduce((n, r) => n + r.length, 0);
    const after = await everyRow(t);
    expect(job.recordCount).toBeGreaterThanOrEqual(total(before));
    expect(job.recordCount).toBeLessThanOrEqual(total(after));
    expect(job.tables).toEqual(expect.arrayContaining(['organizations', 'users', 'business_plans', 'analyses', 'plan_items', 'audit_log']));
    expect(job.tables).not.toContain('backups');

    // Plan content stays encrypted inside the backup.
    const plans = gunzipSync(readFileSync(path.join(backupDir, id, 'business_plans.ndjson.gz'))).toString('utf8');
    expect(plans).toContain('"content_encrypted":"v1:');
    expect(plans).not.toContain('robotic arm');

    const tables = await appTables(t.database.db);
    await t.database.db.execute(sql`truncate table ${sql.join(tables.map((name) => ident(name)), sql`, `)} restart identity cascade`);
    expect((await everyRow(t)).organizations).toHaveLength(0);

    // The session was wiped with the tables, so the API refuses before reading the body (the typed confirmation
    // is tested below); the restore runs as an operator would, through the service.
    const refused = await call('POST', `/api/admin/backup/restore/${id}`, { confirm: 'yes' });
    expect(refused.statusCode).toBe(401);
    expect(await t.app.backups.restore(id)).toBe(job.recordCount);
    expect(await everyRow(t)).toEqual(before);

    // Sequences continue after the restored ids (the wipe restarted them at 1: a new row would collide otherwise).
    await registerUser(t.app, { company: 'Gamma' });
    const orgIds = (await everyRow(t)).organizations.map((line) => JSON.parse(line).id as number);
    expect(new Set(orgIds).size).toBe(3);
  });

  it('reports stats and health from the recorded backups', async () => {
    const stats = (await call('GET', '/api/admin/backup/stats')).json();
    expect(stats).toMatchObject({ totalBackups: 1, successfulBackups: 1, successRate: 100 });
    expect(stats.totalSize).toBeGreaterThan(0);
    expect(stats.averageSize).toBe(stats.totalSize);
    const health = (await call('GET', '/api/admin/backup/health')).json();
    expect(health).toMatchObject({ status: 'idle', lastSuccessfulBackup: stats.lastBackup });
    expect(Date.parse(health.nextScheduledBackup)).toBeGreaterThan(Date.now());
  });

  it('a corrupted backup file fails verification; an intact one passes', async () => {
    corruptedId = (await call('POST', '/api/admin/backup/create', { type: 'full' })).json().id;
    await t.app.backups.settle();
    const latest = { id: corruptedId };
    expect((await call('POST', `/api/admin/backup/verify/${latest.id}`)).json()).toMatchObject({ valid: true });
    const file = path.join(backupDir, latest.id, 'users.ndjson.gz');
    const bytes = readFileSync(file);
    bytes[bytes.length - 5] ^= 0xff;
    writeFileSync(file, bytes);
    const verdict = (await call('POST', `/api/admin/backup/verify/${latest.id}`)).json();
    expect(verdict).toEqual({ valid: false, message: `Backup ${latest.id} is not valid: The file of table users is corrupted (checksum mismatch)` });
    const restore = await call('POST', `/api/admin/backup/restore/${latest.id}`, { confirm: 'RESTORE' });
    expect(restore.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/backup/verify/nope')).statusCode).toBe(404);
  });

  it('restores through the API after the typed confirmation', async () => {
    const intact = (await call('GET', '/api/admin/backup/recent')).json().find((j: { id: string }) => j.id === intactId);
    const res = await call('POST', `/api/admin/backup/restore/${intact.id}`, { confirm: 'RESTORE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restored: true, recordCount: intact.recordCount });
  });

  it('downloads a backup as a ZIP of its manifest and table files', async () => {
    const job = { id: intactId };
    const res = await call('GET', `/api/admin/backup/download/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(readdirSync(path.join(backupDir, job.id))).toContain('manifest.json');
  });
});
