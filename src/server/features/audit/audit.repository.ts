import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

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
