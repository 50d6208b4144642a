import { useSearch } from 'wouter';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ReferralForm } from './components/referral-form.tsx';
import { ReferralList } from './components/referral-list.tsx';
import { readReferralPrefill } from './utils/prefill.ts';

export function LawyerReferralPage() {
  const prefill = readReferralPrefill(useSearch());
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Lawyer Referral"
        description="Tell us what you need and we introduce you to IP lawyers who practise it, near you. Moatmap gives information, not legal advice."
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Request a referral</CardTitle>
            <CardDescription>We answer within the window of the urgency you choose.</CardDescription>
          </CardHeader>
          <CardContent>
            <ReferralForm prefill={prefill} />
          </CardContent>
        </Card>
        <section className="grid gap-3" aria-labelledby="my-requests">
          <h2 id="my-requests" className="text-lg font-semibold">
            Your requests
          </h2>
          <ReferralList />
        </section>
      </div>
    </div>
  );
}
