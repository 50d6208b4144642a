// Generators of real upload files for tests and benchmarks (extraction, the upload route, the browser journeys).
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { Document, Footer, Header, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { makePdf, makeTextPdf } from './test-pdf.ts';

export { makePdf, makeTextPdf, paginate } from './test-pdf.ts';

/** A short business plan whose words the tests look for after extraction. */
export const samplePlan = [
  'LUMIO Labs builds the Lumio Hub, a smart thermostat for small offices.',
  'Our adaptive scheduling method learns occupancy from door sensors and cuts heating costs by 30%.',
  'The firmware and the mobile app are written in-house; the recipe for our sensor calibration stays confidential.',
  'We sell through Acme Distribution and plan to launch in Germany in 2026.',
].join('\n');

export type DocxContent = {
  header?: string;
  footer?: string;
  paragraphs?: string[];
  bullets?: string[];
  table?: string[][];
  /** PNG images placed after the text. */
  images?: Buffer[];
};

/** A real Word document made with the `docx` package: body paragraphs, a bulleted list, a table, a header and a footer. */
export async function makeDocx(content: DocxContent): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    ...(content.paragraphs ?? []).map((text) => new Paragraph({ children: [new TextRun(text)] })),
    ...(content.bullets ?? []).map((text) => new Paragraph({ text, bullet: { level: 0 } })),
  ];
  for (const data of content.images ?? []) {
    children.push(new Paragraph({ children: [new ImageRun({ type: 'png', data, transformation: { width: 300, height: 300 } })] }));
  }
  if (content.table) {
    children.push(
      new Table({
        rows: content.table.map(
          (row) => new TableRow({ children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) }),
        ),
      }),
    );
  }
  const doc = new Document({
    sections: [
      {
        headers: content.header ? { default: new Header({ children: [new Paragraph(content.header)] }) } : undefined,
        footers: content.footer ? { default: new Footer({ children: [new Paragraph(content.footer)] }) } : undefined,
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The sample plan as a DOCX with a header, a footer, a list and a table. */
export function makeSampleDocx(): Promise<Buffer> {
  return makeDocx({
    header: 'LUMIO Labs - Confidential business plan',
    footer: 'Prepared by the founders of LUMIO Labs',
    paragraphs: samplePlan.split('\n'),
    bullets: ['Occupancy learning engine', 'Installer training course'],
    table: [
      ['Product', 'Price'],
      ['Lumio Hub', '$249'],
    ],
  });
}

/** A valid DOCX with no text at all. */
export function makeEmptyDocx(): Promise<Buffer> {
  return makeDocx({});
}

/** The sample plan as a PDF, and the same PDF locked with a user password. */
export const makeSamplePdf = () => makeTextPdf(samplePlan);
export const makePasswordPdf = (password = 'secret') => makeTextPdf(samplePlan, { password });

/** A PDF whose only page draws a filled rectangle: no text, as with a scan. */
export const makeImageOnlyPdf = () => makePdf([], { rawPages: ['0.2 0.4 0.8 rg 100 100 400 500 re f'] });

/** A file that claims to be a PDF but whose body is damaged: the header, then noise, no objects, no xref. */
export function makeCorruptPdf(): Buffer {
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG image; with `noise`, of pseudo-random pixels that do not compress (for large files). */
export function makePng(size = 2, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  let state = 12345;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size * 3; x++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      rows[y * (1 + size * 3) + 1 + x] = noise ? state >>> 24 : ((x + y) * 40) & 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's first bytes (MZ header and DOS stub), as a renamed .exe would start. */
export function makeExeBytes(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

/** Text in UTF-16 with its byte-order mark, little- or big-endian. */
export function makeUtf16(text: string, endian: 'le' | 'be' = 'le'): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  if (endian === 'le') return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

/**
 * The sample DOCX with its body replaced by `paragraphs` copies of one paragraph: a few hundred KB
 * of ZIP that expand to megabytes of XML, as a decompression bomb does.
 */
export async function makeInflatedDocx(paragraphs: number): Promise<Buffer> {
  const parts = unzipSync(await makeSampleDocx());
  const paragraph = '<w:p><w:r><w:t>The Lumio Hub learns occupancy from door sensors.</w:t></w:r></w:p>';
  parts['word/document.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraph.repeat(paragraphs) +
      '</w:body></w:document>',
  );
  return Buffer.from(zipSync(parts, { level: 9 }));
}
