import { afterAll, describe, expect, it } from 'vitest';
import { MAX_DOCX_XML_BYTES } from './detect-type.ts';
import { ExtractError, TIMEOUT_MESSAGE, TOO_COMPLEX_MESSAGE } from './errors.ts';
import { extractText } from './extract-text.ts';
import { ParserPool } from './parser-pool.ts';
import { makeInflatedDocx, makeSampleDocx, makeSamplePdf, makeTextPdf, samplePlan } from './test-files.ts';

// The limits that keep a hostile or broken file from hanging or crashing the server.
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

describe('parser threads', () => {
  it('warm() starts every thread ahead of the first file, which is then read by them', async () => {
    const warmPool = new ParserPool({ size: 2 });
    try {
      expect(warmPool.threadCount).toBe(0);
      await warmPool.warm();
      expect(warmPool.threadCount).toBe(2);
      const [pdf, docx] = await Promise.all([
        extractText(makeSamplePdf(), 'plan.pdf', { pool: warmPool }),
        extractText(await makeSampleDocx(), 'plan.docx', { pool: warmPool }),
      ]);
      expect(pdf.content).toBe(samplePlan);
      expect(docx.content).toContain(samplePlan.split('\n')[0]);
      expect(warmPool.threadCount).toBe(2);
    } finally {
      await warmPool.close();
    }
    expect(warmPool.threadCount).toBe(0);
  });
});

describe('robustness', () => {
  it('stops a parse that outlives its time limit, and the next file is read normally', async () => {
    const big = makeTextPdf(Array.from({ length: 400 }, () => samplePlan).join('\n'));
    const error = await refusal(extract(big, 'big.pdf', 1));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect((await extract(makeSamplePdf(), 'plan.pdf')).content).toBe(samplePlan);
  });

  it('refuses a DOCX that expands past the XML limit before parsing it', async () => {
    const bomb = await makeInflatedDocx(Math.ceil(MAX_DOCX_XML_BYTES / 80) + 1000);
    expect(bomb.length).toBeLessThan(MAX_DOCX_XML_BYTES / 100);
    const error = await refusal(extract(bomb, 'plan.docx'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(TOO_COMPLEX_MESSAGE);
  });

  it('ends a parser thread that runs out of memory and answers 422', async () => {
    const small = new ParserPool({ size: 1, maxHeapMb: 48 });
    try {
      // The same small thread reads an ordinary plan; only the bomb exhausts it.
      expect((await extractText(await makeSampleDocx(), 'plan.docx', { pool: small })).words).toBeGreaterThan(50);
      const error = await refusal(extractText(await makeInflatedDocx(150_000), 'plan.docx', { pool: small }));
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(TOO_COMPLEX_MESSAGE);
    } finally {
      await small.close();
    }
  });

  it('answers every damaged variant of a PDF and a DOCX with text or a 4xx, never anything else', async () => {
    // Deterministic mutations: overwrite bytes, cut, or splice, at positions spread over the file.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const originals: [Buffer, string][] = [
      [makeTextPdf(samplePlan), 'plan.pdf'],
      [await makeSampleDocx(), 'plan.docx'],
    ];
    for (const [original, name] of originals) {
      for (let i = 0; i < 12; i++) {
        const copy = Buffer.from(original);
        if (i % 3 === 0) for (let k = 0; k < 20; k++) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
        const at = Math.floor(random() * copy.length);
        const noise = Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256)));
        const data =
          i % 3 === 1 ? copy.subarray(0, at) : i % 3 === 2 ? Buffer.concat([copy.subarray(0, at), noise, copy.subarray(at)]) : copy;
        const outcome = await extract(data, name).then(
          (result) => ({ status: 200, content: result.content }),
          (e: unknown) => ({ status: e instanceof ExtractError ? e.statusCode : 500, content: '' }),
        );
        expect([200, 400, 422]).toContain(outcome.status);
      }
    }
  });
});
