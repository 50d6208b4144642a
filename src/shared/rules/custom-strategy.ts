// The custom roadmap (spec section 9, "Custom roadmap rules" and "Budget estimate"). Pure: the
// caller passes the generation time when it wants one recorded.
import type { IpType, Recommendation, Strategy } from '../schemas/analysis.ts';
import {
  customStrategyParametersSchema,
  priorityFlags,
  type CustomStrategyParameters,
  type CustomStrategyParametersInput,
  type CustomStrategyResult,
} from '../schemas/custom-strategy.ts';
import {
  companySizeActions,
  defensiveActions,
  immediateAction,
  industryActions,
  internationalActions,
  laterAction,
  offensiveActions,
  type PhasedActions,
} from './custom-strategy-actions.ts';
import { customBudgetText } from './custom-strategy-budget.ts';
import { phases, type PhaseKey } from './ratings.ts';

export function prioritisedTypes(params: CustomStrategyParameters): IpType[] {
  return priorityFlags.filter((flag) => params[flag.key]).map((flag) => flag.type);
}

/** Offensive ordering: high 100, medium 50, anything else 0. */
export function potentialScore(potential: string): number {
  if (potential === 'high') return 100;
  if (potential === 'medium') return 50;
  return 0;
}

/**
 * Likelihood descending by default (and with the defensive strategy); potential descending when
 * the offensive strategy is on, which wins if both flags are set. Ties in potential fall back to
 * likelihood descending; remaining ties keep the input order (the engine's ranking), as
 * Array.prototype.sort is stable.
 */
export function orderRecommendations(recs: readonly Recommendation[], offensive: boolean): Recommendation[] {
  const byLikelihood = (a: Recommendation, b: Recommendation) => b.likelihood - a.likelihood;
  if (!offensive) return [...recs].sort(byLikelihood);
  return [...recs].sort((a, b) => potentialScore(b.potential) - potentialScore(a.potential) || byLikelihood(a, b));
}

const disclosureDeadline = /\bbefore\b[^.]{0,40}\b(?:demo|demonstration|disclos\w*|publication|pitch|launch|sale|grace period)/i;

/**
 * A patent the plan says was disclosed, or whose next step sets a deadline at the first disclosure, must be filed
 * now: the US grace period runs from the disclosure and Europe and China allow none.
 */
export function hasDisclosureDeadline(rec: Recommendation): boolean {
  if (rec.details.kind !== 'patent') return false;
  return rec.details.publicDisclosure || disclosureDeadline.test(rec.nextStep);
}

/** 1-3 immediate, 4-5 short term, 6-7 medium term, the rest long term (position is 0-based). */
export function phaseForPosition(position: number): PhaseKey {
  if (position < 3) return 'immediate';
  if (position < 5) return 'shortTerm';
  if (position < 7) return 'mediumTerm';
  return 'longTerm';
}

function fixedActions(params: CustomStrategyParameters): PhasedActions[] {
  const sets: (PhasedActions | undefined)[] = [
    industryActions[params.industry],
    companySizeActions[params.companySize],
    params.internationalProtection ? internationalActions : undefined,
    params.defensiveStrategy ? defensiveActions : undefined,
    params.offensiveStrategy ? offensiveActions : undefined,
  ];
  return sets.filter((set): set is PhasedActions => set !== undefined);
}

const dedupeKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Keeps each action once, in its earliest phase (two findings can share a subject). */
function removeDuplicates(roadmap: Record<PhaseKey, string[]>): Record<PhaseKey, string[]> {
  const seen = new Set<string>();
  const out = { immediate: [], shortTerm: [], mediumTerm: [], longTerm: [] } as Record<PhaseKey, string[]>;
  for (const { key } of phases) {
    for (const action of roadmap[key]) {
      const k = dedupeKey(action);
      if (seen.has(k)) continue;
      seen.add(k);
      out[key].push(action);
    }
  }
  return out;
}

export function generateCustomStrategy(
  recommendations: readonly Recommendation[],
  params: CustomStrategyParametersInput,
  generatedAt?: Date,
): CustomStrategyResult {
  const customParameters = customStrategyParametersSchema.parse(params);
  const types = new Set(prioritisedTypes(customParameters));
  const ordered = orderRecommendations(
    recommendations.filter((rec) => types.has(rec.type)),
    customParameters.offensiveStrategy,
  );
  // A disclosure deadline outranks the spec's ordering: the card says "file before the public demo", so the
  // roadmap cannot put that filing behind a tagline trademark.
  const selected = [...ordered.filter(hasDisclosureDeadline), ...ordered.filter((rec) => !hasDisclosureDeadline(rec))];

  const roadmap: Record<PhaseKey, string[]> = { immediate: [], shortTerm: [], mediumTerm: [], longTerm: [] };
  selected.forEach((rec, position) => {
    const phase = phaseForPosition(position);
    roadmap[phase].push(phase === 'immediate' ? immediateAction(rec) : laterAction(rec));
  });
  for (const set of fixedActions(customParameters)) {
    for (const { key } of phases) roadmap[key].push(...(set[key] ?? []));
  }

  const strategy: Strategy = { ...removeDuplicates(roadmap), estimatedBudget: customBudgetText(recommendations, customParameters) };
  return generatedAt ? { customParameters, strategy, generatedAt: generatedAt.toISOString() } : { customParameters, strategy };
}
