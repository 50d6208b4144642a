import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  domainCheckQuerySchema,
  domainCheckResultSchema,
  domainSuggestionsSchema,
  domainSuggestQuerySchema,
} from '#shared/schemas/domains.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { assertDomainChecksAllowed } from './domain-rate-limit.ts';
import { brandDomains, toAsciiDomain } from './domain-input.ts';
import { createDomainsService } from './domains.service.ts';

export async function domainsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const service = createDomainsService({ db: database.db, config: config.domains, now, log: app.log });
  app.addHook('onClose', async () => service.close());

  // onRequest: a signed-out caller gets 401 before its query is judged.
  app.get(
    '/api/domains/check',
    { onRequest: requireUser, schema: { tags: ['domains'], querystring: domainCheckQuerySchema, response: { 200: domainCheckResultSchema } } },
    async (request) => {
      const domain = toAsciiDomain(request.query.domain);
      await assertDomainChecksAllowed(app.counters, currentUser(request).id, config.domains.checksPerMinute);
      return service.check(domain);
    },
  );

  app.get(
    '/api/domains/suggest',
    { onRequest: requireUser, schema: { tags: ['domains'], querystring: domainSuggestQuerySchema, response: { 200: domainSuggestionsSchema } } },
    async (request) => {
      const names = brandDomains(request.query.brand);
      await assertDomainChecksAllowed(app.counters, currentUser(request).id, config.domains.checksPerMinute);
      return service.suggest(request.query.brand, names);
    },
  );
}
