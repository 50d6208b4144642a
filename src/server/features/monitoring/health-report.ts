import { hostname } from 'node:os';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { HealthReport } from '#shared/schemas/monitoring.ts';
import { activeConnections, instanceTotals } from './monitoring.repository.ts';
import type { ProbeResult } from './probe.ts';

export type HealthDeps = {
  config: AppConfig;
  database: Database;
  now: () => Date;
  startedAt: number;
  version: string;
  apiCallsToday: () => Promise<number>;
  probeLlm: () => Promise<ProbeResult>;
  probeRegistrar: () => Promise<ProbeResult>;
};

export const instanceInfo = () => ({ hostname: hostname(), pid: process.pid });

const reachability = (result: ProbeResult) => (result.reachable && (result.status ?? 0) < 500 ? 'available' : 'unavailable');

/** The detailed health report (spec section 3), every number measured now. */
export async function buildHealthReport(deps: HealthDeps): Promise<HealthReport> {
  const { config, database } = deps;
  let connectionTime: number | null = null;
  let connections: number | null = null;
  try {
    connectionTime = Math.round((await database.ping()) * 100) / 100;
    connections = await activeConnections(database.db);
  } catch {
    connectionTime = null;
  }
  const connected = connectionTime !== null;
  const [analytics, apiCallsToday, openai, godaddy] = await Promise.all([
    connected ? instanceTotals(database.db, deps.now()) : null,
    connected ? deps.apiCallsToday() : 0,
    config.llm ? deps.probeLlm().then(reachability) : ('not_configured' as const),
    config.domains.offline
      ? ('offline' as const)
      : config.domains.godaddy
        ? deps.probeRegistrar().then(reachability)
        : ('not_configured' as const),
  ]);
  const memory = process.memoryUsage();
  const degraded = openai === 'unavailable' || godaddy === 'unavailable';
  return {
    status: !connected ? 'unhealthy' : degraded ? 'degraded' : 'healthy',
    database: {
      status: connected ? 'connected' : 'error',
      kind: database.kind,
      connectionTime,
      activeConnections: connections,
      queryCount: database.stats.queryCount,
    },
    uptime: Math.round((Date.now() - deps.startedAt) / 1000),
    memory: { heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, rss: memory.rss },
    environment: config.env,
    version: deps.version,
    timestamp: deps.now().toISOString(),
    instance: instanceInfo(),
    services: { database: connected ? 'connected' : 'error', openai, godaddy },
    analytics: {
      totalUsers: analytics?.totalUsers ?? 0,
      totalOrganizations: analytics?.totalOrganizations ?? 0,
      totalAnalyses: analytics?.totalAnalyses ?? 0,
      activeUsers24h: analytics?.activeUsers24h ?? 0,
      apiCallsToday,
    },
  };
}
