// Text extraction of a 50-page PDF and a large DOCX, through the parser threads the upload uses.
import { ParserPool } from '#server/extract/parser-pool.ts';
import { extractText } from '#server/extract/extract-text.ts';
import { makeDocx, makePdf, makePng, paginate } from '#server/extract/test-files.ts';
import { generatePlan } from './plan-generator.ts';
import { mb, memoryFigures, ms, timeOnce, timeRuns, timingText, type Figure } from './stats.ts';

export const name = 'extract';

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const pool = new ParserPool({ size: 1 });
  try {
    const start = await timeOnce(() => pool.warm());
    figures.push({ label: 'parser thread start and parser loading (once per thread, pool.warm())', value: ms(start) });

    const plan = generatePlan(40_000);
    const pdf = makePdf(paginate(plan).slice(0, 50));
    const { pages, words } = await extractText(pdf, 'plan.pdf', { pool });
    figures.push({
      label: `${pages}-page PDF (${words.toLocaleString('en-US')} words, ${mb(pdf.length)})`,
      value: timingText(await timeRuns(Array(10).fill(pdf), 2, (d: Buffer) => extractText(d, 'plan.pdf', { pool }))),
    });

    const paragraphs = generatePlan(60_000, 3).split('\n\n');
    const docx = await makeDocx({
      header: 'Frostline Labs - Confidential',
      footer: 'Frostline Labs business plan',
      paragraphs,
      bullets: paragraphs.slice(0, 200).map((p) => p.slice(0, 80)),
      images: [800, 801, 802].map((size) => makePng(size, true)),
      table: Array.from({ length: 200 }, (_, i) => [`Item ${i + 1}`, `$${(i + 1) * 125}`, paragraphs[i % paragraphs.length]!.slice(0, 60)]),
    });
    const docxWords = (await extractText(docx, 'plan.docx', { pool })).words;
    figures.push({
      label: `DOCX of ${docxWords.toLocaleString('en-US')} words with a table, a list, images, a header and a footer (${mb(docx.length)})`,
      value: timingText(await timeRuns(Array(8).fill(docx), 2, (d: Buffer) => extractText(d, 'plan.docx', { pool }))),
    });
    const text = Buffer.from(generatePlan(60_000, 5));
    figures.push({
      label: `TXT of ${mb(text.length)} (in the server thread)`,
      value: timingText(await timeRuns(Array(20).fill(text), 2, (d: Buffer) => extractText(d, 'plan.txt', { pool }))),
    });
  } finally {
    await pool.close();
  }
  figures.push(...memoryFigures('memory of the main thread after extraction'));
  return figures;
}
