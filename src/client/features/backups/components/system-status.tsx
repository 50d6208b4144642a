import { LoaderCircle, Plus } from 'lucide-react';
import type { BackupHealth } from '#shared/schemas/backups.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/status-badge.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Not scheduled');

/** Spec section 4: idle is green, any other status yellow; Create Backup is disabled while one runs. */
export function SystemStatus({ health, creating, onCreate }: { health: BackupHealth; creating: boolean; onCreate: () => void }) {
  const busy = creating || health.status === 'running';
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">System Status</CardTitle>
          <CardDescription>{health.message}</CardDescription>
        </div>
        <Button onClick={onCreate} disabled={busy} className="self-start">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {busy ? 'Backup Running...' : 'Create Backup'}
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd>
              <StatusBadge status={health.status} tone={health.status === 'idle' ? 'good' : 'warning'} className="text-sm" />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Next scheduled backup</dt>
            <dd className="font-medium">{when(health.nextScheduledBackup)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Last successful backup</dt>
            <dd className="font-medium">{health.lastSuccessfulBackup ? new Date(health.lastSuccessfulBackup).toLocaleString() : 'None yet'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
