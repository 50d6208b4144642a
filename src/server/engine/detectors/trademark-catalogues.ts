import type { EngineContext, Sentence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import { listedCandidate, plausibleBrand, runs, speaksOfOthers } from './trademark-brand-lists.ts';
import type { WordToken } from './trademark-text.ts';
import { isFirstName, isNameLikeToken, isPlace } from './trademark-words.ts';

// What may stand before an item's name: list words, an article, a bullet.
const itemLead = /^[\s•·▪◦●*-]*(?:(?:and|or|the|our)\s+)*/i;

/** A catalogue holds at least this many items, most of them opening with a name. */
const minItems = 5;
const nameShare = 0.6;
const maxWords = 4;

type Item = { from: number; to: number };

/** The items of a sentence written as a semicolon list, as offsets in the analysed text. */
function semicolonItems(sentence: Sentence): Item[] {
  const items: Item[] = [];
  let from = 0;
  const text = sentence.text;
  for (let at = text.indexOf(';'); ; at = text.indexOf(';', at + 1)) {
    const to = at < 0 ? text.length : at;
    const lead = itemLead.exec(text.slice(from, to))![0].length;
    if (from + lead < to) items.push({ from: sentence.start + from + lead, to: sentence.start + to });
    if (at < 0) break;
    from = at + 1;
  }
  return items;
}

// "Elkhart, Indiana", "Rossi, V.": a name then a comma and another capitalised word is a place or an author.
const placeOrAuthor = /^,\s*[\p{Lu}]/u;

/** The name an item opens with: its first run of capitalised words, if the item starts with it. */
function openingName(ctx: EngineContext, item: Item, sentenceRuns: WordToken[][]): WordToken[] | undefined {
  const run = sentenceRuns.find((r) => r[0]!.start === item.from);
  if (!run) return undefined;
  const inside = run.filter((t) => t.end <= item.to).slice(0, maxWords);
  if (!inside.length || !/\p{L}/u.test(inside.map((t) => t.core).join(''))) return undefined;
  return placeOrAuthor.test(ctx.text.slice(inside.at(-1)!.end, inside.at(-1)!.end + 4)) ? undefined : inside;
}

// "Our competitors include the following:" introduces the list on the next line.
const introduces = /(?::\s*$|\b(?:following|below|include|includes|including)\b)/i;

function othersLead(ctx: EngineContext, sentence: Sentence): boolean {
  const lead = ctx.sentences[sentence.index - 1]?.text ?? '';
  return introduces.test(lead) && speaksOfOthers(lead);
}

/**
 * Names from product catalogues: a sentence or flattened table row that lists five or more items separated by
 * semicolons, most of them opening with a capitalised name ("ACME corn; Herbex Insect Protection; PowerLine
 * corn; ..."). Such a list is the text's own range unless it speaks of competitors, customers, suppliers or
 * partners, or stands in a section about them, and most of its names are coined (not English titles of events, laws
 * or categories); a name followed by a comma and another capitalised word is a place or an author, not an item. Each item's opening name is a candidate; one list, one family.
 */
export function withCatalogues(ctx: EngineContext, candidates: NameCandidate[], thirdSections: ReadonlySet<number>): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  const added: NameCandidate[] = [];
  for (const sentence of ctx.sentences) {
    // Cheap first: four semicolons at least, no section about others, no others' words.
    if (thirdSections.has(sentence.index) || sentence.text.length > 4000) continue;
    let semicolons = 0;
    for (let at = sentence.text.indexOf(';'); at >= 0 && semicolons < minItems - 1; at = sentence.text.indexOf(';', at + 1)) semicolons++;
    if (semicolons < minItems - 1 || speaksOfOthers(sentence.text) || othersLead(ctx, sentence)) continue;
    const items = semicolonItems(sentence);
    const sentenceRuns = runs(sentence);
    const named = items.map((item) => openingName(ctx, item, sentenceRuns)).filter((n): n is WordToken[] => n !== undefined);
    if (items.length < minItems || named.length < items.length * nameShare) continue;
    // Most names coined ("Herbex", "PowerLine"): a list of English titles is of events, laws, papers or categories.
    // Shouted words count with coined ones ("REXADE; VERDICT; SPIDER"): filings write their marks in capitals.
    const coined = named.filter((run) => run.some(isNameLikeToken)).length;
    const shouted = named.filter((run) => !run.some(isNameLikeToken) && run.every((t) => t.allCaps && t.core.length >= 4)).length;
    if (coined < named.length / 2 && (coined < named.length / 4 || coined + shouted < named.length / 2)) continue;
    for (const run of named) {
      // The catalogue's first item opens the sentence: its capital is the item's, when the word is coined.
      const opensCatalogue = run.length === 1 && run[0]!.start === sentence.start && isNameLikeToken(run[0]!);
      if (!(plausibleBrand(run, sentence) || opensCatalogue) || (run.length === 1 && isFirstName(run[0]!.core))) continue;
      if (isPlace(ctx.text.slice(run[0]!.start, run.at(-1)!.end))) continue;
      const candidate = listedCandidate(ctx, run, sentence, known, { list: sentence.index });
      if (candidate) added.push(candidate);
    }
  }
  return [...candidates, ...added];
}
