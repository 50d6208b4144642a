import type { ExtractErrorCode } from './errors.ts';

/** What a parser returns for one file, before the text is tidied and counted. */
export type ParsedDocument = { text: string; pages?: number; warnings: string[] };

/** A failure inside the parser worker, carried back to the main thread as plain data. */
export class ParseFailure extends Error {
  readonly code: ExtractErrorCode;
  constructor(code: ExtractErrorCode, message: string) {
    super(message);
    this.name = 'ParseFailure';
    this.code = code;
  }
}
