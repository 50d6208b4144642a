// The entry of a parser thread: PDF and DOCX parsing run here so that a hostile or broken file can be
// stopped (the thread is terminated) without touching the server's own thread.
import { parentPort } from 'node:worker_threads';
import { loadMammoth, readDocx } from './docx.ts';
import { decodeText, MAX_DOCX_XML_BYTES } from './detect-type.ts';
import { storableDocumentText } from './tidy-text.ts';
import { ExtractError, NO_TEXT_MESSAGE, TOO_COMPLEX_MESSAGE } from './errors.ts';
import { InflateBudgetExceeded, MAX_INFLATED_BYTES, MAX_PDF_INFLATED_BYTES, pdfWithinBudget, zipWithinBudget } from './inflate-budget.ts';
import { ParseFailure, type ParsedDocument } from './parsed-document.ts';
import { loadPdfJs, readPdf } from './pdf.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import { lowerThisThreadPriority } from '../lib/thread-priority.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs only as a worker thread');
// Parsing a large upload yields the cores to the server's thread, like the engine (lib/thread-priority.ts).
lowerThisThreadPriority();

port.on('message', async (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    let document: ParsedDocument;
    // Byte-counted inflation first: a bomb is refused before a parser trusts its declared sizes.
    if (request.kind === 'pdf') {
      await pdfWithinBudget(request.data, MAX_PDF_INFLATED_BYTES);
      document = await readPdf(request.data);
    } else if (request.kind === 'docx') {
      await zipWithinBudget(request.data, { totalBytes: MAX_INFLATED_BYTES, xmlBytes: MAX_DOCX_XML_BYTES });
      document = await readDocx(request.data);
    } else if (request.kind === 'txt') {
      document = { text: decodeText(Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength)), warnings: [] };
    } else {
      await Promise.all([loadPdfJs(), loadMammoth()]);
      document = { text: '', warnings: [] };
    }
    // A warm-up parses nothing: its empty text has no words.
    const storable = request.kind === 'warm' ? { ...document, words: 0 } : { ...document, ...storableDocumentText(document.text) };
    reply = { id: request.id, ok: true, document: storable };
  } catch (error) {
    // A TXT that does not decode is refused as a type we do not read (400); nothing of it is held afterwards.
    const refused = error instanceof ExtractError;
    const failure = refused
      ? new ParseFailure(error.code, error.message)
      : error instanceof ParseFailure
        ? error
        : error instanceof InflateBudgetExceeded
          ? new ParseFailure('too_complex', TOO_COMPLEX_MESSAGE)
          : new ParseFailure('corrupt', NO_TEXT_MESSAGE);
    reply = { id: request.id, ok: false, code: failure.code, message: failure.message, clean: refused || error instanceof InflateBudgetExceeded };
  }
  port.postMessage(reply);
});
