import { LoaderCircle } from 'lucide-react';
import type { Subscription } from '#shared/schemas/billing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { longDate, tierName } from '../utils/billing-format.ts';

type CancelPlanDialogProps = { open: boolean; subscription: Subscription; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** Choosing Free cancels the paid plan: said plainly, with the date the paid tier ends, before anything happens. */
export function CancelPlanDialog({ open, subscription, pending, onCancel, onConfirm }: CancelPlanDialogProps) {
  const plan = tierName(subscription.tier);
  const end = subscription.subscriptionEndDate;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel your {plan} subscription?</DialogTitle>
          <DialogDescription>
            {end
              ? `Your organization keeps ${plan} until ${longDate(end)}, then moves to Free with 10 analyses a month. Nothing more is charged.`
              : `Your organization moves to Free now, with 10 analyses a month.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Keep {plan}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {pending ? 'Canceling...' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
