import { useState } from 'react';
import type { SupportTicketStatus } from '#shared/schemas/support.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useTickets } from '../api/get-tickets.ts';
import { SupportTicketItem } from './support-ticket-item.tsx';

const statuses: { value: SupportTicketStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];

/** The super admins' support desk: questions from the help page's contact form, answered by email. */
export function SupportTicketsAdmin() {
  const [status, setStatus] = useState<SupportTicketStatus>('open');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Support tickets</CardTitle>
        <CardDescription>Questions sent from the Help page. Replies go to the sender by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={status} onValueChange={(v) => setStatus(v as SupportTicketStatus)}>
          <TabsList aria-label="Ticket status">
            {statuses.map((s) => (
              <TabsTrigger key={s.value} value={s.value}>
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {statuses.map((s) => (
            <TabsContent key={s.value} value={s.value}>
              {status === s.value ? <TicketList status={s.value} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function TicketList({ status }: { status: SupportTicketStatus }) {
  const { data: tickets, isPending, error } = useTickets(status);
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (error) return <p className="text-destructive">Failed to load support tickets.</p>;
  if (tickets.length === 0) return <p className="py-4 text-sm text-muted-foreground">No {status} tickets.</p>;
  return (
    <ul className="grid gap-3" aria-label={`${status} tickets`}>
      {tickets.map((ticket) => (
        <SupportTicketItem key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}
