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
import { openapiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { domainsRoutes } from './features/domains/domains.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { analysesRoutes } from './features/analyses/analyses.routes.ts';
import { planRoutes } from './features/plan/plan.routes.ts';

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
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin, config.metrics);

  // Features, one line each.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(domainsRoutes);
  await app.register(uploadsRoutes);
  await app.register(analysesRoutes);
  await app.register(planRoutes);

  await app.register(clientPlugin);
  return app;
}
