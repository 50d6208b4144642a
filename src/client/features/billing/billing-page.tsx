import { PageHeader } from '#client/components/page-header.tsx';

export function BillingPage() {
  return <PageHeader title="Billing" description="Your organization's subscription, plan choice and billing history will be shown here." />;
}
