import { unzipSync } from 'fflate';
import { CORRUPT_DOCX_MESSAGE, ExtractError, invalidFileType, TOO_COMPLEX_MESSAGE } from './errors.ts';

export type FileKind = 'pdf' | 'docx' | 'txt';

/** What the first bytes and the name say the file is; a TXT is confirmed by decoding it (decodeText), on a parser thread. */
export type DetectedFile = { kind: FileKind };

// Names we accept: the three types of the spec (".text" is the same plain text). A name without an
// extension is judged by its content alone; a name with another extension (.exe, .png, .doc) is refused.
const allowedExtensions = new Set(['txt', 'text', 'pdf', 'docx']);

// The Word XML that mammoth and the header/footer reader decompress. A 100-page plan has a few MB; past
// this the file is a decompression bomb (mammoth needs ~20 s for 30 MB, so the time limit would end it anyway).
export const MAX_DOCX_XML_BYTES = 32 * 1024 * 1024;

/** The extension of a file name, lower case; '' when the name has none ("Plan v2.0" has none either). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return /^[a-z][a-z0-9]{0,7}$/.test(extension) ? extension : '';
}

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

function isPdf(data: Buffer): boolean {
  // Readers accept the header anywhere in the first 1024 bytes (PDF 1.7, annex H), after junk such as a BOM.
  return data.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1') !== -1;
}

type ZipListing = { ok: true; names: Set<string>; xmlBytes: number } | { ok: false };

function listZip(data: Buffer): ZipListing {
  const names = new Set<string>();
  let xmlBytes = 0;
  try {
    // The filter sees every entry of the central directory; returning false decompresses nothing.
    unzipSync(data, {
      filter: (file) => {
        names.add(file.name);
        if (file.name.startsWith('word/') && file.name.endsWith('.xml')) xmlBytes += file.originalSize;
        return false;
      },
    });
    // fflate trusts the directory's offsets; a shifted or damaged directory yields empty or binary names.
    // eslint-disable-next-line no-control-regex
    const plausible = [...names].every((name) => name !== '' && name.length < 1024 && !/[\u0000-\u001F]/.test(name));
    return plausible ? { ok: true, names, xmlBytes } : { ok: false };
  } catch {
    return { ok: false };
  }
}

function detectDocx(data: Buffer, extension: string): DetectedFile {
  const listing = listZip(data);
  if (!listing.ok) {
    // A ZIP that does not open: a damaged DOCX if the name says so, otherwise some other archive.
    if (extension === 'docx') throw new ExtractError('corrupt', CORRUPT_DOCX_MESSAGE);
    throw invalidFileType();
  }
  // An XLSX, PPTX, ODT or plain ZIP is not a Word document, whatever its name.
  if (!listing.names.has('word/document.xml')) throw invalidFileType();
  if (listing.xmlBytes > MAX_DOCX_XML_BYTES) throw new ExtractError('too_complex', TOO_COMPLEX_MESSAGE);
  return { kind: 'docx' };
}

// C0 controls other than tab, line feed, vertical tab, form feed and carriage return do not occur in text.
// eslint-disable-next-line no-control-regex
const binaryControls = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/g;

/** The text of a TXT upload; refuses (400) bytes that are not UTF-8 or UTF-16 with a BOM, or that look binary. */
export function decodeText(data: Buffer): string {
  let text: string;
  try {
    if (startsWith(data, [0xff, 0xfe])) text = new TextDecoder('utf-16le', { fatal: true }).decode(data);
    else if (startsWith(data, [0xfe, 0xff])) text = new TextDecoder('utf-16be', { fatal: true }).decode(data);
    else {
      // Without a UTF-16 BOM a NUL byte means binary (UTF-16 without a BOM is not accepted: it cannot be told apart).
      if (data.includes(0)) throw invalidFileType();
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    }
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw invalidFileType();
  }
  // TextDecoder drops the BOM; a stray one (e.g. a doubled BOM) is dropped too.
  text = text.replace(/^\uFEFF+/, '');
  const controls = text.match(binaryControls)?.length ?? 0;
  if (controls > 0 && (text.includes('\u0000') || controls > text.length / 100)) throw invalidFileType();
  // Rich Text is text-shaped but its words sit in markup; it is not a TXT file.
  if (/^\s*\{\\rtf/.test(text)) throw invalidFileType();
  return text.replace(binaryControls, '');
}

/**
 * Decides the type of an upload from its bytes together with its name: the content decides between
 * PDF, DOCX and TXT (a PDF named .txt is read as a PDF); anything else, or a disallowed name, is a 400.
 */
export function detectFile(data: Buffer, fileName: string): DetectedFile {
  const extension = fileExtension(fileName);
  if (extension !== '' && !allowedExtensions.has(extension)) throw invalidFileType();
  if (isPdf(data)) return { kind: 'pdf' };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) {
    return detectDocx(data, extension);
  }
  return { kind: 'txt' };
}
