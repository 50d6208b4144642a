import { niceClasses } from '../lexicons/trademark-nice-classes.ts';
import type { EngineContext } from '../types.ts';
import { planWords, wordsPattern } from './trademark-vocabulary.ts';

export type NiceMatch = { number: number; label: string; terms: string[] };

type Phrase = { words: string[]; term: string; classes: number[] };

// Keyword phrases indexed by their first word: one pass over the words of a text finds every class term in it.
const byFirstWord = new Map<string, Phrase[]>();
// Singular, hyphens as spaces: "meal-kits" matches "meal kit".
const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
function normalise(words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (!w.includes('-')) out.push(singular(w));
    else for (const part of w.split('-')) if (part) out.push(singular(part));
  }
  return out;
}

for (const c of niceClasses) {
  for (const keyword of c.keywords) {
    const words = normalise(keyword.toLowerCase().split(/\s+/));
    const list = byFirstWord.get(words[0]!) ?? [];
    const same = list.find((p) => p.term === keyword.toLowerCase());
    if (same) same.classes.push(c.number);
    else list.push({ words, term: keyword.toLowerCase(), classes: [c.number] });
    byFirstWord.set(words[0]!, list);
  }
}
for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);

type Hits = Map<number, Map<string, number>>;

function countHits(raw: string[]): Hits {
  const hits: Hits = new Map();
  const words = normalise(raw);
  for (let i = 0; i < words.length; i++) {
    const phrases = byFirstWord.get(words[i]!);
    if (!phrases) continue;
    // The longest phrase that matches wins, so "mobile app" is not also counted as "app".
    const phrase = phrases.find((p) => p.words.every((w, j) => words[i + j] === w));
    if (!phrase) continue;
    for (const n of phrase.classes) {
      const terms = hits.get(n) ?? new Map<string, number>();
      terms.set(phrase.term, (terms.get(phrase.term) ?? 0) + 1);
      hits.set(n, terms);
    }
    i += phrase.words.length - 1;
  }
  return hits;
}

const planHits = new WeakMap<EngineContext, Hits>();

/** The goods and services words of the whole plan, by class; computed once per plan. */
export function planNiceHits(ctx: EngineContext): Hits {
  let hits = planHits.get(ctx);
  if (!hits) {
    hits = countHits(planWords(ctx).words);
    planHits.set(ctx, hits);
  }
  return hits;
}

const total = (terms: Map<string, number> | undefined) => [...(terms?.values() ?? [])].reduce((a, b) => a + b, 0);

/**
 * The Nice classes a name would be filed in: the goods and services the plan describes next to the name count most,
 * the rest of the plan less (a company name covers everything it sells). At most `limit` classes, strongest first.
 */
export function niceClassesFor(ctx: EngineContext, nearText: string, limit: number): NiceMatch[] {
  const near = countHits(nearText.toLowerCase().match(wordsPattern) ?? []);
  const plan = planNiceHits(ctx);
  const scored = niceClasses
    .map((c) => ({ number: c.number, label: c.label, score: 3 * total(near.get(c.number)) + Math.min(4, total(plan.get(c.number))) }))
    .filter((c) => c.score >= 2)
    .sort((a, b) => b.score - a.score || a.number - b.number);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((c) => c.score >= best * 0.5)
    .slice(0, limit)
    .sort((a, b) => a.number - b.number)
    .map(({ number, label }) => {
      // The words that put the name in this class, those near the name first.
      const terms = new Map(plan.get(number) ?? []);
      for (const [t, n] of near.get(number) ?? []) terms.set(t, (terms.get(t) ?? 0) + 3 * n);
      const top = [...terms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([t]) => t);
      return { number, label, terms: top.slice(0, 3) };
    });
}

const keywordWords = niceClasses.map((c) => new Set(c.keywords.flatMap((k) => k.split(/\s+/))));

/** Whether a word is part of a goods keyword of one of the chosen classes: it says what is sold. */
export function isClassKeyword(word: string, numbers: number[]): boolean {
  return numbers.some((n) => keywordWords[n - 1]?.has(word));
}
