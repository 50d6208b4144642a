import { buildBudget, budgetText } from '#server/engine/budget.ts';
import { normaliseText } from '#server/engine/context.ts';
import { mergeFindings as orderFindings } from '#server/engine/merge.ts';
import { buildRoadmap } from '#server/engine/roadmap.ts';
import { countsOf, summarise } from '#server/engine/summary.ts';
import { findingSubject } from '#shared/rules/custom-strategy-actions.ts';
import type { AnalysisResult, Evidence, Recommendation } from '#shared/schemas/analysis.ts';
import type { LlmFinding } from './llm-answer.ts';
import { locateQuote, mentions } from './locate-quote.ts';
import { toRecommendation } from './to-recommendation.ts';

const stopWords = new Set(['the', 'and', 'for', 'our', 'its', 'with', 'from', 'of', 'a', 'an', 'to', 'in', 'on', 'by', 'as']);
// Kind nouns say what sort of thing a subject is, not which one: "routing method" and "routing system" are
// one invention, while "customer list" and "supplier list" are two secrets.
const kindWords = new Set(
  'method methods system systems device devices process processes apparatus composition algorithm model models data list lists software content platform technology'.split(' '),
);

function words(subject: string): Set<string> {
  return new Set(
    subject
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !stopWords.has(w)),
  );
}

const squash = (subject: string) => [...words(subject)].join(' ');

/**
 * Whether two findings of one type are about the same thing. Marks must match as words ("Lumio" and
 * "LUMIO"; "Lumio Hub" is another mark). Other subjects match when the shorter one's words are all in the
 * longer, or at least two and half of them are ("adaptive cold-chain routing method" and "real-time
 * adaptive routing method"); one shared word is not enough ("carrier pricing" and "regional carrier network").
 */
export function sameSubject(type: Recommendation['type'], a: string, b: string): boolean {
  const [x, y] = [squash(a), squash(b)];
  if (x === '' || y === '') return false;
  if (x === y) return true;
  if (type === 'trademark') return false;
  const strip = (set: Set<string>) => {
    const kept = new Set([...set].filter((w) => !kindWords.has(w)));
    return kept.size > 0 ? kept : set;
  };
  const [wa, wb] = [strip(words(a)), strip(words(b))];
  const shared = [...wa].filter((w) => wb.has(w)).length;
  const smaller = Math.min(wa.size, wb.size);
  return shared === smaller || (shared >= 2 && shared / smaller >= 0.5);
}

export type DropReason = 'evidence not in the plan' | 'mark not in the plan' | 'already found';

export type MergeOutcome = { result: AnalysisResult; added: Recommendation[]; dropped: { finding: LlmFinding; reason: DropReason }[] };

function locateAll(text: string, quotes: string[]): Evidence[] | undefined {
  const located: Evidence[] = [];
  for (const quote of quotes) {
    const evidence = locateQuote(text, quote);
    // One invented quote is enough to distrust the finding.
    if (!evidence) return undefined;
    if (!located.some((e) => e.start === evidence.start && e.end === evidence.end)) located.push(evidence);
  }
  return located.sort((a, b) => a.start - b.start);
}

/** The result's parts that depend on the set of findings, rebuilt as the engine builds them. */
function rebuild(text: string, local: AnalysisResult, recommendations: Recommendation[]): AnalysisResult {
  const ordered = orderFindings(text, recommendations);
  const budget = buildBudget(ordered);
  return {
    ...local,
    summary: summarise(ordered),
    counts: countsOf(ordered),
    recommendations: ordered,
    strategy: { ...buildRoadmap(ordered), estimatedBudget: budgetText(budget) },
    budget,
  };
}

/**
 * Adds the model's findings to the local result: each must quote the plan (offsets are found by locating
 * the quotes in the normalised plan, as the engine's are), a trademark's mark must occur in the plan, and a
 * finding the engine already made (same type, same subject) is left out. Summary, counts, order, roadmap and
 * budget are then rebuilt by the engine's own rules, so an enriched result reads like a local one.
 */
export function mergeFindings(planText: string, local: AnalysisResult, findings: LlmFinding[]): MergeOutcome {
  const text = normaliseText(planText);
  const kept: Recommendation[] = [...local.recommendations];
  const added: Recommendation[] = [];
  const dropped: MergeOutcome['dropped'] = [];
  for (const finding of findings) {
    const evidence = locateAll(text, finding.evidence);
    if (!evidence) {
      dropped.push({ finding, reason: 'evidence not in the plan' });
      continue;
    }
    if (finding.type === 'trademark' && !mentions(text, finding.subject)) {
      dropped.push({ finding, reason: 'mark not in the plan' });
      continue;
    }
    const recommendation = toRecommendation(finding, evidence);
    const duplicate = kept.some(
      (rec) =>
        rec.id === recommendation.id ||
        (rec.type === finding.type && sameSubject(finding.type, findingSubject(rec), finding.subject)),
    );
    if (duplicate) {
      dropped.push({ finding, reason: 'already found' });
      continue;
    }
    kept.push(recommendation);
    added.push(recommendation);
  }
  const result = added.length > 0 ? rebuild(text, local, kept) : local;
  return { result, added, dropped };
}
