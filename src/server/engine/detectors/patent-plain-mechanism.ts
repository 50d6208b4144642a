// Inventions told by people without technical vocabulary: a leash whose two cords take the load in turn, a bucket with
// a wet core, a board whose jaw clicks into a rack. No word of these is technical and none says "new"; what marks
// them is the shape of the telling: someone made the thing, it is explained by what its parts do when something
// happens, and it is set against the usual thing or measured against it.
import { nonTechnicalSectionPattern } from '../lexicons/patent-terms.ts';
import { bestMention } from './patent-best-mention.ts';
import type { Draft } from './patent-drafts.ts';
import { isSpecificHeading } from './patent-naming.ts';
import { madeObject } from './patent-passages.ts';
import { isCoined } from './trademark-words.ts';
import { escapeRegExp } from '../text/regexp.ts';
import type { SentenceSignals } from './patent-signals.ts';
import type { Block, PlanStructure } from './patent-structure.ts';
import {
  causeAndEffect,
  madeByName,
  madeCoinedThing,
  madeIt,
  madeWord,
  makerName,
  physicalVerb,
  placeholderThing,
  recipeWords,
  setAgainst,
} from '../lexicons/patent-plain-telling.ts';

const windowSize = 6;

/** A heading that is a thing's name: a few words, some capitalised, no date, no shouted title. */
const thingName = /^(?=.*\p{Ll})(?!.*\d)(?:the\s+|our\s+)?\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,3}$/u;

/** What the rule asks of each sentence, read at most once per sentence and only when a window needs it. */
class SentenceFacts {
  private readonly cache = new Map<string, boolean>();
  constructor(private readonly texts: string[]) {}
  private read(kind: string, index: number, test: (text: string) => boolean): boolean {
    const key = `${kind}${index}`;
    let value = this.cache.get(key);
    if (value === undefined) this.cache.set(key, (value = test(this.texts[index]!)));
    return value;
  }
  made = (i: number) => this.read('m', i, (t) => madeWord.test(t) && (madeIt.test(t) || madeByName.test(t)));
  acting = (i: number) => this.read('a', i, (t) => physicalVerb.test(t));
  caused = (i: number) => this.acting(i) && this.read('c', i, (t) => causeAndEffect.test(t));
  against = (i: number) => this.read('s', i, (t) => setAgainst.test(t));
  recipe = (i: number) => this.read('r', i, (t) => recipeWords.test(t));
}

/** Sentences where a part does something: two on a condition or with a consequence, or three with one such. */
function tellsMechanism(indexes: number[], facts: SentenceFacts): boolean {
  const acting = indexes.filter(facts.acting);
  const caused = acting.filter(facts.caused).length;
  return caused >= 2 || (acting.length >= 3 && caused >= 1);
}

/** The phrase an answer is: a few capitalised words before a noun ("ReefRight drum"), up to a comma or a clause. */
const answerPhrase = /^\s*(?:what\s+(?:we|they|he|she|i)\s+call\s+)?(?:the\s+|a\s+|an\s+|our\s+|my\s+|his\s+|her\s+|their\s+)?((?:\p{Lu}[\p{L}\d-]*\s+){1,3}\p{Ll}[\p{Ll}-]+)\b/u;

/** "built his own briquette press from ...": the thing after "own", up to what it is made from or for. */
const ownObject = /^\s+(?:(?:a|an|the|his|her|their|my|our)\s+)?own\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:from|out|with|for|that|which|in|on|at|to|using|and)\b|\s*[,.;:(]|$)/u;

/** The thing a made-it sentence names after its verb ("what came out of it is the FlapFlush emitter", "our own bucket"). */
function madeThing(made: SentenceSignals): string | undefined {
  const text = made.sentence.text;
  const coined = madeCoinedThing.exec(text)?.[1];
  // A coined word, or words joined as one name ("Fold-Lock", "SnapRail").
  if (coined !== undefined && (isCoined(coined.split('-')[0]!) || /-\p{Lu}|\p{Ll}\p{Lu}/u.test(coined))) return coined;
  const m = madeIt.exec(text) ?? madeByName.exec(text);
  if (!m) return undefined;
  const after = m.index + m[0].length;
  // "Built it with Emeka": the thing was named before; the passage's most told thing is it.
  if (/^\s+(?:it|this|one|them)\b/i.test(text.slice(after))) return undefined;
  const mention = made.mentions.find((x) => {
    const at = text.indexOf(x.phrase.text, m.index);
    return !x.priorArt && at >= 0 && at <= after + 40;
  });
  if (mention) return mention.phrase.text;
  // "The result is the ReefRight drum, which she now makes": the answer is the phrase after "is".
  if (/\b(?:answer|solution|fix|result)\b/i.test(m[0])) {
    const answer = answerPhrase.exec(text.slice(after))?.[1];
    if (answer) return answer;
  }
  // "he built his own briquette press from old car leaf springs".
  const own = ownObject.exec(text.slice(after))?.[1];
  if (own) return own;
  const object = madeObject.exec(text.slice(m.index))?.[1];
  if (object) return object;
  // "build our own cheaper type with bricks": the whole phrase after "own", not its first word.
  const ownAt = m[0].search(/\bown\s+[\p{L}-]+$/iu);
  return ownAt >= 0 ? (ownObject.exec(` ${text.slice(m.index + ownAt)}`)?.[1] ?? /\bown\s+([\p{L}-]+)$/iu.exec(m[0])?.[1]) : undefined;
}

/** "I call it the Nutbuster", "we named it Grip-Fast": the maker's own name for the thing. */
const calledIt = /\b(?:I|we|We)\s+(?:call(?:ed)?|named?|christened)\s+it\s+(?:the\s+)?["“‘']?(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,2})/u;

/** "Marcus's wheel": the thing the window gives the maker in the possessive. */
function makersPossession(makers: string[], sigs: SentenceSignals[]): string | undefined {
  const pattern = new RegExp(`\\b(?:${makers.join('|')})['’]s\\s+([\\p{Ll}-]{3,})\\b`, 'u');
  for (const s of sigs) {
    const thing = pattern.exec(s.sentence.text)?.[1];
    if (thing) return thing;
  }
  return undefined;
}

/** "The MagSeal Strip Curtain uses ...": a named thing as the subject of what it is built of or how it works. */
const productSubject =
  /^(?:(?:The|Our|Each|Every|A)\s+)?(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,3})\s+(?:uses|has|is\s+made|consists|works|combines|contains|runs\s+on)\b/u;

/** The writer's coined product a paragraph opens on as its subject, not a greeting or a company that "will supply". */
function coinedSubject(text: string): string | undefined {
  const name = productSubject.exec(text)?.[1];
  return name !== undefined && isCoined(name.split(/\s+/)[0]!) ? name : undefined;
}

/** "How Hivegate works", "HOW THE DRUM WORKS": a heading that explains a thing. */
const howItWorks = /^(?:#+ ?)?how (?:the |our |a )?([^\s].{0,38}[^\s]) works?\??:?$/i;

/** The thing as the text writes it in running prose ("Hivegate" for the heading's "HIVEGATE"). */
function spelledAsInText(thing: string, signals: SentenceSignals[]): string {
  const pattern = new RegExp(`\\b${escapeRegExp(thing).replace(/\s+/g, '\\s+')}\\b`, 'gi');
  for (const s of signals) for (const m of s.sentence.text.matchAll(pattern)) if (/\p{Ll}/u.test(m[0])) return m[0];
  return thing;
}

/** "The growing system (built by me)": the heading names the thing the writer made. */
const ownTitle = /^(?:the\s+|our\s+|my\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})\s*\((?:built|made|designed)\s+by\s+(?:me|us)\)$/iu;

/** The thing the passage keeps returning to ("the drum", told of in five sentences), by its head word. */
function mostTold(sigs: SentenceSignals[]): string | undefined {
  const counts = new Map<string, number>();
  for (const m of sigs.flatMap((s) => s.mentions)) {
    const head = m.phrase.head.toLowerCase();
    if (!m.priorArt) counts.set(head, (counts.get(head) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= 2 ? top[0] : bestMention(sigs)?.phrase.text;
}

/** "cleaning cartridge that snaps into the coupler": the thing, without what the clause after it says it does. */
const relativeTail = /\s+(?:that|which|who|where)\s.*$/i;

/** Words before a noun that say which one, not what kind ("the", "little", "new"). */
const notKind = new Set('the,a,an,this,that,these,those,our,my,his,her,their,your,its,one,each,every,any,no,all,some,most,many,more,few,new,old,first,next,last,same,other,such,whole,little,small,big,large,own'.split(','));

/**
 * A one-word thing ("board") is named by the passage's fuller phrase for it ("chopping board"): a mention with a
 * modifier, else a coined name before it, else the word the passage most often writes before it.
 */
function fuller(name: string | undefined, sigs: SentenceSignals[]): string | undefined {
  if (name === undefined || /\s/.test(name.trim())) return name;
  const head = escapeRegExp(name.toLowerCase());
  const phrase = sigs.flatMap((s) => s.mentions).find((m) => !m.priorArt && m.phrase.head.toLowerCase() === head && m.phrase.modifiers.length > 0 && m.phrase.modifiers.length <= 2);
  if (phrase) return phrase.phrase.text;
  // "LeafSlide Guard": the writer's coined name for the thing beats any plain kind of it.
  const coined = new RegExp(`\\b(\\p{Lu}[\\p{L}-]+)\\s+(${head})s?\\b`, 'giu');
  for (const s of sigs) for (const m of s.sentence.text.matchAll(coined)) if (/^\p{Lu}/u.test(m[1]!) && isCoined(m[1]!)) return `${m[1]} ${m[2]}`;
  const before = new Map<string, number>();
  const pattern = new RegExp(`\\b(\\p{Ll}[\\p{Ll}-]{2,})\\s+${head}s?\\b`, 'gu');
  for (const s of sigs) for (const m of s.sentence.text.matchAll(pattern)) if (!notKind.has(m[1]!)) before.set(m[1]!, (before.get(m[1]!) ?? 0) + 1);
  const kind = [...before.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return kind ? `${kind} ${head}` : name;
}

/**
 * Drafts for passages that tell a physical mechanism plainly: within a few consecutive paragraphs, a thing someone
 * made (or a section named for it), sentences where its parts act, one on a condition, and the usual thing or a
 * measure it is set against. A diary's dated entries or a page's short sections may split the telling, so the
 * paragraphs run on across headings until one about the market, the team or money. Read only when no other passage
 * of the plan was drafted.
 */
export function plainMechanismDrafts(signals: SentenceSignals[], structure: PlanStructure): Draft[] {
  const { blocks, sections } = structure;
  const sig = (b: Block) => b.sentences.map((s) => signals[s.index]!);
  // "## Team" ends the telling; a long first-line title ("Help Dad get his kitchen board made") is no such heading.
  const asideSection = sections.map((s) => s.title.split(/\s+/).length <= 4 && nonTechnicalSectionPattern.test(s.title));
  const aside = (b: Block) => asideSection[b.sectionId]!;
  // "The Tugless Leash" names the writer's own thing by a coined word; "The problem we solved" says what the section does.
  const namedSection = sections.map(
    (s) => thingName.test(s.title) && s.title.split(/\s+/).some((w) => isCoined(w)) && isSpecificHeading(s.title) && !/\b(?:we|i|you|our|my|your)\b/i.test(s.title),
  );
  // "HOW HIVEGATE WORKS": a section that says how a coined thing works names it, in the text's own spelling.
  const worksSection = sections.map((s) => {
    const thing = howItWorks.exec(s.title.trim())?.[1];
    return thing !== undefined && thing.split(/\s+/).some((w) => isCoined(w)) ? spelledAsInText(thing, signals) : undefined;
  });
  const facts = new SentenceFacts(signals.map((s) => s.sentence.text));
  // "we developed our own joint, which we call the Lockstep joint" ... "The Lockstep joint. Each rail end holds a cam":
  // a paragraph headed by the thing made, told elsewhere, explains it.
  // Read only when a block's short first line needs it: most plans never ask.
  let madeHeads: Set<string> | undefined;
  const headedByMade = (b: Block) => {
    const head = b.sentences[0]!.text.trim();
    if (head.split(/\s+/).length > 5 || !/^[^.!?]*[.:]?$/.test(head)) return false;
    madeHeads ??= new Set(
      signals
        .filter((s) => facts.made(s.sentence.index))
        .map((s) => madeThing(s)?.toLowerCase().split(/\s+/).at(-1))
        .filter((w): w is string => w !== undefined && w.length > 2),
    );
    return madeHeads.size > 0 && head.toLowerCase().split(/[^\p{L}-]+/u).some((w) => madeHeads!.has(w));
  };
  for (let i = 0; i < blocks.length; i++) {
    const first = blocks[i]!;
    if (aside(first)) continue;
    const section = sections[first.sectionId]!;
    const opensSection = section.blocks[0] === first;
    const works = opensSection ? worksSection[section.id] : undefined;
    const named = opensSection && (namedSection[section.id]! || works !== undefined);
    // "The MagSeal Strip Curtain uses clear PVC strips ...": a paragraph whose subject is the writer's coined product.
    const product = coinedSubject(first.sentences[0]!.text);
    const madeHere = first.sentences.some((s) => facts.made(s.index));
    const headed = !madeHere && headedByMade(first);
    const made = (opensSection && madeIt.test(section.title)) || madeHere || headed;
    if (!named && !product && !made) continue;
    const window: Block[] = [];
    for (let j = i; j < blocks.length && window.length < windowSize && !aside(blocks[j]!); j++) window.push(blocks[j]!);
    const indexes = window.flatMap((b) => b.sentences.map((s) => s.index));
    if (indexes.some(facts.recipe)) continue;
    // "You pour a loaf, unmould it (which often tears the edges) ... I got fed up and designed my own mould": the usual
    // way is often told just before the thing made against it.
    const setAgainstIn = [...blocks.slice(Math.max(0, i - 2), i).filter((b) => !aside(b)).flatMap((b) => b.sentences.map((s) => s.index)), ...indexes];
    if (!tellsMechanism(indexes, facts) || !setAgainstIn.some(facts.against)) continue;
    const sigs = window.flatMap(sig);
    // "they showed the FTT kiln ... So I worked with a fundi to build our own": what came before the making is the usual one.
    const firstMade = indexes.find(facts.made);
    const afterMaking = firstMade === undefined ? sigs : sigs.filter((s) => s.sentence.index >= firstMade);
    // "did something about it. The result is the ReefRight drum": the first made-it sentence that names its thing.
    const madeName = indexes
      .filter(facts.made)
      .map((k) => madeThing(signals[k]!))
      .find((thing) => thing !== undefined && !placeholderThing.test(thing));
    const titled = opensSection ? ownTitle.exec(section.title)?.[1] : undefined;
    // "So what I made, and I made it in me garage ... I call it the Nutbuster": the name the maker gives it.
    const calledName = madeName === undefined ? sigs.map((s) => calledIt.exec(s.sentence.text)?.[1]).find((n) => n !== undefined) : undefined;
    // "Marcus built it last winter ... Marcus's wheel gets around that": the maker's thing, by the possessive.
    const makers = madeName === undefined ? indexes.filter(facts.made).map((k) => makerName.exec(signals[k]!.sentence.text)?.[1]).filter((n) => n !== undefined) : [];
    const makersThing = makers.length > 0 ? makersPossession(makers, sigs) : undefined;
    const heading = headed ? first.sentences[0]!.text.trim().replace(/[.:]$/, '').replace(/^(?:the|our|my)\s+/i, '') : undefined;
    const name = works ?? (named ? section.title : undefined) ?? titled ?? heading ?? (product && !made ? product : undefined) ?? fuller(madeName ?? calledName ?? makersThing ?? mostTold(afterMaking), afterMaking);
    if (!name) continue;
    return [{ name: name.replace(relativeTail, ''), nameRank: 1, blockIds: window.map((b) => b.id), sentences: window.flatMap((b) => b.sentences) }];
  }
  return [];
}
