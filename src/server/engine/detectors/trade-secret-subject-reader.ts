// Reads the subjects of a clause: the information it names that a business may keep secret (a recipe, a data set,
// a client list), by its noun phrase, and the clauses and asides of a sentence they sit in.
import type { Sentence } from '../types.ts';
import {
  customerWords,
  leadingVerbPattern,
  listOfPattern,
  measuredRatePattern,
  notSubjectFollower,
  otherLanguageSubjectWords,
  publicModifierPattern,
  secretSubjectWords,
  supplierWords,
  type SecretCategory,
} from '../lexicons/trade-secret-subjects.ts';
import { nounPhraseAt } from '../text/noun-phrases.ts';
import { eachMatch, hasAny, PhraseIndex, wordSet, type Tokens } from '../text/tokens.ts';

export type Subject = {
  text: string;
  category: SecretCategory;
  sentence: Sentence;
  /** Named inside a dash, bracket or colon aside: a detail of the subject before it. */
  detail: boolean;
};

const subjects = new PhraseIndex<SecretCategory>(secretSubjectWords);
const listWords = wordSet('list,lists');

const mediaProgrammePattern = /^(?:video|film|tv|television|radio|podcast|yoga|fitness|exercise|workout|class|classes|online|training|teaching|education|educational|mentoring|mentorship|apprenticeship|coaching|certification|learning|loyalty|membership|referral|rewards?|ambassador|affiliate)$/i;

export type Clause = { text: string; offset: number; firstToken: number; lastToken: number };

export function clausesOf(sentence: Sentence, tokens: Tokens): Clause[] {
  const out: Clause[] = [];
  let offset = 0;
  for (const part of sentence.text.split(';')) {
    const end = offset + part.length;
    let first = tokens.starts.findIndex((s) => s >= offset);
    if (first < 0) first = tokens.words.length;
    let last = first;
    while (last < tokens.words.length && tokens.starts[last]! < end) last++;
    out.push({ text: part, offset, firstToken: first, lastToken: last });
    offset = end + 1;
  }
  return out;
}

// A bracket aside holds no other opening bracket: with [^)]* a text of 60,000 unclosed "(" was rescanned from
// each of them (quadratic, 8 s); [^()]* stops at the next one.
const asidePattern = /\s[—–]\s[^—–]+\s[—–]\s|\([^()]*\)|:\s[^;]*/g;

/** Dash, bracket and colon asides: subjects inside them detail the subject before them. */
export function asides(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!/[—–(:]/.test(text)) return spans;
  eachMatch(asidePattern, text, (m) => spans.push([m.index, m.index + m[0].length]));
  return spans;
}

const recipientBefore = /\b(?:give|gives|send|sends|show|shows|share|shares)\b[^.;]*?\b(?:to|with)\s+(?:(?:the|our|any|their|its)\s+)?(?:[\w-]+\s+)?$/i;
const recordNoun = /^(?:file|files|sheet|sheets|book|books|log|logs|logbook|notebook|spreadsheet|folder|document|card|cards)$/i;

export function subjectsIn(sentence: Sentence, tokens: Tokens, clause: Clause, inside: [number, number][]): Subject[] {
  const found: Subject[] = [];
  const push = (text: string, category: SecretCategory, at: number) => {
    const detail = inside.some(([s, e]) => at >= s && at < e);
    found.push({ text, category, sentence, detail });
  };
  if (hasAny(tokens, listWords)) {
    eachMatch(listOfPattern, clause.text, (m) => {
      const of = m[1]!;
      const category: SecretCategory | undefined = supplierWords.test(of) ? 'suppliers' : customerWords.test(of) ? 'customers' : undefined;
      if (category) push(`list of ${of.split(/\s+/)[0]}`, category, clause.offset + m.index);
    });
  }
  for (let i = clause.firstToken; i < clause.lastToken; i++) {
    const hit = subjects.matchAt(tokens, i);
    if (!hit) continue;
    const last = i + hit.length - 1;
    const at = tokens.starts[i]!;
    const end = tokens.ends[last]!;
    i = last;
    if (found.some((f) => f.text.includes(sentence.text.slice(at, end)))) continue;
    if (otherLanguageSubjectWords.has(sentence.text.slice(at, end).toLowerCase())) {
      push(sentence.text.slice(at, end), hit.value, at);
      continue;
    }
    // "we never give the formula to the school programmes": who it is kept from is no part of the secret.
    if (recipientBefore.test(sentence.text.slice(Math.max(clause.offset, at - 80), at))) continue;
    const phrase = nounPhraseAt(sentence.text, at, end, 3);
    // "data processing agreements", "a data partnership": only whole subjects count.
    const next = tokens.words[last + 1];
    if (next !== undefined && notSubjectFollower.test(next)) continue;
    // "record it in our studio", "mix them by hand": a head word followed by an object pronoun is a verb.
    if (hit.length === 1 && next !== undefined && /^(?:it|them|this|these|those|everything)$/.test(next)) continue;
    if (phrase.modifiers.some((w) => publicModifierPattern.test(w))) continue;
    // "our churn rate", "interest rates": a rate is a secret only when it is a price ("the rates we negotiated").
    if (/^rates?$/i.test(phrase.head) && phrase.modifiers.some((w) => measuredRatePattern.test(w))) continue;
    // "our own video programme", "a loyalty program", "our own training programme": a programme of content, teaching or
    // membership is a work or an offer, not know-how.
    if (/^program(?:me)?s?$/i.test(phrase.head) && phrase.modifiers.some((w) => mediaProgrammePattern.test(w))) continue;
    // "the product mix", "our marketing mix": a mix of a business is no recipe.
    if (/^mix(?:es)?$/i.test(phrase.head) && phrase.modifiers.some((w) => /^(?:product|marketing|revenue|sales|channel|customer|media|energy|funding|traffic|service|menu|price|pricing|business)$/i.test(w))) continue;
    // "the 3D models", "a scale model": a drawing or a mock-up is a work, not a trained model.
    if (/^models?$/i.test(phrase.head) && phrase.modifiers.some((w) => /^(?:3d|cad|scale|architectural|clay|wax|foam|paper|physical|digital|printed)$/i.test(w))) continue;
    // "proprietary sauce recipe", "secret family recipe": the word that makes it a secret belongs to its name.
    const lead = phrase.lead && /^(?:proprietary|secret|signature|in-house|confidential|unpublished|internal)$/.test(phrase.lead) ? `${phrase.lead} ` : '';
    // A trade secret is named by its noun phrase; "that detects cracks in turbine blades" belongs to the patent.
    const relative = phrase.tail !== undefined && /^(?:that|which)\b/i.test(phrase.tail);
    const text = relative ? phrase.text.slice(0, phrase.text.length - phrase.tail!.length).trim() : phrase.text;
    // "not to share supplier info": the verb before the subject is not part of its name.
    // "the full parameter file", "the recipe book": where the know-how is written down is part of its name.
    const kept = next !== undefined && recordNoun.test(next) && !relative && !/^(?:method|course|lesson|training)s?$/i.test(phrase.head) ? `${text} ${sentence.text.slice(tokens.starts[last + 1]!, tokens.ends[last + 1]!)}` : text;
    const named = kept.replace(/^(?:full|exact|complete|entire|whole)\s+/i, '').replace(leadingVerbPattern, '');
    push(lead + named, subjects.get(phrase.head) ?? hit.value, at);
  }
  // "SCOBY culture" also matched "SCOBY": keep the longer phrase.
  const kept = found.filter((f) => !found.some((g) => g !== f && g.text.length > f.text.length && g.text.toLowerCase().includes(f.text.toLowerCase())));
  return kept.sort((a, b) => sentence.text.indexOf(a.text) - sentence.text.indexOf(b.text));
}
