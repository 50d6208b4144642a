import { contentCues, cueGroups, type CueGroup } from '../lexicons/content-cues.ts';
import type { Tokens } from '../text/tokens.ts';

/** "processes" -> "process", "sensors" -> "sensor": one form per word for lexicon lookups. */
export function stem(word: string): string {
  if (word.length > 4 && /(?:ss|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') ? word.slice(0, -1) : word;
}

function splitWords(entry: string): string[] {
  return entry
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .map(stem);
}

type Table = { masks: Map<string, number>; longest: number; starts: Set<string> };

function buildTable(): Table {
  const masks = new Map<string, number>();
  const starts = new Set<string>();
  let longest = 1;
  cueGroups.forEach((group, bit) => {
    for (const entry of contentCues[group].split(',')) {
      const words = splitWords(entry);
      if (words.length === 0 || words.length > 3) continue;
      longest = Math.max(longest, words.length);
      if (words.length > 1) starts.add(words[0]!);
      const key = words.join(' ');
      masks.set(key, (masks.get(key) ?? 0) | (1 << bit));
    }
  });
  return { masks, longest, starts };
}

const table = buildTable();

/** Cue counts of one sentence: how many times each group's words occur, and the groups present as a bit mask. */
export type SentenceCues = { counts: Uint16Array; mask: number; words: number };

export function countCues(tokens: Tokens): SentenceCues {
  const counts = new Uint16Array(cueGroups.length);
  let mask = 0;
  const words = tokens.words.map(stem);
  for (let i = 0; i < words.length; i++) {
    let key = '';
    // Only a word that opens a known phrase needs the longer lookups.
    const longest = table.starts.has(words[i]!) ? table.longest : 1;
    for (let n = 1; n <= longest && i + n <= words.length; n++) {
      key = n === 1 ? words[i]! : `${key} ${words[i + n - 1]!}`;
      const m = table.masks.get(key);
      if (m === undefined) continue;
      mask |= m;
      for (let bit = 0; bit < cueGroups.length; bit++) if (m & (1 << bit)) counts[bit]!++;
    }
  }
  return { counts, mask, words: words.length };
}

export function cueBit(group: CueGroup): number {
  return 1 << cueGroups.indexOf(group);
}
