import { useState, type ReactNode } from 'react';
import { CheckCircle2, LoaderCircle, PlayCircle, Save, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import {
  budgetLabels,
  canTransition,
  contactPreferenceLabels,
  ipTypeLabels,
  urgencyLabels,
  type ReferralStatus,
} from '#shared/rules/referrals.ts';
import type { AdminReferral, UpdateReferralInput } from '#shared/schemas/referral.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useUpdateReferral } from '../../api/update-referral.ts';
import { formatDate, ReferralPriorityBadge, ReferralStatusBadge } from '../referral-badges.tsx';
import { MatchLawyers } from './match-lawyers.tsx';
import { messageOf } from '../../utils/error-message.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Body({ referral }: { referral: AdminReferral }) {
  const update = useUpdateReferral();
  const [assignedLawyer, setAssignedLawyer] = useState(referral.assignedLawyer ?? '');
  const [adminNotes, setAdminNotes] = useState(referral.adminNotes ?? '');
  const save = (changes: UpdateReferralInput, done: string) =>
    update.mutate({ id: referral.id, changes }, { onSuccess: () => toast.success(done), onError: (error) => toast.error('Update failed', { description: messageOf(error) }) });
  const statusAction = (to: ReferralStatus, label: string, done: string, Icon: typeof PlayCircle, variant: 'default' | 'outline' | 'destructive' = 'outline') => (
    <Button variant={variant} disabled={update.isPending || !canTransition(referral.status, to)} onClick={() => save({ status: to }, done)}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <ReferralStatusBadge status={referral.status} />
        <ReferralPriorityBadge priority={referral.priority} />
        {referral.overdue ? <span className="text-sm font-medium text-destructive">Overdue since {formatDate(referral.respondBy)}</span> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Requester">
          {referral.requester.name} · <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${referral.requester.email}`}>{referral.requester.email}</a>
        </Field>
        <Field label="Organization">{referral.organization.name}</Field>
        <Field label="Created">{formatDate(referral.createdAt)}</Field>
        <Field label="IP type">{ipTypeLabels[referral.ipType]}</Field>
        <Field label="Urgency">{urgencyLabels[referral.urgency]}</Field>
        <Field label="Respond by">{formatDate(referral.respondBy)}</Field>
        <Field label="Business type">{referral.businessDescription}</Field>
        <Field label="Budget range">{budgetLabels[referral.budgetRange]}</Field>
        <Field label="Location · contact">
          {referral.preferredLocation} · {contactPreferenceLabels[referral.contactPreference]}
        </Field>
      </dl>
      <dl className="grid gap-3">
        <Field label="What they need">{referral.ipDescription}</Field>
        {referral.additionalRequirements ? <Field label="Additional requirements">{referral.additionalRequirements}</Field> : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {statusAction('reviewing', 'Mark In Progress', 'Request marked in progress', PlayCircle)}
        {statusAction('completed', 'Mark Completed', 'Request completed', CheckCircle2)}
        {statusAction('cancelled', 'Cancel Request', 'Request cancelled', XCircle, 'destructive')}
      </div>
      <Separator />
      <MatchLawyers referral={referral} />
      <Separator />
      <div className="grid gap-3">
        <FormField label="Assigned lawyer">
          <Input value={assignedLawyer} onChange={(e) => setAssignedLawyer(e.target.value)} maxLength={200} />
        </FormField>
        <FormField label="Admin notes" hint="The founder sees these notes with the request.">
          <Textarea value={adminNotes} onChange={(e) => setAdminNotes(e.target.value)} rows={3} maxLength={5000} />
        </FormField>
        <Button className="justify-self-start" disabled={update.isPending} onClick={() => save({ assignedLawyer, adminNotes }, 'Changes saved')}>
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          Save Changes
        </Button>
      </div>
    </div>
  );
}

export function ReferralDetailDialog({ referral, onOpenChange }: { referral: AdminReferral | null; onOpenChange: (open: boolean) => void }) {
  if (!referral) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Referral request #{referral.id}</DialogTitle>
          <DialogDescription>Every action saves on the server and emails the founder when the status changes.</DialogDescription>
        </DialogHeader>
        <Body key={referral.id} referral={referral} />
      </DialogContent>
    </Dialog>
  );
}
