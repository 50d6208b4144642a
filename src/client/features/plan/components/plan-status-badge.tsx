import { CircleCheck, CircleDashed, CirclePause, CirclePlay } from 'lucide-react';
import type { PlanItemStatus } from '#shared/schemas/plan.ts';
import { planStatusLabels } from '#shared/exports/plan-model.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

/** Each status has its own icon as well as its hue, so it reads without colour too; text pairs pass WCAG AA on their fills. */
const statusStyle: Record<PlanItemStatus, { className: string; Icon: typeof CircleCheck }> = {
  pending: { className: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100', Icon: CircleDashed },
  in_progress: { className: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200', Icon: CirclePlay },
  completed: { className: 'border-green-200 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200', Icon: CircleCheck },
  deferred: { className: 'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200', Icon: CirclePause },
};

export function PlanStatusBadge({ status, className }: { status: PlanItemStatus; className?: string }) {
  const { className: style, Icon } = statusStyle[status];
  return (
    <Badge variant="outline" data-status={status} className={cn(style, className)}>
      <Icon aria-hidden="true" />
      {planStatusLabels[status]}
    </Badge>
  );
}
