import { constants, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { makeSampleDocx } from './test-files.ts';

// Decompression bombs for tests and the fuzz run, built without ever holding their inflated size: a 1 MB
// block compressed with a full flush does not refer back, so the same compressed bytes can be repeated
// to inflate to any number of megabytes (about 1 KB of file per MB inflated).

const MB = 1024 * 1024;

/** Raw deflate data that inflates to `head`, then `megabytes` MB of one letter, then `tail`. */
export function bombDeflate(megabytes: number, head = '', tail = ''): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const block = deflateRawSync(Buffer.alloc(MB, 'a'), flush);
  return Buffer.concat([
    deflateRawSync(Buffer.from(head), flush),
    Buffer.concat(Array.from({ length: megabytes }, () => block)),
    deflateRawSync(Buffer.from(tail)),
  ]);
}

type ZipEntry = { name: string; method: 0 | 8; data: Buffer; declaredSize: number };

function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A DOCX whose word/document.xml inflates to `megabytes` MB while its ZIP directory declares `declaredSize`
 * bytes (the attack run's bomb: 4 MB of file, 3,275 bytes declared, 4.2 GB inflated).
 */
export async function makeDocxBomb(megabytes: number, declaredSize = 3275): Promise<Buffer> {
  const parts = unzipSync(await makeSampleDocx());
  const entries: ZipEntry[] = Object.entries(parts)
    .filter(([name]) => name !== 'word/document.xml')
    .map(([name, data]) => ({ name, method: 8, data: deflateRawSync(data), declaredSize: data.length }));
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
  const body = bombDeflate(megabytes, head, '</w:t></w:r></w:p></w:body></w:document>');
  entries.push({ name: 'word/document.xml', method: 8, data: body, declaredSize });
  return zip(entries);
}

/**
 * A one-page PDF whose content stream is a FlateDecode bomb of `megabytes` MB. With `disguised`, the stream's
 * dictionary claims to be an image, which the byte-counting pre-scan skips (pdf.js decodes it anyway as the
 * page's content): only the memory ceiling stops that one.
 */
export function makePdfBomb(megabytes: number, options: { disguised?: boolean } = {}): Buffer {
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), bombDeflate(megabytes, 'BT /F1 12 Tf 72 720 Td (', ') Tj ET')]);
  const extra = options.disguised ? ' /Subtype /Image' : '';
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode${extra} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  chunks.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
