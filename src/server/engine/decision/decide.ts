import { ipTypes, type IpType } from '#shared/schemas/analysis.ts';
import { featureNames, type FeatureSet } from '../features/features.ts';
import { contributions, isRecommended, probability, type EngineModel } from './model.ts';

export type TypeDecision = {
  /** Calibrated probability (0-1) that the plan holds a right of this type worth acting on. */
  probability: number;
  recommended: boolean;
  /** The features that pushed the decision most, strongest first. */
  reasons: { feature: string; effect: number }[];
};

export type Decisions = Record<IpType, TypeDecision>;

/** Stage 5: whether each type is recommended, from the fitted model. */
export function decideTypes(model: EngineModel, features: FeatureSet): Decisions {
  return Object.fromEntries(
    ipTypes.map((type) => {
      const m = model.types[type];
      const p = probability(m, features.values);
      return [type, { probability: p, recommended: isRecommended(m, features.values, p), reasons: contributions(m, featureNames, features.values).slice(0, 5) }];
    }),
  ) as Decisions;
}
