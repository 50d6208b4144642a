import { strFromU8, unzipSync } from 'fflate';
import { CORRUPT_DOCX_MESSAGE } from './errors.ts';
import { ParseFailure, type ParsedDocument } from './parsed-document.ts';

// Loaded on first use: a thread that only ever reads PDFs does not pay for it.
export const loadMammoth = async () => (await import('mammoth')).default;

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[ref] ?? whole;
  });
}

// Runs of text, tabs, breaks and paragraph ends, in document order; nested paragraphs (text boxes) stay in order.
// Attributes stop at the next '<' as well as '>': an unclosed tag repeated many times is then scanned once, not
// once per tag to the end of the part.
const wordTokens = /<w:t(?:\s[^<>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^<>]*)?\/>|<\/w:p>/g;

/** The paragraphs of one WordprocessingML part (a header or footer), as plain lines. */
export function wordXmlText(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(wordTokens)) {
    if (match[1] !== undefined) text += decodeEntities(match[1]);
    else if (match[0] === '<w:tab/>') text += '\t';
    else text += '\n';
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const partNumber = (name: string) => Number(name.match(/(\d+)\.xml$/)?.[1] ?? 0);

/** Headers and footers, which mammoth leaves out; identical ones (first page, even pages) are kept once. */
function headersAndFooters(data: Uint8Array): { headers: string[]; footers: string[] } {
  const parts = unzipSync(data, { filter: (file) => /^word\/(header|footer)\d*\.xml$/.test(file.name) });
  const pick = (kind: 'header' | 'footer') => {
    const texts = Object.keys(parts)
      .filter((name) => name.startsWith(`word/${kind}`))
      .sort((a, b) => partNumber(a) - partNumber(b))
      .map((name) => wordXmlText(strFromU8(parts[name]!)))
      .filter((text) => text !== '');
    return [...new Set(texts)];
  };
  return { headers: pick('header'), footers: pick('footer') };
}

/** The text of a Word document: headers, then the body with its tables and lists (mammoth), then footers. */
export async function readDocx(data: Uint8Array): Promise<ParsedDocument> {
  try {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const body = await (await loadMammoth()).extractRawText({ buffer });
    const { headers, footers } = headersAndFooters(data);
    const text = [...headers, body.value.trim(), ...footers].filter((part) => part !== '').join('\n\n');
    return { text, warnings: [] };
  } catch {
    throw new ParseFailure('corrupt', CORRUPT_DOCX_MESSAGE);
  }
}
