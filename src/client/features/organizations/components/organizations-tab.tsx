import { useDeferredValue, useState } from 'react';
import { ChevronLeft, ChevronRight, Search, Settings2, Users } from 'lucide-react';
import type { Organization } from '#shared/schemas/organization.ts';
import { organizationSizeLabels } from '#shared/rules/tiers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ORGANIZATIONS_PAGE_SIZE, useOrganizations } from '../api/get-organizations.ts';
import { CreateOrganizationDialog } from './create-organization-dialog.tsx';
import { ManageOrganizationDialog } from './manage-organization-dialog.tsx';
import { OrganizationMembersDialog } from './organization-members-dialog.tsx';
import { formatUsage, OrganizationStatusBadge, TierBadge } from './organization-badges.tsx';

function OrganizationRow({ org, onManage, onMembers }: { org: Organization; onManage: () => void; onMembers: () => void }) {
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="truncate font-medium">{org.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {org.slug} · {organizationSizeLabels[org.size]}
          {org.industry ? ` · ${org.industry}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <OrganizationStatusBadge organization={org} />
        <TierBadge tier={org.subscriptionTier} />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {org.userCount} {org.userCount === 1 ? 'user' : 'users'} · {formatUsage(org)} analyses
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onMembers} aria-label={`Members of ${org.name}`}>
          <Users aria-hidden="true" />
          Members
        </Button>
        <Button size="sm" onClick={onManage} aria-label={`Manage ${org.name}`}>
          <Settings2 aria-hidden="true" />
          Manage
        </Button>
      </div>
    </li>
  );
}

export function OrganizationsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const list = useOrganizations({ search: deferredSearch, page });
  const [manageId, setManageId] = useState<number | null>(null);
  const [membersId, setMembersId] = useState<number | null>(null);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORGANIZATIONS_PAGE_SIZE));
  const byId = (id: number | null) => items.find((o) => o.id === id) ?? null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-80">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search organizations"
            placeholder="Search by name or slug"
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <CreateOrganizationDialog />
      </div>
      <Card>
        {list.isPending ? (
          <div className="grid gap-2 p-4" aria-busy="true" aria-label="Loading organizations">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : list.isError ? (
          <p className="p-4 text-sm text-destructive">The organizations could not be loaded: {list.error.message}</p>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{search ? `No organization matches "${search}".` : 'No organizations yet.'}</p>
        ) : (
          <ul className="divide-y" aria-label="Organizations">
            {items.map((org) => (
              <OrganizationRow key={org.id} org={org} onManage={() => setManageId(org.id)} onMembers={() => setMembersId(org.id)} />
            ))}
          </ul>
        )}
      </Card>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>
          {total} {total === 1 ? 'organization' : 'organizations'}
        </span>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} aria-label="Previous page">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} aria-label="Next page">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ManageOrganizationDialog organization={byId(manageId)} onOpenChange={(open) => !open && setManageId(null)} />
      <OrganizationMembersDialog organization={byId(membersId)} onOpenChange={(open) => !open && setMembersId(null)} />
    </div>
  );
}
