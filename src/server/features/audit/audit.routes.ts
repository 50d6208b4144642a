import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditLogQuerySchema, type AuditEntry } from '#shared/schemas/organization.ts';
import { requireRole } from '../../plugins/auth.ts';
import { listAuditEntries } from './audit.repository.ts';

export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  app.get(
    '/api/admin/audit-log',
    {
      onRequest: requireRole('super_admin'),
      schema: {
        tags: ['admin'],
        description: 'Who did what, when and from which IP; newest first. Page with ?before={last id}.',
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request): Promise<AuditEntry[]> => {
      const rows = await listAuditEntries(db, request.query);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        createdAt: r.createdAt.toISOString(),
        ip: r.ip,
        targetType: r.targetType,
        targetId: r.targetId,
        details: (r.details as Record<string, unknown> | null) ?? null,
        actor: r.actorId === null || r.actorUsername === null ? null : { id: r.actorId, username: r.actorUsername },
        organization: r.organizationId === null || r.organizationName === null ? null : { id: r.organizationId, name: r.organizationName },
      }));
    },
  );
}
