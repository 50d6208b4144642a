// Finds the works the plan's company makes or commissions, grouped into software, content and visual design.
import type { EngineContext, Sentence } from '../types.ts';
import {
  activeCreationPattern,
  assignmentPattern,
  commissionVerbPattern,
  contractorPattern,
  noAgreementPattern,
  ownAdjectivePattern,
  ownedAssetsHeadingPattern,
  deliverablesHeadingPattern,
  namedMakerPattern,
  namedPassivePattern,
  anaphoricOwnership,
  copyrightClaim,
  licensesOutPattern,
  passiveCreationPattern,
  photoTakenPattern,
  workCorePattern,
  contractorTriggers,
  creationTriggers,
  type WorkGroup,
} from '../lexicons/copyright-works.ts';
import { worksIn, type Work } from './copyright-work-mentions.ts';
import { isFirstName } from './trademark-words.ts';
import { planStructure } from './patent-structure.ts';
import { eachMatch, hasAny, phraseSet, sentenceTokens, wordSet, type Tokens } from '../text/tokens.ts';
import { escapeRegExp } from '../text/regexp.ts';

const creationWords = wordSet(creationTriggers());
const contractorWords = phraseSet(contractorTriggers);
const agreementWords = wordSet('assign,assigns,assigned,assignment,hire,transfer,transfers,signed,agreement,agreements,contract,contracts,writing,owns,nothing');

export type WorkGroupFinding = {
  group: WorkGroup;
  works: Work[];
  sentences: Sentence[];
  /** Sentences saying outsiders made some of the works. */
  contractors: Sentence[];
  /** A signed assignment from those outsiders is mentioned. */
  assigned: boolean;
  /** The plan says there is no written agreement. */
  noAgreement: boolean;
  own: boolean;
};

const groupOfContractor: [RegExp, WorkGroup][] = [
  [/\b(?:developers?|programmers?|engineers?|software|code|app|development|porting)\b/i, 'software'],
  [/\b(?:illustrat\w*|artist|designers?|design studio|photograph\w*|artwork|drawn|drew)\b/i, 'design'],
  [/\b(?:writers?|copywriter|videographer|production|filmed|video|edited|recorded)\b/i, 'content'],
];

type Span = { start: number; end: number };

function spans(pattern: RegExp, text: string): Span[] {
  const out: Span[] = [];
  eachMatch(pattern, text, (m) => out.push({ start: m.index, end: m.index + m[0].length }));
  return out;
}

/** The works the company's own people made: the object of "we wrote", the subject of "written by our team". */
function ownWorks(sentence: Sentence, tokens: Tokens, works: Work[]): Work[] {
  const text = sentence.text;
  if (works.length === 0 || !hasAny(tokens, creationWords)) return [];
  const clauseOf = (at: number) => text.slice(0, at).split(';').length;
  const maker = namedMakerPattern.exec(text);
  // "we do not build security software ourselves": a denied making makes nothing.
  // ("we never wrote anything down about who owns the art" denies a contract, not the art.)
  // "we want to make it a proper brand": making something into something else makes no work.
  const denied = (m: Span) =>
    /\b(?:do|does|did)(?:n['’]t|\s+not)\b/i.test(text.slice(Math.max(0, m.start - 15), m.end)) ||
    (/\bmak(?:e|es|ing)$/i.test(text.slice(m.start, m.end)) && /^\s+(?:it|them|this|that|us)\s+(?:a|an|into|more|possible|easier|easy|happen)\b/i.test(text.slice(m.end, m.end + 20)));
  const active = [...spans(activeCreationPattern, text), ...spans(photoTakenPattern, text), ...(maker && (isFirstName(maker[1]!) || /^(?:She|He)$/.test(maker[1]!)) ? [{ start: 0, end: maker[0].length }] : [])].filter((m) => !denied(m));
  // A given name alone is a person of the team; a full name may be an outside designer, whom the contractor rules weigh.
  const byTeam = [...text.matchAll(namedPassivePattern)].filter((m) => isFirstName(m[1]!)).map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const passive = [...spans(passiveCreationPattern, text), ...byTeam];
  // "We didn't develop our own code yet": an own work denied is none.
  const adjective = spans(ownAdjectivePattern, text).filter((m) => !/\b(?:do|does|did)(?:n['’]t|\s+not)\s+(?:[\w-]+\s+){0,2}$/i.test(text.slice(Math.max(0, m.start - 30), m.start)));
  // "we write about 20 REAP applications a year": applications for grants or loans are paperwork, not software.
  const paperwork = /\b(?:grants?|loans?|funding|permits?|visas?|planning)\b/i.test(text);
  return works.filter((w) => {
    if (paperwork && /\bapplications?$/i.test(w.text)) return false;
    const clause = clauseOf(w.at);
    return (
      active.some((m) => m.end <= w.at + 1 && w.at - m.end <= 80 && clauseOf(m.start) === clause) ||
      // "a printed zine that we write and illustrate ourselves", "40 video lessons I scripted and edited myself"
      active.some((m) => w.at < m.start && /^[^.;,]{0,50}\b(?:that|which)\s+$/.test(text.slice(w.at, m.start))) ||
      active.some((m) => w.at < m.start && /^\s*$/.test(text.slice(w.at + w.text.length, m.start))) ||
      passive.some((m) => w.at < m.start && m.start - w.at <= 120 && clauseOf(m.start) === clause) ||
      // "Everything in the shop is designed by me, from scratch: the page layouts, the hand-lettered headers...".
      passive.some((m) => w.at > m.end && w.at - m.end <= 120 && text.slice(m.end, w.at).includes(':')) ||
      // "our own website" is a sales channel, not a statement of authorship.
      (adjective.some((m) => m.end <= w.at + 1 && w.at - m.end <= 25) && !/\b(?:website|site|store|shop)s?$/i.test(w.text))
    );
  });
}

/**
 * The company's name as the plan's first sentence uses it for its subject ("PayNest is a mobile app...",
 * "Field Notes Media publishes..."): sentences led by it speak in the company's own voice.
 */
function companyName(ctx: EngineContext, isHeading: boolean[]): string | undefined {
  const leads = ctx.sentences.filter((s) => !isHeading[s.index]).slice(0, 12);
  const title = ctx.sentences[0]?.text ?? '';
  for (const [i, sentence] of leads.entries()) {
    const m = companySubject.exec(sentence.text);
    // Further down, only the name the title gives ("# Paragonik: invoice PDFs ..." then "Paragonik is a browser extension").
    if (m && (i === 0 || new RegExp(`^\\W*${escapeRegExp(m[1]!.trim())}\\b`, 'u').test(title))) return m[1]!.trim();
  }
  return undefined;
}

const companySubject = /^((?:\p{Lu}[\p{L}\d&'’.-]*\s+){1,4}?)(?:is|are|makes|make|builds|publishes|produces|creates|develops|designs|sells|runs|offers|organises|organizes)\b/u;

const companyVerb = /^\s+(?:(?:is|are)\s+(?:a|an|the|our)\b|(?:makes|builds|publishes|produces|creates|develops|designs|writes|films|records|composes)\b)/i;

/** "PayNest is a mobile app", "Field Notes Media publishes a weekly newsletter": the company's own works. */
function companyWorks(sentence: Sentence, works: Work[], name: string | undefined): Work[] {
  if (!name || !sentence.text.startsWith(name)) return [];
  const verb = companyVerb.exec(sentence.text.slice(name.length));
  if (!verb) return [];
  const from = name.length + verb[0].length;
  return works.filter((w) => w.at >= from && w.at - from <= 60);
}

const cache = new WeakMap<EngineContext, WorkGroupFinding[]>();

export function findWorks(ctx: EngineContext): WorkGroupFinding[] {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const groups = new Map<WorkGroup, WorkGroupFinding>();
  const get = (group: WorkGroup) => {
    let g = groups.get(group);
    if (!g) {
      g = { group, works: [], sentences: [], contractors: [], assigned: false, noAgreement: false, own: false };
      groups.set(group, g);
    }
    return g;
  };
  const assignments: Sentence[] = [];
  let previousWorks: Work[] = [];
  // The works a section has named so far: "This material is ours, written and filmed by our team" owns them all.
  let sectionWorks: Work[] = [];
  let makingPending = false;
  let section = -1;
  const structure = planStructure(ctx);
  const assetSections = new Set(structure.sections.filter((s) => ownedAssetsHeadingPattern.test(s.title)).map((s) => s.id));
  const deliverableSections = new Set(structure.sections.filter((s) => deliverablesHeadingPattern.test(s.title)).map((s) => s.id));
  const company = companyName(ctx, structure.isHeading);
  const allTokens = sentenceTokens(ctx);
  const licensesOut = licensesOutPattern.test(ctx.text);
  for (const sentence of ctx.sentences) {
    const text = sentence.text;
    const tokens = allTokens[sentence.index]!;
    if ((structure.sectionOf[sentence.index] ?? -1) !== section) {
      section = structure.sectionOf[sentence.index] ?? -1;
      sectionWorks = [];
    }
    const found = worksIn(sentence, tokens);
    const ownedBefore = found.length === 0 && anaphoricOwnership.test(text) ? [...sectionWorks] : [];
    const works = [...found, ...ownedBefore];
    // "So we filmed a series. It's about forty short videos": the making said just before is of the works named now.
    // "I film and edit everything in my kitchen. 260 videos so far": a count of the works made opens the next one too.
    const madeJustBefore =
      makingPending && found.length > 0 && /^(?:(?:it|they|these|those|this)(?:['’](?:s|re)|\s+(?:is|are|was|were))\b|(?:about |over |more than |nearly |some )?\d[\d,]*\+?\s)/i.test(text.trim());
    makingPending = found.length === 0 && hasAny(tokens, creationWords) && spans(activeCreationPattern, text).length > 0;
    // "## Proprietary Assets - Our software: the CloseDesk application, ...": a list of what the company owns.
    const listed =
      (assetSections.has(structure.sectionOf[sentence.index] ?? -1) && /\bour\b/i.test(text)) || deliverableSections.has(structure.sectionOf[sentence.index] ?? -1);
    const claimed = listed || ownedBefore.length > 0 || madeJustBefore || copyrightClaim.test(text);
    // "your home games", "clamp it in your own pattern": the customer's works, whatever the plan claims or licenses.
    const ours = works.filter((w) => !/\b(?:your|their)\s+(?:[\w-]+\s+)?$/i.test(text.slice(0, w.at)));
    // Under the plan's own licence terms every work is its own.
    const licensed = licensesOut && !claimed ? ours : [];
    const owned = claimed ? ours : licensed.length > 0 ? licensed : [...new Set([...ownWorks(sentence, tokens, works), ...companyWorks(sentence, works, company)])];
    const contractor = contractorWords.find(tokens, text) !== undefined && contractorPattern.test(text) && commissionVerbPattern.test(text);
    const commissioned = contractor ? works.filter((w) => !owned.includes(w)) : [];
    const agreementTalk = hasAny(tokens, agreementWords);
    if (agreementTalk && assignmentPattern.test(text) && !noAgreementPattern.test(text)) assignments.push(sentence);
    for (const w of [...owned, ...commissioned]) {
      const g = get(w.group);
      // "hand-painted watercolour" inside "hand-painted watercolour sketch": the longer phrase names the work.
      const key = w.text.toLowerCase();
      const shorter = g.works.findIndex((x) => key.includes(x.text.toLowerCase()));
      if (shorter >= 0) g.works[shorter] = w;
      else if (!g.works.some((x) => x.text.toLowerCase().includes(key))) g.works.push(w);
      if (!g.sentences.includes(sentence)) g.sentences.push(sentence);
      if (owned.includes(w)) g.own = true;
      else if (!g.contractors.includes(sentence)) g.contractors.push(sentence);
    }
    if (contractor && commissioned.length === 0) {
      // "Porting to consoles will be outsourced to a porting studio": the outsiders' role names the kind of work.
      const groupsHere = new Set<WorkGroup>();
      for (const [pattern, group] of groupOfContractor) if (pattern.test(text) && groups.has(group)) groupsHere.add(group);
      for (const group of groupsHere) {
        const g = groups.get(group);
        if (g && !g.contractors.includes(sentence)) {
          g.contractors.push(sentence);
          g.sentences.push(sentence);
        }
      }
    }
    if (agreementTalk && noAgreementPattern.test(text)) {
      const about = works.length > 0 ? works : previousWorks;
      for (const group of new Set(about.map((w) => w.group))) {
        const g = groups.get(group);
        if (g) {
          g.noAgreement = true;
          if (!g.sentences.includes(sentence)) g.sentences.push(sentence);
          if (!g.contractors.includes(sentence)) g.contractors.push(sentence);
        }
      }
    }
    // "Customers recognise the prints": a later sentence about works already found shows their weight.
    const mentioned = works.filter((w) => !owned.includes(w) && !commissioned.includes(w));
    if (mentioned.length > 0 && workCorePattern.test(text)) {
      for (const w of mentioned) {
        const g = groups.get(w.group);
        const head = w.text.toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, '');
        if (g && !g.sentences.includes(sentence) && g.works.some((x) => x.text.toLowerCase().includes(head))) g.sentences.push(sentence);
      }
    }
    if (works.length > 0) previousWorks = works;
    sectionWorks.push(...found);
  }
  for (const g of groups.values()) {
    // An assignment counts for the contractors it mentions, or for all of them when it names contractors generally.
    g.assigned =
      !g.noAgreement &&
      g.contractors.length > 0 &&
      assignments.some((a) => g.contractors.includes(a) || /\b(?:contractors?|consultants?|freelancers?|agenc(?:y|ies))\b/i.test(a.text));
    g.sentences.sort((a, b) => a.index - b.index);
  }
  const found = [...groups.values()].filter((g) => g.works.length > 0);
  cache.set(ctx, found);
  return found;
}

export function groupHasGap(g: WorkGroupFinding): boolean {
  return g.contractors.length > 0 && !g.assigned;
}
