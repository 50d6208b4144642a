import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useDeploymentTest } from './api/get-deployment-test.ts';
import { useHealthReport } from './api/get-health-report.ts';
import { useMonitoringHistory } from './api/get-monitoring-history.ts';
import { AnalyticsCard } from './components/analytics-card.tsx';
import { DatabasePerformance } from './components/database-performance.tsx';
import { DeploymentReadiness } from './components/deployment-readiness.tsx';
import { ServiceStatus } from './components/service-status.tsx';
import { StatusCards } from './components/status-cards.tsx';

const TrafficCharts = lazy(() => import('./components/traffic-charts.tsx').then((m) => ({ default: m.TrafficCharts })));

export function MonitoringPage() {
  const [autoRefresh, setAutoRefresh] = useState(false);
  const client = useQueryClient();
  const health = useHealthReport(autoRefresh);
  const deployment = useDeploymentTest(autoRefresh);
  const history = useMonitoringHistory(autoRefresh);
  const refreshing = health.isFetching || deployment.isFetching || history.isFetching;
  const updatedAt = Math.max(health.dataUpdatedAt, deployment.dataUpdatedAt);
  const error = health.error ?? deployment.error;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Monitoring"
        description={
          updatedAt > 0 ? (
            <>
              Last updated <time dateTime={new Date(updatedAt).toISOString()}>{new Date(updatedAt).toLocaleTimeString()}</time>
            </>
          ) : (
            'Service health, database performance, usage and deployment readiness'
          )
        }
        actions={
          <>
            <div className="flex h-9 items-center gap-2 rounded-md border px-3">
              <Switch id="auto-refresh" checked={autoRefresh} onCheckedChange={setAutoRefresh} />
              <Label htmlFor="auto-refresh" className="cursor-pointer">
                Auto-refresh (5 s)
              </Label>
            </div>
            <Button variant="outline" onClick={() => void client.invalidateQueries({ queryKey: ['monitoring'] })} disabled={refreshing}>
              <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
              Refresh
            </Button>
          </>
        }
      />
      {error ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the monitoring data</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      ) : null}
      {health.data ? (
        <>
          <StatusCards report={health.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ServiceStatus report={health.data} />
            <DatabasePerformance database={health.data.database} />
          </div>
          <AnalyticsCard analytics={health.data.analytics} />
        </>
      ) : health.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : null}
      {deployment.data ? <DeploymentReadiness test={deployment.data} /> : deployment.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {history.data ? (
        <Suspense fallback={<PageLoading />}>
          <TrafficCharts history={history.data} />
        </Suspense>
      ) : null}
    </div>
  );
}
