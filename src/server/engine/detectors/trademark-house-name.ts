import type { EngineContext } from '../types.ts';
import type { CompanyName } from './trademark-company-name.ts';
import { isCoined, isFunctionWord } from './trademark-words.ts';

// A capitalised word and, when there is one, the capitalised word after it ("Zentrova Express").
// Mid-sentence only (after a lower-case word or a comma): a heading or a sentence's first word says nothing.
const houseRun = /(?<=[\p{Ll},][ \t])(\p{Lu}\p{Ll}[\p{L}\p{N}]{1,30})(?![\p{L}\p{N}])(?:[ \t]([\p{Lu}\d][\p{L}\p{N}-]{0,30}))?/gu;
// A partner, licensee or competitor is named often too, in these words.
const othersWords = /\b(?:collaborat\w*|partner\w*|licens\w*|compet\w*|agreement|acqui\w*|royalt\w*)\b/i;
const minHouseUses = 8;
const minHouseMembers = 3;

/**
 * A text that never introduces itself ("We design and sell ...") still names its goods after itself: the house
 * word is the coined word it uses most often, at least eight times, heading three or more different names
 * ("Zentrova Semi", "Zentrova Superchargers", "Zentrova Insurance"), and not mostly in sentences about partners,
 * licences or competitors. Read only when no opening sentence names the company.
 */
export function findHouseName(ctx: EngineContext): CompanyName | undefined {
  const uses = new Map<string, { count: number; members: Set<string>; first: number }>();
  for (const m of ctx.text.matchAll(houseRun)) {
    const word = m[1]!;
    const use = uses.get(word) ?? { count: 0, members: new Set<string>(), first: m.index };
    use.count += 1;
    if (m[2] && !isFunctionWord(m[2])) use.members.add(m[2]);
    uses.set(word, use);
  }
  let best: [string, { count: number; members: Set<string>; first: number }] | undefined;
  for (const entry of uses) {
    const [word, use] = entry;
    if (use.count < minHouseUses || use.members.size < minHouseMembers || !isCoined(word)) continue;
    if (!best || use.count > best[1].count) best = entry;
  }
  if (!best) return undefined;
  const [word, use] = best;
  const sentence = ctx.sentences.find((s) => s.end > use.first);
  if (!sentence) return undefined;
  const withOthers = ctx.sentences.filter((s) => s.text.includes(word) && othersWords.test(s.text)).length;
  if (withOthers * 3 > use.count) return undefined;
  return { name: word, sentence, start: use.first, end: use.first + word.length, how: 'subject' };
}
