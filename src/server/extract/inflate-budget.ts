import { createInflate, createInflateRaw } from 'node:zlib';

// Decompression bombs (finding 2 of the attack run): a file's declared sizes cannot be trusted, so before a
// parser inflates anything, every compressed part is inflated here once, and its output is
// counted and dropped at once. Memory stays at a few chunks whatever the file claims; past the budget we stop.

/** MAX_INFLATED_BYTES and friends are counted in output chunks of this size; nothing larger is ever held. */
const CHUNK = 64 * 1024;

/** What all parts of a DOCX may inflate to together; a 50 MB file of honest parts (images stored as they are) stays far below. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
/**
 * What the streams of a PDF that are read for text (page contents, fonts, object streams) may inflate to:
 * a thousand-page plan has a few MB of them. Images, the large streams of real PDFs, are not counted.
 */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;

export class InflateBudgetExceeded extends Error {
  constructor() {
    super('The file inflates past its budget');
    this.name = 'InflateBudgetExceeded';
  }
}

export type InflateCount = { bytes: number; complete: boolean };

/**
 * How many times its compressed size a part may inflate to, once past INFLATE_RATIO_GRACE. Deflate tops out near
 * 1,032:1 and honest Word XML or PDF content streams stay far below 100:1; Apache POI refuses past 100:1 for the
 * same reason. A bomb is refused after a few MB instead of after the whole budget: 50 bombs at once were spending
 * their 20 s inflating 32-64 MB each in two parser threads.
 */
export const MAX_INFLATE_RATIO = 200;
/** Output below this is never refused for its ratio, so a small, very repetitive part is read. */
export const INFLATE_RATIO_GRACE = 1024 * 1024;
/** Compressed input is fed in slices of this size, so the ratio is known to within one slice. */
const SLICE = 16 * 1024;

/**
 * Inflates `compressed` (raw deflate, or zlib-wrapped for PDF streams) with zlib, counting the output chunks
 * and dropping them, and rejects with InflateBudgetExceeded as soon as they pass `budget`, or pass
 * MAX_INFLATE_RATIO times the input consumed so far. A damaged stream stops the count where it breaks (the
 * parser will report it); `complete` says whether it reached its end.
 */
export function countInflated(compressed: Uint8Array, budget: number, format: 'raw' | 'zlib'): Promise<InflateCount> {
  const inflater = format === 'raw' ? createInflateRaw({ chunkSize: CHUNK }) : createInflate({ chunkSize: CHUNK });
  let bytes = 0;
  let fed = 0;
  let stopped = false;
  return new Promise((resolve, reject) => {
    const stop = (outcome: () => void) => {
      if (stopped) return;
      stopped = true;
      outcome();
    };
    inflater.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget || (bytes > INFLATE_RATIO_GRACE && bytes > fed * MAX_INFLATE_RATIO)) {
        inflater.destroy();
        stop(() => reject(new InflateBudgetExceeded()));
      }
    });
    inflater.on('end', () => stop(() => resolve({ bytes, complete: true })));
    inflater.on('error', () => stop(() => resolve({ bytes, complete: false })));
    inflater.on('close', () => stop(() => resolve({ bytes, complete: false })));
    // One slice at a time: `fed` counts the input given so far, which bounds what honest data could yield.
    const feed = (at: number) => {
      if (stopped || inflater.destroyed) return;
      if (at >= compressed.length) {
        inflater.end();
        return;
      }
      const slice = compressed.subarray(at, at + SLICE);
      fed += slice.length;
      inflater.write(slice, () => feed(at + SLICE));
    };
    feed(0);
  });
}

export type ZipBudget = { totalBytes: number; xmlBytes: number };

const u16 = (data: Uint8Array, at: number) => data[at]! | (data[at + 1]! << 8);
const u32 = (data: Uint8Array, at: number) => (u16(data, at) | (u16(data, at + 2) << 16)) >>> 0;

/**
 * Inflates every entry of a ZIP (a DOCX) from its central directory, as JSZip (inside mammoth) will, and
 * throws InflateBudgetExceeded when all entries together, or the Word XML parts, inflate past the budget.
 * Returns false when the archive's structure cannot be read (the parser then reports a damaged file).
 */
export async function zipWithinBudget(data: Uint8Array, budget: ZipBudget): Promise<boolean> {
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at--) {
    if (u32(data, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) return false;
  const entries = u16(data, end + 10);
  let at = u32(data, end + 16);
  let total = 0;
  let xml = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || u32(data, at) !== 0x02014b50) return false;
    const method = u16(data, at + 10);
    const compressedSize = u32(data, at + 20);
    const nameLength = u16(data, at + 28);
    const next = at + 46 + nameLength + u16(data, at + 30) + u16(data, at + 32);
    const name = new TextDecoder().decode(data.subarray(at + 46, at + 46 + nameLength));
    const local = u32(data, at + 42);
    at = next;
    if (local + 30 > data.length || u32(data, local) !== 0x04034b50) return false;
    const start = local + 30 + u16(data, local + 26) + u16(data, local + 28);
    const body = data.subarray(start, Math.min(data.length, start + compressedSize));
    const isXml = name.startsWith('word/') && name.endsWith('.xml');
    const remaining = Math.min(budget.totalBytes - total, isXml ? budget.xmlBytes - xml : Infinity);
    let size: number;
    if (method === 0) {
      size = body.length;
      if (size > remaining) throw new InflateBudgetExceeded();
    } else if (method === 8) size = (await countInflated(body, remaining, 'raw')).bytes;
    else continue;
    total += size;
    if (isXml) xml += size;
  }
  return true;
}

const latin1 = (data: Uint8Array, from: number, to: number) => Buffer.from(data.buffer, data.byteOffset + from, to - from).toString('latin1');

/**
 * Inflates every FlateDecode stream of a PDF that pdf.js would decode to read text (images are never
 * decoded for that) and throws InflateBudgetExceeded when together they pass `budget`. Streams are found
 * by their keyword, not by the cross-reference table, so a damaged table hides nothing.
 */
export async function pdfWithinBudget(data: Uint8Array, budget: number): Promise<void> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let total = 0;
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf('stream', from, 'latin1');
    if (keyword === -1) return;
    from = keyword + 6;
    if (keyword >= 3 && latin1(data, keyword - 3, keyword) === 'end') continue;
    // The stream's dictionary: what precedes the keyword back to its object header (bounded look-back).
    const before = latin1(data, Math.max(0, keyword - 4096), keyword);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf(' obj')));
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    let start = from;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const stop = bytes.indexOf('endstream', start, 'latin1');
    const counted = await countInflated(data.subarray(start, stop === -1 ? data.length : stop), budget - total, 'zlib');
    total += counted.bytes;
    if (stop !== -1) from = stop + 9;
  }
}
