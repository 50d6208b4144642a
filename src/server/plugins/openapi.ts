import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests.
 * /api-docs is the interactive reference; the spec's /api/documentation and /api/explorer lead there.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Moatmap API', version: '1.0.0', description: 'IP analysis of business plans: accounts, analyses, uploads and more.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'moatmap_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/documentation', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/api-docs'));
  app.get('/api/explorer', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/api-docs'));
});
