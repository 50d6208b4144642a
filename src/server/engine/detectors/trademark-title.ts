import type { Raw } from './trademark-mention-types.ts';
import { isEnglish, isFunctionWord } from './trademark-words.ts';

const titleLine = /\b(?:business|strategic|studio|investment|marketing|operating|growth|company)?\s*plan\b|\bpitch\b|\bmemorandum\b|\bexecutive\s+summary\b|\boverview\b/i;

/** "THE HOPLINE – Episode 112", "podcast transcript": the title of a show, which names the show, not the business. */
const episodeTitle = /\b(?:episode|ep\.)\s*#?\d+|\bpodcast\b|\btranscript\b/i;

const documentKinds = 'questionnaire|form|application|report|abstract|minutes|transcript|memo|proposal|checklist|template|survey|agenda|brief';
const documentKindAfter = new RegExp(`^\\s+(?:${documentKinds})\\b`, 'i');
const documentKind = new RegExp(`^(?:${documentKinds})$`, 'i');

/**
 * "GRAMEEN BANK", "LEICESTERSHIRE COMMUNITY INNOVATION FUND — Round 4", "Futurpreneur Canada - Start-up Program": a
 * form's first line names the lender, funder or contest that issued it (and its programme), not the applicant.
 */
const issuerWord = /\b(?:banks?|microfinance|fund|foundation|council|agency|ministry|bancorp|credit\s+union|sacco|banco\p{L}*|banque|caja|caixa|financiera|programs?|programmes?|concurso|competition|contest|challenge|awards?|prize|accelerator|incubator|ayuntamiento|municipality)\b/giu;
/** "Prairie Pitch Night – Regina – Entry Form": the line says the text is a form someone else issued. */
const formLine = /\b(?:entry|application|registration|nomination)\s+form\b|\bformulario\b|\bconvocatoria\b/i;
/** A capitalised lender's or funder's word: "notes for the bank" names none. */
// "Ridgeline Safety – Accelerator application", "application to the FoodTech Accelerator": the applicant's title, naming
// where it applies.
const namesIssuer = (line: string) =>
  [...line.matchAll(issuerWord)].some(
    (m) => /^\p{Lu}/u.test(m[0]) && !/^\s+application/i.test(line.slice(m.index + m[0].length)) && !/\b(?:to|for)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}$/iu.test(line.slice(0, m.index)),
  );

/** The plan's title: the first run of its first line, or the name next to "Business Plan" in an early heading. */
export function isTitle(raw: Raw, before: string, after: string): boolean {
  // "Mama Zuri Spice - small business plan": a first line naming the plan is its title, headed or not.
  // A deck's cover and an e-mail's subject line stand where a plan's first line would.
  const index = raw.deckTitle || raw.subjectTitle ? 0 : raw.sentence.index;
  // ... unless the line says it is the plan ("Mbegu Seed Bank – business plan").
  if (index === 0 && !raw.deckTitle && !raw.subjectTitle && (namesIssuer(raw.sentence.text) || formLine.test(raw.sentence.text)) && (!titleLine.test(raw.sentence.text) || formLine.test(raw.sentence.text))) return false;
  const titleFirstLine = (index === 0 && titleLine.test(raw.sentence.text) && !/[.!?]$/.test(raw.sentence.text.trim())) || raw.titleSentence === true || raw.subjectTitle === true;
  // 'Telegram — exported chat "Meskel Stones 💎 team"': a chat's quoted name, before any emoji and "team".
  if (index === 0 && /\bchat\s*["“]$/i.test(before) && /^[\s\p{Extended_Pictographic}\u{FE0F}]*(?:team|group|crew|chat)?["”]/iu.test(after)) return true;
  // "Notebook: Tacos Doña Chela, Av. Universidad stand": the kind of notes, then the business they are about, on the
  // first line, whether or not it reads as a heading.
  if (index === 0 && raw.run.length <= 4 && /^\W*(?:notebook|notes|diary|journal|logbook|minutes|memo)\s*:\s*$/i.test(before) && /^\s*(?:,|$|[—–|(-])/.test(after)) return true;
  if (!raw.heading && !titleFirstLine) return false;
  // "THE HOPLINE – Episode 112: ...": a show's episode title names the show that interviews the business.
  if (index === 0 && episodeTitle.test(raw.sentence.text)) return false;
  // "[Text copied from our pitch deck – Demo Day, Jakarta]": a bracketed note on the first line is no title.
  if (index === 0 && !raw.deckTitle && /^\W*[[(]/.test(raw.sentence.text)) return false;
  // "Abstract ID P-217": the number a document is filed under.
  if (/\b(?:id|no\.?|number|ref\.?|reference)\s*(?:[:#]\s*)?$/i.test(before)) return false;
  if (raw.run.length === 2 && /^(?:ID|No|Ref)$/.test(raw.run[0]!.core) && /\d/.test(raw.run[1]!.core)) return false;
  // "NEW CLIENT INVENTION INTAKE QUESTIONNAIRE", "ACCELERATOR APPLICATION": plain words and the kind of document are
  // its title, not a name.
  if (raw.run.every((t) => isEnglish(t.core)) && (documentKindAfter.test(after) || documentKind.test(raw.run.at(-1)!.core))) return false;
  // Titles name the venture in a word or four ("Lumio", "Brace & Beam"); a long phrase is a description.
  if (raw.run.length > 4 || raw.run.some((t) => isFunctionWord(t.core))) return false;
  // "Posted in Negosyo Tips PH", "Shared from my notes": a verb opening the line says where the text comes from.
  const opener = raw.run[0]!.core;
  // "# Eighteen months, 2,400 backers and ...": a count opens a headline, not a name.
  if (raw.run.length === 1 && /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i.test(opener)) return false;
  if (raw.run.length === 1 && /(?:ed|ing)$/i.test(opener) && isEnglish(opener) && /^\s+(?:in|on|to|by|from|at|for|with|via)\b/i.test(after)) return false;
  // "The Lantern House" opens its own title; "a plan for the ..." does not.
  // "Ridgeway Access - business plan for GutterGrip": the plan's subject ends the title line.
  const planFor = /\b(?:plan|notes|memo|brief|proposal)\s+for\s*$/i.test(before) && /^\s*(?:[—–:|-]|$)/.test(after);
  // "WhatsApp Chat with Smoky Pot Kitchen 🔥": an exported chat is titled with its group, named for the venture.
  const chatWith = index === 0 && /^[^\p{L}\p{N}]*(?:\p{L}+\s)?chat\swith\s*$/iu.test(before) && !/\p{L}/u.test(after);
  if (chatWith) return true;
  // ... and "WhatsApp Chat" itself is the export's label, not a name.
  if (index === 0 && /^chat$/i.test(raw.run.at(-1)!.core) && /^\s+with\s/i.test(after)) return false;
  if (!planFor && /\b(?:a|an|the|for|with|of|to|and|in|on)\s*$/i.test(before) && !/^[\s#*]*the\s*$/i.test(before)) return false;
  const first = !/\p{L}/u.test(before);
  const fewWordsBefore = (before.match(/\p{L}+/gu) ?? []).length <= 3;
  // "# Lean Canvas – ExamReady Naija (v2, Tolu's edit)": a note in brackets may close the title.
  const bracketAfterDash = /[—–|:-]\s*$/.test(before) && /^\s*\(/.test(after);
  // "عطارة الياسمين – Attaret El Yasmine 🌼": after a dash, the name may close its line with an emoji.
  const emojiAfterDash = /[—–|-]\s*$/.test(before) && /^[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]*$/u.test(after);
  if (index === 0) return first || planFor || (fewWordsBefore && (/^\s*(?:[—–:|-]|$)/.test(after) || bracketAfterDash || emojiAfterDash));
  if (index > 3 || !titleLine.test(raw.sentence.text)) return false;
  return (first && /^\s*(?:[—–:|-]|$)/.test(after)) || (fewWordsBefore && /\bplan\s*(?:for|:|—|–|-)\s*$/i.test(before));
}
