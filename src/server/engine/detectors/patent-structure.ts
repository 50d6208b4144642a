// The layout of a plan: headings, sections, paragraphs and list items. Plans describe an invention under its
// own heading or in a titled list item ("**Self-calibrating actuator.** On installation, ..."), so the detectors
// group sentences by these blocks and name findings from the titles. Shared by the three detectors.
import type { EngineContext, Sentence } from '../types.ts';

export type Block = {
  id: number;
  sectionId: number;
  sentences: Sentence[];
  /** A bold or "Label:" lead-in of a paragraph or list item, cleaned. */
  title?: string;
  bullet: boolean;
};

export type Section = {
  id: number;
  /** The heading, cleaned of markdown, numbering and bold marks; '' before the first heading. */
  title: string;
  heading?: Sentence;
  blocks: Block[];
};

export type PlanStructure = {
  sections: Section[];
  blocks: Block[];
  /** By sentence index. */
  blockOf: number[];
  sectionOf: number[];
  isHeading: boolean[];
};

const cache = new WeakMap<EngineContext, PlanStructure>();

const bulletPrefix = /^[ \t]*(?:[-*•·▪◦●]|\d{1,2}[.)])[ \t]+\**$/;
const markdownHeading = /^#{1,6}\s+/;
const boldOnly = /^\*\*[^*]{2,100}\*\*:?$/;

/** Heading text without markdown marks, numbering or a trailing colon: "### 3.2 The thermal buffer" -> "The thermal buffer". */
export function cleanHeading(text: string): string {
  return text
    .replace(markdownHeading, '')
    .replace(/\*\*|__/g, '')
    .replace(/^(?:section\s+)?(?:\d+(?:\.\d+)*|[ivx]+|[a-h])[.)]?\s+/i, '')
    // trimEnd first: /[:.]\s*$/ would rescan a long run of blanks from each of its blanks (quadratic).
    .trimEnd()
    .replace(/[:.]$/, '')
    .trim();
}

/** "2. WHAT TROUGHWATCH DOES DIFFERENTLY": a numbered line in capitals heads a section, as plain-text plans number them. */
const shoutedTitle = (text: string) => text.length <= 80 && /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

function looksLikeHeading(text: string, lineStart: boolean, lineEnd: boolean, bullet: boolean, numbered: boolean): boolean {
  if (markdownHeading.test(text)) return true;
  if (!lineStart || !lineEnd || (bullet && !(numbered && shoutedTitle(text)))) return false;
  if (boldOnly.test(text)) return true;
  if (/[.!?;,]$/.test(text) || !/^[\p{Lu}\d]/u.test(text)) return false;
  const words = text.split(/\s+/).length;
  // A short line standing alone, without a verb-like ending, is a heading in PDF and DOCX text.
  return words <= 9 && !/\$|\d{2,}%/.test(text);
}

function leadTitle(sentence: Sentence, prefix: string): string | undefined {
  // The sentence splitter strips leading "**" with list markers, so "**Title.** Rest" may arrive as "Title.** Rest".
  const bold = /^\**([^*\n]{2,90}?)[.:]?\*\*[.:]?(?:\s|$)/.exec(sentence.text);
  if (bold && (sentence.text.startsWith('**') || prefix.includes('*'))) return bold[1]!.trim();
  const label = /^([\p{Lu}][\p{L}\d' &/-]{1,50}?):\s+\S/u.exec(sentence.text);
  if (label && label[1]!.split(/\s+/).length <= 6) return label[1]!.trim();
  return undefined;
}

export function planStructure(ctx: EngineContext): PlanStructure {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const { text, sentences } = ctx;
  const sections: Section[] = [{ id: 0, title: '', blocks: [] }];
  const blocks: Block[] = [];
  const blockOf: number[] = [];
  const sectionOf: number[] = [];
  const isHeading: boolean[] = [];
  let current: Block | undefined;
  const indents = new Map<Block, number>();
  let previousEnd = 0;
  // The sentence splitter cuts "## 2. The Technology" and "1. **Title.**" after the number: the marker
  // arrives as a sentence of its own and the rest of its line is the heading or the list item.
  let pending: 'heading' | 'bullet' | undefined;
  for (const s of sentences) {
    const lineStartAt = text.lastIndexOf('\n', s.start - 1) + 1;
    const prefix = text.slice(lineStartAt, s.start);
    if (/^(?:#{1,6}\s+)?[\d.]{1,6}$/.test(s.text) && /^[ \t]*$/.test(prefix)) {
      pending = s.text.startsWith('#') ? 'heading' : 'bullet';
      isHeading[s.index] = false;
      blockOf[s.index] = -1;
      sectionOf[s.index] = sections.length - 1;
      continue;
    }
    const marker = pending && /^[ \t]*(?:#{1,6}\s+)?[\d.]{1,6}[ \t]*\**$/.test(prefix) ? pending : undefined;
    pending = undefined;
    const lineStart = marker !== undefined || /^[ \t]*(?:[-*•·▪◦●]|\d{1,2}[.)])?[ \t]*\**$/.test(prefix);
    const nextNewline = text.indexOf('\n', s.end);
    const lineEnd = /^[*_\s]*$/.test(text.slice(s.end, nextNewline === -1 ? text.length : nextNewline));
    const bullet = marker === 'bullet' || (lineStart && bulletPrefix.test(prefix));
    const gap = text.slice(previousEnd, s.start);
    previousEnd = s.end;
    const section = sections.at(-1)!;
    if (marker === 'heading' || looksLikeHeading(s.text, lineStart, lineEnd, bullet, /\d[.)]?[ \t]*$/.test(prefix))) {
      sections.push({ id: sections.length, title: cleanHeading(s.text), heading: s, blocks: [] });
      isHeading[s.index] = true;
      blockOf[s.index] = -1;
      sectionOf[s.index] = sections.length - 1;
      current = undefined;
      continue;
    }
    // "- **Adaptive trace encoding** ... \n  - In our pilot, payload fell 61%": an indented item under a list item
    // goes on describing it (its results, its parts), so it stays in the parent's block.
    const indent = bullet ? /^[ \t]*/.exec(prefix)![0].replace(/\t/g, '    ').length : 0;
    const nested = bullet && current !== undefined && current.bullet && indent > (indents.get(current) ?? Infinity) && current.sectionId === section.id;
    const newBlock = !nested && (!current || bullet || (lineStart && /\n[ \t]*\n/.test(gap)) || current.sectionId !== section.id);
    if (newBlock) {
      current = { id: blocks.length, sectionId: section.id, sentences: [], bullet, title: lineStart ? leadTitle(s, prefix) : undefined };
      if (bullet) indents.set(current, indent);
      blocks.push(current);
      section.blocks.push(current);
    }
    current!.sentences.push(s);
    isHeading[s.index] = false;
    blockOf[s.index] = current!.id;
    sectionOf[s.index] = section.id;
  }
  const structure = { sections, blocks, blockOf, sectionOf, isHeading };
  cache.set(ctx, structure);
  return structure;
}
