// Finds the information a plan keeps secret: a subject (recipe, data set, client list...) in a clause that says it
// is kept confidential, or that refers back to one ("It is written down in one notebook kept in the office safe").
import type { EngineContext, Sentence } from '../types.ts';
import { patentCuePattern, patentNegationPattern, patentTriggers } from '../lexicons/patent-cues.ts';
import {
  anaphoraPattern,
  proprietaryPattern,
  proprietaryTriggers,
  publicPattern,
  publicTriggers,
  secretSauceIdiomPattern,
  type SecretCategory,
} from '../lexicons/trade-secret-subjects.ts';
import { otherScriptSecrecyPattern, secrecyPattern, secrecyTriggers } from '../lexicons/trade-secret-secrecy.ts';
import { deniedSecrecyPattern } from '../lexicons/trade-secret-denials.ts';
import { planStructure } from './patent-structure.ts';
import { asides, clausesOf, subjectsIn, type Subject } from './trade-secret-subject-reader.ts';
import { hasAny, sentenceTokens, wordSet, type Tokens } from '../text/tokens.ts';

export type { Subject };

export type SecretFinding = {
  categories: SecretCategory[];
  subjects: Subject[];
  /** The sentences naming the subjects and those saying they are kept secret. */
  sentences: Sentence[];
  /** The words showing secrecy, "proprietary" when only that. */
  secrecy: { text: string; sentence: Sentence }[];
  strong: boolean;
};

const triggers = {
  proprietary: wordSet(proprietaryTriggers),
  public: wordSet(publicTriggers),
  patent: wordSet(patentTriggers),
};

const secrecyWords = wordSet(secrecyTriggers);

/**
 * Whether a sentence may state secrecy: it holds a trigger word, or a script matched without word boundaries. The
 * secrecy pattern runs only where this holds, which halves its cost; eval/secrecy-gate.test.ts checks on both corpora
 * that no sentence the pattern matches is turned away.
 */
export function mayStateSecrecy(text: string, tokens: Tokens): boolean {
  return hasAny(tokens, secrecyWords) || otherScriptSecrecyPattern.test(text);
}

const cache = new WeakMap<EngineContext, SecretFinding[]>();

/** "Seed round | Ames, Iowa | Confidential": a cover's marking of the whole document keeps no one thing secret. */
const documentMarkingPattern = /(?:^|[|–—•·]\s*|\s-\s)(?:strictly\s+|private\s+(?:and|&)\s+|company\s+)?confidential[\s*_)\]]*$/i;

const privacyLawPattern =
  /\b(?:gdpr|hipaa|popia|pipeda|ccpa|cpra|lgpd|pdpa|ferpa|privacy (?:act|law|laws|rules|policy|obligations?)|data protection|personal data|personal information|patient confidentiality|medical confidentiality|professional secrecy|doctor-patient|hpcsa)\b/i;

const trainedOnPattern = /\b(?:we\s+)?(?:trained|fine-tuned|built)\s+on\s+(?:our\s+own\s+|over\s+|more\s+than\s+|about\s+|nearly\s+|\d)/i;

export function findSecrets(ctx: EngineContext): SecretFinding[] {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const structure = planStructure(ctx);
  const allTokens = sentenceTokens(ctx);
  const findings: SecretFinding[] = [];
  // "## Keeping the answers secret", "stuff to keep quiet": a heading that says its section is kept secret.
  const secretSections = new Map<number, { secrecy: string; sentence: Sentence }>();
  for (const section of structure.sections) {
    const heading = section.heading;
    // "Is the recipe a secret?" asks; the answer under it says.
    const asks = /\?[\s*_]*$/.test(section.title);
    const said = heading && !asks && !deniedSecrecyPattern.test(section.title) && !documentMarkingPattern.test(section.title) ? secrecyPattern.exec(section.title) : null;
    if (heading && said) secretSections.set(section.id, { secrecy: said[0], sentence: heading });
  }
  let recent: Subject[] = [];
  let section = -1;
  for (const block of structure.blocks) {
    // What a paragraph or a list item named is still "both" or "they" in the next one of its section.
    if (block.sectionId !== section) recent = [];
    section = block.sectionId;
    const headingSecrecy = secretSections.get(block.sectionId);
    // "What we don't disclose:" names nothing and nothing came before: it announces what the next sentence names.
    let announced: { secrecy: string; sentence: Sentence } | undefined;
    // "Every staff member signs a confidentiality clause. This client list is the most valuable thing we have": a
    // longer statement that names nothing holds for what the rest of its paragraph names.
    let inParagraph: { secrecy: string; sentence: Sentence } | undefined;
    for (const sentence of block.sentences) {
      const announcement = announced ?? inParagraph;
      announced = undefined;
      const tokens = allTokens[sentence.index]!;
      // What the plan means to patent is shared under NDA until filing, not kept as a trade secret.
      if (hasAny(tokens, triggers.patent) && patentCuePattern.test(sentence.text) && !patentNegationPattern.test(sentence.text)) {
        recent = [];
        continue;
      }
      const secretive = mayStateSecrecy(sentence.text, tokens);
      const proprietary = hasAny(tokens, triggers.proprietary);
      const inside = asides(sentence.text);
      for (const clause of clausesOf(sentence, tokens)) {
        const named = subjectsIn(sentence, tokens, clause, inside);
        if (hasAny(tokens, triggers.public) && publicPattern.test(clause.text)) {
          recent = [];
          continue;
        }
        const secrecy =
          secretive && !secretSauceIdiomPattern.test(clause.text) && !deniedSecrecyPattern.test(clause.text) ? secrecyPattern.exec(clause.text) : null;
        if (secrecy) {
          // "Access is limited to the risk team": a statement of secrecy that names nothing is about what came before.
          const refersBack = recent.length > 0 && (anaphoraPattern.test(clause.text.trim()) || named.every((s) => demonstrativeBefore(clause.text, s.text)));
          // "We keep this data and ...": the demonstrative names what came before, which names it better.
          const own = refersBack ? named.filter((s) => !demonstrativeBefore(clause.text, s.text)) : named;
          const both = refersBack ? [...own, ...recent.filter((r) => !own.some((s) => s.text === r.text))] : named;
          // "Patient data is stored only on our practice server, in line with POPIA": people's data kept as the law
          // requires is privacy, not a secret the business keeps for its value.
          const all = privacyLawPattern.test(clause.text) ? both.filter((s) => s.category !== 'data' && s.category !== 'customers') : both;
          if (all.length > 0) add(findings, all, sentence, secrecy[0], true);
          else if (tokens.words.length <= 8) announced = { secrecy: secrecy[0], sentence };
          else inParagraph ??= { secrecy: secrecy[0], sentence };
        } else if (announcement && named.length > 0) {
          add(findings, named, announcement.sentence, announcement.secrecy, true);
          if (announcement === inParagraph) inParagraph = undefined;
        } else if (headingSecrecy && named.length > 0 && sentence !== headingSecrecy.sentence) {
          add(findings, named, headingSecrecy.sentence, headingSecrecy.secrecy, true);
        } else if (proprietary && !deniedSecrecyPattern.test(clause.text)) {
          const owned = named.filter((s) => proprietaryBefore(sentence, s) && s.category !== 'customers' && s.category !== 'pricing');
          if (owned.length > 0) add(findings, owned, sentence, proprietaryPattern.exec(sentence.text)![0], false);
        } else {
          // "a ranking model trained on 1.2 million receipts": a model the company trained, and its training data,
          // are classic trade secrets even when the plan does not yet say they are kept secret.
          const trained = trainedOnPattern.exec(clause.text);
          const models = trained ? named.filter((s) => s.category === 'model' || s.category === 'data') : [];
          if (trained && models.length > 0) add(findings, models, sentence, trained[0], false);
        }
        // "These settings are loaded ...": a demonstrative names again what came before, which named it better.
        const again = recent.length > 0 && named.length > 0 && named.every((s) => demonstrativeBefore(clause.text, s.text));
        if (named.length > 0) recent = again ? [...recent, ...named.filter((s) => !recent.some((r) => r.text === s.text))] : named;
      }
    }
  }
  cache.set(ctx, findings);
  return findings;
}

function demonstrativeBefore(clause: string, subject: string): boolean {
  const at = clause.indexOf(subject);
  // "this full method": the reader drops "full" from the subject's name, not from the clause.
  return at >= 0 && /\b(?:this|these|that|those)\s+(?:(?:full|whole|complete|exact|entire|same)\s+)?$/i.test(clause.slice(Math.max(0, at - 18), at));
}

function proprietaryBefore(sentence: Sentence, subject: Subject): boolean {
  const at = sentence.text.indexOf(subject.text);
  const before = sentence.text.slice(Math.max(0, at - 25), at + subject.text.length);
  // "the standard guidelines, not a proprietary protocol": denied, not claimed.
  // "We don't use any proprietary data or secret algorithms": the denial covers the whole list.
  const wider = sentence.text.slice(Math.max(0, at - 60), at + subject.text.length);
  if (/(?:\b(?:not|no|never|nor|without)|n['’]t)\s+(?:\w+\s+){0,2}(?:proprietary|secret|in-house)\b/i.test(wider)) return false;
  // "We are not training our own models": what the text does not make is not its own.
  if (/\b(?:not|n['’]t|never)\s+(?:\w+ing\s+|build\s+|train\s+|develop\s+|make\s+)?our\s+own\b/i.test(sentence.text.slice(Math.max(0, at - 40), at))) return false;
  return proprietaryPattern.test(before);
}

function add(findings: SecretFinding[], subjects: Subject[], sentence: Sentence, secrecy: string, strong: boolean): void {
  const categories = [...new Set(subjects.filter((s) => !s.detail).map((s) => s.category))];
  if (categories.length === 0) categories.push(subjects[0]!.category);
  const same = (a: Subject, b: Subject) => a.text.toLowerCase() === b.text.toLowerCase();
  const existing =
    findings.find((f) => categories.some((c) => f.categories.includes(c))) ?? findings.find((f) => f.subjects.some((s) => subjects.some((t) => same(s, t))));
  const target = existing ?? { categories: [], subjects: [], sentences: [], secrecy: [], strong: false };
  if (!existing) findings.push(target);
  for (const c of categories) if (!target.categories.includes(c)) target.categories.push(c);
  for (const s of subjects) {
    if (!target.subjects.some((t) => same(s, t))) target.subjects.push(s);
    if (!target.sentences.includes(s.sentence)) target.sentences.push(s.sentence);
  }
  if (!target.sentences.includes(sentence)) target.sentences.push(sentence);
  target.sentences.sort((a, b) => a.index - b.index);
  target.secrecy.push({ text: secrecy, sentence });
  target.strong ||= strong;
}
