import { useId, useState } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import type { SupportTicket } from '#shared/schemas/support.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useReplyTicket } from '../api/reply-ticket.ts';
import { useUpdateTicket } from '../api/update-ticket.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SupportTicketItem({ ticket }: { ticket: SupportTicket }) {
  const replyId = useId();
  const [reply, setReply] = useState('');
  const send = useReplyTicket();
  const update = useUpdateTicket();
  const failed = (err: Error) => toast.error('Error', { description: err instanceof ApiError ? err.serverMessage : 'Please try again.' });

  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{ticket.subject}</h3>
          <p className="text-sm text-muted-foreground">
            {ticket.name} &lt;{ticket.email}&gt;{ticket.organizationName ? ` · ${ticket.organizationName}` : ' · not signed in'} · {when.format(new Date(ticket.createdAt))}
          </p>
        </div>
        <Badge variant={ticket.status === 'open' ? 'default' : 'secondary'}>{ticket.status}</Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
      {ticket.reply ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="mb-1 font-medium">Reply{ticket.repliedAt ? ` · ${when.format(new Date(ticket.repliedAt))}` : ''}</p>
          <p className="break-words whitespace-pre-wrap">{ticket.reply}</p>
        </div>
      ) : null}
      {ticket.status !== 'closed' ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            send.mutate(
              { id: ticket.id, reply },
              {
                onSuccess: (answer) => {
                  setReply('');
                  if (answer.mailed) toast.success('Reply sent', { description: answer.message });
                  else toast.warning('Reply saved, not sent', { description: answer.message });
                },
                onError: failed,
              },
            );
          }}
        >
          <Label htmlFor={replyId}>Reply by email</Label>
          <Textarea id={replyId} rows={4} value={reply} onChange={(e) => setReply(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!reply.trim() || send.isPending}>
              {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              Send reply
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ id: ticket.id, status: 'closed' }, { onError: failed })}>
              Close ticket
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ id: ticket.id, status: 'open' }, { onError: failed })}>
            Reopen
          </Button>
        </div>
      )}
    </li>
  );
}
