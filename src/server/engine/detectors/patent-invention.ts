// The shape of an invention found in a plan, and how two names of one invention are recognised.
import type { PatentCategory } from '../lexicons/patent-terms.ts';
import { headOfName, shareCount } from './patent-naming.ts';
import type { Mention, SentenceSignals } from './patent-signals.ts';

export type Role = 'describes' | 'supports' | 'patent' | 'disclosure';
export type Entry = { signals: SentenceSignals; role: Role; mention?: Mention };

/** One invention of the plan and every sentence that speaks of it. */
export type Invention = {
  name: string;
  /** How sure the name is: a patent statement's own words beat a heading, a list title, then a noun phrase. */
  nameRank: number;
  head: string;
  category: PatentCategory;
  strong: boolean;
  words: Set<string>;
  sectionId?: number;
  blockIds: Set<number>;
  entries: Map<number, Entry>;
};


/** Two names of one invention: the same head with a shared or a missing qualifier, or two shared words. */
export function sameThing(inv: Invention, words: Set<string>, head: string): boolean {
  const shared = shareCount(inv.words, words);
  if (shared >= 2) return true;
  if (head === '' || head !== inv.head) return false;
  // "Korvana formulation" and "lipid nanoparticle formulation": a brand or nothing qualifies one of them.
  return shared >= 1 || Math.min(words.size, inv.words.size) <= 1;
}

export function matches(inv: Invention, subject: string, words: string[]): boolean {
  const shared = shareCount(inv.words, new Set(words));
  const head = headOfName(subject);
  return shared >= 2 || (shared >= 1 && (words.length === 1 || (head.key !== '' && head.key === inv.head)));
}

export function firstIndex(inv: Invention): number {
  return Math.min(...inv.entries.keys());
}
