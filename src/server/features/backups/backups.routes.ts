import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupConfigSchema,
  backupHealthSchema,
  backupJobSchema,
  backupStatsSchema,
  createBackupInputSchema,
  restoreBackupInputSchema,
  restoreBackupResultSchema,
  updateBackupConfigInputSchema,
  verifyBackupResultSchema,
} from '#shared/schemas/backups.ts';
import { conflict, HttpError, notFound } from '../../http-errors.ts';
import { loadEncryptionKey } from '../../lib/encryption.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { backupPath, keyFingerprint, readManifest } from './backup-files.ts';
import { zipBackup } from './backup-download.ts';
import { RestoreRefused } from './backup-restore.ts';
import { BackupBusy, BackupNotFound, createBackupsService, type BackupsService } from './backups.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupsService;
  }
}

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'Invalid backup id') });

function asHttpError(error: unknown): unknown {
  if (error instanceof BackupBusy || error instanceof RestoreRefused) return conflict(error.message);
  if (error instanceof BackupNotFound) return notFound(error.message);
  return error;
}

async function mapErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asHttpError(error);
  }
}

/** Super-admin backup API (spec sections 3 and 7), and the scheduled backup job; app.backups is visible app-wide. */
export const backupsRoutes = fp(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database, now } = app.deps;
  const key = loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir });
  const service = createBackupsService({ database, backupDir: config.backupDir, now, encryptionKeyId: keyFingerprint(key), log: app.log });
  app.decorate('backups', service);
  app.scheduler.register(service.scheduledJob());
  app.addHook('onClose', () => service.settle());

  const guard = { onRequest: requireRole('super_admin') };
  const tags = ['backups'];

  app.get('/api/admin/backup/health', { ...guard, schema: { tags, response: { 200: backupHealthSchema } } }, () => service.health());
  app.get('/api/admin/backup/stats', { ...guard, schema: { tags, response: { 200: backupStatsSchema } } }, () => service.stats());
  app.get('/api/admin/backup/recent', { ...guard, schema: { tags, response: { 200: z.array(backupJobSchema) } } }, () => service.recent());
  app.get('/api/admin/backup/config', { ...guard, schema: { tags, response: { 200: backupConfigSchema } } }, () => service.config());
  app.patch(
    '/api/admin/backup/config',
    { ...guard, schema: { tags, body: updateBackupConfigInputSchema, response: { 200: backupConfigSchema } } },
    (request) => service.updateConfig(request.body),
  );

  app.post(
    '/api/admin/backup/create',
    { ...guard, schema: { tags, body: createBackupInputSchema, response: { 202: z.object({ id: z.string(), status: z.literal('running'), message: z.string() }) } } },
    async (request, reply) => {
      const row = await mapErrors(() => service.start('manual', currentUser(request).id));
      return reply.code(202).send({ id: row.id, status: 'running' as const, message: 'Backup started' });
    },
  );

  app.post(
    '/api/admin/backup/verify/:id',
    { ...guard, schema: { tags, params: idParams, response: { 200: verifyBackupResultSchema } } },
    (request) => mapErrors(() => service.verify(request.params.id)),
  );

  app.post(
    '/api/admin/backup/restore/:id',
    { ...guard, schema: { tags, params: idParams, body: restoreBackupInputSchema, response: { 200: restoreBackupResultSchema } } },
    async (request) => {
      const recordCount = await mapErrors(() => service.restore(request.params.id));
      return { restored: true as const, recordCount, message: `Backup ${request.params.id} restored: ${recordCount} records.` };
    },
  );

  app.get('/api/admin/backup/download/:id', { ...guard, schema: { tags, params: idParams } }, async (request, reply) => {
    const dir = backupPath(config.backupDir, request.params.id);
    const manifest = await readManifest(dir).catch(() => {
      throw new HttpError(404, 'Backup files not found');
    });
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="moatmap-backup-${manifest.id}.zip"`);
    return reply.send(zipBackup(dir, manifest));
  });
});
