import { PageHeader } from '#client/components/page-header.tsx';
import { InviteForm } from '#client/components/invite-form.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useCreateTeamInvitation } from './api/create-team-invitation.ts';
import { useTeamInvitations } from './api/get-team-invitations.ts';
import { useTeamMembers } from './api/get-team-members.ts';
import { InvitationsList } from './components/invitations-list.tsx';
import { MembersList } from './components/members-list.tsx';

function TeamAdmin({ currentUserId }: { currentUserId: number }) {
  const members = useTeamMembers();
  const invitations = useTeamInvitations();
  const invite = useCreateTeamInvitation();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Invite a colleague</CardTitle>
          <CardDescription>They get a link that works once, for 7 days. Admins manage the team and the subscription; members run analyses. Everyone shares the organization's analyses and keeps their own implementation plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm invite={invite} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Members</CardTitle>
        </CardHeader>
        {members.isPending ? (
          <Skeleton className="m-4 h-24" />
        ) : members.isError ? (
          <p className="p-4 text-sm text-destructive">{members.error.message}</p>
        ) : (
          <MembersList members={members.data} currentUserId={currentUserId} />
        )}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Pending invitations</CardTitle>
        </CardHeader>
        {invitations.isPending ? (
          <Skeleton className="m-4 h-16" />
        ) : invitations.isError ? (
          <p className="p-4 text-sm text-destructive">{invitations.error.message}</p>
        ) : (
          <InvitationsList invitations={invitations.data} />
        )}
      </Card>
    </div>
  );
}

export function TeamPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="grid gap-6">
      <PageHeader title="Team" description={user ? `The people of ${user.organization.name}: they share its analyses and projects.` : undefined} />
      {user?.isAdmin ? (
        <TeamAdmin currentUserId={user.id} />
      ) : (
        <Alert>
          <AlertTitle>Only your organization's admins manage the team</AlertTitle>
          <AlertDescription>Ask an admin of {user?.organization.name ?? 'your organization'} to invite a colleague or change a role.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
