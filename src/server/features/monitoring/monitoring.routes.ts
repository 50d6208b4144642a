import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deploymentTestSchema, healthReportSchema, monitoringHistorySchema } from '#shared/schemas/monitoring.ts';
import { requireRole } from '../../plugins/auth.ts';
import { fromRoot } from '../../project-paths.ts';
import { createApiCallCounter } from './api-calls.ts';
import { runDeploymentChecks } from './deployment-checks.ts';
import { buildHealthReport, instanceInfo } from './health-report.ts';
import { cachedProbe, probe } from './probe.ts';
import { createRequestSamples } from './request-samples.ts';

const version = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;
const FLUSH_MS = 10_000;

/**
 * Monitoring for super admins: the detailed health report, the last hour of this instance's traffic, and the
 * deployment readiness checks. Registered with fastify-plugin so its observer sees every request of the app.
 */
export const monitoringRoutes = fp(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const startedAt = Date.now();
  const samples = createRequestSamples();
  const apiCalls = createApiCallCounter(database.db, now);

  // Through the metrics plugin's one onResponse hook rather than a second hook of its own.
  app.observeResponses((request, reply) => {
    samples.record({
      at: Date.now(),
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      isAnalysis: request.routeOptions.url === '/api/analyze' && reply.statusCode === 201,
    });
    if (request.url.startsWith('/api/')) apiCalls.count();
  });
  const flusher = setInterval(() => void apiCalls.flush().catch((err: unknown) => app.log.warn({ err }, 'could not save the API call count')), FLUSH_MS);
  flusher.unref();
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    await apiCalls.flush().catch(() => {});
  });

  const llm = config.llm;
  const probeLlm = cachedProbe(() =>
    probe(`${llm!.baseUrl.replace(/\/$/, '')}/models`, { headers: llm!.apiKey ? { authorization: `Bearer ${llm!.apiKey}` } : {} }),
  );
  const godaddy = config.domains.godaddy;
  const probeRegistrar = cachedProbe(() => probe(godaddy!.apiUrl, { timeoutMs: config.domains.lookupTimeoutMs }));

  const guard = { onRequest: requireRole('super_admin') };
  const tags = ['monitoring'];

  app.get('/api/admin/health', { ...guard, schema: { tags, response: { 200: healthReportSchema } } }, () =>
    buildHealthReport({ config, database, now, startedAt, version, apiCallsToday: apiCalls.today, probeLlm, probeRegistrar }),
  );

  app.get('/api/admin/monitoring/history', { ...guard, schema: { tags, response: { 200: monitoringHistorySchema } } }, async () => ({
    instance: instanceInfo(),
    minutes: samples.history(Date.now()),
  }));

  app.get('/api/deployment/test', { ...guard, schema: { tags, response: { 200: deploymentTestSchema } } }, () =>
    runDeploymentChecks({ config, database, backups: app.backups, now, probeLlm }),
  );
});
