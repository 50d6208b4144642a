import type { Distinctiveness } from '#shared/schemas/analysis.ts';
import { isVeryCommonWord } from '../lexicons/english-words.ts';
import { genericNouns, praiseWords, qualityWords } from '../lexicons/trademark-descriptive-words.ts';
import { isEnglish, isLegalSuffix, isPlace } from './trademark-words.ts';

type Role = 'coined' | 'coinedOnGoods' | 'generic' | 'descriptive' | 'related' | 'arbitrary';

export type WordJudgement = { word: string; role: Role; note: string };
export type DistinctivenessJudgement = { level: Distinctiveness; reason: string; words: WordJudgement[] };

/** How the plan uses words: a word used for the goods again and again describes them. */
export type PlanVocabulary = { count: (word: string) => number; goodsWords: Set<string> };

const stems = (w: string) => [w, w.replace(/(?:ies)$/, 'y'), w.replace(/(?:es|s)$/, ''), w.replace(/(?:ing|ed|er|ers|ly)$/, '')];

/** Splits a closed compound ("Dropbox", "Snapchat") into two common words, if it is one. */
export function splitCompound(word: string): string[] | undefined {
  const w = word.toLowerCase();
  if (w.length > 24) return undefined;
  for (let i = 3; i <= w.length - 3; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (isVeryCommonWord(a) && isVeryCommonWord(b)) return [a, b];
  }
  return undefined;
}

function judgeWord(word: string, vocab: PlanVocabulary): WordJudgement {
  const w = word.toLowerCase();
  if (isPlace(w)) return { word, role: 'descriptive', note: 'is a place name' };
  if (!isEnglish(w) && /\p{L}{3,}/u.test(w)) {
    const stem = [...vocab.goodsWords].find((g) => g.length >= 4 && w.startsWith(g) && w !== g);
    if (stem) return { word, role: 'coinedOnGoods', note: `is a coined word built on "${stem}", which names the goods` };
    return { word, role: 'coined', note: 'is not an English word' };
  }
  if (genericNouns.has(w) || (vocab.goodsWords.has(w) && vocab.count(w) >= 3 && !praiseWords.has(w) && !qualityWords.has(w)))
    return { word, role: 'generic', note: 'is the common name of the goods or services' };
  if (praiseWords.has(w)) return { word, role: 'descriptive', note: 'is a laudatory word' };
  if (qualityWords.has(w)) return { word, role: 'descriptive', note: 'describes a quality or feature of the goods' };
  const uses = Math.max(...stems(w).map((s) => vocab.count(s)));
  if (uses >= 3 || stems(w).some((s) => vocab.goodsWords.has(s))) return { word, role: 'descriptive', note: `names what the plan sells (used ${uses} times)` };
  if (uses >= 1) return { word, role: 'related', note: `hints at the business ("${w}" appears ${uses === 1 ? 'once' : 'twice'} elsewhere in the plan)` };
  return { word, role: 'arbitrary', note: 'is an English word the plan never uses for its goods' };
}

/** The words of a mark that count: company forms dropped, closed compounds ("CloudNest", "Dropbox") split. */
function markWords(mark: string): { words: string[]; compound: boolean } {
  const words: string[] = [];
  let compound = false;
  for (const raw of mark.split(/[\s&+]+/)) {
    const w = raw.replace(/['’]s$/i, '').replace(/[^\p{L}\p{N}'-]/gu, '');
    if (!w || isLegalSuffix(w)) continue;
    const camel = w.split(/(?<=\p{Ll})(?=\p{Lu})/u);
    const split = !isEnglish(w) ? splitCompound(w) : undefined;
    if (camel.length > 1 && camel.every((p) => isEnglish(p))) words.push(...camel);
    else if (split) words.push(...split);
    else {
      words.push(...w.split('-').filter(Boolean));
      continue;
    }
    compound = true;
  }
  return { words, compound };
}

const q = (w: string) => `"${w}"`;
const list = (ws: WordJudgement[]) => ws.map((w) => q(w.word)).join(' and ');

/** Places a mark on the Abercrombie spectrum, from its words and what the plan sells. */
export function judgeDistinctiveness(mark: string, vocab: PlanVocabulary): DistinctivenessJudgement {
  const parts = markWords(mark);
  const words = parts.words.map((w) => judgeWord(w, vocab));
  const by = (...roles: Role[]) => words.filter((w) => roles.includes(w.role));
  const distinctive = words.filter((w) => w.role !== 'generic');
  if (words.length === 0 || distinctive.length === 0)
    return { level: 'generic', reason: `${list(words)} ${words.length > 1 ? 'are' : 'is'} the common name of the goods or services: generic, never protectable as a mark.`, words };
  const coined = by('coined');
  if (coined.length) {
    const rest = words.filter((w) => w.role !== 'coined');
    const tail = rest.length ? ` The other words (${list(rest)}) add little and may need a disclaimer.` : '';
    return { level: 'fanciful', reason: `${list(coined)} ${coined.length > 1 ? 'are' : 'is'} not English: a coined (fanciful) name, the strongest kind of mark.${tail}`, words };
  }
  if (by('coinedOnGoods').length)
    return { level: 'suggestive', reason: `${by('coinedOnGoods').map((w) => `${q(w.word)} ${w.note}`).join('; ')}: suggestive, registrable without proof of use.`, words };
  const arbitrary = by('arbitrary');
  const descriptive = by('descriptive');
  const related = by('related');
  // A closed compound joining a word of the goods to an unrelated word ("CloudNest") needs imagination: suggestive.
  if (parts.compound && arbitrary.length && words.some((w) => w.role === 'generic' || w.role === 'descriptive' || w.role === 'related'))
    return {
      level: 'suggestive',
      reason: `${q(mark)} joins ${list(words.filter((w) => w.role !== 'arbitrary'))} (which point at the goods) to ${list(arbitrary)}: a suggestive compound, registrable without proof of use.`,
      words,
    };
  if (arbitrary.length === distinctive.length)
    return { level: 'arbitrary', reason: `${list(arbitrary)}: English ${arbitrary.length > 1 ? 'words' : 'word'} with no link to what the plan sells: arbitrary, inherently distinctive.`, words };
  if (descriptive.length === distinctive.length)
    return {
      level: 'descriptive',
      reason: `${descriptive.map((w) => `${q(w.word)} ${w.note}`).join('; ')}: the name describes the goods, so it is registrable only once it has acquired distinctiveness (secondary meaning).`,
      words,
    };
  const hints = [...related, ...descriptive].map((w) => `${q(w.word)} ${w.note}`).join('; ');
  return { level: 'suggestive', reason: `${hints}${arbitrary.length ? `, while ${list(arbitrary)} needs imagination to connect` : ''}: suggestive, registrable without proof of use.`, words };
}
