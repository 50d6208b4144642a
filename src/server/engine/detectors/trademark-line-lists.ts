import { planStructure } from './patent-structure.ts';
import type { EngineContext, Sentence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import { brandWords, listedCandidate, runs, speaksOfOthers } from './trademark-brand-lists.ts';
import { price } from './trademark-context.ts';
import { personAfter } from './trademark-people.ts';
import type { WordToken } from './trademark-text.ts';
import { isCodeLike, isFirstName, isNameLikeToken, isPlace } from './trademark-words.ts';

// A line that is a name and what it is sold as: "Strive (pet foods)", "Treeline® (hunting gear and accessories)".
const describedRest = /^\s*(?:[®™]\s*)?\(\s*\p{Ll}[^()]{0,80}\)\s*$/u;
// A line that is a name alone: "◦DDDPlus", "• MedChem Designer™".
const bareRest = /^\s*(?:[®™]\s*)?$/;
// The line before a list of bare names introduces it: "Six products that are based on mechanistic models:".
const introducesBelow = /:\s*$/;

type Shape = 'described' | 'bare' | 'dashed' | 'filler';
// A bullet that names a product and then says what it is: "the Stroud Loaf — our white sourdough".
// "- **Ore Dock Amber** (5.4%) — malty amber": a bracketed size, strength or code may sit before the dash.
const dashedRest = /^(?:\*\*|__)?\s*(?:[®™]\s*)?(?:\([^()\d]{0,15}\d[^()]{0,15}\)\s*)?[—–-]\s+(\S.*)$/su;
type Item = { sentence: Sentence; run?: WordToken[]; shape: Shape; priced?: boolean };
// "• Puppy First Splash - £30, short intro session": a price list's named item.
const priceFirst = new RegExp(`^${price}`, 'i');
// "• Yukon Crunch salad mix - $8.00", "- Sinai Heat (with chilli and thyme) - EGP 210": the name, what it is in a few
// lower-case words or in brackets, then the price.
const goodsThenPrice = new RegExp(String.raw`^(?:(?:\s\p{Ll}[\p{L}-]*){1,3}|\s*\([^()]{1,80}\))\s[—–-]\s${price}`, 'u');

// "* Sunrise Valley Walk — start after the balloons go up, 3 hours, €35": what it is, then its price to close the line.
const priceLast = new RegExp(String.raw`[,;]\s*${price}[\d.,]*(?:\s*(?:per\s+\p{L}+|each|pp|p\.p\.))?\s*\.?$`, 'u');

// "- Scrubline: $349 per month", "- Sunset Lovo Night (earth-oven feast): FJD 75 per person".
const colonThenPrice = new RegExp(String.raw`^(?:\s*\([^()]{1,80}\))?\s*:\s*${price}`, 'i');
// "- Snout Club membership: £50/month": a price per month, person or session sells a thing; a loan or a grant is a sum.
const colonThenUnitPrice = new RegExp(
  String.raw`^(?:\s\p{Ll}[\p{L}-]*){0,2}(?:\s*\([^()]{1,80}\))?\s*:\s*${price}[\d.,]*\s*(?:\/|per\b|a\s+(?:month|week|year|person|night|session|class|visit)\b|each\b)`,
  'iu',
);

function lineStart(ctx: EngineContext, sentence: Sentence): number {
  return ctx.text.lastIndexOf('\n', sentence.start - 1) + 1;
}

/** The sentence opens its line, save a bullet before it: "◦ DDDPlus". */
function opensLine(ctx: EngineContext, sentence: Sentence): boolean {
  return /^[\s•·▪◦●*-]*$/.test(ctx.text.slice(lineStart(ctx, sentence), sentence.start));
}

function itemOf(ctx: EngineContext, sentence: Sentence): Item | undefined {
  if (sentence.text.length > 240 || !opensLine(ctx, sentence)) return undefined;
  const lead = ctx.text.slice(lineStart(ctx, sentence), sentence.start);
  // "- **Slack Tide**" is a bullet; "**Customers**" is a bold heading, not one.
  const bullet = /[•·▪◦●]|[*-](?=\s)/.test(lead);
  const bold = /\*\*|__/.test(lead);
  const the = /^the\s+/i.exec(sentence.text)?.[0].length ?? 0;
  // "the Stroud Loaf —", "**Slack Tide** —": an article or bold type before the name says it is one.
  const marked = the > 0 || bold;
  const run = runs(sentence)[0];
  const named = run && run.length <= 4 && run[0]!.start === sentence.start + the ? run : undefined;
  const rest = named ? sentence.text.slice(named.at(-1)!.end - sentence.start) : '';
  // A bold label with a dash ("**Privacy Ready** - our training programme") is a list line; a bold heading is not.
  const boldLabel = bold && /(?:\*\*|__)\s*[—–-]\s/.test(sentence.text);
  const dashed = named && (bullet || boldLabel) ? dashedRest.exec(rest) : null;
  // Without "the", a dashed bullet of plain words heads a topic ("Reducing Water Consumption – we ..."): coined only.
  // A price list item of two or more capitalised words is a named product, even written plain ("Puppy First Splash").
  const priced =
    (dashed !== null && (priceFirst.test(dashed[1]!) || priceLast.test(dashed[1]!)) && (marked || named!.length >= 2)) ||
    (named !== undefined && bullet && named.length >= 2 && named.every((t) => /\p{L}/u.test(t.core)) && goodsThenPrice.test(rest)) ||
    // "- Scrubline: $349 per location per month": a coined name, a colon, its price. Not a budget line ("Revenue
    // FY24-25: $...", "USDA Grant: $...", "Pattern PDFs: $..."): no codes or acronyms.
    (named !== undefined &&
      bullet &&
      !named.some((t) => /\d|^\p{Lu}{2,}s?$/u.test(t.core)) &&
      ((named.some(isNameLikeToken) && colonThenPrice.test(rest)) || (named.length >= 2 && colonThenUnitPrice.test(rest))));
  // "- Ridgeback Tomme — our mild hard cheese": a line that goes on to say what the thing is, as ours or as a kind,
  // names it; a topic goes on to say what we do ("Reducing Water Consumption – we ...").
  const described = dashed !== null && /^(?:our|my|a|an)\s+(?!(?:new|few|lot|bit|little|big)\b)\p{Ll}/u.test(dashed[1]!);
  if (priced || (dashed && !personAfter.test(dashed[1]!) && (marked || described || named!.some(isNameLikeToken)))) return { sentence, run: named, shape: 'dashed', priced };
  const lineEnd = ctx.text.indexOf('\n', sentence.end);
  const wholeLine = ctx.text.slice(sentence.end, lineEnd < 0 ? ctx.text.length : lineEnd).trim() === '';
  if (named && !the && wholeLine && sentence.text.length <= 120) {
    if (describedRest.test(rest) && !personAfter.test(rest)) return { sentence, run: named, shape: 'described' };
    if (bullet && bareRest.test(rest)) return { sentence, run: named, shape: 'bare' };
  }
  return bullet || boldLabel ? { sentence, shape: 'filler' } : undefined;
}

// Other bullets may stand between the dashed ones ("- a seeded rye, a spelt tin"); they name nothing.
const joins = (a: Shape, b: Shape) => a === b || (a === 'dashed' && b === 'filler') || (a === 'filler' && b === 'dashed');

/** Runs of consecutive list lines of one shape. */
function lineGroups(ctx: EngineContext): Item[][] {
  const groups: Item[][] = [];
  let group: Item[] = [];
  let last = -2;
  for (const sentence of ctx.sentences) {
    const item = itemOf(ctx, sentence);
    const prev = group.at(-1);
    // A bullet's further sentences continue it ("— sells out by 10am. Ask early."): they neither end nor join the list.
    if (!item && prev && last === sentence.index - 1 && (prev.shape === 'dashed' || prev.shape === 'filler') && !opensLine(ctx, sentence)) {
      last = sentence.index;
      continue;
    }
    if (item && prev && joins(prev.shape, item.shape) && last === sentence.index - 1) group.push(item);
    else {
      if (group.length) groups.push(group);
      group = item ? [item] : [];
    }
    last = sentence.index;
  }
  if (group.length) groups.push(group);
  return groups;
}

const rewardHeading = /^(?:(?:backer |kickstarter |campaign )?rewards?|pledges?|pledge (?:levels?|tiers?)|reward (?:levels?|tiers?)|perks)$/i;

/** A place, a given name, or someone the text has already shown to be a person ("Hemi Walker (MD)", then "Hemi – ..."). */
function personOrPlace(run: WordToken[], people: ReadonlySet<string>): boolean {
  const words = run.map((t) => t.core);
  return isPlace(words.join(' ')) || isFirstName(words[0]!) || words.every((w) => people.has(w.toLowerCase()));
}

/**
 * Names the text lists one a line as its own range: three or more lines that each hold a name and, in brackets,
 * the goods it is sold on ("Strive (pet foods)"); two or more bullets that open with a name and a dash saying what it
 * is ("the Stroud Loaf — our white sourdough"), other bullets between them; or two or more bulleted lines that each
 * hold only a name, under a line that introduces them ("Six products ...:"), most of them coined ("DILIsym"). Lists in a
 * section about others, or introduced as others' ("Our competitors include:"), are theirs. One list, one family.
 */
export function withLineLists(ctx: EngineContext, candidates: NameCandidate[], thirdSections: ReadonlySet<number>, people: ReadonlySet<string>): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  const added: NameCandidate[] = [];
  const structure = planStructure(ctx);
  for (const all of lineGroups(ctx)) {
    const first = all[0]!.sentence;
    const lead = ctx.sentences[first.index - 1]?.text ?? '';
    const group = all.filter((item): item is Item & { run: WordToken[] } => item.run !== undefined);
    const shape = group[0]?.shape;
    if (!shape || all.some((item) => thirdSections.has(item.sentence.index)) || speaksOfOthers(lead)) continue;
    // "## Rewards" on a crowdfunding page: "Super Early Bird – 1 × Hamon Guide – ¥4,800" is a pledge level, not a name.
    if (rewardHeading.test(structure.sections[structure.sectionOf[first.index] ?? 0]?.title ?? '')) continue;
    // One dashed bullet among others is a list item like any; a priced one names what the list sells.
    if ((shape === 'described' && group.length < 3) || (shape === 'dashed' && group.length < 2 && !group[0]!.priced)) continue;
    if (shape === 'bare') {
      const coined = group.filter((item) => item.run.some(isNameLikeToken)).length;
      if (group.length < 2 || !introducesBelow.test(lead) || coined < group.length / 2) continue;
    }
    for (const { sentence, run } of group) {
      // Each line opens with its name: its capital is the name's, not the sentence's.
      const coined = run.some(isNameLikeToken);
      if (personOrPlace(run, people) || !(brandWords(run) || coined)) continue;
      const candidate = listedCandidate(ctx, run, sentence, known, { list: first.index, nameLike: coined });
      if (candidate) added.push(candidate);
    }
  }
  return [...candidates, ...added];
}

// A table whose first column lists what the business sells: "| Service | What's included | Price |".
// Not "Item" (a table of costs) and not "Program" (a pipeline of drug codes).
const offerColumn = /^(?:services?|products?|packages?|plans?|tiers?|range|offers?|offerings?|boxes|box|menu items?|courses?|classes|kits?|bundles?|memberships?)$/i;

const genericColumn =
  /^(?:items?|units?|packs?|pack sizes?|rooms?|costs?|expenses?|category|categories|lines?|roles?|positions?|staff|months?|years?|quarters?|phases?|stages?|channels?|segments?|customers?|clients?|size|sizes|type|types|source|sources|scenario|total)$/i;
const priceColumn = /\b(?:prices?|pricing|fees?|retail|wholesale|rrp|rates?|tuition)\b/i;

// A row of a markdown table, or of a table pasted from a spreadsheet (cells between tabs).
const isRow = (text: string) => text.startsWith('|') || /\t[^\t]*\t/.test(text);

function cells(line: string): string[] {
  if (!line.startsWith('|')) return line.split('\t').map((c) => c.trim());
  return line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
}

/**
 * Names in the first column of a text table of the business's offer ("| LedgerLight Monthly | monthly bookkeeping |
 * £85 |", or the same cells between tabs): each row whose first cell is a name alone, under a header that says the column lists services or products.
 */
export function withTableNames(ctx: EngineContext, candidates: NameCandidate[], thirdSections: ReadonlySet<number>, people: ReadonlySet<string>): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  const added: NameCandidate[] = [];
  let table: number | undefined;
  let previousEnd = -1;
  for (const sentence of ctx.sentences) {
    // A row goes on the table only on the very next line: a blank line or prose between starts another table.
    const nextLine = previousEnd >= 0 && !/\n[^\S\n]*\n/.test(ctx.text.slice(previousEnd, sentence.start));
    if (!isRow(sentence.text) || !opensLine(ctx, sentence)) {
      table = undefined;
      previousEnd = -1;
      continue;
    }
    if (!nextLine) table = undefined;
    previousEnd = sentence.end;
    const row = cells(sentence.text);
    const first = row[0] ?? '';
    if (/^:?-{3,}:?$/.test(first)) continue;
    if (table === undefined) {
      // The header row decides what the table lists.
      // So does a price column beside it ("| Coffee | Type | Wholesale (per kg) |", "| Programme | ... | Monthly fee |").
      const priced = row.slice(1).some((c) => priceColumn.test(c));
      // Not a column of units, items or costs ("| Unit | Price per night |"): those are kinds of thing, not names.
      const offerLike = priced && /^\p{Lu}[\p{Ll}-]+$/u.test(first) && !genericColumn.test(first);
      table = (offerColumn.test(first) || offerLike) && !thirdSections.has(sentence.index) ? sentence.index : -1;
      continue;
    }
    if (table < 0) continue;
    const run = runs(sentence)[0];
    if (!run || ctx.text.slice(run[0]!.start, run.at(-1)!.end) !== first || run.length > 5) continue;
    if (personOrPlace(run, people) || run.every(isCodeLike) || !(brandWords(run) || run.some(isNameLikeToken))) continue;
    const candidate = listedCandidate(ctx, run, sentence, known, { list: table, nameLike: run.some(isNameLikeToken) });
    if (candidate) added.push(candidate);
  }
  return [...candidates, ...added];
}
