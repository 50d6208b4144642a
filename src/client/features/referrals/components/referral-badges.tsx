import { statusLabels, type ReferralPriority, type ReferralStatus } from '#shared/rules/referrals.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

const statusStyle: Record<ReferralStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  matched: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  completed: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
};

const priorityStyle: Record<ReferralPriority, string> = {
  high: 'border-rose-300 text-rose-800 dark:border-rose-800 dark:text-rose-200',
  medium: 'border-amber-300 text-amber-800 dark:border-amber-800 dark:text-amber-200',
  low: 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge className={cn('border-transparent', statusStyle[status])}>{statusLabels[status]}</Badge>;
}

export function ReferralPriorityBadge({ priority }: { priority: ReferralPriority }) {
  return (
    <Badge variant="outline" className={cn('capitalize', priorityStyle[priority])}>
      {priority} priority
    </Badge>
  );
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
