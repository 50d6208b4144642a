import { Link } from 'wouter';
import { Info, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';

/** The spec's payment information notice: how payment works on this server. */
export function PaymentNotice({ provider }: { provider: 'stripe' | null }) {
  if (provider === 'stripe') {
    return (
      <Alert>
        <ShieldCheck aria-hidden="true" className="text-success" />
        <AlertTitle>Payment information</AlertTitle>
        <AlertDescription>
          Payments are processed by Stripe. Moatmap never sees or stores your card number. Plans are billed monthly in advance; invoices
          and receipts appear below and in Stripe&apos;s customer portal.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertTitle>Payment information</AlertTitle>
      <AlertDescription>
        <p>
          Online payment is not set up on this server. To move to Pro or Enterprise,{' '}
          <Link href="/help" className="font-medium text-primary underline underline-offset-4">
            contact support
          </Link>
          : an administrator changes the plan for you.
        </p>
      </AlertDescription>
    </Alert>
  );
}
