import { afterAll, describe, expect, it } from 'vitest';
import { ExtractError, TIMEOUT_MESSAGE, TOO_COMPLEX_MESSAGE } from './errors.ts';
import { extractText } from './extract-text.ts';
import { ParserPool } from './parser-pool.ts';
import { makeDocxBomb, makePdfBomb } from './test-bombs.ts';
import { makeSampleDocx, makeSamplePdf, samplePlan } from './test-files.ts';

// Finding 2 of the attack run: bombs that lie about their size reached gigabytes before their 422.
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the bomb was read');
    },
    (error: unknown) => error as ExtractError,
  );

/** Runs `work` while sampling the process's resident memory; returns how far it rose above where it started. */
async function peakGrowthMb(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.round((Math.max(peak, process.memoryUsage.rss()) - start) / 1024 / 1024);
}

describe('decompression bombs', () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.close());

  it('refuses a DOCX whose document.xml declares 3,275 bytes but inflates to 4.2 GB, and keeps the thread that counted it', { timeout: 60_000 }, async () => {
    const bomb = await makeDocxBomb(4200);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await pool.warm();
    const [before] = pool.threadIds;
    let error: ExtractError | undefined;
    // Before, this reached 3.5 GB; now the inflated bytes are counted and dropped as they come.
    expect(await peakGrowthMb(async () => (error = await refusal(extractText(bomb, 'plan.docx', { pool }))))).toBeLessThan(300);
    if (!error) throw new Error('no refusal');
    expect(error).toBeInstanceOf(ExtractError);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(TOO_COMPLEX_MESSAGE);
    expect((await extractText(await makeSampleDocx(), 'plan.docx', { pool })).content).toContain(samplePlan.split('\n')[0]);
    // The byte count held nothing, so the same thread reads the next file: replacing it (about a second) made
    // 50 bombs at once wait for two threads past their 20 s.
    expect(pool.threadIds).toEqual([before]);
  });

  it('refuses a PDF with a 2 GB FlateDecode content stream before pdf.js inflates it', { timeout: 60_000 }, async () => {
    let error: ExtractError | undefined;
    expect(await peakGrowthMb(async () => (error = await refusal(extractText(makePdfBomb(2000), 'plan.pdf', { pool }))))).toBeLessThan(300);
    if (!error) throw new Error('no refusal');
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(TOO_COMPLEX_MESSAGE);
    expect((await extractText(makeSamplePdf(), 'plan.pdf', { pool })).content).toBe(samplePlan);
  });

  it('answers a file still waiting for a busy thread at its time limit with 422, so a burst of bombs delays no answer past it', { timeout: 60_000 }, async () => {
    const single = new ParserPool({ size: 1 });
    try {
      const first = extractText(await makeDocxBomb(4200), 'plan.docx', { pool: single, timeoutMs: 30_000 });
      const waiting = await refusal(extractText(makeSamplePdf(), 'plan.pdf', { pool: single, timeoutMs: 50 }));
      expect(waiting.statusCode).toBe(422);
      expect(waiting.message).toBe(TIMEOUT_MESSAGE);
      expect((await refusal(first)).message).toBe(TOO_COMPLEX_MESSAGE);
    } finally {
      await single.close();
    }
  });

  it('ends a parser that passes the memory ceiling (a bomb disguised as an image) and answers 422', { timeout: 60_000 }, async () => {
    // The ceiling lets memory grow 300 MB while parsing; the disguised bomb would take gigabytes.
    const capped = new ParserPool({ size: 1, rssGrowthLimitMb: 300 });
    try {
      const error = await refusal(extractText(makePdfBomb(3000, { disguised: true }), 'plan.pdf', { pool: capped }));
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(TOO_COMPLEX_MESSAGE);
      expect((await extractText(makeSamplePdf(), 'plan.pdf', { pool: capped })).content).toBe(samplePlan);
    } finally {
      await capped.close();
    }
  });
});
