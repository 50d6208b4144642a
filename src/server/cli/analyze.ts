// `npm run analyze -- <file> [--json]`: the analysis of a business plan file, with the server's engine.
import { runAnalyzeCli } from './run-analyze.ts';

process.exitCode = await runAnalyzeCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
