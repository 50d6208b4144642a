import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

export type AuditEntry = {
  action: string;
  organizationId?: number | null;
  userId?: number | null;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    organizationId: entry.organizationId ?? null,
    userId: entry.userId ?? null,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? undefined : String(entry.targetId),
    details: entry.details,
    ip: entry.ip,
  });
}

/** The super admin's Activity view: newest first, optionally one organization's or one actor's entries. */
export async function listAuditEntries(db: Db, query: { organizationId?: number; actor?: string; limit: number; before?: number }) {
  const filters = [
    query.organizationId === undefined ? undefined : eq(auditLog.organizationId, query.organizationId),
    query.actor === undefined ? undefined : sql`lower(${users.username}) = lower(${query.actor})`,
    query.before === undefined ? undefined : lt(auditLog.id, query.before),
  ];
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      ip: auditLog.ip,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      actorId: users.id,
      actorUsername: users.username,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
