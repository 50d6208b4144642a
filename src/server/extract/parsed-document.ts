import type { ExtractErrorCode } from './errors.ts';

/** What a reader (PDF, DOCX, TXT) makes of one file. */
export type ParsedDocument = { text: string; pages?: number; warnings: string[] };

/** What a parser thread returns for one file: the text tidied and storable, and its word count. */
export type StorableDocument = ParsedDocument & { words: number };

/** A failure inside the parser worker, carried back to the main thread as plain data. */
export class ParseFailure extends Error {
  readonly code: ExtractErrorCode;
  constructor(code: ExtractErrorCode, message: string) {
    super(message);
    this.name = 'ParseFailure';
    this.code = code;
  }
}
