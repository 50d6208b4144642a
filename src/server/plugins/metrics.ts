import { createServer, type Server } from 'node:http';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export type MetricsOptions = {
  /** Serves /metrics on the app's port to requests bearing this token. */
  token?: string;
  /** Serves /metrics on its own port instead; 0 picks a free one (tests). */
  port?: number;
  /** Where the metrics port listens; loopback unless set otherwise. */
  host: string;
};

/** Told of every answered request by the one onResponse hook of the app (one hook per request, not one per feature). */
export type ResponseObserver = (request: FastifyRequest, reply: FastifyReply) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics server when METRICS_PORT is set. */
    metricsServer?: Server;
    /** Adds a synchronous observer to the app's one onResponse hook (monitoring samples, API call counts). */
    observeResponses: (observer: ResponseObserver) => void;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the bearer token (hashes have equal lengths whatever the input). */
export function hasBearerToken(request: Pick<FastifyRequest, 'headers'>, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Prometheus metrics (process metrics plus request durations by route and status). Route names and memory
 * figures are not for the public (finding 8 of the attack run): /metrics is served only to a bearer of
 * METRICS_TOKEN, or on METRICS_PORT bound to localhost; with neither it is not served at all.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observers: ResponseObserver[] = [];
  app.decorate('observeResponses', (observer: ResponseObserver) => void observers.push(observer));
  // A callback hook, not an async one: no promise per request for bookkeeping that never waits.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    for (const observer of observers) observer(request, reply);
    done();
  });

  // Without a token the public port has no /metrics (a plain 404, not the web app's page).
  const notServed = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  if (options.port !== undefined) {
    app.get('/metrics', { schema: { hide: true } }, notServed);
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        () => response.writeHead(500).end(),
      );
    });
    app.decorate('metricsServer', server);
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(options.port, options.host, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    return;
  }
  const { token } = options;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, notServed);
    return;
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearerToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ message: 'Authentication required' });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
