import { formatMegabytes, type BackupStats } from '#shared/schemas/backups.ts';
import { Card } from '#client/components/ui/card.tsx';

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="grid content-start gap-1 p-4 sm:p-5" data-stat={label}>
      <h3 className="text-sm text-muted-foreground">{label}</h3>
      <p className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

export function BackupStatsCards({ stats }: { stats: BackupStats }) {
  return (
    <section aria-labelledby="backup-stats-heading">
      <h2 id="backup-stats-heading" className="sr-only">
        Statistics
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Backups" value={String(stats.totalBackups)} detail={`${stats.successfulBackups} successful`} />
        <StatCard label="Success Rate" value={`${stats.successRate.toFixed(1)}%`} />
        <StatCard label="Total Size" value={formatMegabytes(stats.totalSize)} detail={`average ${formatMegabytes(stats.averageSize)}`} />
        <StatCard label="Last Backup" value={stats.lastBackup ? new Date(stats.lastBackup).toLocaleDateString() : 'Never'} detail={stats.lastBackup ? new Date(stats.lastBackup).toLocaleTimeString() : undefined} />
      </div>
    </section>
  );
}
