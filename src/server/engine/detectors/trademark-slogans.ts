import type { EngineContext } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention } from './trademark-mention-types.ts';
import { foldName, wordTokens } from './trademark-text.ts';

export type Slogan = { text: string; start: number; end: number; sentenceIndex: number };

// 'Tagline: "Proof of cold, in every box."', 'our slogan is "Bake it forward"', 'under the motto "X"'.
const sloganPattern = /\b(?:tag\s?line|slogan|motto|strapline|claim)s?\b[^"“]{0,40}?(?:is|:|reads|says|—|-)?\s*["“]([^"”\n]{3,80})["”]/giu;

/** Slogans the text presents as such, with the offsets of the quoted words. */
export function findSlogans(ctx: EngineContext): Slogan[] {
  const out: Slogan[] = [];
  for (const sentence of ctx.sentences) {
    if (!/tag\s?line|slogan|motto|strapline|claim/i.test(sentence.text)) continue;
    for (const m of sentence.text.matchAll(sloganPattern)) {
      const raw = m[1]!.replace(/[.!,;:\s]+$/, '');
      const at = sentence.text.indexOf(raw, m.index);
      if (raw.split(/\s+/).length < 2) continue;
      out.push({ text: raw, start: sentence.start + at, end: sentence.start + at + raw.length, sentenceIndex: sentence.index });
    }
  }
  return out;
}

/**
 * A slogan is one mark as a whole ("PROOF OF COLD, IN EVERY BOX"), never a source of single-word names: candidates
 * used only inside slogans are dropped and each slogan becomes a candidate of its own.
 */
export function withSlogans(ctx: EngineContext, candidates: NameCandidate[]): NameCandidate[] {
  const slogans = findSlogans(ctx);
  if (slogans.length === 0) return candidates;
  const inside = (m: Mention) => slogans.some((s) => m.start >= s.start && m.end <= s.end);
  const kept = candidates.filter((c) => !c.mentions.every(inside));
  for (const s of slogans) {
    const sentence = ctx.sentences[s.sentenceIndex]!;
    const key = foldName(s.text);
    if (kept.some((c) => c.key === key)) continue;
    const mention: Mention = {
      key,
      surface: s.text,
      start: s.start,
      end: s.end,
      sentence,
      tokens: wordTokens(sentence).filter((t) => t.start >= s.start && t.end <= s.end),
      signals: new Set(['naming', 'quoted']),
      heading: false,
      initial: false,
      nameLike: true,
    };
    kept.push({ key, mark: s.text, mentions: [mention], markType: 'brand', signals: new Set(['naming', 'quoted']), weight: 2, slogan: true });
  }
  return kept;
}
