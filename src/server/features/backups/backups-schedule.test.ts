import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabases, testDatabaseKinds } from '../../test/database.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('scheduled backups with two instances on one %s database', (kind) => {
  let databases: Database[];
  let apps: FastifyInstance[];
  let backupDir: string;
  const clock = { now: new Date() };
  beforeAll(async () => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'moatmap-scheduled-'));
    databases = await openTestDatabases(kind, 2);
    apps = await Promise.all(databases.map((database) => buildApp({ config: testConfig({ backupDir }), database, now: () => clock.now })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of [...databases].reverse()) await database.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const tickBoth = () => Promise.all(apps.map((app) => app.scheduler.tick()));
  const recent = () => apps[1].backups.recent();

  it('runs each due backup once, not once per instance', async () => {
    await tickBoth();
    expect(await recent()).toEqual([]);

    clock.now = new Date(clock.now.getTime() + DAY + 120_000);
    await tickBoth();
    let jobs = await recent();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ trigger: 'scheduled', status: 'completed' });

    // A minute later nothing is due: the next backup is a day after the last one.
    clock.now = new Date(clock.now.getTime() + 120_000);
    await tickBoth();
    expect(await recent()).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + DAY);
    await tickBoth();
    jobs = await recent();
    expect(jobs).toHaveLength(2);
    expect(readdirSync(backupDir).sort()).toEqual(jobs.map((j) => j.id).sort());
  });

  it('deletes backups older than the retention, keeping the newest', async () => {
    await apps[0].backups.updateConfig({ retention: 1 });
    clock.now = new Date(clock.now.getTime() + 2 * DAY);
    await tickBoth();
    const jobs = await recent();
    expect(jobs).toHaveLength(1);
    expect(readdirSync(backupDir)).toEqual([jobs[0].id]);
  });
});
