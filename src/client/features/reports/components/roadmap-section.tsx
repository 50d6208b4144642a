import type { Strategy } from '#shared/schemas/analysis.ts';
import { phases } from '#shared/rules/ratings.ts';
import { cn } from '#client/lib/cn.ts';

const phaseAccent = ['border-t-brand', 'border-t-sky-500', 'border-t-violet-500', 'border-t-slate-400'];

/** The four phases of spec section 9, each with its window and its actions. */
export function RoadmapPhases({ strategy }: { strategy: Strategy }) {
  return (
    <ol className="grid gap-3 @2xl:grid-cols-2">
      {phases.map((phase, index) => {
        const actions = strategy[phase.key];
        return (
          <li key={phase.key} className={cn('report-card rounded-lg border border-t-4 bg-card p-4', phaseAccent[index])} data-phase={phase.key}>
            <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold">
              {phase.label}
              <span className="text-sm font-normal text-muted-foreground">{phase.window}</span>
            </h3>
            {actions.length ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
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
