import type { EngineContext, Sentence } from '../types.ts';
import { planStructure } from './patent-structure.ts';
import { looksLikePersonName, personCopula } from './trademark-people.ts';
import { firmFounded, gluedHeading, madeThing, namedMidSentence, ordinaryWord, saidAgain, usedAsPlace, usedOften } from './trademark-company-report.ts';
import { actsTwice, looksLikeLowerName, lowerActor, lowerSubject, quotedAsName, quotedNaming, settledName, usedThrice } from './trademark-informal-names.ts';
import { businessField, businessNameLabel, fieldLabel, lowerFieldValue, lowerPlanTitle, lowerTitleName, noNameAnswer, productFieldLabel, questionField } from './trademark-form-fields.ts';
import { companyKindWords, isCoined, isFirstName, isFunctionWord, isHeadingWord, isLegalSuffix, isNonNameWord, isPlace } from './trademark-words.ts';

export type CompanyName = { name: string; sentence: Sentence; start: number; end: number; how: 'defined' | 'field' | 'legal' | 'subject' | 'product' };

// Bounded word lengths and a word-end lookahead keep every pattern linear: a 50,000-letter token cannot backtrack.
const namePart = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}'’&.+!-]{0,30}|\p{Ll}{1,12}\p{Lu}[\p{L}\p{N}]{0,20})(?![\p{L}\p{N}])`;
// Connectors inside a name: "Bank of America", "Crown and Coil", "Tails of the City", "Nora's on the Prom", "Ritmo de Quintal".
const connector = String.raw`(?:(?:of|on|at|in|by)\s(?:the\s)?|and\s|&\s|(?:de|del|da|do|du|la|le)\s)`;
const name = String.raw`${namePart}(?:\s${connector}?${namePart}){0,4}`;
// Two-word forms first, so that "KhetSense Agritech Pvt. Ltd." and "Imvelo Build (Pty) Ltd" end at their names.
const legal = String.raw`,?\s(?:\(?Pty\)?\.?\s(?:Ltd\.?|Limited)|Pvt\.?\s(?:Ltd\.?|Limited)|Private\sLimited|Sdn\.?\sBhd\.?|S\.n\.c\.|S\.a\.s\.|Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Ltd\.?|Limited|LLC|L\.L\.C\.|L\.P\.|LP|plc|PLC|N\.V\.|S\.A\.|SE|AG|GmbH|PBC|Ltda\.?|SpA|S\.p\.A\.|S\.r\.l\.|Srl|SARL|CIC|NPC|Holdings?(?:,?\s(?:Inc\.?|Corp\.?|Ltd\.?))?|Group(?:,?\s(?:Inc\.?|Ltd\.?))?)(?:,?\s(?:Inc\.?|Ltd\.?))?`;

// "Halvora Corporation ("Halvora," the "Company" or "we")", "QRS Industrial Supply Co., Inc. (together with ..., QRS, the Company, we...)".
const definitionPattern = new RegExp(String.raw`\((?:[^()]{0,160}?,\s*)?(?:collectively\s|together\s)?(?:referred\sto\s(?:herein\s)?as\s)?["“']?(${name})[,.]?["”']?,?\s*(?:or\s)?(?:the\s)?["“']?(?:Company|we|us|our|Corporation|Group)\b`, 'u');
// '"Amazon.com," "we," "our"', 'we refer to "eBay" or the "Company"': a quoted name beside the pronouns it stands for.
const quotedDefinitionPattern = new RegExp(String.raw`["“](${name})[,.]?["”],?\s*(?:(?:or|and)\s)?(?:the\s)?["“]?(?:Company|we|us|our)\b`, 'u');
// "refer to Brivanta, Inc.", "we mean zenTrova Inc.", "and Modelling Plus refers to Modelling Plus, Inc.", "of Quivaro, Inc. (hereinafter".
const referencePattern = new RegExp(String.raw`(?:refers?\sto|we\smean|means)\s(?:the\s)?(${name})${legal}|(${name})${legal}\s\((?:hereinafter|together|collectively|the\s["“]?Company|["“]?we)`, 'u');
// "The Garden Yard, Inc. is ...", "Lumio Labs, Inc. ("Lumio")": a name with its legal form near the start.
const legalPattern = new RegExp(String.raw`^(?:The\s)?(${name})${legal}(?=[\s,(]|$)`, 'u');
// "**Rayon Vert** (SAS, Lyon 4e) refurbishes bicycles": the legal form in brackets, with the seat after it.
const bracketedLegalPattern = new RegExp(String.raw`^\**(?:The\s)?(${name})\**\s\((?:SAS|SASU|SARL|EURL|SA|GmbH|UG|AB|AS|ApS|Oy|BV|NV|SRL|Srl|SpA|Ltd|LLC|Inc|Lda|Ltda|SL|S\.L\.|Pty\sLtd)[,)]`, 'u');
// "Quivaro is one of the world's leaders", "TaskHarbor was founded", "Acme Bakery is a family bakery".
// A gloss may stand between: 'Tika Away ("flower weaving" in Quechua) is an association'.
// "Where Azetta is today": a heading's question word opens no name.
const subjectPattern = new RegExp(String.raw`^(?:The\s|(?:Where|What|How|Why|When|Who)\s(?=\p{Lu}))?(${name})\s(?:\([^()]{1,60}\)\s)?(?:(?:is|was)(?!\s+(?:\d|about\b|around\b|over\b|under\b|up\b|down\b|full\b|long\b|short\b))|has\sbeen|operates|designs|develops|makes|manufactures|provides|offers|sells|builds|helps|began(?!\s+\p{Lu})|started(?!\s+\p{Lu})|works|serves|delivers|creates|enables|owns|connects|brings|aims|focuses|specializes|specialises)\b`, 'u');
const authorFirm = new RegExp(String.raw`\s(?:${companyKindWords}|Advisory|Partners|Associates|Consultants|Agency|Collective|Co-?op|Ltd\.?|LLC|Inc\.?|GmbH|Pty)$`);
const weStartedPattern = new RegExp(String.raw`\b(?:[Ww]e|I)\s+(?:(?:co-?)?founded|started|set\sup)\s+(${name})\s+(?:back\s+)?in\s+\d{4}\b`, 'u');
// "**Tide & Totara** runs small-group kayak trips": a business, bold or not, doing what businesses do.
const runsPattern = new RegExp(String.raw`^(${name})[*_]*\s(?:runs(?!\s+(?:on|off|out|in|at)\b)|organi[sz]es|hosts|teaches)\b`, 'u');
// 'the terms "we," "our," "us," "Acme," and the "Corporation" mean Acme Corporation': the one quoted name among the
// quoted pronouns. Read only in a sentence that quotes two pronouns (see quotedPronouns).
const quotedTerm = /["“]([^"”]{1,40}?)[,.]?["”]/gu;
const quotedPronouns = /["“](?:we|us|our)[,.]?["”][^"”]{0,20}["“](?:we|us|our)[,.]?["”]/iu;
const pronounTerm = /^(?:we|us|our|ours|the\s)?(?:Company|Corporation|Registrant|Issuer|Partnership|Group|Parent|Subsidiaries|we|us|our|ours)$/i;
const wholeName = new RegExp(String.raw`^${name}$`, 'u');
// The answer opens with the name and goes on to say what it does: "Kinso Foods turns okara into ...".
const answerValue = new RegExp(String.raw`^(?:The\s)?(${name})(?:${legal})?(?=[\s,(;:—–-]|$)`, 'u');
// "KineMóvil — kinesiología a domicilio": a dash may follow the name with what it does.
const fieldValue = new RegExp(String.raw`^(?:The\s)?(${name})(?:${legal})?(?=\s*(?:[,(;—–]|\s-\s|$))`, 'u');
// "# Chapter and Verse — plan notes", "Nora's on the Prom": a title that is a name, alone or before a dash or colon.
const titleName = new RegExp(String.raw`^(?:#{1,3}\s+)?(${name})\s*(?:$|[—–:|(]|\s-\s)`, 'u');
const openingAt = /^At\s(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}),\s(?:we|our)\b/u;

const clauseOpener = /^(?:While|Whilst|Although|Though|If|When|Whenever|Whereas|Because|Since|Unless|Until|After|Before|Once|But|And|Or|So|Yet|However)$/;

/**
 * Generic openings that look like a name at the start of a sentence: "General", "Overview", "The Company". A name
 * given its legal form or defined as the company ("Harvest Corporation") is a name even when the word is generic.
 */
function plausible(ctx: EngineContext, candidate: string, how: CompanyName['how']): boolean {
  const words = candidate.split(/\s+/);
  if (words.every((w) => isFunctionWord(w) || isLegalSuffix(w))) return false;
  // "English is my second language", "Dad is retired": a subject reading needs one word that can name something,
  // or to be a name of words the text keeps capitalised in its sentences ("with Southern Power focusing on").
  // "While Zedra is the bureau most lenders use": a clause's opening word heads no name.
  if (how === 'subject' && clauseOpener.test(words[0]!)) return false;
  if (how === 'subject' && words.every((w) => isFunctionWord(w) || isHeadingWord(w) || isNonNameWord(w)) && !(words.length >= 2 && namedMidSentence(ctx, candidate))) return false;
  // "As you know I've been trading as ...": a pronoun with its contraction is the writer, never a name.
  if (/^(?:We|Our|The|This|These|It|In|As|Company|Business|Overview|General|Item|Part|I|You|(?:I|We|You|They)['’](?:ve|m|re|d|ll))$/i.test(words[0]!)) return false;
  return !isPlace(candidate) && candidate.length >= 2 && candidate.length <= 60;
}

/**
 * The names listed in the brackets just before the defined one, with only pronouns between them ('(“Quellant,” “QTX,”
 * the “Company”)', '(we, us, our, qPhoria, qPhoria, Inc or the Company)'), first first. A name joined otherwise ('("BRC"
 * and together with Brenmar Inc., "Brenmar")') is another entity.
 */
function bracketNames(text: string, at: number): { name: string; at: number }[] {
  const open = text.lastIndexOf('(', at);
  if (open < 0 || at - open > 200 || text.slice(open, at).includes(')')) return [];
  const names: { name: string; at: number }[] = [];
  let end = at;
  for (let comma = text.lastIndexOf(',', end - 1); end > open + 1; comma = text.lastIndexOf(',', end - 2)) {
    const from = Math.max(comma, open) + 1;
    const term = text
      .slice(from, end)
      .replace(/^[\s"“”'‘’]+|[\s"“”'‘’,.]+$/g, '')
      .replace(/^(?:(?:or|and)\s+)?(?:the\s+)?[“"']?/i, '');
    end = from;
    if (!term) continue;
    if (pronounTerm.test(term)) continue;
    if (!wholeName.test(term) || term.split(/\s+/).every(isLegalSuffix)) break;
    names.unshift({ name: term, at: from });
    if (comma < open) break;
  }
  return names;
}

/** "Embalara Tecnologia Ltda" -> "Embalara Tecnologia": a company form the name pattern took for a word of the name. */
function withoutLegalForm(value: string): string {
  const words = value.split(/\s+/);
  while (words.length > 1 && isLegalSuffix(words.at(-1)!)) words.pop();
  return words.join(' ');
}

const othersSectionTitle = /\b(?:competition|competitors?|competitive|rivals?|alternatives|market|suppliers?|partners?|customers)\b/i;


/**
 * The name the text gives its own company: defined in brackets ('("Peloton," "we," "our")'), stated with its legal
 * form or as the subject of its opening sentences. Read from the opening sentences, where filings and plans
 * introduce themselves. Strongest reading first.
 */
export function findCompanyNames(ctx: EngineContext, opening = 25): CompanyName[] {
  const found: CompanyName[] = [];
  const seen = new Set<string>();
  const push = (value: string, sentence: Sentence, from: number, how: CompanyName['how'], quoted = false): string | undefined => {
    let offset = from;
    const clean = value.replace(/[.,'’]+$/, '').replace(/^(?:Form\s10-K\sof|of)\s/, '').trim();
    if (!plausible(ctx, clean, how) || seen.has(clean.toLowerCase()) || /\b(?:Mr|Ms|Mrs|Dr)\./.test(clean)) return;
    // "Amara and Tunde are ...", "Growth in Kenya is ...": words joined in lower case make one name only when the text
    // says it again, the whole of it ("CROWN AND COIL HAIR STUDIO", then "Crown and Coil is a natural hair salon").
    if (/\s\p{Ll}/u.test(clean) && !quoted && !saidAgain(ctx, clean)) return;
    // The whole word: "Modellings" is not "Modelling".
    const at = sentence.text.indexOf(clean, offset);
    if (at < 0 || /[\p{L}\p{N}]/u.test(sentence.text.charAt(at + clean.length))) return;
    offset = at;
    seen.add(clean.toLowerCase());
    const start = sentence.start + offset;
    found.push({ name: clean, sentence, start, end: start + clean.length, how });
    return clean;
  };
  const structure = planStructure(ctx);
  const othersSection = (index: number) => othersSectionTitle.test(structure.sections[structure.sectionOf[index] ?? -1]?.title ?? '');
  // "Q1. Venture name and one-line description (max 30 words)": a form's question whose answer is the next line.
  let asked = false;
  const projects = new Set<string>();
  // A report that defines its company ('("TJX," "we")') founded its chains too: "We founded TJ Maxx in 1976" is a brand.
  const startedNames = new Set<string>();
  const foundedFirm = /\b(?:co-?)?founders?\s+of\s+\p{Lu}/u.test(ctx.text.slice(0, 2000));
  // Whether the form asks for the business's name apart from the applicant's: read once, and only if an applicant field comes.
  let asksBusinessName: boolean | undefined;
  for (const sentence of ctx.sentences.slice(0, opening)) {
    const text = sentence.text;
    // "## Competition - Tumbleweed Tiny House Company (large, ...)": another business, however it is introduced.
    if (text.length > 1500 || othersSection(sentence.index)) continue;
    // A name written in lower case: only when the text keeps writing it so (three times at least) and no dictionary knows it.
    const lower = sentence.index < 8 ? lowerSubject.exec(text) : null;
    const lowerName = lower && isCoined(lower[1]!) ? lower[1]! + lower[2]! : undefined;
    if (lowerName && usedThrice(ctx, lowerName)) push(lowerName, sentence, 0, 'subject');
    const actor = sentence.index < 8 && !lowerName ? lowerActor.exec(text) : null;
    if (actor && isCoined(actor[1]!) && (usedThrice(ctx, actor[1]!) || actsTwice(ctx, actor[1]!))) push(actor[1]!, sentence, actor[0].indexOf(actor[1]!), 'subject');
    // "- name = copal tours (domain bought, ig handle ok)": a note settling the name, typed as the notes are.
    const settled = text.includes('name') ? settledName.exec(text) : null;
    if (settled && !isFirstName(settled[1]!.split(/\s/)[0]!)) push(settled[1]!, sentence, settled[0].indexOf(settled[1]!), 'field', true);
    const quotedName = text.includes('name') ? quotedNaming.exec(text) : null;
    if (quotedName) push(quotedName[1]!, sentence, quotedName.index + quotedName[0].indexOf(quotedName[1]!), 'field', true);
    const weighed = text.includes('name') ? quotedAsName.exec(text) : null;
    if (weighed && isCoined(weighed[1]!)) push(weighed[1]!, sentence, weighed.index + 1, 'field', true);
    // "rise up bakehouse - plan (short)": a title typed in lower case, ending in a kind of business, labels the plan as a
    // form's field does, and once is enough (as for a quoted name), however ordinary its words.
    const lowerTitle = sentence.index === 0 ? lowerTitleName.exec(text) : null;
    if (lowerTitle) push(lowerTitle[1]!, sentence, lowerTitle[0].indexOf(lowerTitle[1]!), 'field', true);
    // "business plan - adwoa's braid studio & academy": a lower-case title naming the plan's business, when the name
    // shows itself as one ("&", a possessive, a word no dictionary knows); "window cleaning - business plan" does not.
    // Read on the whole first line: "derwent paddle co. — business plan" is two sentences to the splitter.
    const planTitle = sentence.index === 0 ? lowerPlanTitle.exec(ctx.text.slice(sentence.start).split('\n', 1)[0]!) : null;
    const planTitleName = planTitle?.[1] ?? planTitle?.[2];
    if (planTitleName && looksLikeLowerName(planTitleName)) push(planTitleName, sentence, planTitle![0].indexOf(planTitleName), 'field', true);
    // "business name: nasrin tailoring & fashion": the form's answer, typed in lower case.
    const nameLabel = text.length < 200 ? businessNameLabel.exec(text) : null;
    const lowerAnswer = nameLabel ? lowerFieldValue.exec(text.slice(nameLabel[0].length))?.[1] : undefined;
    if (lowerAnswer && !noNameAnswer.test(lowerAnswer) && lowerAnswer.split(/\s+/).length <= 6) push(lowerAnswer, sentence, nameLabel![0].length, 'field', true);
    if (!/\p{Lu}/u.test(text)) continue;
    // Cheap tests first: the unanchored patterns run only on sentences that can hold a definition.
    const pronoun = /\b(?:we|us|our|Company)\b/.test(text);
    const patterns = [text.includes('(') && pronoun ? definitionPattern : null, pronoun && /["“]/.test(text) ? quotedDefinitionPattern : null];
    let defined = false;
    for (const pattern of patterns) {
      const def = pattern?.exec(text);
      if (!def) continue;
      const at = def.index + def[0].indexOf(def[1]!);
      // '(“Quellant,” “QTX,” the “Company”)': every name in the brackets is the company's, the first its main one.
      for (const alias of bracketNames(text, at)) push(alias.name, sentence, alias.at, 'defined');
      push(def[1]!, sentence, at, 'defined');
      defined = true;
    }
    if (!defined && pronoun && quotedPronouns.test(text)) {
      for (const q of text.matchAll(quotedTerm)) {
        const term = q[1]!.trim();
        if (pronounTerm.test(term) || !wholeName.test(term)) continue;
        push(term, sentence, q.index, 'defined');
        break;
      }
    }
    const productField = productFieldLabel.exec(text);
    const productValue = productField ? fieldValue.exec(text.slice(productField[0].length)) : null;
    if (productValue) push(withoutLegalForm(productValue[1]!), sentence, productField![0].length, 'product');
    const field = asked || productField ? null : fieldLabel.exec(text);
    const value = asked ? answerValue.exec(text) : field ? fieldValue.exec(text.slice(field[0].length)) : null;
    const at = field ? field[0].length : 0;
    asked = questionField.test(text);
    // Not a person applying in their own name ("Applicant: Gareth Evans, Llandeilo", "Name of applicant: Rajinder (Raj) Sandhu").
    // "Prepared by: Kestrel Advisory": an author field names a firm only by its kind; most often it names a person.
    const byFirm = !field || !/^\W*(?:prepared|submitted)/i.test(field[0]) || authorFirm.test(value?.[1] ?? '');
    // "Name of applicant: Mulugeta Haile" above "Business name: Tesfa Bunna Washing Station": the form asks for both, so
    // the applicant is the person.
    const personApplying = field !== null && /applicant/i.test(field[0]) && (asksBusinessName ??= businessField.test(ctx.text)) && /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){1,2}$/u.test(value?.[1] ?? '');
    const fieldName = value && byFirm && !personApplying && !noNameAnswer.test(value[1]!.toLowerCase()) && !looksLikePersonName(field ? text.slice(at).trim() : value[1]!) ? push(withoutLegalForm(value[1]!), sentence, at, 'field') : undefined;
    if (fieldName && field && /project/i.test(field[0])) projects.add(fieldName);
    const ref = /refer|mean|\(/.test(text) ? referencePattern.exec(text) : null;
    const refName = ref?.[1] ?? ref?.[2];
    if (ref && refName) push(refName, sentence, ref.index + ref[0].indexOf(refName), 'legal');
    const glued = gluedHeading(ctx, text);
    const lg = legalPattern.exec(text.slice(glued)) ?? bracketedLegalPattern.exec(text.slice(glued));
    if (lg) push(withoutLegalForm(lg[1]!), sentence, glued + lg[0].indexOf(lg[1]!), 'legal');
    // "Since we started Atelier Mistral in 2019": what the writers founded is their company, whatever leads the text.
    const started = /\b(?:started|founded|set)\b/.test(text) ? weStartedPattern.exec(text) : null;
    const startedName = started ? push(started[1]!, sentence, started.index + started[0].indexOf(started[1]!), 'legal') : undefined;
    if (startedName) startedNames.add(startedName);
    // Other names in a title are read as capitalised runs; one joined in lower case would be split there.
    const title = sentence.index === 0 ? titleName.exec(text) : null;
    if (title && /\s\p{Ll}/u.test(title[1]!)) push(title[1]!, sentence, title[0].indexOf(title[1]!), 'subject');
    // "Today Delgado & Sons Plumbing runs 31 trucks": a word of time before the subject is not part of its name.
    const from = glued + (/^(?:Today|Now|Currently|Nowadays|These days|This year)(?:,\s*|\s+)(?=\p{Lu})/u.exec(text.slice(glued))?.[0].length ?? 0);
    const opening = text.slice(from);
    const subj = subjectPattern.exec(opening) ?? runsPattern.exec(opening) ?? openingAt.exec(opening);
    // A subject reading is weaker: only in the first sentences, and not a short acronym ("GPU is ...").
    // Nor an ordinary word the text also writes in lower case ("Pruning is the largest labour cost ... pruning falls").
    // Nor a person introduced by role ("Jonah was a finish carpenter").
    // A lone given name is a person whatever follows ("Jess is a draughtsperson").
    const person = subj !== null && (isFirstName(subj[1]!) || personCopula.test(text.slice(subj.index + subj[0].indexOf(subj[1]!) + subj[1]!.length)));
    // "Ledger & Loom is a trading game", under "founder of Mill Lane Games": a product the company makes, not the
    // company ("PalayDoc is a mobile app" names both when nothing else names the firm).
    const product = subj !== null && foundedFirm && madeThing(text.slice(from + subj.index + subj[0].indexOf(subj[1]!) + subj[1]!.length));
    // A short acronym or a word is the company when the text says it was founded, or names it again and again.
    const strong = subj !== null && (firmFounded.test(opening.slice(subj.index + subj[0].indexOf(subj[1]!) + subj[1]!.length)) || usedOften(ctx, subj[1]!));
    const weak = subj !== null && (/^\p{Lu}{2,4}$/u.test(subj[1]!) || ordinaryWord(ctx, subj[1]!));
    if (subj && !lg && !person && !product && sentence.index < 8 && (strong ? !isPlace(subj[1]!) : !weak && !usedAsPlace(ctx, subj[1]!))) push(subj[1]!, sentence, from + subj[0].indexOf(subj[1]!), 'subject');
  }
  // A form's field names its applicant; the form's own header ("GCB BANK PLC") names whoever issued it.
  const rank = { defined: 0, field: 1, legal: 2, subject: 3, product: 4 } as const;
  // "Project name: TermoPie" beside "Empresa: Salud Andante": the company field names the company, the project its product.
  if (found.some((n) => n.how === 'field' && !projects.has(n.name))) for (const n of found) if (n.how === 'field' && projects.has(n.name)) n.how = 'product';
  const kept = found.some((n) => n.how === 'defined') ? found.filter((n) => !startedNames.has(n.name)) : found;
  return kept.sort((a, b) => rank[a.how] - rank[b.how] || a.sentence.index - b.sentence.index);
}
