import type { EngineContext, Sentence } from '../types.ts';
import { thirdPartySection } from './trademark-context.ts';
import type { Mention, Raw, Signal } from './trademark-mention-types.ts';
import { labelAfter, readRun } from './trademark-read-run.ts';
import { capitalisedRuns, foldName, isHeading, sliceSentence, wordTokens, type WordToken } from './trademark-text.ts';
import { isAmpersandPair, isFunctionWord, isHeadingWord, isJargonOrCalendar, isLegalSuffix, isNameLikeToken, isSectionWord } from './trademark-words.ts';
import { firstLine } from './trademark-vocabulary.ts';
import { emailFrame } from './trademark-email.ts';

// Sections that list the plan's own offer: an item there that opens with a name and a colon is being named.
const ownSectionHeading = /\b(?:products?|services?|offerings?|menu|range|lines?|brands?|portfolio|solutions?|programs?|programmes?|collections?|courses?|titles?|catalog(?:ue)?|what\s+we\s+(?:sell|offer|make|do))\b/i;

// Cheap tests that let a run through to the costly context patterns: a name-like word, or a name-like place in the sentence.
const mayIntroduce = /^\s*(?:™|®|\(|,|is\b|will\b|was\b|has\b|becomes\b|operates\b)/i;
const nameLike = isNameLikeToken;

/**
 * Every mention of a possible name in the plan, with the signals around it. People and places are left out.
 * Two passes keep it fast: runs of capitalised words are grouped first, and only groups that could be a name
 * (a coined word, a capitalised word mid-sentence, a mark symbol, "X is a ...") get the context patterns.
 */
export function findMentions(ctx: EngineContext): { mentions: Mention[]; people: Set<string>; thirdSections: Set<number> } {
  const raws: Raw[] = [];
  const thirdSections = new Set<number>();
  let thirdSection = false;
  let ownSection: string | undefined;
  // "Plumbline Home Inspections. One-page plan.": a first line that names the plan makes its first sentence a title.
  const first = firstLine(ctx.text);
  const titledFirstLine = first.line.length <= 120 && /\bplan\b/i.test(first.line);
  // "## Slide 1", "[Slide 1]" (or "SLIDE 1 — COVER", after a note on where the text comes from) then "**ShambaSense**": a deck's
  // cover slide holds its title.
  const slideOne = ctx.sentences.slice(0, 3).findIndex((s) => /^[#*\s[(]*slide\s*1\b(?:\s*[—–:|-]\s*(?:cover|title)(?:\s+slide)?)?[^\p{L}]*$/iu.test(s.text));
  const deckTitleIndex = slideOne >= 0 ? slideOne + 1 : -1;
  const email = emailFrame(ctx.text);
  // The first name of a line, after nothing but spaces and emphasis: "Subject: **Azetta** — ...".
  const opens = (span: { start: number; end: number } | undefined, run: WordToken[]) =>
    !!span && run[0]!.start >= span.start && run[0]!.start < span.end && /^[\s*_]*$/.test(ctx.text.slice(span.start, run[0]!.start));
  for (const sentence of ctx.sentences) {
    const tokens = wordTokens(sentence);
    const shown = isHeading(sentence);
    // "SonoIndigo replaces both the chemical reduction and part of the dip sequence:" opens a list as a heading
    // would, but its names are used in a sentence, not shown in a heading.
    const heading = shown && !(sentence.text.endsWith(':') && sentence.text.split(' ').length > 8);
    const prompt = !shown && isFormPrompt(ctx.text, sentence);
    if (shown || prompt) {
      // "How is your product different from competitors?" asks about the plan's own product.
      const aboutOwn = /\bour\b|\badvantage/i.test(sentence.text) || (prompt && /\b(?:different|better|unique|stand\s+out)\b/i.test(sentence.text));
      // The document's own title names the document, not a section about others ("Q2 investor update").
      thirdSection = sentence.index > 0 && thirdPartySection.test(sentence.text) && !aboutOwn;
      const offer = thirdSection ? null : sentence.text.match(ownSectionHeading);
      ownSection = offer ? (/service|solution|program|course/i.test(offer[0]) ? 'service' : 'product') : undefined;
    }
    if (thirdSection) thirdSections.add(sentence.index);
    // A shouted sentence (mostly capitals) says nothing through its capitals: only coined words can be names there.
    const shouted = tokens.filter((t) => t.allCaps).length > 6;
    const pushRaw = (whole: WordToken[]) => {
      // A signature line holds a name and nothing else: "Second Summit" keeps its first word.
      const signature = opens(email.signature, whole) || opens(email.byline, whole);
      const dated = isJargonOrCalendar(whole[0]!.core) && timeBefore.test(sliceSentence(sentence, Math.max(sentence.start, whole[0]!.start - 12), whole[0]!.start));
      const { run, legal } = trimRun(whole, heading, signature, dated);
      if (!run.length || !/\p{L}/u.test(run.map((t) => t.core).join(''))) return;
      const key = foldName(run.map((t) => t.core).join(' ').replace(/\s*&\s*/g, ' & '));
      // "Sobro Yoga" beside "From: Inês <ines@sobroyoga.pt>": the sender's own business, signed by its domain.
      const sender = email.senderDomain !== undefined && key.replace(/[^\p{L}\p{N}]/gu, '') === email.senderDomain;
      const titleSentence = sentence.index === 0 && titledFirstLine && sentence.end <= first.end + 1;
      const deckTitle = sentence.index === deckTitleIndex;
      const end = run[run.length - 1]!.end;
      const subjectTitle = opens(email.subject, run) && /^[\s*_]*(?:[—–|(-]|$)/.test(ctx.text.slice(end, end + 4));
      raws.push({
        key, sentence, run, legal, heading, thirdSection, ownSection,
        ...(titleSentence && { titleSentence }), ...(deckTitle && { deckTitle }), ...(subjectTitle && { subjectTitle }), ...((signature || sender) && { signature: true }),
      });
    };
    for (const whole of capitalisedRuns(sentence, tokens, nameLike)) {
      // Keep only the coined words, each on its own: "GRIDHAVEN DESIGNS AND SELLS HEARTHCELL" names two things.
      if (shouted && whole.length > 1) for (const t of whole.filter(nameLike)) pushRaw([t]);
      else pushRaw(whole);
    }
  }
  // A subject line is a title only for a name the e-mail uses again: "Subject: Consulta - new comb" asks, it names nothing.
  for (const r of raws) if (r.subjectTitle && !raws.some((o) => o.key === r.key && o !== r)) delete r.subjectTitle;
  const alive = new Set<string>();
  for (const r of raws) {
    const first = r.run[0]!;
    const end = r.run[r.run.length - 1]!.end;
    const after = sliceSentence(r.sentence, end, Math.min(r.sentence.end, end + 40));
    const midSentence = !first.initial && !r.heading;
    const listed = !!r.ownSection && first.initial && labelAfter.test(after);
    if (r.legal || listed || r.subjectTitle || r.signature || (r.titleSentence && r.run.length >= 2) || r.run.some(nameLike) || midSentence || mayIntroduce.test(after) || (r.heading && r.sentence.index <= 3) || isAmpersandPair(sliceSentence(r.sentence, r.run[0]!.start, r.run.at(-1)!.end)))
      alive.add(r.key);
    if (/["“'‘]\s*$/.test(sliceSentence(r.sentence, Math.max(r.sentence.start, first.start - 3), first.start))) alive.add(r.key);
  }
  const mentions: Mention[] = [];
  const people = new Set<string>();
  // A dozen uses show how the plan treats a name; later ones are counted the way those were read (same share of
  // competitor or place uses), which keeps long plans fast. A name none of whose first uses survived stays out.
  const read = new Map<string, { seen: number; kept: Mention[] }>();
  for (const r of raws) {
    if (!alive.has(r.key)) continue;
    // "#plumbing #SanAntonio": a hashtag tags a topic or a place; the business names itself elsewhere.
    if (ctx.text[r.run[0]!.start - 1] === '#') continue;
    const state = read.get(r.key) ?? { seen: 0, kept: [] };
    read.set(r.key, state);
    state.seen += 1;
    if (state.seen <= fullyReadUses || r.heading) {
      const mention = readRun(r, people);
      if (mention) {
        mentions.push(mention);
        if (!mention.heading) state.kept.push(mention);
      }
    } else if (state.kept.length) {
      mentions.push(countedUse(r, state.kept[state.seen % state.kept.length]!));
    }
  }
  return { mentions, people, thirdSections };
}

// "3. Describe your products and services.", "4. Who are your competitors?": a form's question heads its answer.
const formQuestion = /^(?:(?:please\s+)?(?:describe|list|outline|explain|tell\s+us)\b|(?:what|who|how|which|where|why)\b[^?]{0,100}\?$)/i;

function isFormPrompt(text: string, sentence: Sentence): boolean {
  if (sentence.text.length > 120 || !formQuestion.test(sentence.text)) return false;
  const lineStart = text.lastIndexOf('\n', sentence.start - 1) + 1;
  const lineEnd = text.indexOf('\n', sentence.end);
  return /^[\s\d.)#*-]*$/.test(text.slice(lineStart, sentence.start)) && /^[\s*]*$/.test(text.slice(sentence.end, lineEnd < 0 ? text.length : lineEnd));
}

const fullyReadUses = 12;

// "Since August Ferrante Seta sells", "in May Lumio": a month after these words is a date, not the first word of a name.
const timeWords = 'since|in|from|until|till|by|before|after|during|last|next|this|each|every|early|late|mid';
const timeBefore = new RegExp(`\\b(?:${timeWords})\\s+$`, 'i');
const timeWord = new RegExp(`^(?:${timeWords})$`, 'i');

function trimRun(run: WordToken[], heading: boolean, nameLine = false, dated = false): { run: WordToken[]; legal: boolean } {
  let r = run;
  let legal = false;
  // A capitalised "Second" or "Next" inside a sentence opens a name ("under the name Second Grain"); at the start of
  // a sentence or a heading it is just the sentence's first word. Articles never open the mark.
  // "Cloud Hill Roasters", "Cloud Hill Drip Bags": a word of the trade opens a name of three words or more when the
  // word after it is no word of the trade or of headings ("Cloud ERP Suite" stays "ERP Suite").
  const opensName = (words: WordToken[]) =>
    words.length >= 3 && !isJargonOrCalendar(words[1]!.core) && !isHeadingWord(words[1]!.core) && !isFunctionWord(words[1]!.core);
  const strips = (words: WordToken[]) => {
    const t = words[0]!;
    // The word before it, in the run ("Since" opening the sentence) or before the run.
    const previous = run[run.length - words.length - 1];
    const afterTime = previous ? timeWord.test(previous.core) : dated;
    if (isJargonOrCalendar(t.core) && (!opensName(words) || afterTime)) return true;
    if (nameLine) return false;
    return (heading && isSectionWord(t.core)) || (isFunctionWord(t.core) && (t.initial || heading || words.length === 1 || /^(?:the|a|an|own|our|my|your|their|its)$/i.test(t.core)));
  };
  // "WHAT STAYS", "HOW WE WORK": a heading that asks or announces has no name in it, save a coined one.
  // "We're hiring", "I'm looking": a pronoun's contraction opens a sentence, never a name.
  if (r.length === 1 && /^(?:we|i|you|they|it|he|she|that|there|here|let)['’](?:re|m|ve|ll|d|s)$/i.test(r[0]!.core)) return { run: [], legal };
  // "Where Azetta is today": the question word is no part of the coined name after it.
  if (r.length && /^(?:what|how|why|where|who|when)$/i.test(r[0]!.core) && (heading || r[0]!.initial)) {
    if (!r.some(isNameLikeToken)) return { run: [], legal };
    r = r.slice(1);
  }
  while (r.length && strips(r)) r = r.slice(1);
  // "Three FoamDye lines", "Two Lumio hubs": a count before a coined name is no part of it.
  if (r.length > 1 && /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Fifty|Hundred)$/.test(r[0]!.core) && isNameLikeToken(r[1]!)) r = r.slice(1);
  // "Resistant Pseudomonas", "Treating Lumio": a verb or adjective capitalised only because it opens the sentence.
  const opener = r[0];
  if (r.length > 1 && opener?.initial && !isNameLikeToken(opener) && /(?:ing|ed|ant|ent|ive|ous|ic|ful|less|able|ible)$/i.test(opener.core) && r.slice(1).some((t) => isNameLikeToken(t) && !isLegalSuffix(t.core)))
    r = r.slice(1);
  // "GIE Saloum Fumage", "PT Maju Jaya", "OOO Romashka": a form written before the name is no part of it.
  if (r.length > 1 && /^(?:GIE|PT|CV|OOO|TOV|ZAO|OAO)$/.test(r[0]!.core)) r = r.slice(1);
  while (r.length > 1 && isLegalSuffix(r[r.length - 1]!.core)) {
    r = r.slice(0, -1);
    legal = true;
  }
  // A short number ends a product name ("Forge 45"); a year or a quarter does not.
  const keepsNumber = (t: WordToken, i: number) => i > 0 && /^\d{1,3}$/.test(t.core) && !isJargonOrCalendar(r[i - 1]!.core);
  // A coined name's product word stays with it: "the BinSight Cloud app", "Umzug Cloud" (not "AWS cloud", in lower case).
  const keepsProductWord = (t: WordToken, i: number) => i > 0 && !heading && /^\p{Lu}\p{Ll}+$/u.test(t.core) && isNameLikeToken(r[i - 1]!);
  const keeps = (t: WordToken, i: number) => keepsNumber(t, i) || keepsProductWord(t, i);
  while (r.length && !keeps(r[r.length - 1]!, r.length - 1) && (isJargonOrCalendar(r[r.length - 1]!.core) || (heading && isSectionWord(r[r.length - 1]!.core)))) r = r.slice(0, -1);
  return { run: r, legal };
}

/** A further use of a name already read in full: where it is, read like an earlier use (`like`). */
export function countedUse(raw: Raw, like: Mention): Mention {
  const first = raw.run[0]!;
  const last = raw.run[raw.run.length - 1]!;
  const end = /['’]s$/i.test(last.text) ? last.end - 2 : last.end;
  const signals = new Set<Signal>();
  if (!first.initial) signals.add('midSentence');
  return {
    key: raw.key,
    surface: raw.sentence.text.slice(first.start - raw.sentence.start, end - raw.sentence.start).replace(/\s*(?:™|®|℠)/g, ''),
    start: first.start,
    end,
    sentence: raw.sentence,
    tokens: raw.run,
    signals,
    third: like.third,
    heading: false,
    initial: first.initial,
    nameLike: like.nameLike,
  };
}

