import type { HealthReport } from '#shared/schemas/monitoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/status-badge.tsx';

const services: { key: keyof HealthReport['services']; label: string; about: string }[] = [
  { key: 'database', label: 'Database', about: 'PostgreSQL or the embedded PGlite' },
  { key: 'openai', label: 'LLM provider', about: 'Optional enrichment (LLM_BASE_URL)' },
  { key: 'godaddy', label: 'Domain registrar', about: 'Prices and availability (GoDaddy)' },
];

export function ServiceStatus({ report }: { report: HealthReport }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Service Status</CardTitle>
        <CardDescription>Reachability of the services Moatmap uses</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {services.map((s) => (
            <li key={s.key} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-medium">{s.label}</p>
                <p className="text-xs text-muted-foreground">{s.about}</p>
              </div>
              <StatusBadge status={report.services[s.key]} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
