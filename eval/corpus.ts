import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const nameListSchema = z.array(z.string().trim().min(1));

export const planLabelSchema = z.strictObject({
  industry: z.string().trim().min(1),
  marks: nameListSchema,
  notMarks: nameListSchema,
  expected: z.strictObject({
    patent: z.boolean(),
    trademark: z.boolean(),
    trade_secret: z.boolean(),
    copyright: z.boolean(),
  }),
});
export type PlanLabel = z.infer<typeof planLabelSchema>;

export type CorpusPlan = { slug: string; file: string; text: string; label: PlanLabel };

export const corpusDir = fileURLToPath(new URL('.', import.meta.url));

const planExtensions = new Set(['.md', '.txt']);

/**
 * Reads every plan in `<dir>/plans` with its label in `<dir>/labels/<slug>.json`.
 * A plan without a label, a label without a plan or an invalid label is an error: a silently skipped
 * plan would make the figures look better or worse than they are.
 */
export function loadCorpus(dir: string = corpusDir): CorpusPlan[] {
  const planFiles = readdirSync(join(dir, 'plans'))
    .filter((file) => planExtensions.has(extname(file)))
    .sort();
  const labelFiles = new Set(readdirSync(join(dir, 'labels')).filter((file) => file.endsWith('.json')));
  const problems: string[] = [];
  const plans: CorpusPlan[] = [];
  const slugs = new Set<string>();

  for (const file of planFiles) {
    const slug = basename(file, extname(file));
    if (slugs.has(slug)) problems.push(`${file}: two plans share the slug ${slug}`);
    slugs.add(slug);
    const labelFile = `${slug}.json`;
    if (!labelFiles.has(labelFile)) {
      problems.push(`${file}: no label file labels/${labelFile}`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, 'labels', labelFile), 'utf8'));
    } catch (error) {
      problems.push(`labels/${labelFile}: not JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = planLabelSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`labels/${labelFile}: ${z.prettifyError(parsed.error).replaceAll('\n', '; ')}`);
      continue;
    }
    plans.push({ slug, file, text: readFileSync(join(dir, 'plans', file), 'utf8'), label: parsed.data });
  }
  for (const labelFile of labelFiles) {
    if (!slugs.has(basename(labelFile, '.json'))) problems.push(`labels/${labelFile}: no plan with this slug`);
  }
  if (problems.length > 0) throw new Error(`The evaluation corpus is inconsistent:\n- ${problems.join('\n- ')}`);
  return plans;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// Chinese and Japanese run words together: a name there is found anywhere, and a Latin name beside them ("LINE公式")
// still stands whole.
const unspacedChar = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
// Built from a string: the `v` flag (set subtraction) is newer than the TypeScript target.
const wordChar = new RegExp('[[\\p{L}\\p{N}]--[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]]', 'v');

/** The character (a whole code point) that ends just before `at`. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text.charAt(at - 1);
}

/**
 * True when `name` occurs in `text` as a whole name (not inside a longer word), ignoring case. A plain search and a
 * look at each side: building a Unicode pattern per name cost the corpus test most of a minute.
 */
export function mentions(text: string, name: string): boolean {
  const hay = text.toLowerCase();
  const needle = name.toLowerCase();
  if (unspacedChar.test(name)) return hay.includes(needle);
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const after = String.fromCodePoint(hay.codePointAt(at + needle.length) ?? 32);
    if (!wordChar.test(charBefore(hay, at)) && !wordChar.test(after)) return true;
  }
  return false;
}
