import type { ExtractErrorCode } from './errors.ts';
import type { ParsedDocument } from './parsed-document.ts';

/** The messages between the server thread and a parser thread. */
/** 'warm' loads the parsers ahead of the first file and answers an empty document. */
export type ParseRequest = { id: number; kind: 'pdf' | 'docx' | 'warm'; data: Uint8Array };
export type ParseReply =
  | { id: number; ok: true; document: ParsedDocument }
  | { id: number; ok: false; code: ExtractErrorCode; message: string };
