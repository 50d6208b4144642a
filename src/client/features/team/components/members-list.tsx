import { useState } from 'react';
import { LoaderCircle, UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import type { Member, TeamRole } from '#shared/schemas/team.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useRemoveMember } from '../api/remove-member.ts';

const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);
const nameOf = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username;

function RemoveMemberDialog({ member, self, onClose }: { member: Member; self: boolean; onClose: () => void }) {
  const remove = useRemoveMember();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{self ? 'Leave the organization?' : `Remove ${nameOf(member)}?`}</DialogTitle>
          <DialogDescription>
            {self ? 'Your' : 'Their'} account is deleted and signed out everywhere at once. The analyses run with it stay with the organization; the
            personal implementation plan is deleted.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(member.id, {
                onSuccess: () => {
                  // Leaving deletes one's own account: the session is gone, so start again from the landing page.
                  if (self) return window.location.assign('/');
                  toast.success('Member removed', { description: `${nameOf(member)} no longer has access.` });
                  onClose();
                },
                onError: (error) => toast.error('Could not remove the member', { description: messageOf(error) }),
              })
            }
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function MembersList({ members, currentUserId }: { members: Member[]; currentUserId: number }) {
  const changeRole = useChangeMemberRole();
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <>
      <ul className="divide-y" aria-label="Members">
        {members.map((m) => (
          <li key={m.id} className="grid gap-3 px-6 py-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-center">
            <div className="min-w-0">
              <p className="truncate font-medium">
                {nameOf(m)} {m.id === currentUserId ? <span className="text-sm font-normal text-muted-foreground">(you)</span> : null}
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {m.username} · {m.email}
              </p>
            </div>
            {m.role === 'super_admin' ? (
              <Badge variant="secondary" className="justify-self-start">
                Instance owner
              </Badge>
            ) : (
              <NativeSelect
                aria-label={`Role of ${nameOf(m)}`}
                value={m.role}
                disabled={changeRole.isPending}
                onChange={(e) =>
                  changeRole.mutate(
                    { id: m.id, role: e.target.value as TeamRole },
                    {
                      onSuccess: (saved) => toast.success('Role changed', { description: `${nameOf(saved)} is now ${saved.role === 'admin' ? 'an admin' : 'a member'}.` }),
                      onError: (error) => toast.error('Could not change the role', { description: messageOf(error) }),
                    },
                  )
                }
              >
                <option value="member">Member</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            )}
            <Button variant="outline" size="sm" disabled={m.role === 'super_admin'} onClick={() => setRemoving(m)} aria-label={`Remove ${nameOf(m)}`}>
              <UserMinus aria-hidden="true" />
              {m.id === currentUserId ? 'Leave' : 'Remove'}
            </Button>
          </li>
        ))}
      </ul>
      {removing ? <RemoveMemberDialog member={removing} self={removing.id === currentUserId} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
