import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPlanItemInputSchema,
  importPlanInputSchema,
  planItemSchema,
  updatePlanItemInputSchema,
} from '#shared/schemas/plan.ts';
import { idParamSchema } from '#shared/schemas/business-plan.ts';
import { currentUser, requireUser, requireWritable } from '../../plugins/auth.ts';
import { addToPlan, changePlanItem, importPlan, listPlan, removePlanItem } from './plan.service.ts';

// Digits only and within the database's integer range, as for the business-plan ids (2147483648 answered 500).
const idParams = idParamSchema;

export async function planRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const ownerOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { organizationId: user.organizationId, userId: user.id };
  };
  const tags = ['plan'];

  app.get('/api/plan-items', { preHandler: requireUser, schema: { tags, response: { 200: z.array(planItemSchema) } } }, async (request) =>
    listPlan(db, ownerOf(request)),
  );

  app.post(
    '/api/plan-items',
    { preHandler: requireWritable, schema: { tags, body: addPlanItemInputSchema } },
    async (request, reply) => {
      const result = await addToPlan(db, ownerOf(request), request.body, app.deps.now());
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/plan-items/import',
    { preHandler: requireWritable, schema: { tags, body: importPlanInputSchema } },
    async (request) => importPlan(db, ownerOf(request), request.body.items, app.deps.now()),
  );

  app.patch(
    '/api/plan-items/:id',
    { preHandler: requireWritable, schema: { tags, params: idParams, body: updatePlanItemInputSchema, response: { 200: planItemSchema } } },
    async (request) => changePlanItem(db, ownerOf(request), request.params.id, request.body, app.deps.now()),
  );

  app.delete('/api/plan-items/:id', { preHandler: requireWritable, schema: { tags, params: idParams } }, async (request, reply) => {
    await removePlanItem(db, ownerOf(request), request.params.id);
    return reply.code(204).send();
  });
}
