import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { AppConfig } from '../../config.ts';
import { analyze } from '../../engine/analyze.ts';
import { enrichWithLlm } from '../../llm/enrich.ts';

/**
 * The local engine, enriched by the configured LLM when there is one. The enrichment is time-limited by
 * LLM_TIMEOUT_MS and never throws: on any failure the local result comes back with a note saying why.
 */
export function analysisRunner(llm: AppConfig['llm']): (text: string) => Promise<AnalysisResult> {
  return async (text) => {
    const local = analyze(text);
    return llm ? enrichWithLlm(text, local, llm) : local;
  };
}
