/**
 * `npm run train`: fits the decision model on the 10-K corpus and the founder plans that are not held out, prints
 * k-fold cross-validated figures and a reliability table, and writes the weights with those figures to
 * src/server/engine/decision/weights.json. Deterministic: the same corpora give the same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ipTypes } from '#shared/schemas/analysis.ts';
import { featureNames } from '#server/engine/features/features.ts';
import type { EngineModel } from '#server/engine/decision/model.ts';
import { loadDataset } from './dataset.ts';
import { crossValidate, defaultTrainOptions, fitTypes, nearBestF1, predictAll, reliability, typeFigures } from './cross-validate.ts';
import { formatReliability, formatTypeFigures } from './format.ts';

const weightsFile = fileURLToPath(new URL('../../src/server/engine/decision/weights.json', import.meta.url));
const round3 = (v: number | null) => (v === null ? null : Number(v.toFixed(3)));

const opts = defaultTrainOptions;
console.log('Computing features...');
const { tenK, plans, skipped } = loadDataset(console.log);
if (skipped) console.log(`10-K corpus skipped: ${skipped}`);
const trainPlans = plans.filter((p) => !p.heldOut);
const heldOut = plans.filter((p) => p.heldOut);
const training = [...tenK, ...trainPlans];
console.log(`Training cases: ${tenK.length} 10-K filings + ${trainPlans.length} founder plans (weight ${opts.planWeight}); held out: ${heldOut.length} plans (${heldOut.map((p) => p.id.split('-')[0]).join(', ')})\n`);

const { predictions } = crossValidate(training, opts);
const cvTenK = typeFigures(predictions.filter((p) => p.corpus === '10k'));
const cvPlans = typeFigures(predictions.filter((p) => p.corpus === 'plans'));
const rel = reliability(predictions);
const types = fitTypes(training, opts);
const held = typeFigures(predictAll(types, heldOut));

console.log(formatTypeFigures(`10-K, ${opts.folds}-fold cross-validated (type decisions)`, cvTenK, tenK.length));
console.log(formatTypeFigures(`\nFounder plans in training, ${opts.folds}-fold cross-validated`, cvPlans, trainPlans.length));
console.log(formatTypeFigures('\nHeld-out founder plans, final model (never trained on)', held, heldOut.length));
console.log(`\n${formatReliability(rel)}`);

const summary = (f: ReturnType<typeof typeFigures>) => ({
  macroF1: round3(f.macroF1),
  allFourMacroF1: round3(f.allFourMacroF1),
  f1: Object.fromEntries(ipTypes.map((t) => [t, round3(f.types[t].f1)])),
  allFourF1: Object.fromEntries(ipTypes.map((t) => [t, round3(f.allFour[t])])),
});
const model: EngineModel = {
  version: '2.0.0',
  features: [...featureNames],
  types,
  training: {
    method: `L2-regularised logistic regression per type (Newton), l2 ${opts.l2}, plan weight ${opts.planWeight}, thresholds at the middle of the cuts within ${nearBestF1} of the best F1, one per length (short plans, long reports), on out-of-fold probabilities of an inner ${opts.folds}-fold`,
    data: { tenK: tenK.length, plans: trainPlans.length, heldOutPlans: heldOut.map((p) => p.id) },
    crossValidated: { folds: opts.folds, tenK: summary(cvTenK), plans: summary(cvPlans) },
    heldOutPlans: summary(held),
    reliability: rel.map((r) => ({ band: `${r.from}-${r.to}`, n: r.count, predicted: round3(r.meanPredicted), observed: round3(r.observed) })),
  },
};
writeFileSync(weightsFile, `${JSON.stringify(model, null, 1)}\n`);
console.log(`\nWrote ${weightsFile}`);
for (const t of ipTypes) {
  const top = types[t].weights
    .map((w, i) => [featureNames[i]!, w] as const)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 6)
    .map(([n, w]) => `${n} ${w > 0 ? '+' : ''}${w.toFixed(2)}`);
  console.log(`  ${t} (threshold short ${types[t].threshold.short}, long ${types[t].threshold.long}): ${top.join(', ')}`);
}
