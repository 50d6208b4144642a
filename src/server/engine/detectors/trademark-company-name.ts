import type { EngineContext, Sentence } from '../types.ts';
import { isFunctionWord, isHeadingWord, isPlace } from './trademark-words.ts';

export type CompanyName = { name: string; sentence: Sentence; start: number; end: number; how: 'defined' | 'legal' | 'subject' };

// Bounded word lengths and a word-end lookahead keep every pattern linear: a 50,000-letter token cannot backtrack.
const namePart = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}'’&.+!-]{0,30}|\p{Ll}{1,12}\p{Lu}[\p{L}\p{N}]{0,20})(?![\p{L}\p{N}])`;
const name = String.raw`${namePart}(?:\s(?:of\s|and\s|&\s|de\s)?${namePart}){0,4}`;
const legal = String.raw`,?\s(?:Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Ltd\.?|Limited|LLC|L\.L\.C\.|L\.P\.|LP|plc|PLC|N\.V\.|S\.A\.|SE|AG|GmbH|PBC|Holdings?(?:,?\s(?:Inc\.?|Corp\.?|Ltd\.?))?|Group(?:,?\s(?:Inc\.?|Ltd\.?))?)(?:,?\s(?:Inc\.?|Ltd\.?))?`;

// "Omeros Corporation ("Omeros," the "Company" or "we")", "MSC Industrial Direct Co., Inc. (together with ..., MSC, the Company, we...)".
const definitionPattern = new RegExp(String.raw`\((?:[^()]{0,160}?,\s*)?(?:collectively\s|together\s)?(?:referred\sto\s(?:herein\s)?as\s)?["“']?(${name})[,.]?["”']?,?\s*(?:or\s)?(?:the\s)?["“']?(?:Company|we|us|our|Corporation|Group)\b`, 'u');
// '"Amazon.com," "we," "our"', 'we refer to "eBay" or the "Company"': a quoted name beside the pronouns it stands for.
const quotedDefinitionPattern = new RegExp(String.raw`["“](${name})[,.]?["”],?\s*(?:(?:or|and)\s)?(?:the\s)?["“]?(?:Company|we|us|our)\b`, 'u');
// "refer to MetLife, Inc.", "we mean eBay Inc.", "and Simulations Plus refers to Simulations Plus, Inc.", "of Ecomax, Inc. (hereinafter".
const referencePattern = new RegExp(String.raw`(?:refers?\sto|we\smean|means)\s(?:the\s)?(${name})${legal}|(${name})${legal}\s\((?:hereinafter|together|collectively|the\s["“]?Company|["“]?we)`, 'u');
// "The Home Depot, Inc. is ...", "Lumio Labs, Inc. ("Lumio")": a name with its legal form near the start.
const legalPattern = new RegExp(String.raw`^(?:The\s)?(${name})${legal}(?=[\s,(]|$)`, 'u');
// "Visa is one of the world's leaders", "ServiceNow was founded", "Acme Bakery is a family bakery".
const subjectPattern = new RegExp(String.raw`^(?:The\s)?(${name})\s(?:is|was|has\sbeen|operates|designs|develops|makes|manufactures|provides|offers|sells|builds|helps|began|started|works|serves|delivers|creates|enables|owns|connects|brings|aims|focuses|specializes|specialises)\b`, 'u');
const openingAt = /^At\s(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}),\s(?:we|our)\b/u;

/** Generic openings that look like a name at the start of a sentence: "General", "Overview", "The Company". */
function plausible(candidate: string): boolean {
  const words = candidate.split(/\s+/);
  if (words.every((w) => isFunctionWord(w) || isHeadingWord(w))) return false;
  if (/^(?:We|Our|The|This|These|It|In|As|Company|Business|Overview|General|Item|Part)$/i.test(words[0]!)) return false;
  return !isPlace(candidate) && candidate.length >= 2 && candidate.length <= 60;
}

/**
 * The name the text gives its own company: defined in brackets ('("Peloton," "we," "our")'), stated with its legal
 * form or as the subject of its opening sentences. Read from the opening sentences, where filings and plans
 * introduce themselves. Strongest reading first.
 */
export function findCompanyNames(ctx: EngineContext, opening = 25): CompanyName[] {
  const found: CompanyName[] = [];
  const seen = new Set<string>();
  const push = (value: string, sentence: Sentence, from: number, how: CompanyName['how']) => {
    let offset = from;
    const clean = value.replace(/[.,'’]+$/, '').replace(/^(?:Form\s10-K\sof|of)\s/, '').trim();
    if (!plausible(clean) || seen.has(clean.toLowerCase()) || /\b(?:Mr|Ms|Mrs|Dr)\.|\sand\s/.test(clean)) return;
    // The whole word: "Simulations" is not "Simulation".
    const at = sentence.text.indexOf(clean, offset);
    if (at < 0 || /[\p{L}\p{N}]/u.test(sentence.text.charAt(at + clean.length))) return;
    offset = at;
    seen.add(clean.toLowerCase());
    const start = sentence.start + offset;
    found.push({ name: clean, sentence, start, end: start + clean.length, how });
  };
  for (const sentence of ctx.sentences.slice(0, opening)) {
    const text = sentence.text;
    if (text.length > 1500 || !/\p{Lu}/u.test(text)) continue;
    // Cheap tests first: the unanchored patterns run only on sentences that can hold a definition.
    const pronoun = /\b(?:we|us|our|Company)\b/.test(text);
    const patterns = [text.includes('(') && pronoun ? definitionPattern : null, pronoun && /["“]/.test(text) ? quotedDefinitionPattern : null];
    for (const pattern of patterns) {
      const def = pattern?.exec(text);
      if (def) push(def[1]!, sentence, def.index + def[0].indexOf(def[1]!), 'defined');
    }
    const ref = /refer|mean|\(/.test(text) ? referencePattern.exec(text) : null;
    const refName = ref?.[1] ?? ref?.[2];
    if (ref && refName) push(refName, sentence, ref.index + ref[0].indexOf(refName), 'legal');
    const lg = legalPattern.exec(text);
    if (lg) push(lg[1]!, sentence, lg[0].indexOf(lg[1]!), 'legal');
    const subj = subjectPattern.exec(text) ?? openingAt.exec(text);
    // A subject reading is weaker: only in the first sentences, and not a short acronym ("GPU is ...").
    if (subj && !lg && sentence.index < 8 && !/^\p{Lu}{2,4}$/u.test(subj[1]!)) push(subj[1]!, sentence, subj[0].indexOf(subj[1]!), 'subject');
  }
  const rank = { defined: 0, legal: 1, subject: 2 } as const;
  return found.sort((a, b) => rank[a.how] - rank[b.how] || a.sentence.index - b.sentence.index);
}
