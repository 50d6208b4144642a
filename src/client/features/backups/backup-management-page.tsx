import { useState } from 'react';
import type { BackupJob } from '#shared/schemas/backups.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCreateBackup } from './api/create-backup.ts';
import { useBackupConfig } from './api/get-backup-config.ts';
import { useBackupHealth } from './api/get-backup-health.ts';
import { useBackupStats } from './api/get-backup-stats.ts';
import { useRecentBackups } from './api/get-recent-backups.ts';
import { useRestoreBackup } from './api/restore-backup.ts';
import { useVerifyBackup } from './api/verify-backup.ts';
import { BackupConfigForm } from './components/backup-config-form.tsx';
import { BackupStatsCards } from './components/backup-stats-cards.tsx';
import { RecentBackups } from './components/recent-backups.tsx';
import { RestoreDialog } from './components/restore-dialog.tsx';
import { SystemStatus } from './components/system-status.tsx';

export function BackupManagementPage() {
  const health = useBackupHealth();
  const stats = useBackupStats();
  const recent = useRecentBackups();
  const config = useBackupConfig();
  const create = useCreateBackup();
  const verify = useVerifyBackup();
  const [restoring, setRestoring] = useState<BackupJob | null>(null);
  // Everything on every page may have changed: start the app afresh.
  const restore = useRestoreBackup({ onRestored: () => setTimeout(() => window.location.assign('/backup-management'), 1500) });
  const running = recent.data?.some((b) => b.status === 'running') ?? false;
  const error = health.error ?? stats.error ?? recent.error ?? config.error;

  return (
    <div className="grid gap-6">
      <PageHeader title="Backup Management" description="Full, verified backups of every organization's data, on a schedule or on demand" />
      {error ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the backup data</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      ) : null}
      {health.data ? (
        <SystemStatus
          health={running && health.data.status !== 'running' ? { ...health.data, status: 'running', message: 'A backup is running' } : health.data}
          creating={create.isPending}
          onCreate={() => create.mutate()}
        />
      ) : (
        <Skeleton className="h-36 w-full" />
      )}
      {stats.data ? <BackupStatsCards stats={stats.data} /> : <Skeleton className="h-24 w-full" />}
      {config.data ? <BackupConfigForm config={config.data} /> : <Skeleton className="h-80 w-full" />}
      {recent.data ? (
        <RecentBackups
          backups={recent.data}
          verifyingId={verify.isPending ? (verify.variables ?? null) : null}
          onVerify={(b) => verify.mutate(b.id)}
          onRestore={setRestoring}
        />
      ) : (
        <Skeleton className="h-80 w-full" />
      )}
      <RestoreDialog
        backup={restoring}
        restoring={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={(b) => restore.mutate(b.id, { onSettled: () => setRestoring(null) })}
      />
    </div>
  );
}
