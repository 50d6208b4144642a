import { analyze } from '../../engine/analyze.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';

/** One analysis in an engine thread (piscina calls the default export); the language model loads once per thread. */
export default function runAnalysis(text: string): AnalysisResult {
  return analyze(text);
}
