import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { analyze } from '#server/engine/analyze.ts';
import { ExtractError } from '#server/extract/errors.ts';
import { extractText } from '#server/extract/extract-text.ts';
import { enrichWithLlm } from '#server/llm/enrich.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { CONTENT_MIN, CONTENT_MIN_MESSAGE } from '#shared/schemas/business-plan.ts';
import { formatResult } from './format-result.ts';

export const USAGE = `Usage: npm run analyze -- <file.txt|pdf|docx> [--json] [--llm]

Prints Moatmap's analysis of a business plan file: the IP worth protecting, the roadmap and the budget.

  --json   print the result as JSON instead of text
  --llm    also ask the AI model configured by LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (optional)
  --help   show this help

Exit codes: 0 done, 1 the file could not be read or has too little text, 2 bad arguments.`;

export type CliIo = { stdout: (text: string) => void; stderr: (text: string) => void };

type Parsed = { file: string; json: boolean; llm: boolean } | { exit: number };

function parse(argv: string[], io: CliIo): Parsed {
  let values: { json?: boolean; llm?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { json: { type: 'boolean' }, llm: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}\n`);
    return { exit: 2 };
  }
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return { exit: 0 };
  }
  if (positionals.length !== 1) {
    io.stderr(`${positionals.length === 0 ? 'No file given.' : 'Give exactly one file.'}\n\n${USAGE}\n`);
    return { exit: 2 };
  }
  return { file: positionals[0]!, json: values.json ?? false, llm: values.llm ?? false };
}

/** The command line: returns the exit code instead of exiting, so that it can run inside tests and scripts. */
export async function runAnalyzeCli(argv: string[], io: CliIo): Promise<number> {
  const args = parse(argv, io);
  if ('exit' in args) return args.exit;

  const llm = args.llm ? loadConfig().llm : undefined;
  if (args.llm && !llm) {
    io.stderr(`--llm needs LLM_BASE_URL (and usually LLM_MODEL and LLM_API_KEY) in the environment.\n\n${USAGE}\n`);
    return 2;
  }

  let data: Buffer;
  try {
    data = await readFile(args.file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    io.stderr(`Cannot read ${args.file}: ${why}.\n\n${USAGE}\n`);
    return code === 'ENOENT' || code === 'EISDIR' ? 2 : 1;
  }

  let extracted;
  try {
    extracted = await extractText(data, basename(args.file));
  } catch (error) {
    if (!(error instanceof ExtractError)) throw error;
    io.stderr(`${args.file}: ${error.message}\n`);
    return 1;
  }

  // The same floor as the analyze API: shorter text is not a plan.
  if (extracted.content.length < CONTENT_MIN) {
    io.stderr(`${args.file}: ${CONTENT_MIN_MESSAGE} (the file has ${extracted.content.length}).\n`);
    return 1;
  }

  let result: AnalysisResult = analyze(extracted.content);
  if (llm) result = await enrichWithLlm(extracted.content, result, llm);

  if (args.json) {
    // stdout stays pure JSON for pipes; the extraction warnings go to stderr.
    for (const warning of extracted.warnings) io.stderr(`Warning: ${warning}\n`);
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  } else io.stdout(formatResult(result, { fileName: basename(args.file), ...extracted }));
  return 0;
}
