import { useMemo } from 'react';
import type { MonitoringHistory } from '#shared/schemas/monitoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TimeSeriesChart } from './time-series-chart.tsx';

const peak = (values: (number | null)[]) => Math.max(0, ...values.filter((v): v is number => v !== null));

/** The last hour of this instance, per minute (loaded on its own: uPlot is only needed on this page). */
export function TrafficCharts({ history }: { history: MonitoringHistory }) {
  const series = useMemo(() => {
    const times = history.minutes.map((m) => Date.parse(m.minute) / 1000);
    const requests = history.minutes.map((m) => m.requests);
    const p95 = history.minutes.map((m) => m.p95Ms);
    const errors = history.minutes.map((m) => (m.requests === 0 ? null : Math.round(m.errorRate * 1000) / 10));
    const analyses = history.minutes.map((m) => m.analyses);
    return { times, requests, p95, errors, analyses };
  }, [history]);
  const total = series.requests.reduce((a, b) => a + b, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Last Hour</CardTitle>
        <CardDescription>
          This instance ({history.instance.hostname}, pid {history.instance.pid}), per minute · {total} requests
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <TimeSeriesChart label="Requests" unit="per minute" times={series.times} values={series.requests} summary={`peak ${peak(series.requests)}`} />
        <TimeSeriesChart label="p95 latency" unit="ms" times={series.times} values={series.p95} summary={`peak ${peak(series.p95)} ms`} points />
        <TimeSeriesChart label="Error rate" unit="% 5xx" times={series.times} values={series.errors} summary={`peak ${peak(series.errors)} %`} points />
        <TimeSeriesChart label="Analyses" unit="per minute" times={series.times} values={series.analyses} summary={`${series.analyses.reduce((a, b) => a + b, 0)} in the hour`} />
      </CardContent>
    </Card>
  );
}
