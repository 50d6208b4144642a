import type { EngineContext } from '../types.ts';

/** The plan's words in order (lower case), how often each occurs, and which the plan writes in lower case. */
export type PlanWords = { words: string[]; counts: Map<string, number>; writtenLower: Set<string> };

export const wordsPattern = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

const cache = new WeakMap<EngineContext, PlanWords>();

/** One pass over the plan, shared by the trademark steps. */
export function planWords(ctx: EngineContext): PlanWords {
  let found = cache.get(ctx);
  if (found) return found;
  const words: string[] = [];
  const counts = new Map<string, number>();
  const writtenLower = new Set<string>();
  for (const m of ctx.text.matchAll(wordsPattern)) {
    const word = m[0];
    const lower = word.toLowerCase();
    words.push(lower);
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    if (word === lower && lower !== word.toUpperCase()) writtenLower.add(lower);
  }
  found = { words, counts, writtenLower };
  cache.set(ctx, found);
  return found;
}
