import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { CORRUPT_PDF_MESSAGE, PASSWORD_PROTECTED_MESSAGE } from './errors.ts';
import { ParseFailure, type ParsedDocument } from './parsed-document.ts';
import { reflowLines } from './reflow.ts';

/** Loads pdf.js, which unpdf otherwise does on the first file. */
export async function loadPdfJs(): Promise<void> {
  await getResolvedPDFJS();
}

function toFailure(error: unknown): ParseFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new ParseFailure('password', PASSWORD_PROTECTED_MESSAGE);
  return new ParseFailure('corrupt', CORRUPT_PDF_MESSAGE);
}

/** The text of every page of a PDF, page by page, with a warning for the pages that had none (scans). */
export async function readPdf(data: Uint8Array): Promise<ParsedDocument> {
  let pages: string[];
  let totalPages: number;
  try {
    // No eval (font programs are not compiled to functions) and no console noise from pdf.js.
    const pdf = await getDocumentProxy(data, { isEvalSupported: false, verbosity: 0 });
    try {
      ({ text: pages, totalPages } = await extractText(pdf, { mergePages: false }));
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw toFailure(error);
  }
  const texts = pages.map((page) => reflowLines(page).trim());
  const empty = texts.filter((page) => page === '').length;
  const warnings: string[] = [];
  if (empty > 0 && empty < totalPages) {
    warnings.push(
      `${empty} of ${totalPages} pages had no extractable text (they may be scanned images); their content is not included.`,
    );
  }
  return { text: texts.filter((page) => page !== '').join('\n\n'), pages: totalPages, warnings };
}
