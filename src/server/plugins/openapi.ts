import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withErrorResponses } from './openapi-errors.ts';

const description = `IP analysis of business plans: accounts, analyses, uploads, the implementation plan, domains, settings and support.

**Authentication.** Either scheme works on every protected route:
- **session**: the \`moatmap_session\` cookie that signing in sets (the browser sends it; in the explorer, sign in to Moatmap in another tab first).
- **bearer**: a personal API key from Settings > API Keys, sent as \`Authorization: Bearer mm_...\`. It acts as its owner, in the owner's organization and role, and stops working when revoked, expired, or when the organization is deactivated. Managing API keys, the password, sessions and the account needs a browser session.

**Errors** are JSON \`{ "message": "..." }\`; validation errors add \`errors: [{ field, message }]\`, and 429 adds \`retryAfterSeconds\` and a Retry-After header.

**Lists** are paged where noted: \`limit\` and \`cursor\` query parameters, with the next cursor in the \`X-Next-Cursor\` header.`;

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests, and served three ways,
 * all from node_modules so they work offline under the CSP: /api/documentation is the read-only reference,
 * /api/explorer the same with "Try it out" against this server, and /api-docs (kept for old links) the explorer.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Moatmap API', version: '1.0.0', description },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'moatmap_session', description: 'The session cookie set by signing in.' },
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal API key (Settings > API Keys), e.g. `mm_3fQ...`.' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return { ...out, schema: withErrorResponses(out.schema as Parameters<typeof withErrorResponses>[0]) as typeof out.schema };
    },
  });
  const explorer = { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true, persistAuthorization: true, displayRequestDuration: true, filter: true } as const;
  // Each UI in its own context: the plugin decorates its instance, which may happen once per context.
  await app.register(async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/documentation', uiConfig: { docExpansion: 'list', deepLinking: true, supportedSubmitMethods: [], filter: true } });
  });
  await app.register(async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/explorer', uiConfig: explorer });
  });
  await app.register(async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api-docs', uiConfig: explorer });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
