import type { HealthReport } from '#shared/schemas/monitoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Metric } from './metric.tsx';

const number = new Intl.NumberFormat('en-US');

export function AnalyticsCard({ analytics }: { analytics: HealthReport['analytics'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Analytics</CardTitle>
        <CardDescription>Across every organization</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Metric label="Total users" value={number.format(analytics.totalUsers)} />
          <Metric label="Organizations" value={number.format(analytics.totalOrganizations)} />
          <Metric label="Analyses" value={number.format(analytics.totalAnalyses)} />
          <Metric label="Active users (24 h)" value={number.format(analytics.activeUsers24h)} />
          <Metric label="API calls today" value={number.format(analytics.apiCallsToday)} hint="UTC day, all instances" />
        </dl>
      </CardContent>
    </Card>
  );
}
