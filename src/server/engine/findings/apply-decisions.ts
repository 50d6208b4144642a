import { ipTypes, type Recommendation } from '#shared/schemas/analysis.ts';
import type { Decisions } from '../decision/decide.ts';
import type { Candidates } from '../features/features.ts';
import type { EngineContext } from '../types.ts';
import { implicitFinding } from './implicit-assets.ts';

const modelFactorLabel = 'Calibrated on labelled business texts (share of similar texts that held this right)';

/**
 * Stage 6: the findings of each type the model recommends, with calibrated likelihoods. The type's strongest finding
 * gets the model's probability; the others keep their own figure, never above it. When the model is confident but
 * no detector named a finding, the asset is named from the sentences that show it.
 */
export function applyDecisions(ctx: EngineContext, candidates: Candidates, decisions: Decisions): Recommendation[] {
  const out: Recommendation[] = [];
  for (const type of ipTypes) {
    const decision = decisions[type];
    if (!decision.recommended) continue;
    let found = candidates[type];
    if (found.length === 0) {
      const implicit = implicitFinding(type, ctx);
      if (!implicit) continue;
      found = [implicit];
    }
    const calibrated = Math.round(decision.probability * 100);
    const strongest = found.reduce((best, r) => (r.likelihood > best.likelihood ? r : best), found[0]!);
    for (const rec of found) {
      const likelihood = rec === strongest ? calibrated : Math.min(rec.likelihood, calibrated);
      if (likelihood === rec.likelihood) {
        out.push(rec);
        continue;
      }
      out.push({ ...rec, likelihood, likelihoodFactors: [...rec.likelihoodFactors, { label: modelFactorLabel, effect: likelihood - rec.likelihood }] });
    }
  }
  return out;
}
