import weights from './weights.json' with { type: 'json' };
import { featureNames } from '../features/features.ts';
import { engineModelSchema, type EngineModel } from './model.ts';

/**
 * The committed model (written by `npm run train`), read once when the engine module loads: synchronous, so a
 * worker that imports the engine has it ready. A file that does not fit the engine's features fails loudly here.
 */
export function loadModel(raw: unknown): EngineModel {
  const model = engineModelSchema.parse(raw);
  const expected = featureNames.join(',');
  if (model.features.join(',') !== expected) {
    throw new Error('weights.json was trained on other features than the engine computes: run `npm run train`');
  }
  for (const [type, m] of Object.entries(model.types)) {
    if (m.weights.length !== featureNames.length || m.mean.length !== featureNames.length || m.scale.length !== featureNames.length) {
      throw new Error(`weights.json: the ${type} model has the wrong number of weights`);
    }
  }
  return model;
}

export const trainedModel: EngineModel = loadModel(weights);
