import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runBackupCli, runRestoreCli } from './run-backup.ts';

describe('backup and restore commands on a PGlite data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moatmap-cli-'));
  const config = testConfig({ dataDir, backupDir: path.join(dataDir, 'backups') });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('backs up, then restores the backup by id; without an id lists the backups', { timeout: 120_000 }, async () => {
    const seed = await openDatabase({ dataDir });
    await seed.db.execute(`insert into organizations (name, slug) values ('Acme', 'acme')`);
    await seed.close();

    const out: string[] = [];
    const output = { stdout: (t: string) => void out.push(t), stderr: (t: string) => void out.push(t) };
    expect(await runBackupCli(config, output)).toBe(0);
    const id = /Backup (\S+) completed: (\d+) records/.exec(out.join(''))![1];

    const wipe = await openDatabase({ dataDir });
    await wipe.db.execute('delete from organizations');
    await wipe.close();

    expect(await runRestoreCli(config, [id], output)).toBe(0);
    expect(out.join('')).toContain(`Backup ${id} restored: 1 records.`);
    const check = await openDatabase({ dataDir });
    const { rows } = (await check.db.execute('select slug from organizations')) as unknown as { rows: { slug: string }[] };
    await check.close();
    expect(rows).toEqual([{ slug: 'acme' }]);

    expect(await runRestoreCli(config, [], output)).toBe(2);
    expect(out.join('')).toContain(`  ${id}\n`);
    expect(await runRestoreCli(config, ['no-such-backup'], output)).toBe(1);
  });
});
