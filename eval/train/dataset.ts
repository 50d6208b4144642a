import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildContext } from '#server/engine/context.ts';
import { findCandidates } from '#server/engine/candidates.ts';
import { extractFeatures } from '#server/engine/features/features.ts';
import { loadCorpus } from '../corpus.ts';
import { isHeldOutPlan } from '../split.ts';
import { loadTenK, type LabelledCase } from '../tenk.ts';

/** A labelled case with its features computed once (the expensive part), for fitting and cross-validation. */
export type FeaturedCase = LabelledCase & { values: number[]; heldOut: boolean };

export function planCases(): LabelledCase[] {
  return loadCorpus().map((p) => ({ id: p.slug, corpus: 'plans' as const, text: p.text, expected: p.label.expected, brands: p.label.marks }));
}

export function featured(c: LabelledCase): FeaturedCase {
  const ctx = buildContext(c.text);
  const values = extractFeatures(ctx, findCandidates(ctx).candidates).values;
  return { ...c, values, heldOut: c.corpus === 'plans' && isHeldOutPlan(c.id) };
}

type Dataset = { tenK: FeaturedCase[]; plans: FeaturedCase[]; skipped?: string };

/** `TRAIN_FEATURE_CACHE=/tmp/f.json` keeps computed features between runs while tuning (never committed). */
export function loadDataset(log: (line: string) => void = () => {}): Dataset {
  const cache = process.env.TRAIN_FEATURE_CACHE;
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Dataset;
  const data = computeDataset(log);
  if (cache) writeFileSync(cache, JSON.stringify(data));
  return data;
}

function computeDataset(log: (line: string) => void): Dataset {
  const plans = planCases().map(featured);
  const load = loadTenK();
  if (!load.cases) return { tenK: [], plans, skipped: load.reason };
  const tenK: FeaturedCase[] = [];
  for (const c of load.cases) {
    tenK.push(featured(c));
    if (tenK.length % 50 === 0) log(`  features: ${tenK.length}/${load.cases.length} filings`);
  }
  return { tenK, plans };
}
