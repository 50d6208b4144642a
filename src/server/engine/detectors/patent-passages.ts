// The cues of a passage that presents an invention: headings that explain or claim the writers' own thing, intro
// lines that open the list explaining it, and the names such headings and intros give. Read by patent-drafts.ts.
import type { SentenceSignals } from './patent-signals.ts';
import type { Block, PlanStructure } from './patent-structure.ts';

// "fell from 1.9 MB to 0.74 MB", "-61%", "cut drift by 40 %": a measured change, not a count of customers or years.
export const measuredChange = /\bfrom\s+(?:about\s+|around\s+)?[±~≈]?[\d.,]+[^.;]{0,30}?\bto\s+(?:(?:under|below|over|above|about|around|roughly|just|less\s+than|more\s+than)\s+)?[±~≈]?[\d.,]+|\d\s?%|\b\d+(?:[.,]\d+)?\s?(?:x|×|times)\b/i;

// "how it works", "how the vent works" (the thing named is the capture).
export const howItWorks = /\bhow\s+(?:it|this|they|(?:the|our|my)\s+([\w-]+(?:\s+[\w-]+)?))\s+works?\b/i;
export const fieldLine = /^\p{L}[\p{L} ]{1,25}:\s+\S/u;
export const headingSubject = /^(?:the|our)\s+((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+)\s+(?:has|have|uses|combines)\s+(?:two|three|four|five|\d|several|a\s+few)\b/iu;
// "Why the FríoTrack Tag v3 matters": why the writer's own thing works, or why it counts, is how it works told.
// "HOW YOUR SHOWERCLOCK SAVES ELECTRICITY" on a warranty card or a manual: how the buyer's thing does its job.
const howYoursDoes = /\bhow\s+(?:your|our|the)\s+([\p{L}\d-]+)\s+(?:saves?|keeps?|stays?|cuts?|reduces?|cleans?|cools?|heats?|holds?|locks?|stops?|detects?|measures?|learns?|protects?)\b/iu;
const whyItWorks = /\bwhy\s+(?:our|the|it|this)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:works?|matters)\b/iu;
const howNamedDoes2 = /\b[Hh]ow\s+(\p{Lu}[\p{L}\d-]*)\s+(?!is\b|was\b)\p{Ll}+s\b/u;
const aboutNamed = /^\W*[Aa]bout\s+(?:the|our)\s+(\p{L}*\p{Ll}\p{Lu}\p{L}*|\p{Lu}{2,}[\p{L}\d-]*)/u;
export const selfPresents = /^(?:The\s+)?(\p{Lu}[\p{L}\d-]+)\s+is\s+(?:a|an)\s+/u;
// ... and "Multiplayer: how we keep matches cheap on data" (not how the business makes money or grows).
const howWeBuilt = /\bwhat\s+(?:we|i)\s+(?:did|built|made|changed|designed)\b|\bhow\s+(?:we|i)\s+(?!(?:make|made|earn|charge|price|sell|market|grow|hire|spend|raise|plan|reach|find|win|get|will|can|work\s+with)\b)[a-z]+\b/i;
// "How Latchit works": the product's own name may stand for it (a capital, so not "how people work").
const howNamedWorks = /\b[Hh]ow\s+(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?)\s+[Ww]orks?\b/u;
// "Our Solution", "The technology", "2. Describe your solution" (a form's question), "4. What makes it different",
// "WHAT TROUGHWATCH DOES DIFFERENTLY": a section that presents the text's own product (what "we" do is the business).
export const presentsOwn =
  /^\W*(?:\d+[.)]?\s*)?(?:(?:describe\s+)?(?:our|the|your)\s+(?:solution|technology|tech|idea|invention|innovation|approach|device|mechanism|method)|what\s+makes\s+(?:it|us|ours|this|them)\s+different|what\s+(?!we\b|i\b|you\b|they\b)[\p{L}\d-]+\s+does(?:\s+differently)?\s*$|what\s+(?:we|i)(?:['’]ve|\s+have)?\s+(?:built|made|designed|developed|engineered)(?:\s*:)?$)/iu;
// The product a "What GutterGrip is and how it works" heading names: its first capitalised word past the question word.
// A deck's "SLIDE 4 — HOW IT WORKS" names no product: the slide marker and the heading's own words are skipped, in
// title case or in capitals (the name itself must start with a capital, so the pattern cannot ignore case).
const headingOwnWords = ['What', 'How', 'Why', 'About', 'The', 'Our', 'It', 'Works?', 'Slide', 'Is', 'And'].flatMap((w) => [w, w.toUpperCase()]).join('|');
export const headingProduct = new RegExp(String.raw`\b(?!(?:${headingOwnWords})\b)(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?)`, 'u');

// "What's new", "three features we developed ourselves": the writers claim what follows as their own and new.
export const inventionHeading = /\b(?:what['’]?s\s+(?:different|new)|what\s+is\s+(?:different|new)|(?:features|things|changes|improvements|parts)\s+(?:that\s+)?(?:we|i)\s+(?:developed|designed|invented|built|made|engineered)|(?:is|are)\s+different|(?:two|three|four|\d|key|main|our)\s+innovations|innovations?\s+(?:in|of)\s+(?:it|this|the)|inventions?|what\s+(?:we|i)\s+invented|patent[- ]pending)\b/i;

// "How does the FrostFlag stay free at -35 °C?": an FAQ question about how the product named does what it does.
// "How does it hold the angle?" under the product's own FAQ asks the same of "it".
export const howNamedDoes = /^\W*[Hh]ow\s+(?:does|do|can)\s+(?:(?:the\s+|our\s+)?\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?|it|this|they)\s+\p{Ll}/u;

export const processStep = /^(?:(?:step|stage|phase)\s*\d{1,2}|result|results|outcome)$/i;
// A heading that names a product by a coined name ("The ColdRider box", "TrapMate", "KX-200").
export const namesProduct = /\p{Ll}\p{Lu}|\b\p{Lu}+[-\s]?\d/u;

export const openingName = /^(?:(?:[Tt]he|[Oo]ur|[Ee]ach|[Ee]very|[Aa])\s+)?(\p{Lu}[\p{L}\d]{2,30})\b/u;

// "This is how it works:", "Here's how the dryer works:", "It has two changes:": the list that follows is the
// explanation of the thing just introduced.
// "How Kilnly works, for the visit on Friday:": the product's own name, and an aside before the colon, say the same.
const explainsNext = /(?:\bhow\s+(?:it|this|they|(?:the|our|my)\s+[\w-]+)\s+works?|\b(?:(?:it|this)\s+(?:has|have)|with)\s+(?:two|three|four|\d)\s+(?:key\s+|main\s+)?(?:changes|parts|features|innovations|improvements|inventions))(?:,[^:]{0,60})?\s*:\**$/i;
// "So what the Kwiklatch does is, um, okay.", "How our dryer works is simple:": a paragraph that opens by saying it tells
// what the writer's own thing does.
// An invention disclosure form's "Description of the invention" field does the same.
// So does a paragraph opening on a label that claims a difference ("What we do different: each frame hangs on ..."),
// or on what the writer made ("What I've made is this.").
export const explainsInline =
  /^\W*(?:(?:(?:so|and|ok(?:ay)?|right)[,\s]+)?(?:what|how)\s+(?:the|our|my)\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?\s+(?:does|works)\s+is\b|description\s+of\s+(?:the\s+)?invention\W*$|(?:so\s+)?what\s+(?:we|i)(?:['’]ve|\s+have)?\s+(?:made|built|designed|come\s+up\s+with)\s+is\b|(?:what\s+(?:we|i)\s+do\s+different(?:ly)?|what\s+(?:we|i)\s+(?:do|did|made|built)\s+(?:that\s+is|that['’]s)\s+new|what['’]?s\s+(?:different|new)|what\s+is\s+(?:different|new))\s*:)/iu;
// "Their redesign changes how the tag spends its energy:", "two things" (a chat's answer to "what changed?"): the
// items after it are the parts of one change. So are the items after "tech side:".
const changeIntro = /(?:^(?:the\s+)?(?:tech|technology|technical)(?:\s+side)?\s*:\**$|\bchang(?:es|ed)\s+how\s+(?:the|our|it|its|we)\b[^:]{0,80}:\**$|^(?:(?:it['’]?s|there\s+are|we\s+(?:did|changed))\s+)?(?:two|three|four)\s+(?:things|changes|tricks)\s*:?\**$)/i;
// "how MuskegSync v3 sync works:": the product's name may run to three words.
export const explainsNamedNext = /\b[Hh]ow\s+(\p{Lu}[\p{L}\d-]*(?:\s[\p{L}\d-]+){0,2}?)\s+[Ww]orks?(?:,[^:]{0,60})?\s*:\**$/u;

/**
 * The passages of a section read block by block: a block that ends by announcing how its thing works joins the
 * list items right after it; a block that only introduces the list ("ThermaPilot solves both problems:") is dropped.
 */
export function explainedLists(blocks: Block[], signals: SentenceSignals[], structure: PlanStructure): Block[][] {
  const units: Block[][] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const items: Block[] = [];
    const intro = block.sentences.at(-1)!.text.trim();
    if (explainsNext.test(intro) || explainsNamedNext.test(intro) || changeIntro.test(intro) || madeIntro(block, signals)) {
      for (let j = i + 1; j < blocks.length && blocks[j]!.bullet && blocks[j]!.id === block.id + 1 + items.length; j++) items.push(blocks[j]!);
    }
    if (items.length > 0) {
      units.push([block, ...items]);
      i += items.length;
    } else if (!isBareIntro(block, signals, structure)) units.push([block]);
  }
  return units;
}

// "What is ours is what happens next:", "the part that is ours:": the writer's own share of a product partly bought in.
// "We developed a three-step line at our plant:": what the writer made is the object of the verb.
export const madeObject = /\b(?:developed|built|designed|engineered|invented|created|rewrote|rebuilt|redesigned)\s+(?:a|an|our|the|its|this|these)\s+((?:[\w-]+\s+){0,2}[\w-]+?)(?=\s+(?:at|in|for|that|which|to|with|from|on|of|so|because|since|after|when|using|out)\b|\s*[:,.])/i;
// "the template learner runs online now": a part told by what it does, named by the words before the verb.
export const itemSubject =
  /^(?:the|our|a|an)\s+((?:[\p{L}\d-]+\s+){0,2}?[\p{L}\d-]+)\s+(?:runs?|uses?|stores?|works?|sits?|keeps?|reads?|sends?|checks?|learns?|splits?|compares?|wakes?|sleeps?|measures?|detects?|holds?)\b/iu;
const oursIntro = /\b(?:what is ours|(?:is|are) (?:all )?ours)\b/i;

/**
 * "We developed a three-step line at our plant:", "What is ours is what happens next:": an intro in which the writer
 * claims to have made something, ending on the list that says what it is.
 */
export function madeIntro(block: Block, signals: SentenceSignals[]): boolean {
  const last = block.sentences.at(-1)!;
  if (!/:\**$/.test(last.text.trim())) return false;
  const s = signals[last.index]!;
  return (s.ownership !== undefined && s.firstPerson) || oursIntro.test(last.text);
}

/** "ThermaPilot solves both problems:" only introduces the list items that describe the inventions. */
function isBareIntro(block: Block, signals: SentenceSignals[], structure: PlanStructure): boolean {
  const last = block.sentences.at(-1)!;
  const next = structure.blocks[block.id + 1];
  const intro = /:\**$/.test(last.text) && next !== undefined && next.bullet && next.sectionId === block.sectionId;
  return intro && !block.sentences.some((s) => signals[s.index]!.mentions.some((m) => m.qualifies && !m.bare));
}

/**
 * A section heading that says its section explains how the writers' own thing works: "How it works", "How Latchit
 * works", "How we built it", "How PulseFeed decides when to stop", "WHY OUR CANDLE WORKS", "About the SilentLock joint".
 * The first group, when there is one, is the thing named.
 */
/** A heading that says how the thing itself works ("How it works", "HOW YOUR SHOWERCLOCK SAVES ELECTRICITY"), not what the writer did. */
export function explainsMechanism(title: string): boolean {
  return howItWorks.test(title) || howNamedWorks.test(title) || howNamedDoes2.test(title) || howYoursDoes.test(title) || whyItWorks.test(title);
}

export function explainingHeading(title: string): RegExpExecArray | null {
  return howItWorks.exec(title) ?? howNamedWorks.exec(title) ?? howWeBuilt.exec(title) ?? howNamedDoes2.exec(title) ?? howYoursDoes.exec(title) ?? whyItWorks.exec(title) ?? aboutNamed.exec(title);
}

const resultLine = /^\W*(?:(?:average|measured|test|first|typical)\s+)?results?\s*:/i;

/** The two blocks after a passage, when they measure a technical change ("battery life ... now over 90 days, from 20"). */
export function measuredNext(unit: Block[], structure: PlanStructure, signals: SentenceSignals[]): boolean {
  const last = unit.at(-1)!.id;
  return structure.blocks.slice(last + 1, last + 3).some((b) =>
    b.sentences.some((s) => {
      const g = signals[s.index]!;
      // "Average result: from 135°F to 70°F in 1 hour 20 minutes": a results line measures without an effect verb.
      return (g.quantified || resultLine.test(s.text)) && g.techTerms > 0 && measuredChange.test(s.text);
    }),
  );
}
