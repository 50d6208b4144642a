// The entry of a parser thread: PDF and DOCX parsing run here so that a hostile or broken file can be
// stopped (the thread is terminated) without touching the server's own thread.
import { parentPort } from 'node:worker_threads';
import { loadMammoth, readDocx } from './docx.ts';
import { MAX_DOCX_XML_BYTES } from './detect-type.ts';
import { NO_TEXT_MESSAGE, TOO_COMPLEX_MESSAGE } from './errors.ts';
import { InflateBudgetExceeded, MAX_INFLATED_BYTES, MAX_PDF_INFLATED_BYTES, pdfWithinBudget, zipWithinBudget } from './inflate-budget.ts';
import { ParseFailure, type ParsedDocument } from './parsed-document.ts';
import { loadPdfJs, readPdf } from './pdf.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs only as a worker thread');

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
    } else {
      await Promise.all([loadPdfJs(), loadMammoth()]);
      document = { text: '', warnings: [] };
    }
    reply = { id: request.id, ok: true, document };
  } catch (error) {
    const failure =
      error instanceof ParseFailure
        ? error
        : error instanceof InflateBudgetExceeded
          ? new ParseFailure('too_complex', TOO_COMPLEX_MESSAGE)
          : new ParseFailure('corrupt', NO_TEXT_MESSAGE);
    reply = { id: request.id, ok: false, code: failure.code, message: failure.message, clean: error instanceof InflateBudgetExceeded };
  }
  port.postMessage(reply);
});
