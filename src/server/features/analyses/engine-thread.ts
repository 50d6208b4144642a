import { analyze } from '../../engine/analyze.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { lowerThisThreadPriority } from '../../lib/thread-priority.ts';

// Analyses run at a lower priority than the server's thread: other users' requests come first (issue 17).
lowerThisThreadPriority();

/** One analysis in an engine thread (piscina calls the default export); the language model loads once per thread. */
export default function runAnalysis(text: string): AnalysisResult {
  // The report says which check failed (decision 047); the operator needs the fault itself, in the server's log.
  return analyze(text, {
    onDetectorFailure: (type, error) => console.error(`analysis engine: the ${type} detector failed and was skipped`, error),
  });
}
