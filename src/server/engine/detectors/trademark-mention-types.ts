import type { Sentence } from '../types.ts';
import type { WordToken } from './trademark-text.ts';

/** What the words around one mention of a name say about it. */
export type Signal =
  | 'symbol' // ™ or ℠ after it: a claim to the name
  | 'registered' // ® after it: a registered mark, most often someone else's in a founder's text
  | 'naming' // "called X", "branded as X", "our app, X"
  | 'quoted'
  | 'legal' // "X Inc."
  | 'our' // "our X"
  | 'title' // the plan's title line
  | 'copula' // "X is a meal-kit startup"
  | 'founded' // "X was founded in 2023"
  | 'at' // "At X, we"
  | 'signature' // under the signer's name at the end of an e-mail
  | 'apposition' // "X, our flagship app,"
  | 'kindAfter' // "X app"
  | 'possessive' // "X's"
  | 'described' // "X, a month-end close workspace"
  | 'offered' // "we sell X"
  | 'listed' // "Weekly Bloom: a small bouquet" under a Products heading
  | 'priced' // "the Lune Pocket (A6, €24)"
  | 'midSentence'; // capitalised where grammar does not require it

export const strongSignals: ReadonlySet<Signal> = new Set(['symbol', 'naming', 'legal', 'our', 'title', 'copula', 'founded', 'at', 'apposition', 'listed', 'signature']);

export type Mention = {
  key: string;
  surface: string;
  start: number;
  end: number;
  sentence: Sentence;
  tokens: WordToken[];
  signals: Set<Signal>;
  /** The noun saying what the name names ("app", "bakery"), from the words around it. */
  kind?: string;
  third?: 'strong' | 'weak' | 'place' | 'section';
  heading: boolean;
  /** Opens its sentence: a subject check (part of speech) can tell whether the plan presents it as an actor. */
  initial: boolean;
  /** Has a word that is neither English nor a code: a coined name ("Lumio", "HearthCell"). */
  nameLike: boolean;
};

/** A run of capitalised words before its context is read. */
export type Raw = {
  key: string;
  sentence: Sentence;
  run: WordToken[];
  legal: boolean;
  heading: boolean;
  thirdSection: boolean;
  /** The kind of thing the section lists ("product", "service"), when its heading names the plan's offer. */
  ownSection?: string;
  /** The first sentence of a first line that names the plan ("Plumbline Home Inspections. One-page plan."). */
  titleSentence?: boolean;
  /** A deck's first line after its "Slide 1" marker: where a plan's title would be. */
  deckTitle?: boolean;
  /** Opens an e-mail's subject line, and is used again in the text. */
  subjectTitle?: boolean;
  /** Opens the line under an e-mail's signer ("CEO, Cobrefresh"). */
  signature?: boolean;
};

