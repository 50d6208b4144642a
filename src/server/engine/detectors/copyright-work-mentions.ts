// The works a sentence names ("our training videos", "a cookbook", "iOS and Android apps"), read one sentence at a
// time; whether the company made or commissioned them is decided by the finder.
import type { Sentence } from '../types.ts';
import { licensedInPattern, notWorkFollower, thirdPartyUsePattern, workDescribedByOf, workWordList, creationTriggers, type WorkGroup } from '../lexicons/copyright-works.ts';
import { nounPhraseAt } from '../text/noun-phrases.ts';
import { PhraseIndex, wordSet, type Tokens } from '../text/tokens.ts';

export type Work = { text: string; group: WorkGroup; sentence: Sentence; at: number };

const platforms = 'tiktok|instagram|facebook|pinterest|snapchat';
const socialBefore = new RegExp(String.raw`\b(?:${platforms}|social(?:[- ]media)?)(?:\s+(?:and|or|&)\s+(?:${platforms}|youtube))?\s+$`, 'i');

const workIndex = new PhraseIndex<WorkGroup>(workWordList);
const creationWords = wordSet(creationTriggers());
const subjectBefore = /\b(?:we|i|you|they|she|he)(?:\s+(?:also|now|still|just|often|usually|mostly|all))?\s+$/i;
const verbAfter = /^\s+(?:them|it|everything|these|those|and\s+(?:edits?|edited|cuts?|produces?|records?|writes?|directs?))\b/i;
const verbBefore = /\b(?:(?:we|they|i|you)(?:['’]ll|['’]d)?|to|will|can|and|who|that)\s+$/i;
// "Book a free 30-minute call.", "- Film your first reel": a work word opening a sentence before its object is a command.
const imperativeObject = /^\s+(?:a|an|the|your|our|my|yours|now|today|online)\b/i;

/**
 * The work word is a verb, not a work: "we design", "which we'll print", "I film and edit everything", "Kylie films
 * them", "Book a free call".
 */
function usedAsVerb(text: string, m: { text: string; start: number; end: number }, before: string): boolean {
  if (verbBefore.test(before) && /^(?:design|print|copy)/i.test(m.text)) return true;
  if (creationWords.has(m.text.toLowerCase()) && (subjectBefore.test(before) || verbAfter.test(text.slice(m.end, m.end + 24)))) return true;
  return /^[\s*_#>-]*$/.test(text.slice(0, m.start)) && /^\p{Lu}\p{Ll}+$/u.test(m.text) && imperativeObject.test(text.slice(m.end, m.end + 12));
}

// "website copy", "ad copy": the words of ordinary marketing, whether the scan reads the phrase whole or "copy" alone.
const marketingWords = String.raw`(?:website|web|site|ad|advert|marketing|sales|landing[- ]page|email|social)`;
const marketingCopy = new RegExp(String.raw`^${marketingWords}\s+copy$`, 'i');
const marketingBefore = new RegExp(String.raw`\b${marketingWords}\s+$`, 'i');

// "correcting the thermal image", "satellite images": what an instrument records, not a work of authorship.
const instrumentImage = /\b(?:thermal|infrared|x-ray|satellite|mri|ct|ultrasound|hyperspectral|multispectral|spectral|radar|lidar|depth|medical)\s+$/i;

export function worksIn(sentence: Sentence, tokens: Tokens): Work[] {
  const works: Work[] = [];
  const text = sentence.text;
  // "a one-pager on Wix with photos the photographers let us use": what it shows is someone else's.
  if (licensedInPattern.test(text)) return works;
  for (const m of workIndex.scan(tokens, text)) {
    // "Code for America": a capitalised word inside a sentence is a name, not a work.
    if (/^\p{Lu}/u.test(m.text) && m.start > 0 && !/^[\s*_#-]*$/.test(text.slice(0, m.start))) continue;
    const before = text.slice(Math.max(0, m.start - 12), m.start);
    if (usedAsVerb(text, m, before)) continue;
    if (/^images?$/i.test(m.text) && instrumentImage.test(before)) continue;
    // "the client logos page", "website copy": others' marks shown, and the words of ordinary marketing.
    if (/^logos?$/i.test(m.text) && /\b(?:client|customer|partner|sponsor|supplier|retailer|stockist)s?['’]?\s+$/i.test(before)) continue;
    if (marketingCopy.test(m.text) || (/^copy$/i.test(m.text) && marketingBefore.test(before))) continue;
    // "fermentation vessels of our own design": equipment the business designed, an invention's matter, not artwork.
    if (/^designs?$/i.test(m.text) && /\bof\s+(?:our|my|his|her|their)\s+own\s+$/i.test(text.slice(Math.max(0, m.start - 20), m.start))) continue;
    // "not from LinkedIn or Remember app", "the guides are public on espa.gr": someone else's, published by others.
    if (/\bnot\s+(?:from|on|via|through|with)\b[^.;]{0,40}$/i.test(text.slice(Math.max(0, m.start - 50), m.start))) continue;
    if (/^\s+(?:is|are)\s+(?:all\s+)?public\b/i.test(text.slice(m.end, m.end + 20))) continue;
    // "Can I make the guides sign something?": tour guides, people who sign and lead, not written guides.
    if (/^guides$/i.test(m.text) && /^\s+(?:sign|signs|signed|lead|leads|speak|speaks|who|earn|earns|work\s+for)\b/i.test(text.slice(m.end, m.end + 20))) continue;
    // "patent applications", "job applications": an application is software only when something says so.
    // (\p{Lu} apart: under the i flag it matches any letter.)
    if (/^applications?$/i.test(m.text) && !/\p{Lu}[\w-]*\s+$/u.test(before) && !/\b(?:web|mobile|software|desktop|ios|android)\s+$/i.test(before)) continue;
    if (thirdPartyUsePattern.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    // "the electrician I've done the books for": keeping a client's books is bookkeeping, not a book.
    if (/^books$/i.test(m.text) && /\b(?:do|does|did|done|doing|keep|keeps|kept|keeping)\s+(?:the|their|his|her|your|our|my)\s+$/i.test(text.slice(Math.max(0, m.start - 20), m.start))) continue;
    // "The brand Açaí Igarapé has been used on our packaging": where a mark is used, not a design the plan makes.
    if (/^(?:packaging|labels?|bags?|boxes?|wrappers?)$/i.test(m.text) && /\b(?:used|printed|shown|appears?|stamped)\s+(?:on|in)\s+(?:our|the|its|all)\s+$/i.test(text.slice(Math.max(0, m.start - 30), m.start)) && /\b(?:brand|name|mark|logo|trademark)\b/i.test(text)) continue;
    // "bars without plastic packaging", "leave a film on hair", "the variant library", "the state business program".
    const justBefore = text.slice(Math.max(0, m.start - 30), m.start);
    if (/\b(?:without|free\s+(?:of|from))\s+(?:[\w-]+\s+)?$|\b(?:leaves?|left|leaving|forms?|forming)\s+(?:a|an|the)\s+$/i.test(justBefore)) continue;
    if (/^librar(?:y|ies)$/i.test(m.text) && /\b(?:variant|compound|peptide|antibody|gene|dna|cdna|phage|chemical|strain|seed)\s+$/i.test(justBefore)) continue;
    if (/^programs?$/i.test(m.text) && /\b(?:state|government|federal|national|business|accelerator|incubator|loan|grant|support|funding)\s+$/i.test(justBefore)) continue;
    // "trays of 30 with our own sticker "Bahati Gold Eggs"": a sticker that carries the name is the mark in use.
    if (/^(?:stickers?|labels?|tags?|stamps?)$/i.test(m.text) && /^\s*(?:["“‘]|with (?:our|the|its) (?:name|logo|brand))/i.test(text.slice(m.end, m.end + 25))) continue;
    // "We do not sell our own design mostly": works the business says it does not make or sell.
    // "we don't plan to build our own platform until ...": one it has not made.
    if (/\b(?:do|does|did)(?:n['’]t| not) (?:(?:sell|resell|make|offer|have|use)|(?:plan|intend|want|need) to (?:build|make|develop|write|create)) (?:our (?:own )?|any (?:of our own )?|an? )?$/i.test(text.slice(Math.max(0, m.start - 50), m.start))) continue;
    // "This report is written in Portuguese for the reviewer": the text speaking of itself, not a work the business makes.
    if (/^(?:report|application|proposal|transcript|narrative|summary|newsletter|post|blog post|article|guide|handbook|manual|script|story|document)s?$/i.test(m.text) && /\bthis\s+$/i.test(before) && /^\s+(?:is|was|has been)\s+(?:written|prepared|drafted|submitted|sent|addressed)\b/i.test(text.slice(m.end, m.end + 30))) continue;
    // "TikTok and Instagram content", "social media posts": marketing on someone's platform, not a work the plan sells.
    if (/^(?:content|posts?|videos?|reels?|stories)$/i.test(m.text) && socialBefore.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    const follower = tokens.words[m.last + 1];
    // "a copy of the contract", "book of business" are no works; "a handbook of 60 preparations" and "a sketch of their cake" are.
    const describedBy = follower?.toLowerCase() === 'of' && workDescribedByOf.test(m.text.split(/\s+/).at(-1)!);
    if (follower !== undefined && !describedBy && notWorkFollower.test(follower) && /^\s+$/.test(text.slice(m.end, tokens.starts[m.last + 1]))) continue;
    const phrase = nounPhraseAt(text, m.start, m.end, 2);
    let name = phrase.tail ? phrase.text.slice(0, phrase.text.length - phrase.tail.length).trim() : phrase.text;
    let at = phrase.start;
    // "iOS and Android apps": a coordinated modifier belongs to the work.
    const coordinated = /([\w-]+) and $/.exec(text.slice(Math.max(0, at - 30), at));
    if (coordinated && /^(?:\p{Lu}|iOS|web|mobile|desktop|online|print|printed|digital)/u.test(coordinated[1]!)) {
      at -= coordinated[0].length;
      name = text.slice(at, phrase.end - (phrase.tail ? phrase.tail.length : 0)).trim();
    }
    // "We draw walking maps": a verb that is also a noun ("draw", "paint", "film") is the making, not the work's name.
    const verb = /^([\p{L}-]+)\s+/u.exec(name);
    if (verb && creationWords.has(verb[1]!.toLowerCase()) && /\b(?:we|i|she|he|they)\s+$/i.test(text.slice(Math.max(0, at - 6), at))) {
      at += verb[0].length;
      name = name.slice(verb[0].length);
    }
    // "draws by hand illustrated maps": "by hand" says how, it is no part of the name.
    if (/^hand\s+/i.test(name) && /\bby\s+$/i.test(text.slice(Math.max(0, at - 4), at))) {
      at += 5;
      name = name.slice(5);
    }
    name = name.replace(/^(?:entire|whole|full|free|all|every|each)\s+/i, '');
    // A bare "design" is a plan's design of anything; "townhouse designs" or "original designs" are works.
    // "The design is our own" claims one.
    if (/^designs?$/i.test(name) && !/s$/i.test(m.text) && !/\b(?:every|each|our own|original)\s+$/i.test(text.slice(Math.max(0, m.start - 12), m.start)) && !/^\s+(?:is|was)\s+(?:all\s+)?(?:our own|ours|my own|mine)\b/i.test(text.slice(m.end, m.end + 24))) continue;
    works.push({ text: name.replace(/[*_`]/g, ''), group: workIndex.get(phrase.head) ?? m.value, sentence, at });
  }
  return works;
}
