import type { ReactNode } from 'react';
import { ExternalLink, FileDown } from 'lucide-react';
import { formatCents } from '#shared/rules/plans.ts';
import type { BillingHistory as History } from '#shared/schemas/billing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { capitalise, dateFromSeconds } from '../utils/billing-format.ts';

const cell = 'px-3 py-2.5 text-left align-top';
const statusVariant = (status: string) => (status === 'paid' || status === 'succeeded' ? 'secondary' : status === 'failed' || status === 'uncollectible' ? 'destructive' : 'outline');

type InvoiceRow = History['invoices'][number];
type PaymentRow = History['payments'][number];

const invoiceAmount = (invoice: InvoiceRow) => formatCents(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency);
const linkClass = 'inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline';

function InvoiceDocument({ invoice }: { invoice: InvoiceRow }) {
  if (invoice.invoice_pdf) {
    return (
      <a href={invoice.invoice_pdf} target="_blank" rel="noreferrer" className={linkClass}>
        <FileDown className="size-4" aria-hidden="true" />
        PDF<span className="sr-only"> of invoice {invoice.number ?? invoice.id}</span>
      </a>
    );
  }
  if (invoice.hosted_invoice_url) {
    return (
      <a href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer" className={linkClass}>
        <ExternalLink className="size-4" aria-hidden="true" />
        View<span className="sr-only"> invoice {invoice.number ?? invoice.id}</span>
      </a>
    );
  }
  return null;
}

function paymentNote(payment: PaymentRow): string | null {
  if (payment.status !== 'failed') return null;
  return payment.next_attempt ? `Stripe retries on ${dateFromSeconds(payment.next_attempt)}` : 'No more retries';
}

/** Under 640 px the tables become stacked entries, so nothing has to scroll sideways. */
function StackedList({ items }: { items: { key: string; title: string; badge: string; status: string; lines: (string | null)[]; extra?: ReactNode }[] }) {
  return (
    <ul className="divide-y rounded-lg border sm:hidden">
      {items.map((item) => (
        <li key={item.key} className="grid gap-1 p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">{item.title}</span>
            <Badge variant={statusVariant(item.status)}>{item.badge}</Badge>
          </div>
          {item.lines.filter(Boolean).map((line) => (
            <span key={line} className="text-muted-foreground">
              {line}
            </span>
          ))}
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

function InvoicesTable({ invoices }: { invoices: History['invoices'] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet. They appear here once a paid plan is billed.</p>;
  const stacked = invoices.map((invoice) => ({
    key: invoice.id,
    title: `${dateFromSeconds(invoice.created)} · ${invoiceAmount(invoice)}`,
    status: invoice.status,
    badge: capitalise(invoice.status),
    lines: [invoice.description],
    extra: <InvoiceDocument invoice={invoice} />,
  }));
  return (
    <>
      <StackedList items={stacked} />
      <div className="relative hidden overflow-x-auto sm:block">
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
                <td className={`${cell} text-right tabular-nums`}>{invoiceAmount(invoice)}</td>
                <td className={cell}>
                  <Badge variant={statusVariant(invoice.status)}>{capitalise(invoice.status)}</Badge>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <InvoiceDocument invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PaymentsTable({ payments }: { payments: History['payments'] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  const stacked = payments.map((payment) => ({
    key: payment.id,
    title: `${dateFromSeconds(payment.created)} · ${formatCents(payment.amount, payment.currency)}`,
    status: payment.status,
    badge: capitalise(payment.status),
    lines: [paymentNote(payment)],
  }));
  return (
    <>
      <StackedList items={stacked} />
      <div className="relative hidden overflow-x-auto sm:block">
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
                <td className={`${cell} text-muted-foreground`}>{paymentNote(payment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
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
