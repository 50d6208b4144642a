import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { ListPlus, LoaderCircle } from 'lucide-react';
import type { IpType, Recommendation } from '#shared/schemas/analysis.ts';
import type { FeeBudget } from '#shared/rules/fee-budget.ts';
import { likelihoodBand } from '#shared/rules/ratings.ts';
import { Button } from '#client/components/ui/button.tsx';
import { planItemInput, useAddPlanItem, useAddPlanItems } from '../api/add-plan-item.ts';
import { usePlannedRecommendationIds } from '../api/get-plan-items.ts';
import { RecommendationCard } from './recommendation-card.tsx';
import { RecommendationDetailsDialog } from './recommendation-details-dialog.tsx';
import { findingsGroupId } from './report-summary.tsx';

/** Spec section 9: the pause between adding to the plan and opening it. */
export const NAVIGATE_TO_PLAN_DELAY_MS = 500;

const typeOrder: IpType[] = ['patent', 'trademark', 'trade_secret', 'copyright'];

type RecommendationListProps = { recommendations: Recommendation[]; businessPlanId: number | null; budget: FeeBudget };

export function RecommendationList({ recommendations, businessPlanId, budget }: RecommendationListProps) {
  const [selected, setSelected] = useState<Recommendation | null>(null);
  const planned = usePlannedRecommendationIds();
  const addPlanItem = useAddPlanItem();
  const addPlanItems = useAddPlanItems();
  const [, navigate] = useLocation();
  const navigateTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(navigateTimer.current), []);

  // By type, as the at-a-glance rows read, keeping the engine's order within a type; each row links to its first card.
  const ordered = typeOrder.flatMap((type) => recommendations.filter((rec) => rec.type === type));
  const firstOfType = new Map<IpType, string>();
  for (const rec of ordered) if (!firstOfType.has(rec.type)) firstOfType.set(rec.type, rec.id);
  const inPlan = (rec: Recommendation) => planned.data?.has(rec.id) ?? false;
  const highNotInPlan = recommendations.filter((rec) => likelihoodBand(rec.likelihood) === 'high' && !inPlan(rec));
  const highCount = recommendations.filter((rec) => likelihoodBand(rec.likelihood) === 'high').length;

  function addToPlan(rec: Recommendation) {
    addPlanItem.mutate(planItemInput(rec, businessPlanId), {
      onSuccess: (answer) => {
        if (!answer.created) {
          toast.info('Already in Plan', { description: `${rec.name} is already in your implementation plan.` });
          return;
        }
        toast.success('Added to Implementation Plan', { description: rec.name });
        setSelected(null);
        navigateTimer.current = window.setTimeout(() => navigate('/implementation-plan'), NAVIGATE_TO_PLAN_DELAY_MS);
      },
      onError: () => toast.error('Error', { description: 'Failed to add to implementation plan.' }),
    });
  }

  function addAllHigh() {
    addPlanItems.mutate(
      highNotInPlan.map((rec) => planItemInput(rec, businessPlanId)),
      {
        // Stays on the report: the point is not to make a round trip per finding.
        onSuccess: (created) =>
          toast.success('Added to Implementation Plan', {
            description: `${created} high-likelihood finding${created === 1 ? '' : 's'} added.`,
            action: { label: 'Open plan', onClick: () => navigate('/implementation-plan') },
          }),
        onError: () => toast.error('Error', { description: 'Failed to add to implementation plan.' }),
      },
    );
  }

  if (recommendations.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        The plan does not describe anything we could recommend protecting yet. Add detail about your products, technology, brand names and
        know-how, then analyze it again.
      </p>
    );
  }

  return (
    <>
      {highCount ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden">
          <Button variant="outline" size="sm" onClick={addAllHigh} disabled={highNotInPlan.length === 0 || addPlanItems.isPending || planned.isPending}>
            {addPlanItems.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
            Add all high-likelihood findings to the plan
          </Button>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {highNotInPlan.length === 0 ? `All ${highCount} are in your plan.` : `${highNotInPlan.length} of ${highCount} not yet in your plan.`}
          </span>
        </div>
      ) : null}
      {/* items-start: a card that grows (an open domain panel) does not stretch the one beside it. */}
      <ul className="print-list grid items-start gap-4 @2xl:grid-cols-2" aria-label="Findings">
        {ordered.map((rec) => (
          <li key={rec.id} id={firstOfType.get(rec.type) === rec.id ? findingsGroupId(rec.type) : undefined} className="grid scroll-mt-32">
            <RecommendationCard recommendation={rec} inPlan={inPlan(rec)} onOpenDetails={() => setSelected(rec)} />
          </li>
        ))}
      </ul>
      <RecommendationDetailsDialog
        recommendation={selected}
        budget={budget}
        onOpenChange={(open) => (open ? undefined : setSelected(null))}
        inPlan={selected ? inPlan(selected) : false}
        adding={addPlanItem.isPending || planned.isPending}
        onAddToPlan={addToPlan}
      />
    </>
  );
}
