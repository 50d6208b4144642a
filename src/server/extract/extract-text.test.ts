import { zipSync, strToU8 } from 'fflate';
import { CONTENT_MAX } from '#shared/schemas/business-plan.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors.ts';
import {
  CORRUPT_DOCX_MESSAGE,
  CORRUPT_PDF_MESSAGE,
  ExtractError,
  INVALID_FILE_TYPE_MESSAGE,
  NO_TEXT_MESSAGE,
  PASSWORD_PROTECTED_MESSAGE,
} from './errors.ts';
import { extractText } from './extract-text.ts';
import { ParserPool } from './parser-pool.ts';
import {
  makeCorruptPdf,
  makeDocx,
  makeEmptyDocx,
  makeExeBytes,
  makeImageOnlyPdf,
  makePasswordPdf,
  makePdf,
  makePng,
  makeSampleDocx,
  makeSamplePdf,
  makeUtf16,
  samplePlan,
} from './test-files.ts';

const pool = new ParserPool({ size: 1 });
afterAll(() => pool.close());
const extract = (data: Buffer, name: string, timeoutMs?: number) => extractText(data, name, { pool, timeoutMs });

async function refusal(promise: Promise<unknown>): Promise<ExtractError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  return error as ExtractError;
}

describe('TXT', () => {
  it('is read on a parser thread, under its time limit, so a huge text cannot hold the server thread', async () => {
    // 20 MB of words: decoding, tidying and counting it takes far longer than 1 ms, and the parser thread's limit
    // ends it; decoded on the server's thread (as before) it would have been read whatever the limit.
    const huge = Buffer.from('lorem ipsum dolor sit amet '.repeat(800_000));
    const error = await refusal(extract(huge, 'plan.txt', 1));
    expect(error.code).toBe('timeout');
  });

  it('refuses binary bytes named .txt from the parser thread with the 400 of an unread type', async () => {
    const error = await refusal(extract(Buffer.from([0x41, 0x00, 0x42, 0x00, 0x43]), 'plan.txt'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(INVALID_FILE_TYPE_MESSAGE);
  });

  it('reads UTF-8, drops the BOM, unifies line endings and counts words', async () => {
    const result = await extract(Buffer.from(`\uFEFF${samplePlan.replace(/\n/g, '\r\n')}`, 'utf8'), 'plan.txt');
    expect(result.content).toBe(samplePlan);
    expect(result.words).toBe(samplePlan.split(/\s+/).length);
    expect(result.pages).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  it.each(['le', 'be'] as const)('reads UTF-16 %s with a BOM', async (endian) => {
    const text = `${samplePlan}\nPrix: 249 € - Zürich, São Paulo, 東京`;
    const result = await extract(makeUtf16(text, endian), 'plan.txt');
    expect(result.content).toBe(text);
  });

  it('warns when the text is under 50 characters', async () => {
    const result = await extract(Buffer.from('Lumio: a smart thermostat.'), 'short.txt');
    expect(result.content).toBe('Lumio: a smart thermostat.');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/26 characters.*too short for analysis/);
  });

  it('warns when the text is longer than an analysis accepts', async () => {
    const long = `${samplePlan}\n`.repeat(Math.ceil(CONTENT_MAX / samplePlan.length) + 1);
    const result = await extract(Buffer.from(long), 'long.txt');
    expect(result.content.length).toBeGreaterThan(CONTENT_MAX);
    expect(result.warnings).toEqual([expect.stringMatching(/more than the 500,000 an analysis accepts/)]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['white space only', Buffer.from(' \n\r\n\t  \n')],
  ])('refuses %s with 422', async (_label, data) => {
    const error = await refusal(extract(data, 'empty.txt'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(NO_TEXT_MESSAGE);
  });
});

describe('PDF', () => {
  it('reads the text of every page and counts the pages', async () => {
    const pages = [1, 2, 3].map((n) => [`Page ${n} of the Lumio plan.`, `Milestone ${n}: ship the Lumio Hub v${n}.`]);
    const result = await extract(makePdf(pages), 'plan.pdf');
    expect(result.pages).toBe(3);
    for (const n of [1, 2, 3]) expect(result.content).toContain(`Milestone ${n}: ship the Lumio Hub v${n}.`);
    expect(result.content.indexOf('Page 1')).toBeLessThan(result.content.indexOf('Page 3'));
  });

  it('joins the lines of a wrapped paragraph back into sentences', async () => {
    const result = await extract(makeSamplePdf(), 'plan.pdf');
    expect(result.content).toBe(samplePlan);
    expect(result.pages).toBe(1);
  });

  it('warns about pages without text among pages with text', async () => {
    const textPage = 'BT /F1 11 Tf 72 740 Td (The Lumio Hub learns occupancy from door sensors in every office.) Tj ET';
    const result = await extract(makePdf([], { rawPages: [textPage, '0 0 1 rg 10 10 50 50 re f'] }), 'scan.pdf');
    expect(result.pages).toBe(2);
    expect(result.warnings).toEqual([expect.stringMatching(/^1 of 2 pages had no extractable text/)]);
  });

  it.each([
    ['a damaged PDF', makeCorruptPdf(), CORRUPT_PDF_MESSAGE],
    ['a password-protected PDF', makePasswordPdf(), PASSWORD_PROTECTED_MESSAGE],
    ['an image-only PDF', makeImageOnlyPdf(), NO_TEXT_MESSAGE],
    ['a PDF cut in half', makeSamplePdf().subarray(0, 300), CORRUPT_PDF_MESSAGE],
  ])('refuses %s with 422 and says why', async (_label, data, message) => {
    const error = await refusal(extract(data, 'plan.pdf'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(message);
  });
});

describe('DOCX', () => {
  it('reads headers, body, lists, tables and footers', async () => {
    const result = await extract(await makeSampleDocx(), 'plan.docx');
    const { content } = result;
    expect(content.startsWith('LUMIO Labs - Confidential business plan')).toBe(true);
    expect(content.endsWith('Prepared by the founders of LUMIO Labs')).toBe(true);
    for (const line of samplePlan.split('\n')) expect(content).toContain(line);
    expect(content).toContain('Occupancy learning engine');
    expect(content).toContain('Installer training course');
    expect(content).toMatch(/Lumio Hub\s+\$249/);
    expect(result.pages).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  it('keeps special characters of headers and footers', async () => {
    const docx = await makeDocx({ header: 'R&D <Lumio> "Labs"', footer: 'Ünïcode © 2026', paragraphs: [samplePlan] });
    const { content } = await extract(docx, 'plan.docx');
    expect(content.split('\n\n')[0]).toBe('R&D <Lumio> "Labs"');
    expect(content.split('\n\n').at(-1)).toBe('Ünïcode © 2026');
  });

  it('refuses an empty DOCX with 422', async () => {
    const error = await refusal(extract(await makeEmptyDocx(), 'empty.docx'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(NO_TEXT_MESSAGE);
  });

  it.each([
    ['cut short', (docx: Buffer) => docx.subarray(0, docx.length - 200)],
    ['with bytes spliced in', (docx: Buffer) => Buffer.concat([docx.subarray(0, 1000), Buffer.alloc(64, 7), docx.subarray(1000)])],
  ])('refuses a damaged DOCX (%s) with 422', async (_label, damage) => {
    const error = await refusal(extract(damage(await makeSampleDocx()), 'plan.docx'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(CORRUPT_DOCX_MESSAGE);
  });
});

describe('file type by content and name', () => {
  it.each([
    ['a PNG named .pdf', makePng(), 'scan.pdf'],
    ['a PNG', makePng(), 'photo.png'],
    ['an executable named .txt', makeExeBytes(), 'plan.txt'],
    ['text named .exe', Buffer.from(samplePlan), 'plan.exe'],
    ['text named .doc', Buffer.from(samplePlan), 'plan.doc'],
    ['a spreadsheet (a ZIP without a Word document) named .docx', Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<x/>') })), 'plan.docx'],
    ['a ZIP that does not open, named .txt', Buffer.from('PK\u0003\u0004 not really an archive'), 'plan.txt'],
    ['Rich Text named .txt', Buffer.from('{\\rtf1\\ansi Lumio plan}'), 'plan.txt'],
    ['invalid UTF-8', Buffer.from([0x4c, 0x75, 0xc3, 0x28, 0x6d, 0x69, 0x6f]), 'plan.txt'],
  ])('refuses %s with 400 and the spec message', async (_label, data, name) => {
    const error = await refusal(extract(data, name));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    expect(error).toBeInstanceOf(HttpError);
  });

  it('reads a PDF named .txt as a PDF and a DOCX named .pdf as a DOCX', async () => {
    expect((await extract(makeSamplePdf(), 'plan.txt')).pages).toBe(1);
    expect((await extract(await makeSampleDocx(), 'plan.pdf')).content).toContain('Prepared by the founders');
  });

  it('reads plain text named .pdf, and a file without an extension, as text', async () => {
    expect((await extract(Buffer.from(samplePlan), 'plan.pdf')).content).toBe(samplePlan);
    expect((await extract(Buffer.from(samplePlan), 'PLAN')).content).toBe(samplePlan);
    expect((await extract(Buffer.from(samplePlan), 'Business plan v2.0')).content).toBe(samplePlan);
  });
});
