import { PageHeader } from '#client/components/page-header.tsx';

export function SuperAdminPage() {
  return <PageHeader title="Super Admin" description="Organizations, their tiers and usage, lawyer referral requests and system links will be managed here." />;
}
