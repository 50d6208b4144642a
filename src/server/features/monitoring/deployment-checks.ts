import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appliedMigrationCount, shippedMigrationCount } from '../../db/migrations-info.ts';
import type { BackupsService } from '../backups/backups.service.ts';
import { FREQUENCY_MS } from '../backups/backups.service.ts';
import type { ProbeResult } from './probe.ts';

export type CheckStatus = 'pass' | 'warning' | 'fail';
export type CheckResult = { name: string; status: CheckStatus; message: string; duration: number };
type Verdict = { status: CheckStatus; message: string };

export type ChecksDeps = {
  config: AppConfig;
  database: Database;
  backups: BackupsService;
  now: () => Date;
  probeLlm: () => Promise<ProbeResult>;
};

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Free space where `dir` lives (or would live: the nearest existing parent). */
async function freeSpace(dir: string) {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(at);
      return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize, at };
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}

/** A verdict on free disk: under 100 MB or 2 % fails, under 1 GB or 10 % warns. */
export function diskVerdict(label: string, free: number, total: number): Verdict {
  const share = total > 0 ? free / total : 0;
  const text = `${label}: ${(free / GB).toFixed(1)} GB free (${Math.round(share * 100)} %)`;
  if (free < 100 * MB || share < 0.02) return { status: 'fail', message: `${text}: nearly full` };
  if (free < GB || share < 0.1) return { status: 'warning', message: `${text}: running low` };
  return { status: 'pass', message: text };
}

export function latencyVerdict(ms: number): Verdict {
  const text = `Database answered in ${ms.toFixed(1)} ms`;
  if (ms > 500) return { status: 'fail', message: `${text}: far too slow` };
  if (ms > 100) return { status: 'warning', message: `${text}: slow` };
  return { status: 'pass', message: text };
}

/** Whether the session cookie's Secure flag matches how the app is reached (auth sets it only behind TRUST_PROXY). */
export function cookieVerdict(config: Pick<AppConfig, 'env' | 'trustProxy' | 'publicOrigin'>): Verdict {
  const https = config.publicOrigin?.startsWith('https://');
  if (config.trustProxy && config.publicOrigin && !https) {
    return { status: 'warning', message: `TRUST_PROXY is on but PUBLIC_ORIGIN (${config.publicOrigin}) is not HTTPS` };
  }
  if (!config.trustProxy && https) {
    return { status: 'fail', message: 'PUBLIC_ORIGIN is HTTPS but TRUST_PROXY is off: the session cookie is never marked Secure' };
  }
  if (!config.trustProxy && config.env === 'production') {
    return { status: 'warning', message: 'Production without TRUST_PROXY: serve over HTTPS through a proxy and set TRUST_PROXY=true so the cookie is Secure' };
  }
  return { status: 'pass', message: config.trustProxy ? 'Behind a TLS proxy: the session cookie is Secure on HTTPS requests' : 'Development: plain HTTP cookie' };
}

function hoursUntil(iso: string | null, now: Date): string {
  if (!iso) return 'an unknown time';
  const hours = Math.max(0, (Date.parse(iso) - now.getTime()) / 3_600_000);
  return hours < 1 ? `${Math.round(hours * 60)} min` : `${hours.toFixed(1)} h`;
}

function checks({ config, database, backups, now, probeLlm }: ChecksDeps): [string, () => Promise<Verdict>][] {
  return [
    [
      'Database migrations',
      async () => {
        const applied = await appliedMigrationCount(database.db);
        const shipped = shippedMigrationCount();
        if (applied < shipped) return { status: 'fail', message: `${applied} of ${shipped} migrations applied` };
        if (applied > shipped) return { status: 'warning', message: `The database has ${applied} migrations, this build knows ${shipped}: an older build is running` };
        return { status: 'pass', message: `All ${shipped} migrations applied` };
      },
    ],
    [
      'Encryption key',
      async () => {
        if (config.encryptionKey) return { status: 'pass', message: 'ENCRYPTION_KEY is set' };
        if (database.kind === 'postgres') {
          return { status: 'warning', message: 'ENCRYPTION_KEY is not set: each instance on this PostgreSQL would generate its own key file. Set ENCRYPTION_KEY.' };
        }
        return { status: 'pass', message: 'Generated key file in DATA_DIR (one instance). Keep a copy: backups hold encrypted plans.' };
      },
    ],
    [
      'Demo mode',
      async () => {
        if (!config.demoMode) return { status: 'pass', message: 'DEMO_MODE is off' };
        if (config.env === 'production') return { status: 'fail', message: 'DEMO_MODE is on in production: anyone can sign in to the demo account' };
        return { status: 'warning', message: 'DEMO_MODE is on: turn it off before going live' };
      },
    ],
    [
      'Backups',
      async () => {
        const config = await backups.configRow();
        if (!config.enabled) return { status: 'warning', message: 'Scheduled backups are off' };
        const health = await backups.health();
        const allowed = 2 * FREQUENCY_MS[config.frequency];
        if (!health.lastSuccessfulBackup) {
          const sinceSetup = now().getTime() - config.updatedAt.getTime();
          return sinceSetup > allowed
            ? { status: 'fail', message: `No successful backup since backups were set up ${Math.round(sinceSetup / 3_600_000)} h ago` }
            : {
                status: 'warning',
                message: `No backup yet; the first ${config.frequency} backup is due in ${hoursUntil(health.nextScheduledBackup, now())} (or create one now)`,
              };
        }
        const age = now().getTime() - Date.parse(health.lastSuccessfulBackup);
        const hours = (age / 3_600_000).toFixed(1);
        if (age > allowed) return { status: 'fail', message: `Last successful backup ${hours} h ago: older than twice the ${config.frequency} schedule` };
        return { status: 'pass', message: `Last successful backup ${hours} h ago (${config.frequency})` };
      },
    ],
    [
      'Disk space',
      async () => {
        const data = await freeSpace(config.dataDir);
        const backupDisk = await freeSpace(config.backupDir);
        const verdicts = [diskVerdict('DATA_DIR', data.free, data.total)];
        if (backupDisk.at !== data.at) verdicts.push(diskVerdict('BACKUP_DIR', backupDisk.free, backupDisk.total));
        const worst = verdicts.find((v) => v.status === 'fail') ?? verdicts.find((v) => v.status === 'warning') ?? verdicts[0];
        return { status: worst.status, message: verdicts.map((v) => v.message).join('; ') };
      },
    ],
    ['Database latency', async () => latencyVerdict(await database.ping())],
    [
      'LLM provider',
      async () => {
        if (!config.llm) return { status: 'pass', message: 'Not configured: analyses use the local engine alone' };
        const result = await probeLlm();
        if (!result.reachable) return { status: 'fail', message: `${config.llm.baseUrl} is unreachable: ${result.error}` };
        if (result.status === 401 || result.status === 403) return { status: 'fail', message: `${config.llm.baseUrl} refused the API key (${result.status})` };
        if (result.status! >= 400) return { status: 'warning', message: `${config.llm.baseUrl} answered ${result.status}` };
        return { status: 'pass', message: `${config.llm.baseUrl} answered in ${Math.round(result.ms)} ms` };
      },
    ],
    [
      'Mail',
      async () =>
        config.mail
          ? { status: 'pass', message: 'SMTP_URL is set: invitations, referrals and reminders are mailed' }
          : { status: 'warning', message: 'SMTP_URL is not set: no mail is sent (links are shown to copy instead)' },
    ],
    ['HTTPS and cookies', async () => cookieVerdict(config)],
  ];
}

/** Every readiness check, run at once, each timed; a check that throws fails with its error. */
export async function runDeploymentChecks(deps: ChecksDeps) {
  const tests: CheckResult[] = await Promise.all(
    checks(deps).map(async ([name, run]) => {
      const started = performance.now();
      const verdict = await run().catch((error: unknown): Verdict => ({ status: 'fail', message: error instanceof Error ? error.message : String(error) }));
      return { name, ...verdict, duration: Math.round((performance.now() - started) * 10) / 10 };
    }),
  );
  const summary = {
    passed: tests.filter((t) => t.status === 'pass').length,
    warnings: tests.filter((t) => t.status === 'warning').length,
    failed: tests.filter((t) => t.status === 'fail').length,
    total: tests.length,
  };
  const overall: 'ready' | 'warnings' | 'not_ready' = summary.failed > 0 ? 'not_ready' : summary.warnings > 0 ? 'warnings' : 'ready';
  return { overall, summary, tests, timestamp: deps.now().toISOString() };
}
