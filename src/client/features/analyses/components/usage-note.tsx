import { Link } from 'wouter';
import { Gauge } from 'lucide-react';
import { describeUsage, isUnlimitedQuota } from '#shared/rules/plans.ts';
import { cn } from '#client/lib/cn.ts';
import { useUsage } from '../api/get-usage.ts';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The organization's analyses this period, under the Analyze button, with the way to more when they run out. */
export function UsageNote() {
  const usage = useUsage();
  if (!usage.data) return null;
  const { apiUsage, apiQuota, usageResetsAt } = usage.data;
  const exhausted = !isUnlimitedQuota(apiQuota) && apiUsage >= apiQuota;
  return (
    <p
      className={cn('-mt-2 flex items-start gap-1.5 text-xs', exhausted ? 'text-destructive' : 'text-muted-foreground')}
      data-testid="usage-note"
      aria-live="polite"
    >
      <Gauge className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {exhausted
          ? `All ${apiQuota} analyses used this month; more on ${shortDate(usageResetsAt)}. `
          : `${describeUsage(apiUsage, apiQuota)}${isUnlimitedQuota(apiQuota) ? '' : `, resets ${shortDate(usageResetsAt)}`}. `}
        <Link href="/billing" className="font-medium text-primary underline-offset-4 hover:underline">
          {exhausted ? 'See plans' : 'Plans'}
        </Link>
      </span>
    </p>
  );
}
