// A small PDF writer for tests and benchmarks: real PDF 1.4 files (Helvetica text, optional RC4
// encryption under the standard security handler, revision 2) that pdf.js reads like any other.
import { createHash } from 'node:crypto';

export type PdfOptions = {
  /** A user password: the file then opens only with it (pdf.js refuses it without). */
  password?: string;
  /** Raw content streams instead of text, e.g. a page that only draws shapes. */
  rawPages?: string[];
};

const LINES_PER_PAGE = 48;

/** Cuts paragraphs into lines of at most `width` characters and pages of 48 lines. */
export function paginate(text: string, width = 90): string[][] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  return pages;
}

function pdfString(text: string): string {
  // WinAnsi covers Latin-1; anything beyond is written as '?', as a font without the glyph would show it.
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function textStream(lines: string[]): string {
  const shown = lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfString(line)} Tj`).join('\n');
  return `BT\n/F1 11 Tf\n14 TL\n72 740 Td\n${shown}\nET`;
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
const padPassword = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

type Security = { dictionary: string; id: Buffer; objectKey: (num: number) => Buffer };

/** Algorithms 3.2-3.4 of the PDF 1.7 reference: 40-bit RC4, permissions all granted. */
function standardSecurity(password: string): Security {
  const id = createHash('md5').update(password).update('moatmap-test-pdf').digest();
  const owner = rc4(md5(padPassword(`${password}-owner`)).subarray(0, 5), padPassword(password));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const key = md5(padPassword(password), owner, permissions, id).subarray(0, 5);
  const user = rc4(key, PAD);
  const objectKey = (num: number) => {
    const suffix = Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]);
    return md5(key, suffix).subarray(0, 10);
  };
  const dictionary = `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`;
  return { dictionary, id, objectKey };
}

/** A PDF with one page per entry; each page is a list of text lines. */
export function makePdf(pages: string[][], options: PdfOptions = {}): Buffer {
  const streams = options.rawPages ?? pages.map(textStream);
  const security = options.password !== undefined ? standardSecurity(options.password) : undefined;
  const pageCount = streams.length;
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const kids = streams.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  streams.forEach((stream, i) => {
    const contentNum = 5 + i * 2;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentNum} 0 R >>`);
    const plain = Buffer.from(stream, 'latin1');
    const bytes = security ? rc4(security.objectKey(contentNum), plain) : plain;
    add(Buffer.concat([Buffer.from(`<< /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream')]));
  });
  if (security) add(security.dictionary);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ']
    .concat(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `))
    .join('\n');
  const encrypt = security ? ` /Encrypt ${objects.length} 0 R /ID [<${security.id.toString('hex')}> <${security.id.toString('hex')}>]` : '';
  const trailer = `\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(chunks);
}

/** A PDF of the given text, wrapped into lines and pages. */
export function makeTextPdf(text: string, options: PdfOptions = {}): Buffer {
  return makePdf(paginate(text), options);
}
