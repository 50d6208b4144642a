import type { EngineContext } from '../types.ts';
import { thirdPartyPattern } from '../lexicons/patent-cues.ts';
import { ownVoice } from './patent-best-mention.ts';
import { draftInventions, rank, type Draft } from './patent-drafts.ts';
import { firstIndex, matches, sameThing, type Invention, type Role } from './patent-invention.ts';
import { brandWords, cueSubjects, distinctive, headOfName, inventionName, nameCategory, shareCount } from './patent-naming.ts';
import { bit, sentenceSignals, type Mention, type SentenceSignals } from './patent-signals.ts';
import { plainMechanismDrafts } from './patent-plain-mechanism.ts';
import { planStructure, type PlanStructure } from './patent-structure.ts';
import { sentenceTokens } from '../text/tokens.ts';
import { firstLine } from './trademark-vocabulary.ts';
import { isCoined } from './trademark-words.ts';

export type { Entry, Invention, Role } from './patent-invention.ts';

const cache = new WeakMap<EngineContext, Invention[]>();

/** The coined names of the text's first line ("Subject: Kahu Traps - Q2 investor update" gives Kahu): the plan's own. */
function titleNames(ctx: EngineContext): Set<string> {
  const line = firstLine(ctx.text).line;
  return new Set((line.match(/\p{Lu}[\p{L}\d]{2,30}/gu) ?? []).filter((w) => isCoined(w)));
}

/** The plan's inventions, read once per context (the trade-secret detector asks too). */
export function findInventions(ctx: EngineContext): Invention[] {
  let found = cache.get(ctx);
  if (!found) {
    found = new InventionFinder(ctx).find();
    cache.set(ctx, found);
  }
  return found;
}


class InventionFinder {
  private readonly signals: SentenceSignals[];
  private readonly structure: PlanStructure;
  private readonly inventions: Invention[] = [];

  private readonly wordsOf: Set<string>[] = [];
  private readonly brands: Set<string>;

  constructor(private readonly ctx: EngineContext) {
    const tokens = sentenceTokens(ctx);
    this.signals = sentenceSignals(ctx);
    this.structure = planStructure(ctx);
    this.brands = brandWords(ctx.sentences, tokens);
  }

  /** The distinctive words of a sentence, computed once. */
  private words(s: SentenceSignals): Set<string> {
    const i = s.sentence.index;
    return (this.wordsOf[i] ??= new Set(distinctive(s.sentence.text, s.tokens)));
  }

  private name(raw: string): string {
    return inventionName(raw, this.brands);
  }

  find(): Invention[] {
    const found = draftInventions(this.signals, this.structure, titleNames(this.ctx));
    const drafts = found.length > 0 ? found : plainMechanismDrafts(this.signals, this.structure);
    for (const draft of drafts) this.place(draft);
    this.resolvePatentStatements();
    this.addReferences();
    this.addDisclosures();
    const disclaimed = this.signals.some((s) => s.disclaimer);
    // A draft whose sentences all turned out to be about others (or about nothing technical) describes nothing.
    return this.inventions
      .filter((inv) => inv.entries.size > 0)
      .filter((inv) => !disclaimed || [...inv.entries.values()].some((e) => e.role === 'patent'))
      .sort((a, b) => firstIndex(a) - firstIndex(b));
  }

  private place(draft: Draft): void {
    const name = this.name(draft.name);
    const words = new Set(distinctive(name));
    const head = headOfName(name);
    const sentences = draft.sentences;
    const existing = this.inventions.find(
      (inv) => (draft.sectionId !== undefined && inv.sectionId === draft.sectionId) || sameThing(inv, words, head.key),
    );
    const target =
      existing ??
      this.add({
        name,
        nameRank: draft.nameRank,
        head: head.key,
        category: nameCategory(name, draft.mention?.category, sentences.map((s) => this.signals[s.index]!)),
        strong: head.strong ?? draft.mention?.strong ?? false,
        words,
        sectionId: draft.sectionId,
        blockIds: new Set(),
        entries: new Map(),
      });
    if (existing && draft.nameRank > existing.nameRank) this.rename(existing, name, draft.nameRank);
    else if (existing) for (const w of words) existing.words.add(w);
    for (const id of draft.blockIds) target.blockIds.add(id);
    for (const s of sentences) {
      const signals = this.signals[s.index]!;
      if (signals.mask & bit.thirdParty && thirdPartyPattern.test(s.text) && !ownVoice(signals)) continue;
      // A paragraph may run on to other matters (plain text often has no blank lines): keep what bears on the invention.
      const relevant =
        signals.techTerms > 0 || signals.effect || signals.novelty || signals.comparative || shareCount(target.words, this.words(signals)) > 0;
      if (!relevant) continue;
      const mention = signals.mentions.find((m) => m.qualifies && !m.bare) ?? signals.mentions.find((m) => !m.bare);
      this.attach(target, signals, 'describes', mention);
    }
  }

  /** "File a provisional patent application on the matching engine": tie each patent statement to its invention. */
  private resolvePatentStatements(): void {
    for (const signals of this.signals) {
      if (!signals.patentCue) continue;
      let attached = false;
      for (const subject of cueSubjects(signals.sentence.text)) {
        // "the use in biofilm infections", "the method of making it": claims on the invention already named.
        const words = /^(?:uses?|method of (?:making|using|producing|manufacturing)|process for (?:making|producing))\b/i.test(subject) ? [] : distinctive(subject);
        const specific = words.length > 0 && (words.length >= 2 || headOfName(subject).key !== '');
        let target: Invention | undefined;
        if (words.length > 0) target = this.inventions.find((inv) => matches(inv, subject, words));
        if (target) {
          const subjectHead = headOfName(this.name(subject)).key;
          const fuller = [...target.words].every((w) => words.includes(w)) && words.length > target.words.size;
          if (target.nameRank < rank.cue && specific && fuller && (subjectHead === target.head || subjectHead === 'method' || target.head === ''))
            this.rename(target, this.name(subject), rank.cue);
        } else {
          // A statement inside the passage that describes an invention names that invention; so does a statement
          // naming the only invention of its kind ("the motion-tracking method" for "a method that measures joint angles").
          const subjectHead = headOfName(this.name(subject)).key;
          const sameHead = this.inventions.filter((inv) => subjectHead !== '' && inv.head === subjectHead);
          const here = this.within(signals) ?? (specific && sameHead.length === 1 ? sameHead[0] : undefined);
          if (here && specific && here.nameRank < rank.cue && !attached) this.rename(here, this.name(subject), rank.cue);
          target = here ?? (specific ? this.fromSubject(subject, words, signals) : (this.byHead(subject) ?? this.nearest(signals.sentence.index, 4)));
        }
        if (target) {
          this.attach(target, signals, 'patent');
          attached = true;
        }
      }
      if (!attached) {
        const near = this.within(signals) ?? this.nearest(signals.sentence.index, 4);
        if (near) this.attach(near, signals, 'patent');
      }
    }
  }

  /** An invention named only in a patent statement: gather the sentences that describe it. */
  private fromSubject(subject: string, words: string[], cue: SentenceSignals): Invention | undefined {
    const name = this.name(subject);
    const head = headOfName(name);
    if (words.length === 0 || (words.length === 1 && head.key === '')) return undefined;
    const wanted = new Set(words);
    const related = this.signals.filter((s) => s !== cue && s.techTerms > 0 && shareCount(this.words(s), wanted) >= Math.min(2, words.length));
    // "the use in biofilm infections" with nothing describing it is a claim of the invention next to it, not another invention.
    if (related.length === 0 && head.key === '') return undefined;
    const inv = this.add({
      name,
      nameRank: rank.cue,
      head: head.key,
      category: nameCategory(name, undefined, [cue, ...related]),
      strong: head.strong ?? false,
      words: new Set(words),
      blockIds: new Set(),
      entries: new Map(),
    });
    for (const s of related) this.attach(inv, s, 'describes');
    return inv;
  }

  /** Sentences elsewhere that name an invention in its own distinctive words. */
  private addReferences(): void {
    for (const signals of this.signals) {
      if (this.structure.isHeading[signals.sentence.index] || (signals.mask & bit.thirdParty && thirdPartyPattern.test(signals.sentence.text))) continue;
      if (!(signals.effect || signals.novelty || signals.techTerms > 0)) continue;
      const sentenceWords = this.words(signals);
      for (const inv of this.inventions) {
        if (inv.entries.has(signals.sentence.index)) continue;
        if (shareCount(inv.words, sentenceWords) >= Math.min(2, inv.words.size) && inv.words.size > 0) this.attach(inv, signals, 'supports');
      }
    }
  }

  /** A disclosure naming an invention reaches it; one naming none reaches every invention the product embodies. */
  private addDisclosures(): void {
    for (const signals of this.signals) {
      if (!signals.disclosure) continue;
      const words = this.words(signals);
      const own = this.inventions.filter(
        (inv) => inv.entries.get(signals.sentence.index)?.role === 'describes' || shareCount(inv.words, words) >= Math.min(2, inv.words.size),
      );
      const targets = own.length > 0 ? own : this.inventions;
      for (const inv of targets) this.attach(inv, signals, 'disclosure');
    }
  }

  /** The invention whose passage (block or titled section) holds this sentence. */
  private within(signals: SentenceSignals): Invention | undefined {
    const i = signals.sentence.index;
    const block = this.structure.blockOf[i];
    const section = this.structure.sectionOf[i];
    const inBlock = this.inventions.filter((inv) => block !== undefined && block >= 0 && inv.blockIds.has(block));
    if (inBlock.length > 1) return this.nearest(i, Infinity, inBlock);
    return inBlock[0] ?? this.inventions.find((inv) => inv.sectionId !== undefined && inv.sectionId === section);
  }

  private byHead(subject: string): Invention | undefined {
    const head = headOfName(subject);
    if (!head.key) return undefined;
    const same = this.inventions.filter((inv) => inv.head === head.key || (head.category && inv.category === head.category));
    return same.length === 1 ? same[0] : undefined;
  }

  private nearest(index: number, within: number, among: Invention[] = this.inventions): Invention | undefined {
    let best: Invention | undefined;
    let distance = within + 1;
    for (const inv of among) {
      for (const i of inv.entries.keys()) {
        if (Math.abs(i - index) < distance) {
          distance = Math.abs(i - index);
          best = inv;
        }
      }
    }
    return best;
  }

  private add(inv: Invention): Invention {
    this.inventions.push(inv);
    return inv;
  }

  private rename(inv: Invention, name: string, nameRank: number): void {
    inv.name = name;
    inv.nameRank = nameRank;
    for (const w of distinctive(name)) inv.words.add(w);
    const head = headOfName(name);
    if (head.key) inv.head = head.key;
    if (head.category) inv.category = head.category;
  }

  private attach(inv: Invention, signals: SentenceSignals, role: Role, mention?: Mention): void {
    const existing = inv.entries.get(signals.sentence.index);
    if (existing) {
      // A describing sentence that also states a patent or a disclosure keeps the stronger role for evidence.
      if (role === 'patent' || (role === 'disclosure' && existing.role === 'supports')) existing.role = role;
      return;
    }
    inv.entries.set(signals.sentence.index, { signals, role, mention });
  }
}
