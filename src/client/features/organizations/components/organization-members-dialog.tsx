import type { Organization } from '#shared/schemas/organization.ts';
import { InviteForm } from '#client/components/invite-form.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useOrganizationMembers } from '../api/get-organization-members.ts';
import { useInviteToOrganization } from '../api/invite-to-organization.ts';

const roleLabel = { member: 'Member', admin: 'Admin', super_admin: 'Super admin' } as const;

function MembersBody({ organization }: { organization: Organization }) {
  const data = useOrganizationMembers(organization.id);
  const invite = useInviteToOrganization(organization.id);
  return (
    <div className="grid gap-5">
      {data.isPending ? (
        <Skeleton className="h-24" />
      ) : data.isError ? (
        <p className="text-sm text-destructive">{data.error.message}</p>
      ) : (
        <>
          <section aria-label="Members">
            <h3 className="mb-2 text-sm font-semibold">Members ({data.data.members.length})</h3>
            {data.data.members.length === 0 ? (
              <p className="text-sm text-muted-foreground">No members yet. Invite the organization's first admin below.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {data.data.members.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-medium">{m.username}</span> <span className="break-all text-muted-foreground">{m.email}</span>
                    </span>
                    <Badge variant={m.role === 'member' ? 'outline' : 'secondary'}>{roleLabel[m.role]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.data.invitations.length > 0 ? (
            <section aria-label="Pending invitations">
              <h3 className="mb-2 text-sm font-semibold">Pending invitations</h3>
              <ul className="divide-y rounded-md border">
                {data.data.invitations.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="break-all">{i.email}</span>
                    <span className="text-xs text-muted-foreground">
                      {roleLabel[i.role]} · expires {new Date(i.expiresAt).toLocaleDateString()}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <section aria-label="Invite">
        <h3 className="mb-2 text-sm font-semibold">Invite someone</h3>
        <InviteForm invite={invite} />
      </section>
    </div>
  );
}

export function OrganizationMembersDialog({ organization, onOpenChange }: { organization: Organization | null; onOpenChange: (open: boolean) => void }) {
  if (!organization) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{organization.name}: members</DialogTitle>
          <DialogDescription>Who belongs to this organization, and invitations still open.</DialogDescription>
        </DialogHeader>
        <MembersBody organization={organization} />
      </DialogContent>
    </Dialog>
  );
}
