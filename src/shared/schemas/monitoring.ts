import { z } from 'zod';

export const serviceStatusSchema = z.enum(['connected', 'error', 'available', 'unavailable', 'not_configured', 'offline']);

/** Spec section 3: the health report, for super admins. */
export const healthReportSchema = z.object({
  status: z.enum(['healthy', 'degraded', 'unhealthy']),
  database: z.object({
    status: z.enum(['connected', 'error']),
    kind: z.enum(['pglite', 'postgres']),
    /** Round trip of `select 1`, ms. */
    connectionTime: z.number().nullable(),
    activeConnections: z.number().nullable(),
    /** Queries this instance has sent since it started. */
    queryCount: z.number(),
  }),
  /** Seconds since this instance started. */
  uptime: z.number(),
  memory: z.object({ heapUsed: z.number(), heapTotal: z.number(), rss: z.number() }),
  environment: z.string(),
  version: z.string(),
  timestamp: z.string(),
  instance: z.object({ hostname: z.string(), pid: z.number() }),
  services: z.object({ database: serviceStatusSchema, openai: serviceStatusSchema, godaddy: serviceStatusSchema }),
  analytics: z.object({
    totalUsers: z.number(),
    totalOrganizations: z.number(),
    totalAnalyses: z.number(),
    activeUsers24h: z.number(),
    apiCallsToday: z.number(),
  }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

export const deploymentTestSchema = z.object({
  overall: z.enum(['ready', 'warnings', 'not_ready']),
  summary: z.object({ passed: z.number(), warnings: z.number(), failed: z.number(), total: z.number() }),
  tests: z.array(z.object({ name: z.string(), status: z.enum(['pass', 'warning', 'fail']), message: z.string(), duration: z.number() })),
  timestamp: z.string(),
});
export type DeploymentTest = z.infer<typeof deploymentTestSchema>;

export const minuteSampleSchema = z.object({
  minute: z.string(),
  requests: z.number(),
  p95Ms: z.number().nullable(),
  errorRate: z.number(),
  analyses: z.number(),
});
export const monitoringHistorySchema = z.object({
  instance: z.object({ hostname: z.string(), pid: z.number() }),
  minutes: z.array(minuteSampleSchema),
});
export type MonitoringHistory = z.infer<typeof monitoringHistorySchema>;
