import { CircleCheck, CircleHelp, CircleX, TriangleAlert } from 'lucide-react';
import type { DomainStatus } from '#shared/schemas/domains.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { CHECK_FAILED_TEXT } from '../utils/domain-messages.ts';
import { statusLabels } from '../utils/domain-display.ts';

type BadgeStatus = DomainStatus | 'failed';

// Text and fill pairs pass WCAG AA in both themes; the icon repeats the meaning for those who do not see colour.
const style: Record<BadgeStatus, { className: string; Icon: typeof CircleCheck }> = {
  'likely-available': {
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    Icon: CircleCheck,
  },
  registered: {
    className: 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200',
    Icon: CircleX,
  },
  unknown: {
    className: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
    Icon: CircleHelp,
  },
  failed: {
    className: 'border-dashed border-slate-400 bg-transparent text-slate-800 dark:border-slate-500 dark:text-slate-200',
    Icon: TriangleAlert,
  },
};

export function DomainStatusBadge({ status }: { status: BadgeStatus }) {
  const { className, Icon } = style[status];
  return (
    <Badge variant="outline" className={cn('shrink-0', className)} data-domain-status={status}>
      <Icon aria-hidden="true" />
      {status === 'failed' ? CHECK_FAILED_TEXT : statusLabels[status]}
    </Badge>
  );
}
