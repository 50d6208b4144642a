import { toast } from 'sonner';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { formatDate, formatDateTime } from '../utils/format-date.ts';

export function ApiKeyList() {
  const { data: keys, isPending, error } = useApiKeys();
  const revoke = useRevokeApiKey();
  if (isPending) return <Skeleton className="h-16 w-full" />;
  if (error) return <p className="text-destructive">Failed to load your API keys.</p>;
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">You have no API keys yet.</p>;
  const now = Date.now();
  return (
    <ul className="divide-y rounded-lg border" aria-label="Your API keys">
      {keys.map((key) => {
        const expired = Date.parse(key.expiresAt) <= now;
        return (
          <li key={key.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {key.name}
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{key.prefix}…</code>
                {expired ? <Badge variant="destructive">Expired</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                Created {formatDate(key.createdAt)} · {expired ? 'expired' : 'expires'} {formatDate(key.expiresAt)} ·{' '}
                {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'never used'}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              aria-label={`Revoke ${key.name}`}
              onClick={() =>
                revoke.mutate(key.id, {
                  onSuccess: () => toast.success('API key revoked', { description: `“${key.name}” no longer works.` }),
                  onError: () => toast.error('Error', { description: 'Failed to revoke the API key.' }),
                })
              }
            >
              Revoke
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
