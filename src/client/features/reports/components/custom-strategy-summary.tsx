import { Sparkles } from 'lucide-react';
import type { CustomStrategyResult } from '#shared/schemas/custom-strategy.ts';
import { describeCustomParameters } from '#shared/rules/custom-strategy-summary.ts';
import { Badge } from '#client/components/ui/badge.tsx';

const generatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The "Custom Strategy" badge and the parameters the roadmap below was built from. */
export function CustomStrategySummary({ custom }: { custom: CustomStrategyResult }) {
  const lines = describeCustomParameters(custom.customParameters);
  return (
    <div className="report-card grid gap-3 rounded-lg border border-brand/40 bg-brand/5 p-4" data-testid="custom-strategy-summary">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-teal-700 text-white dark:bg-teal-300 dark:text-teal-950">
          <Sparkles aria-hidden="true" />
          Custom Strategy
        </Badge>
        {custom.generatedAt ? (
          <span className="text-xs text-muted-foreground">Generated {generatedFormat.format(new Date(custom.generatedAt))}</span>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm @xl:grid-cols-2">
        {lines.map((line) => (
          <div key={line.label} className="grid grid-cols-[9.5rem_1fr] gap-2">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className="break-words">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
