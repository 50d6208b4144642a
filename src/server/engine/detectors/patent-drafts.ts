// Drafts of inventions: the passages of a plan (a section under its own heading, a paragraph, a list item) that
// describe something technical the company claims as new, each with a first name from the plan's words.
import type { Sentence } from '../types.ts';
import { secrecyChoicePattern } from '../lexicons/patent-cues.ts';
import { nonTechnicalSectionPattern } from '../lexicons/patent-terms.ts';
import { distinctive, headOfName, isSpecificHeading, shareCount } from './patent-naming.ts';
import { bestMention, ownVoice } from './patent-best-mention.ts';
import { bit, type Mention, type SentenceSignals } from './patent-signals.ts';
import type { PlanStructure } from './patent-structure.ts';
import { isCoined } from './trademark-words.ts';
import {
  explainedLists,
  explainingHeading,
  explainsMechanism,
  explainsInline,
  explainsNamedNext,
  fieldLine,
  headingProduct,
  headingSubject,
  howItWorks,
  howNamedDoes,
  inventionHeading,
  itemSubject,
  madeIntro,
  madeObject,
  measuredChange,
  measuredNext,
  namesProduct,
  openingName,
  presentsOwn,
  processStep,
  selfPresents,
} from './patent-passages.ts';

export type Draft = { name: string; nameRank: number; mention?: Mention; sectionId?: number; blockIds: number[]; sentences: Sentence[] };



/** How sure a name is: a patent statement's own words beat a heading, a list title, then a noun phrase. */
export const rank = { cue: 4, heading: 3, title: 2, phrase: 1 } as const;

/** The product the nearest earlier question heading names ("What is the AngleLock Sharpener?"). */
function productAskedBefore(sections: PlanStructure['sections'], id: number): string | undefined {
  for (let i = id - 1; i >= 0; i--) {
    const title = sections[i]!.title;
    const product = /\?\s*$/.test(title) ? headingProduct.exec(title)?.[1] : undefined;
    if (product) return product;
  }
  return undefined;
}

/**
 * Passages that describe a technical invention, with a name for each: a section under a specific heading
 * ("Adaptive cold-chain routing") is one passage; elsewhere each paragraph or list item is one.
 */
export function draftInventions(signals: SentenceSignals[], structure: PlanStructure, titleNames: ReadonlySet<string> = new Set()): Draft[] {
  const drafts: Draft[] = [];
  const { sections } = structure;
  const sig = (index: number) => signals[index]!;
  // "A catheter securement device with two innovations:", "What we invented": a heading that claims novelty for
  // what its section describes, as the writer's own.
  const claimingHeading = sections.map((section) => inventionHeading.test(section.title) || howNamedDoes.test(section.title));
  // "### How does the FrostFlag stay free?" then "Three things:" on its own line: the second line reads as a heading,
  // and the question's claim carries over to the section it opens.
  for (let i = 0; i + 1 < sections.length; i++) if (claimingHeading[i] && sections[i]!.blocks.length === 0) claimingHeading[i + 1] = true;
  const sectionNovelty = sections.map((section, i) => claimingHeading[i]! || section.blocks.some((b) => b.sentences.some((s) => sig(s.index).novelty)));
  const sectionOwn = sections.map((section) => section.blocks.some((b) => b.sentences.some((s) => ownVoice(sig(s.index)))));
  // "## The dropout ... I'm planning to apply for protection on the design": a section that weighs patenting (or is
  // headed "what we invented") claims what its technical paragraphs describe.
  // So does a section that explains how the text's own product works ("What GutterGrip is and how it works").
  // So does "How we built it" (a hackathon write-up), "WHY OUR CANDLE WORKS", "About the SilentLock joint".
  const explains = sections.map((section) => explainingHeading(section.title));
  // "## How it works" then "Loglet combines three ideas:" on its own line: the second line reads as a heading of the
  // list, and the explanation carries over to it.
  for (let i = 0; i + 1 < sections.length; i++) if (explains[i] && sections[i]!.blocks.length === 0) explains[i + 1] ??= explains[i]!;
  // A manual's one-paragraph "How the DauwMeter works" goes on in the sections after it ("The sensing leaf", "The
  // measurement cycle"), part by part, until a section about something else.
  const headed = sections.map((section) => explainingHeading(section.title));
  for (let i = 0; i + 1 < sections.length; i++) {
    if (!headed[i] || sections[i]!.blocks.length !== 1) continue;
    for (let j = i + 1; j <= i + 3 && j < sections.length && !nonTechnicalSectionPattern.test(sections[j]!.title); j++) explains[j] ??= explains[i]!;
  }
  // Such a section, and one headed "Our Solution" or "What makes it different", is read as one passage: its
  // paragraphs describe one thing between them, each too briefly to count alone.
  const presents = sections.map((section, i) => explains[i] !== null || presentsOwn.test(section.title) || claimingHeading[i]!);
  const sectionClaims = sections.map(
    (section, i) => sectionNovelty[i]! || presents[i]! || section.blocks.some((b) => b.sentences.some((s) => sig(s.index).patentCue !== undefined)),
  );
  // The first heading of a document is its title ("# Stackpilot"), not the name of a passage.
  const first = sections.find((s) => s.heading)?.heading;
  const titleSection = first?.index === 0 && !/^#{2,}\s/.test(first.text) ? 1 : -1;
  const titled = (s: SentenceSignals) => titleNames.size > 0 && titleNames.has(openingName.exec(s.sentence.text)?.[1] ?? '');
  for (const section of sections) {
    // "Speaker: Priya Raman, co-founder" is a field of the header, not a section about the founders: what follows it is
    // the document itself.
    if (nonTechnicalSectionPattern.test(section.title) && !fieldLine.test(section.title)) continue;
    const specific = isSpecificHeading(section.title);
    // Titled list items ("- **Self-calibrating actuator.** ...") each describe their own thing, under any heading.
    // Numbered steps ("- Step 1: ...", "- Result: ...") are one process told in parts, not things of their own.
    const titledItems = section.blocks.filter((b) => b.bullet && b.title !== undefined && !processStep.test(b.title)).length >= 2;
    // Under a heading that explains how the thing works, titled items ("Learning:", "Heating:") are its parts.
    const sectionLevel = section.id !== titleSection && (specific || (presents[section.id]! && (!titledItems || explainsMechanism(section.title))));
    // A passage the plan keeps secret ("we intend to keep this know-how as a trade secret") is no patent.
    const open = section.blocks.filter((b) => !b.sentences.some((s) => sig(s.index).mask & bit.secrecyChoice && secrecyChoicePattern.test(s.text)));
    const units = sectionLevel ? (open.length > 0 ? [open] : []) : explainedLists(open, signals, structure);
    for (const unit of units) {
      // "This is how it works:" and the list after it describe one thing between them, each part too briefly alone.
      const explainsList = !sectionLevel && unit.length > 1;
      const all = unit.flatMap((b) => b.sentences.map((s) => sig(s.index)));
      // Patent statements are tied to inventions afterwards and a list of milestones describes nothing, but "our
      // patented soft-close hinge" both names and describes the invention.
      const sigs = all.filter((s) => !s.patentCue || s.mentions.some((m) => m.qualifies && /^patent/.test(m.phrase.lead ?? '')));
      // A section read whole for its heading alone says what it is not as well: "... are business methods, not inventions".
      if (sigs.length === 0 || (sectionLevel && !specific && all.some((s) => s.disclaimer))) continue;
      const single = unit.length === 1 ? unit[0]! : undefined;
      const titledItem = single !== undefined && single.bullet && single.title !== undefined;
      const techSum = all.reduce((n, s) => n + s.techTerms, 0);
      // A titled list item under a claim of novelty ("Our key innovations:") may be terse, and so may a passage
      // that says outright that it is new.
      const explicit = all.some((s) => s.novelty || s.patentCue);
      // A thing the writer says they made new ("I made a new comb. It has two changes: 1. ... 2. ...") is explained by
      // its list in the plain words of its trade, which no technical vocabulary holds.
      const madeNew = explainsList && (unit[0]!.sentences.some((s) => sig(s.index).mentions.some((m) => m.claimed && m.strong && !m.priorArt)) || madeIntro(unit[0]!, signals));
      // A section presenting how the writer's thing works may tell it one plain word of the trade per sentence ("a flap",
      // "a bronze strip", "the hinge"): the words add up over the section, or a claim ("the clever part") needs fewer.
      const toldPlainly = sectionLevel && presents[section.id]! && techSum >= (explicit ? 4 : 6);
      const technical = (techSum >= (titledItem || explicit ? 3 : 4) && all.some((s) => s.techTerms >= 2)) || (madeNew && techSum >= 1) || toldPlainly;
      const inherits = single !== undefined && single.bullet;
      // A section explaining how the product works, or presenting it, speaks of the plan's own product in whatever voice.
      // So does a sentence whose subject is a product named in the title ("The Kahu K2 has no gas", under "Kahu Traps").
      // "**Our approach.** KernelCheck is a hanging cable with ...": a paragraph titled as the writer's own solution
      // presents it, as a section so headed does.
      const presentedBlock = unit.some(
        (b) => (b.title !== undefined && (presentsOwn.test(b.title) || howItWorks.test(b.title) || inventionHeading.test(b.title))) || explainsInline.test(b.sentences[0]!.text),
      );
      // "SoilSip is a valve that reads the soil by itself. As the soil dries ...": a passage that opens by saying what the
      // product it names is, then explains it in technical detail, describes the writer's own thing.
      const selfDescribed = techSum >= 6 && unit.some((b) => b.sentences.slice(0, 2).some((s) => isCoined(selfPresents.exec(s.text)?.[1] ?? '')));
      const own = presentedBlock || selfDescribed || sigs.some(ownVoice) || sigs.some(titled) || (inherits && (sectionOwn[section.id]! || claimingHeading[section.id]! || presents[section.id]!)) || (sectionLevel && presents[section.id]!) || explainsList;
      const claims =
        all.some((s) => s.novelty || s.comparative || s.patentCue) ||
        (technical && (presentedBlock || selfDescribed)) ||
        (inherits && sectionNovelty[section.id]!) ||
        (technical && (sectionClaims[section.id]! || explainsList)) ||
        // "## The ColdRider box" ... "We designed the ColdRider over 18 months": a device the writers designed, under its own name.
        (sectionLevel && specific && technical && namesProduct.test(section.title) && all.some((s) => s.ownership !== undefined)) ||
        // "ATE replaces our fixed-interval reporting ... payload fell from 1.9 MB to 0.74 MB": a technical passage that
        // measures what its own technique improved claims it as new, in numbers rather than words.
        (technical && all.some((s) => s.quantified && s.techTerms > 0 && measuredChange.test(s.sentence.text))) ||
        // "We rewrote our onboard software so ..." then "The results: ~93% less data ...": the measurement may follow in
        // the next blocks, under a "Result:" line or a results heading, and still claims what the passage describes.
        (technical && own && measuredNext(unit, structure, signals)) ||
        // "We designed this clutch after we broke three sets of burrs": a passage rich in technical words that the
        // writers say they designed claims it as theirs.
        (technical && techSum >= 6 && all.some((s) => s.ownership !== undefined && s.firstPerson));
      const qualifying = sigs.flatMap((s) => s.mentions).find((m) => m.qualifies && !m.bare);
      if (!qualifying && !(technical && claims && own)) continue;
      let name: string | undefined;
      let nameRank: number = rank.phrase;
      // A heading that is a brand and a noun ("Korvana formulation") names less than the plan's own wording.
      const descriptive = (title: string) => distinctive(title).length >= 2;
      const explained = explains[section.id];
      if (sectionLevel && explained) {
        // "What GutterGrip is and how it works" says what the section does, not what the invention is: the thing
        // it describes does, with the product's name from the heading ("GutterGrip clamp").
        const phrase = (bestMention(sigs) ?? bestMention(sigs, true))?.phrase;
        // A shouted heading ("WHY OUR CANDLE WORKS") shows no product by its capitals.
        const product = /\p{Ll}/u.test(section.title) ? headingProduct.exec(section.title)?.[1] : undefined;
        // "Why the FríoTrack Tag v3 matters" over "the v2 tag": the product named by its head is the thing itself.
        const productIsThing = product !== undefined && phrase !== undefined && product.toLowerCase().endsWith(phrase.head.toLowerCase());
        name = productIsThing ? product : phrase ? [product, ...phrase.modifiers, phrase.head].filter(Boolean).join(' ') : (explained[1] ?? section.title);
      } else if (sectionLevel && !specific) {
        // "The SunVault dryer has three features we developed ourselves": the heading's subject is the thing.
        // "How does it hold the angle?" in an FAQ: "it" is the product an earlier question named ("What is the AngleLock?").
        const asked = /^\W*how\s+(?:does|do|can)\s+(?:it|this|they)\b/i.test(section.title) ? productAskedBefore(sections, section.id) : undefined;
        name = headingSubject.exec(section.title)?.[1] ?? bestMention(sigs)?.phrase.text ?? asked ?? bestMention(sigs, true)?.phrase.text;
      } else if (sectionLevel && /^(?:here['’]?s\s+|this\s+is\s+)?(?:what|how|why|when)\b/i.test(section.title)) {
        // "Here's what happens when you join two pieces:" says what the passage does, not what the thing is: the
        // heading just above it does ("The Twistlock connector").
        const above = sections[section.id - 1];
        name = above?.heading && isSpecificHeading(above.title) ? above.title : (bestMention(sigs) ?? bestMention(sigs, true))?.phrase.text;
      } else if (sectionLevel) {
        // "EarthLock panel installation notes": the notes are about the thing they name.
        name = section.title.replace(/\s+(?:(?:installation|design|engineering|build|assembly|technical)\s+)?notes$/i, '');
        nameRank = descriptive(name) ? rank.heading : rank.phrase;
      } else if (single?.title && isSpecificHeading(single.title) && technical) {
        name = single.title;
        nameRank = descriptive(name) ? rank.title : rank.phrase;
      } else if (explainsList) {
        // The intro names the thing ("we built a new kiln. This is how it works:"), however plainly; its parts do not.
        const intro = unit[0]!.sentences.map((s) => sig(s.index));
        // "How Kilnly works:" names the thing by its own name; the parts listed after it are not the whole.
        const named = explainsNamedNext.exec(unit[0]!.sentences.at(-1)!.text.trim())?.[1];
        // A bare "process" or "system" is no name: the parts listed after it say more.
        const object = madeObject.exec(unit[0]!.sentences.at(-1)!.text)?.[1];
        const made = object !== undefined && /^\S+[\s-]\S/.test(object) ? object : undefined;
        // "**The recognition part.** What is ours is what happens next:": the block's title, when nothing else names it.
        const titleCore = unit[0]!.title?.replace(/^(?:the|our|my)\s+/i, '').replace(/\s+(?:part|bit|side|piece)$/i, '');
        const mention = bestMention(intro) ?? bestMention(intro, true) ?? bestMention(sigs);
        // "two things" then "the template learner runs online now": nothing named the change, its first part does.
        const subject = itemSubject.exec(unit[1]?.sentences[0]?.text.replace(/^[\s\-*•\d.)]+/, '') ?? '')?.[1];
        name = named ?? made ?? (mention && !(mention.bare && titleCore) ? mention.phrase.text : (titleCore ?? subject));
      } else if (single?.title && technical) {
        // "**Adaptive trace encoding (ATE) is now on by default** ...": a bold lead that is a clause still opens with
        // the thing the item is about; the results after it ("measured battery life rose") name no invention.
        const lead = sig(single.sentences[0]!.index).mentions.find((m) => !m.bare && !m.priorArt && single.title!.startsWith(m.phrase.text));
        // "**The rotisserie.** The thing that makes this work is the rotisserie I built": a plain title the item goes on
        // to speak of names its thing better than any part the item lists.
        const plain = /^(?:the|our|my)\s+([\p{Ll}-]+(?:\s[\p{Ll}-]+){0,2})$/iu.exec(single.title.trim())?.[1];
        const spoken = plain !== undefined && new RegExp(`\\b(?:the|our|my)\\s+${plain}\\b`, 'i').test(single.sentences[0]!.text.slice(single.title.length + 1));
        name = lead?.phrase.text ?? (spoken ? plain : bestMention(sigs)?.phrase.text);
      } else {
        // "We rewrote our onboard software so the drone ...": the thing the writer says they made names the passage
        // when no phrase of it does.
        const made = sigs.find((s) => ownVoice(s) && madeObject.test(s.sentence.text))?.sentence.text;
        // A phrase the passage neither claims nor qualifies names it worse than the thing the writer says they made.
        const best = bestMention(sigs);
        const madeName = made ? madeObject.exec(made)?.[1] : undefined;
        name = (best && (best.qualifies || best.claimed) ? best.phrase.text : undefined) ?? madeName ?? best?.phrase.text;
      }
      if (!name && presentedBlock) {
        // "How it works: it clamps onto the seat post", "So the latch. / What I've made is this.": the thing itself is
        // named plainly in the paragraph before; failing that, by the passage's own plainest mention.
        const before = structure.blocks[unit[0]!.id - 1];
        const named = before?.sectionId === unit[0]!.sectionId ? bestMention(before.sentences.map((s) => sig(s.index)), true) : undefined;
        name = (named ?? bestMention(sigs, true))?.phrase.text;
      }
      if (!name) continue;
      const blockIds = unit.map((b) => b.id);
      let sentences = unit.flatMap((b) => b.sentences);
      const extras: Draft[] = [];
      if (!sectionLevel) {
        // One paragraph of plain text may hold two inventions: a sentence claiming something else gets its own.
        const mainWords = new Set(distinctive(name));
        const mainHead = headOfName(name).key;
        for (const s of sigs) {
          const other = s.mentions.find((m) => m.qualifies && !m.bare && m.phrase.text !== name);
          if (!other || s.mentions.some((m) => m.phrase.text === name)) continue;
          const words = new Set(distinctive(other.phrase.text));
          if (shareCount(mainWords, words) > 0 || headOfName(other.phrase.text).key === mainHead) continue;
          extras.push({ name: other.phrase.text, nameRank: rank.phrase, mention: other, blockIds, sentences: [s.sentence] });
          sentences = sentences.filter((x) => x !== s.sentence);
        }
      }
      drafts.push({ name, nameRank, mention: qualifying, sectionId: sectionLevel ? section.id : undefined, blockIds, sentences }, ...extras);
    }
  }
  return drafts;
}
