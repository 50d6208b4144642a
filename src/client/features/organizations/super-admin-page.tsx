import { PageHeader } from '#client/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { SupportTicketsAdmin } from '#client/features/support/components/support-tickets-admin.tsx';
import { ActivityTab } from './components/activity-tab.tsx';
import { LawyerReferralsTab } from '#client/features/referrals/components/admin/lawyer-referrals-tab.tsx';
import { OrganizationsTab } from './components/organizations-tab.tsx';
import { SystemStatCards } from './components/system-stat-cards.tsx';
import { SystemTab } from './components/system-tab.tsx';

/** The super-admin console: one component per tab, so a tab is added with one trigger and one content line. */
export function SuperAdminPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Super Admin" description="Organizations, their tiers and usage, lawyer referral requests, support questions, system links and the activity log." />
      <SystemStatCards />
      <Tabs defaultValue="organizations">
        <TabsList aria-label="Console sections">
          <TabsTrigger value="organizations">Organizations</TabsTrigger>
          <TabsTrigger value="referrals">Lawyer Referrals</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="organizations">
          <OrganizationsTab />
        </TabsContent>
        <TabsContent value="referrals">
          <LawyerReferralsTab />
        </TabsContent>
        <TabsContent value="support">
          <SupportTicketsAdmin />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
