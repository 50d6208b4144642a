// The memo's opening: the two or three actions that matter now, each with its deadline and its cost from the
// report's budget, and one line per IP type. Pure: the report and its tests share it.
import type { IpType, Recommendation } from '../schemas/analysis.ts';
import { feeSubject, findingCost, typeCost, type FeeBudget } from './fee-budget.ts';
import { hasDisclosureDeadline } from './custom-strategy.ts';
import { likelihoodBand } from './ratings.ts';

export type PriorityAction = {
  recommendationId: string;
  type: IpType;
  action: string;
  deadline: string;
  /** The finding's share of the budget; null when it has no fee line (e.g. a name to replace). */
  cost: { low: number; high: number } | null;
};

type Urgency = { rank: number; action: string; deadline: string };

/** How soon a finding needs acting on, lowest rank first; the wording is short on purpose: details follow. */
function urgency(rec: Recommendation): Urgency {
  const subject = feeSubject(rec);
  const d = rec.details;
  switch (d.kind) {
    case 'patent':
      if (d.publicDisclosure)
        return { rank: 0, action: `File a US provisional patent application for the ${subject}`, deadline: 'Now: 12 months from the first public disclosure' };
      if (hasDisclosureDeadline(rec))
        return { rank: 1, action: `File a US provisional patent application for the ${subject}`, deadline: 'Before any public demo, publication or sale' };
      return { rank: 5, action: `Get a patentability opinion on the ${subject}`, deadline: 'Within 6 months' };
    case 'trademark':
      if (d.distinctiveness === 'generic' || d.flags.some((f) => f.startsWith('Famous')))
        return { rank: 2, action: `Rethink the name ${subject} before investing in it`, deadline: 'Before launch' };
      return { rank: 3, action: `Clear and file the trademark ${subject}`, deadline: 'Before launch or any spend on the brand' };
    case 'copyright':
      if (d.ownershipGap) return { rank: 2, action: `Get signed assignments from the contractors who made the ${subject}`, deadline: 'Now, before you rely on the work' };
      return { rank: 6, action: `Register the ${subject} with the US Copyright Office`, deadline: 'Within 3 months of publication' };
    case 'trade_secret':
      return { rank: 4, action: `Put NDAs and access limits around the ${subject}`, deadline: 'Before sharing it with staff or partners' };
  }
}

/** The most urgent findings first (ties: the likelier first), at most `limit`, from the types the budget covers. */
export function priorityActions(recs: readonly Recommendation[], budget: FeeBudget, types: readonly IpType[], limit = 3): PriorityAction[] {
  return recs
    .filter((rec) => types.includes(rec.type))
    .map((rec, index) => ({ rec, index, urgency: urgency(rec) }))
    .sort((a, b) => a.urgency.rank - b.urgency.rank || b.rec.likelihood - a.rec.likelihood || a.index - b.index)
    .slice(0, limit)
    .map(({ rec, urgency: u }) => ({ recommendationId: rec.id, type: rec.type, action: u.action, deadline: u.deadline, cost: findingCost(budget, rec) }));
}

export type TypeGlance = {
  type: IpType;
  count: number;
  highLikelihood: number;
  /** The strongest finding of the type, for the row's one-line description. */
  strongest: Recommendation | null;
  cost: { low: number; high: number };
  inBudget: boolean;
};

export function typeGlance(recs: readonly Recommendation[], budget: FeeBudget, types: readonly IpType[]): TypeGlance[] {
  return (['patent', 'trademark', 'trade_secret', 'copyright'] as const).map((type) => {
    const ofType = recs.filter((rec) => rec.type === type);
    const strongest = ofType.reduce<Recommendation | null>((best, rec) => (best && best.likelihood >= rec.likelihood ? best : rec), null);
    return {
      type,
      count: ofType.length,
      highLikelihood: ofType.filter((rec) => likelihoodBand(rec.likelihood) === 'high').length,
      strongest,
      cost: typeCost(budget, type),
      inBudget: types.includes(type),
    };
  });
}
