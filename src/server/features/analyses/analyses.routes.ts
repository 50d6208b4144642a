import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisListItemSchema,
  analysisResponseSchema,
  createAnalysisInputSchema,
  pageQuerySchema,
} from '#shared/schemas/business-plan.ts';
import { tooManyRequests } from '../../http-errors.ts';
import { createEncryptor, loadEncryptionKey } from '../../lib/encryption.ts';
import { currentUser, requireUser, requireWritable } from '../../plugins/auth.ts';
import { notifyAnalysisComplete } from '../settings/report-notification.ts';
import { createAnalysis, listAnalyses, type AnalysesContext } from './analyses.service.ts';
import { businessPlansRoutes } from './business-plans.routes.ts';
import { analysisRunner } from './run-analysis.ts';
import { PAGED_LIST_DESCRIPTION, sendPage } from './send-page.ts';

const WINDOW_MS = 60_000;

export async function analysesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  if (!config.encryptionKey && database.kind === 'postgres') {
    // Other instances on the same database would each make their own key and could not read each other's plans.
    app.log.warn('ENCRYPTION_KEY is not set: using the key file in DATA_DIR. Set ENCRYPTION_KEY when several instances share the database.');
  }
  const ctx: AnalysesContext = {
    db: database.db,
    encryptor: createEncryptor(loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir })),
    now,
    analyzeText: analysisRunner(config.llm),
  };

  // A per-user budget in the shared counters (Redis when several instances run), on top of the monthly quota.
  async function limitAnalyses(request: FastifyRequest) {
    const user = currentUser(request);
    const { count, resetAt } = await app.counters.hit(`analyze:user:${user.id}`, WINDOW_MS);
    if (count > config.rateLimits.analysesPerMinute) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw tooManyRequests(`Too many analyses in a short time. Please wait ${seconds} seconds and try again.`, seconds);
    }
  }

  app.post(
    '/api/analyze',
    {
      onRequest: [requireWritable, limitAnalyses],
      schema: { tags: ['analyses'], body: createAnalysisInputSchema, response: { 201: analysisResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await createAnalysis(ctx, { userId: user.id, organizationId: user.organizationId, ip: request.ip }, request.body);
      // The reportGeneration mail goes out after the answer, so a slow mail server never delays the report.
      reply.raw.once('finish', () => {
        void notifyAnalysisComplete(
          { db: database.db, mailer: app.mailer, log: request.log },
          {
            userId: user.id,
            businessPlanId: answer.businessPlanId,
            title: request.body.title,
            counts: answer.result.counts,
            appUrl: config.publicOrigin ?? `${request.protocol}://${request.host}`,
          },
        );
      });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/analyses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['analyses'],
        description: PAGED_LIST_DESCRIPTION,
        querystring: pageQuerySchema,
        response: { 200: z.array(analysisListItemSchema) },
      },
    },
    async (request, reply) => {
      const page = await listAnalyses(ctx, currentUser(request).organizationId, request.query);
      return sendPage(request, reply, page, request.query.limit);
    },
  );

  businessPlansRoutes(app, ctx);
}
