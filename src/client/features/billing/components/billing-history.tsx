import { ExternalLink, FileDown } from 'lucide-react';
import { formatCents } from '#shared/rules/plans.ts';
import type { BillingHistory as History } from '#shared/schemas/billing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { capitalise, dateFromSeconds } from '../utils/billing-format.ts';

const cell = 'px-3 py-2.5 text-left align-top';
const statusVariant = (status: string) => (status === 'paid' || status === 'succeeded' ? 'secondary' : status === 'failed' || status === 'uncollectible' ? 'destructive' : 'outline');

function InvoicesTable({ invoices }: { invoices: History['invoices'] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet. They appear here once a paid plan is billed.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th className={cell}>Date</th>
            <th className={cell}>Description</th>
            <th className={`${cell} text-right`}>Amount</th>
            <th className={cell}>Status</th>
            <th className={cell}>
              <span className="sr-only">Documents</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className={`${cell} whitespace-nowrap`}>{dateFromSeconds(invoice.created)}</td>
              <td className={cell}>{invoice.description}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency)}</td>
              <td className={cell}>
                <Badge variant={statusVariant(invoice.status)}>{capitalise(invoice.status)}</Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {invoice.invoice_pdf ? (
                  <a href={invoice.invoice_pdf} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <FileDown className="size-4" aria-hidden="true" />
                    PDF<span className="sr-only"> of invoice {invoice.number ?? invoice.id}</span>
                  </a>
                ) : invoice.hosted_invoice_url ? (
                  <a href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <ExternalLink className="size-4" aria-hidden="true" />
                    View
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentsTable({ payments }: { payments: History['payments'] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[30rem] text-sm">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th className={cell}>Date</th>
            <th className={`${cell} text-right`}>Amount</th>
            <th className={cell}>Status</th>
            <th className={cell}>Note</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${cell} whitespace-nowrap`}>{dateFromSeconds(payment.created)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(payment.amount, payment.currency)}</td>
              <td className={cell}>
                <Badge variant={statusVariant(payment.status)}>{capitalise(payment.status)}</Badge>
              </td>
              <td className={`${cell} text-muted-foreground`}>
                {payment.status === 'failed'
                  ? payment.next_attempt
                    ? `Stripe retries on ${dateFromSeconds(payment.next_attempt)}`
                    : 'No more retries'
                  : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BillingHistory({ history, loading, failed }: { history?: History; loading: boolean; failed: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Billing History</CardTitle>
        <CardDescription>Invoices and payment attempts, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {loading ? (
          <Skeleton className="h-24 w-full" />
        ) : failed || !history ? (
          <p className="text-sm text-destructive">Failed to load billing history.</p>
        ) : (
          <>
            <section aria-labelledby="invoices-heading" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
              <h3 id="invoices-heading" className="text-sm font-semibold">
                Invoices
              </h3>
              <InvoicesTable invoices={history.invoices} />
            </section>
            <section aria-labelledby="payments-heading" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
              <h3 id="payments-heading" className="text-sm font-semibold">
                Payments
              </h3>
              <PaymentsTable payments={history.payments} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
