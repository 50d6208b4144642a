import type { DeploymentTest } from '#shared/schemas/monitoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/status-badge.tsx';

const overallLabel = { ready: 'Ready', warnings: 'Ready with warnings', not_ready: 'Not ready' } as const;

export function DeploymentReadiness({ test }: { test: DeploymentTest }) {
  const { summary } = test;
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Deployment Readiness</CardTitle>
          <CardDescription>
            {summary.passed} passed · {summary.warnings} warnings · {summary.failed} failed · {summary.total} checks
          </CardDescription>
        </div>
        <StatusBadge status={test.overall} label={overallLabel[test.overall]} className="self-start text-sm" />
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Readiness checks">
          {test.tests.map((check) => (
            <li key={check.name} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr_auto] sm:items-start sm:gap-3" data-check={check.name}>
              <p className="font-medium">{check.name}</p>
              <p className="text-sm break-words text-muted-foreground">{check.message}</p>
              <div className="flex items-center gap-2 sm:justify-end">
                <StatusBadge status={check.status} />
                <span className="text-xs text-muted-foreground tabular-nums">{check.duration} ms</span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
