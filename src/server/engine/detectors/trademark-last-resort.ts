// When nothing else reads as the text's own name, a name shaped like a business's ("Mossback Games", "Totara Creek
// Farm", "Table Turn Consulting") that the text never hands to anyone else is most likely its own. Short genres (a
// stream description, an Instagram caption, a conference bio) name the business once or twice, without the cues
// ("we are", "our", "called") that the main reading needs.
import { thirdPartyMarks } from '../lexicons/trademark-known-marks.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention } from './trademark-mention-types.ts';
import { companyKindWords, isAmpersandPair, isDescriptiveWord, isEnglish, isFirstName, isPlace } from './trademark-words.ts';

/** The last word of a business's name: the usual company words, and those of small trades and farms. */
const businessWord = new RegExp(
  `\\s(?:${companyKindWords}|Farms?|Kitchen|Creamery|Dairy|Roasters|Roastery|Press|Workshop|Atelier|Collective|Apiar(?:y|ies)|Orchards?|Nursery|Salon|Clinic|Academy|Designs|Crafts|Goods|Supply|Outfitters|Bakehouse|Distillery|Winery|Vineyards?|Cellars|Gardens|Co\\.?|Tours|Travel|Interiors|Landscaping|Builders|Construction|Cleaning|Catering|Tailoring|Leather|Ceramics|Pottery|Textiles|Apparel|Wear|Records|Pictures|Films|Productions|Publishing|Books|Learning|Tutoring|Fitness|Yoga|Pilates|Wellness|Therapy|Care|Pets|Grooming|Boutique|Deli|Bistro|Kitchens|Eatery|Foods?)$`,
  'i',
);

/** "Advanced Technologies", "National Foods": a kind of business and a generic word name no one in particular. */
const genericCorporateWord = /^(?:advanced|applied|general|global|international|national|united|integrated|standard|universal|american|modern|premier|first|new)$/i;

export function lastResortName(groups: ReadonlyMap<string, Mention[]>): NameCandidate | undefined {
  let best: { key: string; mentions: Mention[] } | undefined;
  for (const [key, mentions] of groups) {
    // "Shopee & Lazada": two known names joined are both someone else's.
    if (thirdPartyMarks.has(key) || key.split(/\s+&\s+|\s+/).some((w) => thirdPartyMarks.has(w)) || mentions.some((m) => m.third)) continue;
    // "the Food Standards Agency", "the Levenshulme Market": an institution or a place takes the article; a business's
    // own name seldom does.
    if (mentions.some((m) => /\bthe\s+$/i.test(m.sentence.text.slice(Math.max(0, m.start - m.sentence.start - 5), m.start - m.sentence.start)))) continue;
    const surface = mentions[0]!.surface;
    // "Terms & Conditions", "Health & Safety": a pair of everyday words is a phrase; "Ferne & Flour" is a name.
    const coinedPair = isAmpersandPair(surface) && surface.split(/\s+&\s+/).some((side) => side.split(/\s+/).some((w) => !isEnglish(w)));
    if (!businessWord.test(surface) && !coinedPair) continue;
    if (surface.split(/\s+/).slice(0, -1).every((w) => isDescriptiveWord(w) || genericCorporateWord.test(w))) continue;
    const body = mentions.filter((m) => !m.heading);
    if (!best || body.length > best.mentions.length || (body.length === best.mentions.length && mentions[0]!.start < best.mentions[0]!.start)) best = { key, mentions };
  }
  best ??= familyHead(groups);
  if (!best) return undefined;
  const signals: NameCandidate['signals'] = new Set();
  for (const m of best.mentions) for (const sig of m.signals) signals.add(sig);
  return { key: best.key, mark: best.mentions[0]!.surface, mentions: best.mentions, markType: 'company', signals, weight: best.mentions.length };
}

/**
 * "Ravelo Drip" and "Ravelo Coffee Gear", "Zeytinhane" and "Zeytinhane Kara Zeytin": two names that share a coined
 * first word are a family of the writer's own, the name used most standing for it.
 */
function familyHead(groups: ReadonlyMap<string, Mention[]>): { key: string; mentions: Mention[] } | undefined {
  const families = new Map<string, { key: string; mentions: Mention[] }[]>();
  for (const [key, mentions] of groups) {
    if (mentions.some((m) => m.third) || thirdPartyMarks.has(key)) continue;
    const head = key.split(/\s+/)[0]!;
    const word = mentions[0]!.tokens[0]!.core;
    if (isEnglish(word) || isFirstName(word) || isPlace(word) || thirdPartyMarks.has(head)) continue;
    const family = families.get(head) ?? [];
    family.push({ key, mentions });
    families.set(head, family);
  }
  let best: { key: string; mentions: Mention[] } | undefined;
  let bestUses = 0;
  for (const family of families.values()) {
    if (family.length < 2) continue;
    // "Karim" and "Karim Fathy", "Regione" and "Regione Toscana": a word and the same with one more foreign word is a
    // person's given name and surname, or a place.
    const words = family.map((f) => f.key.split(/\s+/));
    if (family.length === 2 && words.some((w) => w.length === 1) && words.some((w) => w.length === 2 && !isEnglish(w[1]!))) continue;
    // "Negosyo Center Client Intake Form" over "FOR NEGOSYO CENTER USE ONLY": a form's title and shouted labels; the
    // family must be used in a sentence.
    if (!family.some((f) => f.mentions.some((m) => !m.heading && !m.tokens.every((t) => t.allCaps)))) continue;
    const uses = family.reduce((n, f) => n + f.mentions.length, 0);
    const top = [...family].sort((a, b) => b.mentions.length - a.mentions.length || a.key.length - b.key.length)[0]!;
    if (uses > bestUses) [best, bestUses] = [top, uses];
  }
  return best;
}
