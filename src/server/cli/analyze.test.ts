import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '#server/engine/analyze.ts';
import { INVALID_FILE_TYPE_MESSAGE, NO_TEXT_MESSAGE } from '#server/extract/errors.ts';
import { makeEmptyDocx, makePng, makeTextPdf } from '#server/extract/test-files.ts';
import { startLlmServer } from '#server/llm/test-llm-server.ts';
import { samplePlanText } from '#shared/exports/test-fixture.ts';
import { resultSchema } from '#shared/schemas/analysis.ts';

// The command line as a user runs it: a child process, real files, exit codes.
const root = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;

type Run = { code: number; stdout: string; stderr: string };
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/analyze.ts', ...args],
      { cwd: root, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moatmap-cli-'));
  await writeFile(join(dir, 'plan.txt'), samplePlanText);
  await writeFile(join(dir, 'short.txt'), 'Lumio: a thermostat.');
  await writeFile(join(dir, 'plan.pdf'), makeTextPdf(samplePlanText));
  await writeFile(join(dir, 'photo.pdf'), makePng());
  await writeFile(join(dir, 'empty.docx'), await makeEmptyDocx());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run analyze', () => {
  it.each([
    ['no file', []],
    ['two files', ['a.txt', 'b.txt']],
    ['an unknown option', ['--bogus', 'plan.txt']],
    ['a file that does not exist', ['does-not-exist.txt']],
  ])('exits 2 with the usage on %s', async (_label, args) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run analyze -- <file.txt|pdf|docx> [--json]');
    expect(run.stdout).toBe('');
  });

  it('exits 1 with the reason when the file is not a plan it can read', async () => {
    const image = await cli([join(dir, 'photo.pdf')]);
    expect(image.code).toBe(1);
    expect(image.stderr).toContain(INVALID_FILE_TYPE_MESSAGE);
    const short = await cli([join(dir, 'short.txt')]);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Business plan content must be at least 50 characters');
    const empty = await cli([join(dir, 'empty.docx')]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain(NO_TEXT_MESSAGE);
  });

  it('prints the result as JSON with --json', async () => {
    const run = await cli([join(dir, 'plan.txt'), '--json']);
    expect(run.code).toBe(0);
    // The same engine as the server: the very result analyze() gives in this process.
    expect(resultSchema.parse(JSON.parse(run.stdout))).toEqual(analyze(samplePlanText));
  });

  it('prints a readable report of a PDF: summary, each recommendation, roadmap and budget', async () => {
    const [text, json] = await Promise.all([cli([join(dir, 'plan.pdf')]), cli([join(dir, 'plan.pdf'), '--json'])]);
    expect(text.code).toBe(0);
    const result = resultSchema.parse(JSON.parse(json.stdout));
    expect(text.stdout).toMatch(/^Moatmap analysis of plan\.pdf \(1 page, \d+ words; engine /);
    for (const section of ['SUMMARY', 'RECOMMENDATIONS', 'ROADMAP', 'BUDGET']) expect(text.stdout).toContain(`\n${section}`);
    for (const rec of result.recommendations) expect(text.stdout).toContain(`. ${rec.name}\n`);
  });

  it('with --llm, adds the findings of the configured model', async () => {
    const server = await startLlmServer(() => ({
      content: JSON.stringify({
        findings: [
          {
            type: 'copyright',
            subject: 'cold-chain compliance handbook',
            description: 'Copyright in the handbook text.',
            evidence: ['We also publish a cold-chain compliance handbook & training videos for our customers.'],
            likelihood: 80,
            potential: 'medium',
            nextStep: 'Register the handbook with the US Copyright Office.',
            works: ['compliance handbook'],
          },
        ],
      }),
    }));
    try {
      const run = await cli([join(dir, 'plan.txt'), '--json', '--llm'], { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'loopback' });
      expect(run.code).toBe(0);
      const result = resultSchema.parse(JSON.parse(run.stdout));
      expect(server.requests).toHaveLength(1);
      expect(result.notes.join(' ')).toMatch(/AI enrichment \(loopback\) (added 1 finding|found nothing to add)/);
    } finally {
      await server.close();
    }
  });

  it('exits 2 on --llm without a configured model', async () => {
    const run = await cli([join(dir, 'plan.txt'), '--llm'], { LLM_BASE_URL: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--llm needs LLM_BASE_URL');
  });
});
