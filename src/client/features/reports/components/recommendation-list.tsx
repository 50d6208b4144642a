import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import type { Recommendation } from '#shared/schemas/analysis.ts';
import { planItemInput, useAddPlanItem } from '../api/add-plan-item.ts';
import { usePlannedRecommendationIds } from '../api/get-plan-items.ts';
import { RecommendationCard } from './recommendation-card.tsx';
import { RecommendationDetailsDialog } from './recommendation-details-dialog.tsx';

/** Spec section 9: the pause between adding to the plan and opening it. */
export const NAVIGATE_TO_PLAN_DELAY_MS = 500;

export function RecommendationList({ recommendations, businessPlanId }: { recommendations: Recommendation[]; businessPlanId: number | null }) {
  const [selected, setSelected] = useState<Recommendation | null>(null);
  const planned = usePlannedRecommendationIds();
  const addPlanItem = useAddPlanItem();
  const [, navigate] = useLocation();
  const navigateTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(navigateTimer.current), []);

  const inPlan = (rec: Recommendation) => planned.data?.has(rec.id) ?? false;

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
      <ul className="print-list grid gap-4 @2xl:grid-cols-2" aria-label="Recommendations">
        {recommendations.map((rec) => (
          <li key={rec.id} className="grid">
            <RecommendationCard recommendation={rec} inPlan={inPlan(rec)} onOpenDetails={() => setSelected(rec)} />
          </li>
        ))}
      </ul>
      <RecommendationDetailsDialog
        recommendation={selected}
        onOpenChange={(open) => (open ? undefined : setSelected(null))}
        inPlan={selected ? inPlan(selected) : false}
        adding={addPlanItem.isPending || planned.isPending}
        onAddToPlan={addToPlan}
      />
    </>
  );
}
