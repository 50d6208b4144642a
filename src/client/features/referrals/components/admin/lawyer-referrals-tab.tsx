import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { LawyerDirectory } from './lawyer-directory.tsx';
import { ReferralQueue } from './referral-queue.tsx';

/** The super-admin console's Lawyer Referrals tab: the request queue and the directory matches come from. */
export function LawyerReferralsTab() {
  return (
    <Tabs defaultValue="requests">
      <TabsList aria-label="Lawyer referrals">
        <TabsTrigger value="requests">Requests</TabsTrigger>
        <TabsTrigger value="directory">Lawyer directory</TabsTrigger>
      </TabsList>
      <TabsContent value="requests">
        <ReferralQueue />
      </TabsContent>
      <TabsContent value="directory">
        <LawyerDirectory />
      </TabsContent>
    </Tabs>
  );
}
