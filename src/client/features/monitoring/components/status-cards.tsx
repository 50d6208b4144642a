import type { ReactNode } from 'react';
import { Activity, Clock, Database, MemoryStick } from 'lucide-react';
import type { HealthReport } from '#shared/schemas/monitoring.ts';
import { formatUptime, toMegabytes } from '#shared/rules/monitoring.ts';
import { Card } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/status-badge.tsx';

function StatusCard({ label, icon, value, detail }: { label: string; icon: ReactNode; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card className="grid content-start gap-2 p-4 sm:p-5" data-status-card={label}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <h3>{label}</h3>
        {icon}
      </div>
      <div className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</div>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

export function StatusCards({ report }: { report: HealthReport }) {
  const icon = 'size-4 shrink-0';
  return (
    <section aria-labelledby="status-heading">
      <h2 id="status-heading" className="sr-only">
        Status
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <StatusCard
          label="System Status"
          icon={<Activity className={icon} aria-hidden="true" />}
          value={<StatusBadge status={report.status} className="text-sm" />}
          detail={`${report.environment} · v${report.version} · ${report.instance.hostname} (pid ${report.instance.pid})`}
        />
        <StatusCard label="Uptime" icon={<Clock className={icon} aria-hidden="true" />} value={formatUptime(report.uptime)} detail="This instance" />
        <StatusCard
          label="Memory"
          icon={<MemoryStick className={icon} aria-hidden="true" />}
          value={toMegabytes(report.memory.heapUsed)}
          detail={`of ${toMegabytes(report.memory.heapTotal)} heap · ${toMegabytes(report.memory.rss)} resident`}
        />
        <StatusCard
          label="Database"
          icon={<Database className={icon} aria-hidden="true" />}
          value={<StatusBadge status={report.database.status} className="text-sm" />}
          detail={report.database.connectionTime === null ? 'No answer' : `${report.database.connectionTime} ms round trip`}
        />
      </div>
    </section>
  );
}
