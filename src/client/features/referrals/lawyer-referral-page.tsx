import { PageHeader } from '#client/components/page-header.tsx';

export function LawyerReferralPage() {
  return <PageHeader title="Lawyer Referral" description="Request an introduction to an IP lawyer here and follow the status of your requests." />;
}
