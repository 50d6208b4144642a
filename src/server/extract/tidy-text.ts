import { toStorableText } from '#shared/schemas/text.ts';

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

/** What the upload stores of a parser's text: storable characters only (a PDF or DOCX may carry NUL or broken
 * surrogates, which the analysis would refuse), tidied, with its word count. */
export function storableDocumentText(text: string): { text: string; words: number } {
  const tidy = tidyText(toStorableText(text));
  return { text: tidy, words: countWords(tidy) };
}
