import { detectFile } from './detect-type.ts';
import { CONTENT_MAX, CONTENT_MIN } from '#shared/schemas/business-plan.ts';
import { longTextWarning, noText, shortTextWarning } from './errors.ts';
import { ParserPool, type ParserPoolOptions } from './parser-pool.ts';
import { countWords, tidyText } from './tidy-text.ts';

export { countWords, tidyText };

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

/**
 * The text of an uploaded TXT, PDF or DOCX file. Throws ExtractError: 400 when the file is not one of
 * those types (judged by content and name), 422 when no text can be read from it.
 */
export async function extractText(data: Buffer, fileName: string, options: ExtractOptions = {}): Promise<ExtractedText> {
  // Only the type is judged here, from the first bytes and the name; decoding, tidying and counting a TXT of up
  // to 50 MB take seconds, so they run on a parser thread like PDF and DOCX parsing.
  const { kind } = detectFile(data, fileName);
  const pool = options.pool ?? defaultParserPool();
  const parsed = await pool.parse(kind, data, options.timeoutMs ?? DEFAULT_EXTRACT_TIMEOUT_MS);
  const content = parsed.text;
  if (content === '') throw noText();
  const warnings = [...parsed.warnings];
  if (content.length < CONTENT_MIN) warnings.push(shortTextWarning(content.length));
  if (content.length > CONTENT_MAX) warnings.push(longTextWarning(content.length));
  return { content, words: parsed.words, ...(parsed.pages !== undefined && { pages: parsed.pages }), warnings };
}
