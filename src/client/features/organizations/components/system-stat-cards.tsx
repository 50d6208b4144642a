import { Activity, BarChart3, Building2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { useSystemStats } from '../api/get-system-stats.ts';

function StatCard({ label, icon, children, hint }: { label: string; icon: ReactNode; children: ReactNode; hint?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{label}</span>
        {icon}
      </div>
      <div className="text-2xl font-semibold tabular-nums">{children}</div>
      {hint ? <div className="text-xs text-muted-foreground">{hint}</div> : null}
    </Card>
  );
}

/** The console's four cards, counted on the server (GET /api/admin/system-stats). */
export function SystemStatCards() {
  const stats = useSystemStats();
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label="Loading statistics">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <p className="text-sm text-destructive">The statistics could not be loaded: {stats.error.message}</p>;
  const s = stats.data;
  const healthy = s.systemHealth === 'healthy';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Organizations" icon={<Building2 className="size-4" aria-hidden="true" />} hint={`${s.activeOrganizations} active`}>
        {s.totalOrganizations}
      </StatCard>
      <StatCard label="Users" icon={<Users className="size-4" aria-hidden="true" />}>
        {s.totalUsers}
      </StatCard>
      <StatCard label="Analyses" icon={<BarChart3 className="size-4" aria-hidden="true" />}>
        {s.totalAnalyses}
      </StatCard>
      <StatCard label="System health" icon={<Activity className="size-4" aria-hidden="true" />} hint="Database reachable: the check /health runs">
        <span className={cn('capitalize', healthy ? 'text-success' : 'text-destructive')}>{s.systemHealth}</span>
      </StatCard>
    </div>
  );
}
