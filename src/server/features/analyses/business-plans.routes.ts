import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessPlanSchema, idParamSchema, pageQuerySchema, storedAnalysisSchema } from '#shared/schemas/business-plan.ts';
import { customStrategyResultSchema } from '#shared/schemas/custom-strategy.ts';
import { currentUser, requireUser, requireWritable } from '../../plugins/auth.ts';
import type { AnalysesContext } from './analyses.service.ts';
import { PAGED_LIST_DESCRIPTION, sendPage } from './send-page.ts';
import {
  clearCustomStrategy,
  deleteBusinessPlan,
  getStoredAnalysis,
  listBusinessPlans,
  saveCustomStrategy,
} from './business-plans.service.ts';

const tags = ['business-plans'];

/** The stored plans (projects) of the caller's organization and their analyses. */
export function businessPlansRoutes(root: FastifyInstance, ctx: AnalysesContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/business-plans',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: PAGED_LIST_DESCRIPTION,
        querystring: pageQuerySchema,
        response: { 200: z.array(businessPlanSchema) },
      },
    },
    async (request, reply) => {
      const page = await listBusinessPlans(ctx, currentUser(request).organizationId, request.query);
      return sendPage(request, reply, page, request.query.limit);
    },
  );

  app.get(
    '/api/business-plans/:id/analysis',
    { onRequest: requireUser, schema: { tags, params: idParamSchema, response: { 200: storedAnalysisSchema } } },
    async (request) => getStoredAnalysis(ctx, currentUser(request).organizationId, request.params.id),
  );

  app.delete(
    '/api/business-plans/:id',
    { onRequest: requireWritable, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteBusinessPlan(ctx, { userId: user.id, organizationId: user.organizationId, ip: request.ip }, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/business-plans/:id/custom-strategy',
    {
      onRequest: requireWritable,
      schema: { tags, params: idParamSchema, body: customStrategyResultSchema, response: { 200: storedAnalysisSchema } },
    },
    async (request) => saveCustomStrategy(ctx, currentUser(request).organizationId, request.params.id, request.body),
  );

  app.delete(
    '/api/business-plans/:id/custom-strategy',
    { onRequest: requireWritable, schema: { tags, params: idParamSchema, response: { 200: storedAnalysisSchema } } },
    async (request) => clearCustomStrategy(ctx, currentUser(request).organizationId, request.params.id),
  );
}
