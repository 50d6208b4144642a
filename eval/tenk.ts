import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Expected } from './score.ts';

/** The repository root: eval/ sits directly under it. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * The 10-K development corpus lives beside the repository (`../shared/corpus/10k-dev`), as it does in CI where the
 * repository is cloned next to shared/; a git worktree one level deeper (`wt/<branch>`) finds it at `../../shared`.
 * `TENK_CORPUS_DIR` points elsewhere.
 */
export const tenKDir =
  process.env.TENK_CORPUS_DIR ??
  [resolve(repoRoot, '../shared/corpus/10k-dev'), resolve(repoRoot, '../../shared/corpus/10k-dev')].find((dir) =>
    existsSync(dir),
  ) ??
  resolve(repoRoot, '../shared/corpus/10k-dev');

const filingSchema = z.object({
  id: z.string(),
  company: z.string(),
  sic_division: z.string().nullish(),
  business_text: z.string(),
  ground_truth: z.object({
    patents: z.boolean(),
    trademarks_held: z.boolean(),
    trade_secrets: z.boolean(),
    copyrights: z.boolean(),
    trademarks_present_in_business_text: z.array(z.string()),
  }),
});

/** One labelled text of either corpus, in the form the scorer and the trainer read. */
export type LabelledCase = {
  id: string;
  corpus: 'plans' | '10k';
  text: string;
  expected: Expected;
  /** Names that should come out as the writer's trademarks (brand recall counts these). */
  brands: string[];
};

export type TenKLoad = { cases: LabelledCase[] } | { cases: null; reason: string };

export function loadTenK(dir: string = tenKDir): TenKLoad {
  if (!existsSync(dir)) return { cases: null, reason: `the 10-K corpus is not at ${dir} (set TENK_CORPUS_DIR)` };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) return { cases: null, reason: `no .json filings in ${dir}` };
  const cases = files.map((file) => {
    const filing = filingSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    const g = filing.ground_truth;
    return {
      id: filing.id,
      corpus: '10k' as const,
      text: filing.business_text,
      expected: { patent: g.patents, trademark: g.trademarks_held, trade_secret: g.trade_secrets, copyright: g.copyrights },
      brands: g.trademarks_present_in_business_text,
    };
  });
  return { cases };
}
