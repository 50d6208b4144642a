import { Download, LoaderCircle, RotateCcw, ShieldCheck } from 'lucide-react';
import { formatMegabytes, type BackupJob } from '#shared/schemas/backups.ts';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/status-badge.tsx';

const statusTone = { completed: 'good', failed: 'bad', running: 'warning' } as const;

function seconds(ms: number | null) {
  return ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

type Props = {
  backups: BackupJob[];
  verifyingId: string | null;
  onVerify: (backup: BackupJob) => void;
  onRestore: (backup: BackupJob) => void;
};

export function RecentBackups({ backups, verifyingId, onVerify, onRestore }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Backups</CardTitle>
        <CardDescription>Newest first</CardDescription>
      </CardHeader>
      <CardContent>
        {backups.length === 0 ? (
          <p className="text-sm text-muted-foreground">No backups yet. Create one, or wait for the schedule.</p>
        ) : (
          <ul className="divide-y" aria-label="Recent backups">
            {backups.map((b) => (
              <li key={b.id} className="grid gap-3 py-3 lg:grid-cols-[1fr_auto] lg:items-center" data-backup={b.id}>
                <div className="grid min-w-0 gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{new Date(b.timestamp).toLocaleString()}</span>
                    <StatusBadge status={b.status} tone={statusTone[b.status]} />
                    {b.verified === true ? <StatusBadge status="verified" tone="good" /> : null}
                    {b.verified === false ? <StatusBadge status="verification failed" label="Verification failed" tone="bad" /> : null}
                  </div>
                  <p className="text-xs break-all text-muted-foreground">
                    {b.id} · {b.trigger} · {b.type}
                  </p>
                  {b.status === 'failed' ? <p className="text-sm text-destructive">{b.error}</p> : null}
                  {b.status === 'completed' ? (
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {formatMegabytes(b.size)} · {b.recordCount} records · {b.tables.length} tables · {seconds(b.duration)}
                    </p>
                  ) : null}
                </div>
                {b.status === 'completed' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => onVerify(b)} disabled={verifyingId !== null}>
                      {verifyingId === b.id ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                      Verify
                    </Button>
                    <a className={buttonVariants({ size: 'sm', variant: 'outline' })} href={`/api/admin/backup/download/${b.id}`} download>
                      <Download aria-hidden="true" />
                      Download
                    </a>
                    <Button size="sm" variant="outline" onClick={() => onRestore(b)}>
                      <RotateCcw aria-hidden="true" />
                      Restore
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
