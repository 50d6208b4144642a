import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const healthSchema = z.object({ status: z.enum(['up', 'down']) });

/**
 * Public liveness for load balancers: up (200) when this instance reaches its database, down (503) otherwise.
 * Nothing else: memory, versions and environment were a map for attackers (finding 8 of the attack run); the
 * detailed report is for super admins only (GET /api/admin/health, in the monitoring feature).
 */
export async function healthRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    try {
      await app.deps.database.ping();
      return reply.code(200).send({ status: 'up' });
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'down' });
    }
  });
}
