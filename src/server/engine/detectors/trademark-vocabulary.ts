import type { EngineContext } from '../types.ts';

/** The plan's words in order (lower case), how often each occurs, and which the plan writes in lower case. */
export type PlanWords = { words: string[]; counts: Map<string, number>; writtenLower: Set<string> };

export const wordsPattern = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

const cache = new WeakMap<EngineContext, PlanWords>();

/** "chairbooks dot app": the rest of an address read aloud. */
const spokenDomain = /^\s+dot\s+(?:com|app|io|co|net|org|ai|shop|store|uk|ca|au|de)\b/i;

/** One pass over the plan, shared by the trademark steps. */
export function planWords(ctx: EngineContext): PlanWords {
  let found = cache.get(ctx);
  if (found) return found;
  const words: string[] = [];
  const counts = new Map<string, number>();
  const writtenLower = new Set<string>();
  const title = titleLineEnd(ctx.text);
  // "cargo install loglet", `loglet-prom`: a command or a package in code is typed in lower case by convention.
  const code = ctx.text.includes('`') ? [...ctx.text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)].map((c) => [c.index, c.index + c[0].length] as const) : [];
  let nextCode = 0;
  for (const m of ctx.text.matchAll(wordsPattern)) {
    const word = m[0];
    const lower = word.toLowerCase();
    words.push(lower);
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    while (nextCode < code.length && code[nextCode]![1] <= m.index) nextCode++;
    const inCode = nextCode < code.length && code[nextCode]![0] <= m.index;
    // "waggle yard - dog daycare plan": a title typed in lower case does not make its name an ordinary word.
    // Nor does "@loopline" or "#loopline": handles and hashtags are typed in lower case by convention.
    const handle = m.index > 0 && /[@#]/.test(ctx.text.charAt(m.index - 1));
    // "at chairbooks dot app slash sheartalk": an address read aloud is typed in lower case too.
    const spokenAddress = word === lower && spokenDomain.test(ctx.text.slice(m.index + word.length, m.index + word.length + 12));
    if (word === lower && lower !== word.toUpperCase() && m.index >= title && !inCode && !handle && !spokenAddress) writtenLower.add(lower);
  }
  found = { words, counts, writtenLower };
  cache.set(ctx, found);
  return found;
}

/** The text's first line that holds anything, with where it ends. */
export function firstLine(text: string): { line: string; end: number } {
  const start = Math.max(0, text.search(/\S/));
  const newline = text.indexOf('\n', start);
  const end = newline < 0 ? text.length : newline;
  return { line: text.slice(start, end).trim(), end };
}

/** Where the text's title line ends: its first line when that is short and no sentence; 0 when there is none. */
export function titleLineEnd(text: string): number {
  const { line, end } = firstLine(text);
  return line !== '' && line.split(/\s+/).length <= 14 && !/[.!?]$/.test(line) ? end : 0;
}
