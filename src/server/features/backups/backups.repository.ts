import { and, count, desc, eq, lt, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupConfig, backups, type BackupConfigRow, type BackupRow } from '../../db/schema/backups.ts';

// Backups are instance-wide operations data, not tenant data: only super admins reach these queries.

export async function loadConfig(db: Db): Promise<BackupConfigRow> {
  await db.insert(backupConfig).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(backupConfig).where(eq(backupConfig.id, 1));
  return row;
}

export async function saveConfig(db: Db, changes: Partial<Omit<BackupConfigRow, 'id'>>): Promise<BackupConfigRow> {
  await loadConfig(db);
  const [row] = await db.update(backupConfig).set(changes).where(eq(backupConfig.id, 1)).returning();
  return row;
}

export async function insertBackup(db: Db, row: typeof backups.$inferInsert): Promise<BackupRow> {
  const [inserted] = await db.insert(backups).values(row).returning();
  return inserted;
}

export async function updateBackup(db: Db, id: string, changes: Partial<BackupRow>): Promise<void> {
  await db.update(backups).set(changes).where(eq(backups.id, id));
}

export async function findBackup(db: Db, id: string): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  return row;
}

export async function recentBackups(db: Db, limit = 20): Promise<BackupRow[]> {
  return db.select().from(backups).orderBy(desc(backups.startedAt)).limit(limit);
}

export async function latestBackup(db: Db, where: { status?: BackupRow['status']; trigger?: BackupRow['trigger'] } = {}) {
  const conditions = [
    where.status ? eq(backups.status, where.status) : undefined,
    where.trigger ? eq(backups.trigger, where.trigger) : undefined,
  ].filter(Boolean);
  const [row] = await db
    .select()
    .from(backups)
    .where(and(...conditions))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  return row as BackupRow | undefined;
}

export async function backupTotals(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      successful: sql<number>`count(*) filter (where ${backups.status} = 'completed')`.mapWith(Number),
      totalSize: sum(backups.sizeBytes).mapWith(Number),
    })
    .from(backups);
  return { total: row.total, successful: row.successful, totalSize: row.totalSize ?? 0 };
}

/** Rows marked running that no instance is running any more (it stopped mid-backup). */
export async function failInterrupted(db: Db, exceptId: string, at: Date): Promise<void> {
  await db
    .update(backups)
    .set({ status: 'failed', error: 'Interrupted: the server stopped during the backup', completedAt: at })
    .where(and(eq(backups.status, 'running'), ne(backups.id, exceptId)));
}

export async function backupsOlderThan(db: Db, before: Date): Promise<BackupRow[]> {
  return db.select().from(backups).where(and(lt(backups.startedAt, before), ne(backups.status, 'running')));
}

export async function deleteBackupRow(db: Db, id: string): Promise<void> {
  await db.delete(backups).where(eq(backups.id, id));
}
