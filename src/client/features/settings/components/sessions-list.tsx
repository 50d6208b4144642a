import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useSessions } from '../api/get-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { formatDateTime } from '../utils/format-date.ts';
import { SettingsSection } from './settings-section.tsx';

export function SessionsList() {
  const { data: sessions, isPending, error } = useSessions();
  const end = useEndSession();
  const endOthers = useSignOutOtherSessions();
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <SettingsSection title="Active sessions" description="Where your account is signed in. Sign out any device you do not recognise.">
      {isPending ? <Skeleton className="h-24 w-full" /> : null}
      {error ? <p className="text-destructive">Failed to load your sessions.</p> : null}
      {sessions ? (
        <div className="grid gap-4">
          <ul className="divide-y rounded-lg border" aria-label="Active sessions">
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {s.device}
                    {s.current ? <Badge variant="secondary">This device</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {s.ip ?? 'Unknown IP'} · last seen {formatDateTime(s.lastSeenAt)} · signed in {formatDateTime(s.createdAt)}
                  </p>
                </div>
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={end.isPending}
                    aria-label={`Sign out ${s.device}, last seen ${formatDateTime(s.lastSeenAt)}`}
                    onClick={() =>
                      end.mutate(s.id, {
                        onSuccess: () => toast.success('Session signed out', { description: `${s.device} is signed out.` }),
                        onError: () => toast.error('Error', { description: 'Failed to sign out the session.' }),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              disabled={others === 0 || endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) => toast.success('Signed out everywhere else', { description: `${ended} session${ended === 1 ? '' : 's'} signed out.` }),
                  onError: () => toast.error('Error', { description: 'Failed to sign out the other sessions.' }),
                })
              }
            >
              Sign out everywhere else
            </Button>
          </div>
        </div>
      ) : null}
    </SettingsSection>
  );
}
