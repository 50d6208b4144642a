import type { FastifyInstance } from 'fastify';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    let database: { status: string; connectionTime: number | null } = { status: 'connected', connectionTime: null };
    try {
      database.connectionTime = Math.round((await app.deps.database.ping()) * 100) / 100;
    } catch {
      database = { status: 'error', connectionTime: null };
    }
    const memory = process.memoryUsage();
    const healthy = database.status === 'connected';
    return reply.code(healthy ? 200 : 503).send({
      status: healthy ? 'healthy' : 'unhealthy',
      database: { ...database, kind: app.deps.database.kind },
      uptime: Math.round((Date.now() - startedAt) / 1000),
      memory: { heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
      environment: app.deps.config.env,
      version: process.env.npm_package_version ?? '0.1.0',
      timestamp: new Date().toISOString(),
    });
  });
}
