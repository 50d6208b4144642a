import type { Detector, EngineContext, Recommendation } from '../types.ts';
import { findingId, sentenceEvidence } from '../context.ts';
import { secretKinds } from '../lexicons/trade-secret-subjects.ts';
import { findInventions } from './patent-inventions.ts';
import { quoteAround } from '../text/noun-phrases.ts';
import { secretAdvice } from './trade-secret-advice.ts';
import { findSecrets, type SecretFinding, type Subject } from './trade-secret-finder.ts';

/** Information the plan keeps (or should keep) secret, one finding per kind of information. */
export const detectTradeSecrets: Detector = (ctx: EngineContext) => {
  const inventions = findInventions(ctx);
  const seen = new Set<string>();
  const out: Recommendation[] = [];
  for (const finding of findSecrets(ctx)) {
    const name = secretName(finding.subjects, ctx.text);
    const id = findingId('trade_secret', name);
    if (seen.has(id)) continue;
    seen.add(id);
    // The patent-or-secret choice matters for know-how, recipes, models and code, not for lists or prices.
    const choice = finding.categories.some((c) => c === 'process' || c === 'recipe' || c === 'model' || c === 'code');
    out.push(recommend(finding, name, id, ctx.text, choice ? inventions[0]?.name : undefined));
  }
  return out;
};

function recommend(f: SecretFinding, name: string, id: string, planText: string, invention?: string): Recommendation {
  const evidenceText = f.sentences.map((s) => s.text).join(' ');
  const secrecy = f.secrecy.find((s) => f.strong === false || s.text.toLowerCase() !== 'proprietary') ?? f.secrecy[0]!;
  const advice = secretAdvice({
    name,
    categories: f.categories,
    strong: f.strong,
    secrecy: secrecy.text,
    evidenceText,
    planText,
    sentences: f.sentences.length,
    invention,
  });
  const rationale: string[] = [];
  const named = f.subjects[0]!.sentence;
  rationale.push(`The plan names the ${secretKinds[f.categories[0]!].label}: "${quoteAround(named.text, 0, 0)}"`);
  if (secrecy.sentence !== named) rationale.push(`It says how it is kept: "${quoteAround(secrecy.sentence.text, 0, 0)}"`);
  else if (f.strong) rationale.push(`It is kept secret ("${secrecy.text}"), which is what trade-secret protection requires.`);
  else rationale.push(`The plan calls it "${secrecy.text}" but says nothing of keeping it secret: without reasonable measures there is no trade secret.`);
  rationale.push(...advice.reasons);
  return {
    id,
    type: 'trade_secret',
    name: `Trade secret: ${name}`,
    description: advice.description,
    rationale,
    likelihood: advice.likelihood,
    nextStep: advice.nextStep,
    potential: advice.potential,
    evidence: f.sentences.slice(0, 6).map(sentenceEvidence),
    likelihoodFactors: advice.factors,
    details: {
      kind: 'trade_secret',
      subject: name,
      category: f.categories.map((c) => secretKinds[c].label).join(', '),
      measures: advice.measures,
    },
  };
}

/** "recipe (botanicals, proportions and cut points)", "benchmark database, client list and pricing model". */
export function secretName(subjects: Subject[], planText: string): string {
  const clean = (s: Subject) => caseLike(s.text.replace(/[*_`]/g, '').replace(/^(?:the|our|a|an|its|this|these|that|their)\s+/i, ''), planText);
  const main = unique(subjects.filter((s) => !s.detail).map(clean)).slice(0, 3);
  const details = unique(subjects.filter((s) => s.detail).map(clean)).slice(0, 3);
  if (main.length === 0) return joinList(details);
  return details.length > 0 && main.length === 1 ? `${main[0]} (${joinList(details)})` : joinList(main);
}

/** Drops repeats and any item a longer one contains ("images" beside "labelled images"), keeping the plan's order. */
function unique(items: string[]): string[] {
  const keys = items.map((i) => i.toLowerCase().replace(/s\b/g, ''));
  return items.filter((_, i) => {
    const key = keys[i]!;
    return !keys.some((other, j) => (other === key ? j < i : other.includes(key)));
  });
}

function joinList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Sentence-initial capitals are not part of a name: "Recipes" -> "recipes", while "SharePoint" stays. */
function caseLike(text: string, planText: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (/^\p{Lu}\p{Ll}+$/u.test(first) && planText.includes(` ${first.toLowerCase()}`)) return first.toLowerCase() + text.slice(first.length);
  return text;
}
