import { describe, expect, it } from 'vitest';
import { ipTypes } from '#shared/schemas/analysis.ts';
import weights from './weights.json' with { type: 'json' };
import { featureNames } from '../features/features.ts';
import { analyze } from '../analyze.ts';
import { contributions, isRecommended, probability, sigmoid } from './model.ts';
import { loadModel, trainedModel } from './trained-model.ts';

describe('decision model', () => {
  it('loads the committed weights for the features the engine computes, with cross-validated figures', () => {
    expect(trainedModel.features).toEqual(featureNames);
    for (const type of ipTypes) expect(trainedModel.types[type].weights).toHaveLength(featureNames.length);
    expect(trainedModel.training).toHaveProperty('crossValidated');
  });

  it('refuses weights fitted on other features', () => {
    expect(() => loadModel({ ...weights, features: ['other'] })).toThrow(/npm run train/);
    expect(() => loadModel({ ...weights, version: 3 })).toThrow();
  });

  it('gives a probability between 0 and 1, the same every time', () => {
    const x = featureNames.map((_, i) => (i % 3) * 0.5);
    for (const type of ipTypes) {
      const p = probability(trainedModel.types[type], x);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(probability(trainedModel.types[type], x)).toBe(p);
    }
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(-1000)).toBeGreaterThanOrEqual(0);
  });

  it('holds a short plan to the short-text threshold and a long report to the long-text one', () => {
    const model = { ...trainedModel.types.patent, threshold: { short: 0.3, long: 0.7 } };
    const short = featureNames.map((n) => (n === 'doc:short' ? 1 : 0));
    const long = featureNames.map(() => 0);
    expect(isRecommended(model, short, 0.5)).toBe(true);
    expect(isRecommended(model, long, 0.5)).toBe(false);
    expect(isRecommended(model, long, 0.7)).toBe(true);
  });

  it('lists the features that moved a decision, strongest first', () => {
    const x = featureNames.map(() => 1);
    const c = contributions(trainedModel.types.patent, featureNames, x);
    expect(Math.abs(c[0]!.effect)).toBeGreaterThanOrEqual(Math.abs(c.at(-1)!.effect));
  });

  it('makes the engine deterministic and lets evaluation pass another model', () => {
    const plan = 'Lumio Inc. builds a smart lighting sensor with a new low-power radio protocol. Our firmware is our own.';
    expect(JSON.stringify(analyze(plan))).toBe(JSON.stringify(analyze(plan)));
    const never = { ...trainedModel, types: Object.fromEntries(ipTypes.map((t) => [t, { ...trainedModel.types[t], threshold: { short: 1, long: 1 } }])) as typeof trainedModel.types };
    expect(analyze(plan, { model: never }).recommendations).toEqual([]);
  });
});
