import type { HealthReport } from '#shared/schemas/monitoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Metric } from './metric.tsx';

const number = new Intl.NumberFormat('en-US');

export function DatabasePerformance({ database }: { database: HealthReport['database'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Database Performance</CardTitle>
        <CardDescription>{database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded PGlite'}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Metric label="Connection time" value={database.connectionTime === null ? '-' : `${database.connectionTime} ms`} />
          <Metric label="Active connections" value={database.activeConnections ?? '-'} hint="From every instance" />
          <Metric label="Queries" value={number.format(database.queryCount)} hint="Sent by this instance since it started" />
        </dl>
      </CardContent>
    </Card>
  );
}
