import { Badge } from '#client/components/ui/badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useIntegrations } from '../api/get-integrations.ts';
import { SettingsSection } from './settings-section.tsx';

/** The spec's "API key configured" flags, as the server's real configuration (keys stay in the environment). */
export function IntegrationStatusCard() {
  const { data, isPending, error } = useIntegrations({ enabled: true });
  const rows = data
    ? [
        { name: 'AI provider', configured: data.aiProvider.configured, how: 'LLM_BASE_URL, LLM_API_KEY', detail: data.aiProvider.model ? `model ${data.aiProvider.model}` : null },
        { name: 'Domain registrar', configured: data.domainRegistrar.configured, how: 'GODADDY_API_KEY, GODADDY_API_SECRET', detail: null },
        { name: 'Outgoing mail', configured: data.mail.configured, how: 'SMTP_URL', detail: null },
      ]
    : [];
  return (
    <SettingsSection title="Server integrations" description="Visible to super admins. Keys are set in the server's environment, never in the browser.">
      {isPending ? <Skeleton className="h-24 w-full" /> : null}
      {error ? <p className="text-destructive">Failed to load the configuration status.</p> : null}
      <dl className="divide-y rounded-lg border">
        {rows.map((row) => (
          <div key={row.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <dt>
              <span className="font-medium">{row.name}</span>
              <span className="block text-sm text-muted-foreground">
                {row.how}
                {row.detail ? ` · ${row.detail}` : ''}
              </span>
            </dt>
            <dd>
              <Badge variant={row.configured ? 'default' : 'outline'}>{row.configured ? 'API key configured' : 'Not configured'}</Badge>
            </dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
