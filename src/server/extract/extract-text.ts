import { toStorableText } from '#shared/schemas/text.ts';
import { detectFile } from './detect-type.ts';
import { CONTENT_MAX, CONTENT_MIN } from '#shared/schemas/business-plan.ts';
import { longTextWarning, noText, shortTextWarning } from './errors.ts';
import { ParserPool, type ParserPoolOptions } from './parser-pool.ts';
import type { ParsedDocument } from './parsed-document.ts';

export type ExtractOptions = {
  /** Time limit for parsing a PDF or DOCX; past it the parser thread is ended and the upload refused (422). */
  timeoutMs?: number;
  /** The parser threads to use; by default one pool shared by the process. */
  pool?: ParserPool;
};

export type ExtractedText = { content: string; words: number; pages?: number; warnings: string[] };

export const DEFAULT_EXTRACT_TIMEOUT_MS = 20_000;

let sharedPool: ParserPool | undefined;
/** The process's parser pool; the options of the first call (the server's configuration) create it. */
export function defaultParserPool(options?: ParserPoolOptions): ParserPool {
  sharedPool ??= new ParserPool(options);
  return sharedPool;
}

/** Unified line endings, no trailing blanks, at most one empty line in a row: what a textarea shows well. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // Matches only from the first blank of a run, so a long run of blanks is scanned once (linear, no ReDoS).
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// What \s matches: ASCII blanks and line breaks, NBSP, the Unicode spaces, line and paragraph separators, BOM.
const isSpace = (c: number) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** Runs of non-blank characters, counted in one pass without building an array of 8 million words for 50 MB. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const blank = isSpace(text.charCodeAt(i));
    if (!blank && !inWord) words++;
    inWord = !blank;
  }
  return words;
}

/**
 * The text of an uploaded TXT, PDF or DOCX file. Throws ExtractError: 400 when the file is not one of
 * those types (judged by content and name), 422 when no text can be read from it.
 */
export async function extractText(data: Buffer, fileName: string, options: ExtractOptions = {}): Promise<ExtractedText> {
  const detected = detectFile(data, fileName);
  let parsed: ParsedDocument;
  if (detected.kind === 'txt') parsed = { text: detected.text, warnings: [] };
  else {
    const pool = options.pool ?? defaultParserPool();
    parsed = await pool.parse(detected.kind, data, options.timeoutMs ?? DEFAULT_EXTRACT_TIMEOUT_MS);
  }
  // A PDF or DOCX may carry NUL or broken surrogates, which the analysis would refuse: they are dropped here.
  const content = tidyText(toStorableText(parsed.text));
  if (content === '') throw noText();
  const warnings = [...parsed.warnings];
  if (content.length < CONTENT_MIN) warnings.push(shortTextWarning(content.length));
  if (content.length > CONTENT_MAX) warnings.push(longTextWarning(content.length));
  return { content, words: countWords(content), ...(parsed.pages !== undefined && { pages: parsed.pages }), warnings };
}
