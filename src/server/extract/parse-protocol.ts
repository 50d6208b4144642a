import type { ExtractErrorCode } from './errors.ts';
import type { StorableDocument } from './parsed-document.ts';

/** The messages between the server thread and a parser thread. */
/** 'warm' loads the parsers ahead of the first file and answers an empty document. */
export type ParseRequest = { id: number; kind: 'pdf' | 'docx' | 'txt' | 'warm'; data: Uint8Array };
export type ParseReply =
  | { id: number; ok: true; document: StorableDocument }
  /**
   * `clean`: the thread refused the file before a parser held any of it (the byte-counted inflation drops what it
   * counts), so it is reused; any other failure may leave memory behind, and the thread is replaced.
   */
  | { id: number; ok: false; code: ExtractErrorCode; message: string; clean?: boolean };
