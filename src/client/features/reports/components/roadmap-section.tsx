import type { Strategy } from '#shared/schemas/analysis.ts';
import { phases } from '#shared/rules/ratings.ts';
import { cn } from '#client/lib/cn.ts';


/** The four phases of spec section 9, each with its window and its actions. */
export function RoadmapPhases({ strategy }: { strategy: Strategy }) {
  return (
    <ol className="grid gap-3 @2xl:grid-cols-2">
      {phases.map((phase, index) => {
        const actions = strategy[phase.key];
        return (
          <li key={phase.key} className={cn('report-card rounded-lg border bg-card p-4', index === 0 && 'border-brand/50 ring-1 ring-brand/20')} data-phase={phase.key}>
            <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className={cn('size-2 rounded-full', index === 0 ? 'bg-brand' : 'bg-muted-foreground/40')} />
                {phase.label}
              </span>
              <span className="text-xs font-normal text-muted-foreground tabular-nums">{phase.window}</span>
            </h3>
            {actions.length ? (
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed marker:text-muted-foreground">
                {actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-muted-foreground">No actions in this phase.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
