import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import secureJson from 'secure-json-parse';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { safeError } from './lib/log-safety.ts';
import { securityPlugin } from './plugins/security.ts';
import { clientPlugin } from './plugins/client.ts';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './lib/counter-store.ts';
import { authPlugin } from './plugins/auth.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { createScheduler, type Scheduler } from './lib/scheduler/scheduler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { domainsRoutes } from './features/domains/domains.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { analysesRoutes } from './features/analyses/analyses.routes.ts';
import { planRoutes } from './features/plan/plan.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { teamRoutes } from './features/team/team.routes.ts';
import { organizationsRoutes } from './features/organizations/organizations.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { referralsRoutes } from './features/referrals/referrals.routes.ts';
import { referralsAdminRoutes } from './features/referrals/referrals-admin.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { backupsRoutes } from './features/backups/backups.routes.ts';
import { monitoringRoutes } from './features/monitoring/monitoring.routes.ts';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  /** The clock, injectable so tests can move time (session expiry, quotas). */
  now?: () => Date;
  /** Where log lines go (stdout by default); tests read them here. */
  logStream?: { write: (line: string) => void };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<AppDeps>;
    /** Rate-limit counters shared by every instance when REDIS_URL is set. */
    counters: CounterStore;
    /** The one mail module: invitations, referrals, reminders and support go through it. */
    mailer: Mailer;
    /** The one scheduler: features register jobs; server.ts starts it; each run happens on one instance. */
    scheduler: Scheduler;
  }
}

/** Builds the whole app (plugins, then features, registered explicitly); never listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { err: safeError as never }, ...(deps.logStream && { stream: deps.logStream }) },
    trustProxy: config.trustProxy,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { now: () => new Date(), logStream: process.stdout, ...deps });
  // The spec's admin login posts a JSON content type with no body: an empty JSON body means "no body".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicOrigin: config.publicOrigin });
  await app.register(cookie);
  const counters = config.redisUrl ? redisCounterStore(config.redisUrl) : memoryCounterStore();
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());
  const mailer = createMailer(config.mail, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  const scheduler = createScheduler({ database: deps.database, now: app.deps.now, log: app.log });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin, config.metrics);
  // Before the features: its request hook samples every route.
  await app.register(monitoringRoutes);

  // Features, one line each.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(domainsRoutes);
  await app.register(uploadsRoutes);
  await app.register(analysesRoutes);
  await app.register(planRoutes);
  await app.register(settingsRoutes);
  await app.register(supportRoutes);
  await app.register(teamRoutes);
  await app.register(organizationsRoutes);
  await app.register(auditRoutes);
  await app.register(referralsRoutes);
  await app.register(referralsAdminRoutes);
  await app.register(billingRoutes);
  await app.register(backupsRoutes);

  await app.register(clientPlugin);
  return app;
}
