import { PageHeader } from '#client/components/page-header.tsx';
import { SupportTicketsAdmin } from '#client/features/support/components/support-tickets-admin.tsx';

export function SuperAdminPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Super Admin" description="Organizations, their tiers and usage, lawyer referral requests and system links will be managed here." />
      {/* Moves into the console's Support tab when the organizations console lands. */}
      <SupportTicketsAdmin />
    </div>
  );
}
