import { useState } from 'react';
import type { PlanItem, PlanItemStatus } from '#shared/schemas/plan.ts';
import type { PlanSummary } from '#shared/rules/plan.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { emptyTabMessage, planTabLabels, planTabs, type PlanTab } from '../utils/status-actions.ts';
import { PlanItemCard } from './plan-item-card.tsx';

type PlanTabsProps = {
  items: PlanItem[];
  summary: PlanSummary;
  readOnly: boolean;
  onChangeStatus: (item: PlanItem, to: PlanItemStatus) => void;
  onRemove: (item: PlanItem) => void;
  onEdit: (item: PlanItem) => void;
};

const countOf = (summary: PlanSummary, tab: PlanTab) =>
  ({ all: summary.total, pending: summary.pending, in_progress: summary.inProgress, completed: summary.completed, deferred: summary.deferred })[tab];

export function PlanTabs({ items, summary, ...cardProps }: PlanTabsProps) {
  const [tab, setTab] = useState<PlanTab>('all');
  return (
    <section aria-labelledby="plan-items-heading">
      <h2 id="plan-items-heading" className="sr-only">
        Plan items
      </h2>
      <Tabs value={tab} onValueChange={(value) => setTab(value as PlanTab)}>
        <TabsList aria-label="Filter by status" className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {planTabs.map((t) => (
            <TabsTrigger key={t} value={t} className="h-8 flex-auto sm:flex-none">
              {planTabLabels[t]}
              <span className="rounded-full bg-foreground/10 px-1.5 text-xs tabular-nums">{countOf(summary, t)}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {planTabs.map((t) => {
          const shown = t === 'all' ? items : items.filter((i) => i.status === t);
          return (
            <TabsContent key={t} value={t}>
              {shown.length === 0 ? (
                <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
                  {t === 'all' ? 'No items found' : emptyTabMessage(t)}
                </p>
              ) : (
                <ul className="grid gap-4 xl:grid-cols-2">
                  {shown.map((item) => (
                    <li key={item.itemId} className="grid">
                      <PlanItemCard item={item} tab={t} {...cardProps} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
