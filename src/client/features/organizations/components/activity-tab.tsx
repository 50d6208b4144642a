import { useDeferredValue, useState } from 'react';
import type { AuditEntry } from '#shared/schemas/organization.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useOrganizations } from '../api/get-organizations.ts';

function describe(entry: AuditEntry): string {
  const d = entry.details ?? {};
  const parts = Object.entries(d)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`);
  const changes = d.changes && typeof d.changes === 'object' ? (d.changes as Record<string, { from: unknown; to: unknown }>) : null;
  if (changes) parts.push(...Object.entries(changes).map(([k, c]) => `${k}: ${String(c.from)} → ${String(c.to)}`));
  return parts.join(' · ');
}

/** Who did what, when and from where: the audit log, filterable by organization and actor. */
export function ActivityTab() {
  const [organizationId, setOrganizationId] = useState<number | undefined>();
  const [actor, setActor] = useState('');
  const deferredActor = useDeferredValue(actor);
  const organizations = useOrganizations({ search: '', page: 1 });
  const log = useAuditLog({ organizationId, actor: deferredActor });
  const entries = log.data?.pages.flat() ?? [];

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:w-2/3">
        <FormField label="Organization">
          <NativeSelect value={organizationId ?? ''} onChange={(e) => setOrganizationId(e.target.value ? Number(e.target.value) : undefined)}>
            <option value="">All organizations</option>
            {organizations.data?.items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Actor (username)">
          <Input value={actor} onChange={(e) => setActor(e.target.value)} placeholder="Anyone" autoCapitalize="none" spellCheck={false} />
        </FormField>
      </div>
      <Card>
        {log.isPending ? (
          <Skeleton className="m-4 h-24" />
        ) : log.isError ? (
          <p className="p-4 text-sm text-destructive">The activity could not be loaded: {log.error.message}</p>
        ) : entries.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No activity matches these filters.</p>
        ) : (
          <ol className="divide-y" aria-label="Activity">
            {entries.map((e) => (
              <li key={e.id} className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4">
                <time dateTime={e.createdAt} className="text-muted-foreground tabular-nums">
                  {new Date(e.createdAt).toLocaleString()}
                </time>
                <div className="min-w-0">
                  <p>
                    <span className="font-medium">{e.actor?.username ?? 'system'}</span> <code className="rounded bg-muted px-1 text-xs">{e.action}</code>
                    {e.organization ? <span className="text-muted-foreground"> in {e.organization.name}</span> : null}
                  </p>
                  <p className="break-words text-xs text-muted-foreground">
                    {[describe(e), e.ip ? `from ${e.ip}` : ''].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {log.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          Load older activity
        </Button>
      ) : null}
    </div>
  );
}
