import { Building2, Mail, Phone, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { budgetLabels, ipTypeLabels, urgencyLabels } from '#shared/rules/referrals.ts';
import type { ReferredLawyer, UserReferral } from '#shared/schemas/referral.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCancelReferral } from '../api/cancel-referral.ts';
import { useMyReferrals } from '../api/get-my-referrals.ts';
import { formatDate, ReferralPriorityBadge, ReferralStatusBadge } from './referral-badges.tsx';

function LawyerCard({ lawyer }: { lawyer: ReferredLawyer }) {
  return (
    <li className="rounded-lg border bg-background p-3 text-sm">
      <p className="font-medium">{lawyer.name}</p>
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <Building2 className="size-3.5" aria-hidden="true" />
        {lawyer.firm}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={`mailto:${lawyer.email}`}>
          <Mail className="size-3.5" aria-hidden="true" />
          {lawyer.email}
        </a>
        {lawyer.phone ? (
          <a className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={`tel:${lawyer.phone.replace(/[^+\d]/g, '')}`}>
            <Phone className="size-3.5" aria-hidden="true" />
            {lawyer.phone}
          </a>
        ) : null}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{lawyer.specializations.map((s) => ipTypeLabels[s as keyof typeof ipTypeLabels] ?? s).join(', ')}</p>
      {lawyer.notes ? <p className="mt-1 text-xs">{lawyer.notes}</p> : null}
    </li>
  );
}

function ReferralItem({ referral }: { referral: UserReferral }) {
  const cancel = useCancelReferral();
  return (
    <li>
      <Card className="grid gap-3 p-4" aria-label={`Request #${referral.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{ipTypeLabels[referral.ipType]}</span>
          <ReferralStatusBadge status={referral.status} />
          <ReferralPriorityBadge priority={referral.priority} />
        </div>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{referral.description}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Requested</dt>
            <dd>{formatDate(referral.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Expected response</dt>
            <dd>{formatDate(referral.respondBy)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Urgency</dt>
            <dd>{urgencyLabels[referral.urgency]}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Budget</dt>
            <dd>{budgetLabels[referral.budget]}</dd>
          </div>
        </dl>
        {referral.adminNotes ? <p className="rounded-md bg-muted p-2 text-sm">Note from our team: {referral.adminNotes}</p> : null}
        {referral.referredLawyers.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Your referred lawyers</p>
            <ul className="grid gap-2 md:grid-cols-2">
              {referral.referredLawyers.map((l) => (
                <LawyerCard key={l.id} lawyer={l} />
              ))}
            </ul>
          </div>
        ) : null}
        {referral.status === 'pending' ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(referral.id, {
                onSuccess: () => toast.success('Request cancelled'),
                onError: (error) => toast.error('Error', { description: error instanceof ApiError ? error.serverMessage : error.message }),
              })
            }
          >
            <XCircle aria-hidden="true" />
            Cancel request
          </Button>
        ) : null}
      </Card>
    </li>
  );
}

/** The user's own requests, refreshed every 30 s. */
export function ReferralList() {
  const referrals = useMyReferrals();
  if (referrals.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (referrals.isError) return <p className="text-sm text-destructive">Your requests could not be loaded: {referrals.error.message}</p>;
  if (referrals.data.length === 0) return <p className="text-sm text-muted-foreground">You have not asked for a referral yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Your referral requests">
      {referrals.data.map((r) => (
        <ReferralItem key={r.id} referral={r} />
      ))}
    </ul>
  );
}
