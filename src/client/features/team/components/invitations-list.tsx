import { useState } from 'react';
import { RefreshCw, X } from 'lucide-react';
import { toast } from 'sonner';
import type { Invitation, InvitationSent } from '#shared/schemas/team.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { InviteLinkNotice } from '#client/components/invite-form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useResendTeamInvitation } from '../api/resend-team-invitation.ts';
import { useRevokeTeamInvitation } from '../api/revoke-team-invitation.ts';

const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);

export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const resend = useResendTeamInvitation();
  const revoke = useRevokeTeamInvitation();
  const [resent, setResent] = useState<InvitationSent | null>(null);
  if (invitations.length === 0) return <p className="px-6 pb-6 text-sm text-muted-foreground">No pending invitations.</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y" aria-label="Pending invitations">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-col gap-2 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium">{i.email}</p>
              <p className="text-sm text-muted-foreground">
                {i.role === 'admin' ? 'Admin' : 'Member'} · invited by {i.invitedBy ?? 'someone no longer here'} · expires{' '}
                {new Date(i.expiresAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(i.id, {
                    onSuccess: (answer) => {
                      setResent(answer);
                      if (answer.emailed) toast.success('Invitation sent again', { description: answer.message });
                    },
                    onError: (error) => toast.error('Could not resend', { description: messageOf(error) }),
                  })
                }
              >
                <RefreshCw aria-hidden="true" />
                Resend
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(i.id, {
                    onSuccess: () => toast.success('Invitation revoked', { description: `The link sent to ${i.email} no longer works.` }),
                    onError: (error) => toast.error('Could not revoke', { description: messageOf(error) }),
                  })
                }
              >
                <X aria-hidden="true" />
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {resent ? (
        <div className="px-4 pb-4">
          <InviteLinkNotice sent={resent} />
        </div>
      ) : null}
    </div>
  );
}
