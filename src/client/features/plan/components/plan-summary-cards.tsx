import type { ReactNode } from 'react';
import { CircleCheck, CirclePlay, ListChecks, Target } from 'lucide-react';
import type { PlanSummary } from '#shared/rules/plan.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';

function SummaryCard({ label, value, icon, children }: { label: string; value: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <Card className="grid gap-2 p-4 sm:p-5" data-summary={label}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {icon}
      </div>
      <p className="text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
      {children}
    </Card>
  );
}

export function PlanSummaryCards({ summary }: { summary: PlanSummary }) {
  const iconClass = 'size-4 shrink-0';
  return (
    <section aria-labelledby="plan-summary-heading">
      <h2 id="plan-summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard label="Total Items" value={String(summary.total)} icon={<ListChecks className={iconClass} aria-hidden="true" />} />
        <SummaryCard label="In Progress" value={String(summary.inProgress)} icon={<CirclePlay className={iconClass} aria-hidden="true" />} />
        <SummaryCard label="Completed" value={String(summary.completed)} icon={<CircleCheck className={iconClass} aria-hidden="true" />} />
        <SummaryCard label="Completion" value={`${summary.completionPercent}%`} icon={<Target className={iconClass} aria-hidden="true" />}>
          <Progress value={summary.completionPercent} aria-label={`${summary.completionPercent}% of the plan completed`} />
        </SummaryCard>
      </div>
    </section>
  );
}
