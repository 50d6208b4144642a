import { LoaderCircle, Power, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import type { Organization, UpdateOrganizationInput } from '#shared/schemas/organization.ts';
import { subscriptionStatuses, type SubscriptionStatus } from '#shared/rules/tiers.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { serverMessage } from './create-organization-dialog.tsx';
import { formatUsage, OrganizationStatusBadge } from './organization-badges.tsx';
import { TierSelect } from './tier-select.tsx';

const statusHelp: Record<SubscriptionStatus, string> = {
  active: 'Members work as usual.',
  suspended: 'Read-only: members can open analyses and plans but not analyse or change them.',
  canceled: 'Drops to the Free tier at the end of the billing period.',
};

/** Each control saves at once on the server; the dialog shows the organization as the server answered it. */
export function ManageOrganizationDialog({ organization, onOpenChange }: { organization: Organization | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateOrganization();
  if (!organization) return null;
  const org = organization;

  function save(changes: UpdateOrganizationInput) {
    update.mutate(
      { id: org.id, changes },
      {
        onSuccess: () => toast.success('Organization Updated'),
        onError: (error) => toast.error(`Failed to update organization: ${serverMessage(error)}`),
      },
    );
  }
  const busy = update.isPending;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage {org.name}</DialogTitle>
          <DialogDescription>
            {org.slug} · {org.userCount} {org.userCount === 1 ? 'member' : 'members'} · analyses this month {formatUsage(org)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2 text-sm">
            State: <OrganizationStatusBadge organization={org} />
          </div>
          <Button variant={org.isActive ? 'destructive' : 'default'} disabled={busy} onClick={() => save({ isActive: !org.isActive })}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Power aria-hidden="true" />}
            {org.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
        {org.isActive ? null : <p className="text-sm text-muted-foreground">Its members cannot sign in or use the API until it is activated again.</p>}
        <Separator />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Subscription status" hint={statusHelp[org.subscriptionStatus]}>
            <NativeSelect value={org.subscriptionStatus} disabled={busy} onChange={(e) => save({ subscriptionStatus: e.target.value as SubscriptionStatus })}>
              {subscriptionStatuses.map((status) => (
                <option key={status} value={status}>
                  {status[0].toUpperCase() + status.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Tier" hint={`Quota: ${org.apiQuota < 0 ? 'unlimited' : `${org.apiQuota} analyses a month`}`}>
            <TierSelect value={org.subscriptionTier} disabled={busy} onValueChange={(tier) => save({ subscriptionTier: tier })} />
          </FormField>
        </div>
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            API usage this month: <span className="font-medium tabular-nums">{formatUsage(org)}</span>
          </p>
          <Button variant="outline" disabled={busy || org.apiUsage === 0} onClick={() => save({ apiUsage: 0 })}>
            <RotateCcw aria-hidden="true" />
            Reset API Usage
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
