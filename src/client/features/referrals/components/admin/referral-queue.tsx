import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { ipTypeLabels, referralIpTypes, referralStatuses, referralUrgencies, statusLabels, urgencyLabels } from '#shared/rules/referrals.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { useAdminReferrals, type ReferralFilters } from '../../api/get-admin-referrals.ts';
import { formatDate, ReferralPriorityBadge, ReferralStatusBadge } from '../referral-badges.tsx';
import { ReferralDetailDialog } from './referral-detail-dialog.tsx';

function Filter({ label, value, values, labels, onChange }: { label: string; value?: string; values: readonly string[]; labels: Record<string, string>; onChange: (v?: string) => void }) {
  return (
    <FormField label={label}>
      <NativeSelect value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">All</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Every request, the nearest deadline first; overdue ones stand out. */
export function ReferralQueue() {
  const [filters, setFilters] = useState<ReferralFilters>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const referrals = useAdminReferrals(filters);
  const items = referrals.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3 lg:w-3/4">
        <Filter label="Status" value={filters.status} values={referralStatuses} labels={statusLabels} onChange={(status) => setFilters((f) => ({ ...f, status }))} />
        <Filter label="Urgency" value={filters.urgency} values={referralUrgencies} labels={urgencyLabels} onChange={(urgency) => setFilters((f) => ({ ...f, urgency }))} />
        <Filter label="IP type" value={filters.ipType} values={referralIpTypes} labels={ipTypeLabels} onChange={(ipType) => setFilters((f) => ({ ...f, ipType }))} />
      </div>
      <Card>
        {referrals.isPending ? (
          <Skeleton className="m-4 h-24" />
        ) : referrals.isError ? (
          <p className="p-4 text-sm text-destructive">The requests could not be loaded: {referrals.error.message}</p>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No referral requests match.</p>
        ) : (
          <ul className="divide-y" aria-label="Referral requests">
            {items.map((r) => (
              <li key={r.id} className={cn('grid gap-2 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center', r.overdue && 'bg-destructive/5')}>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    #{r.id} {ipTypeLabels[r.ipType]} <ReferralStatusBadge status={r.status} /> <ReferralPriorityBadge priority={r.priority} />
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {r.requester.name} · {r.organization.name} · {r.ipDescription}
                  </p>
                </div>
                <p className={cn('text-sm', r.overdue ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                  {r.overdue ? <AlertTriangle className="mr-1 inline size-4" aria-hidden="true" /> : null}
                  {r.overdue ? 'Overdue: ' : 'Respond by '}
                  {formatDate(r.respondBy)}
                </p>
                <Button size="sm" variant="outline" onClick={() => setOpenId(r.id)} aria-label={`Open request #${r.id}`}>
                  Open
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ReferralDetailDialog referral={items.find((r) => r.id === openId) ?? null} onOpenChange={(open) => !open && setOpenId(null)} />
    </div>
  );
}
