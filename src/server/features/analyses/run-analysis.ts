import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { AppConfig } from '../../config.ts';
import { enrichWithLlm } from '../../llm/enrich.ts';
import { defaultEnginePool, type EnginePool } from './engine-pool.ts';

/**
 * The local engine (in the engine threads, off the server's thread), enriched by the configured LLM when
 * there is one. The enrichment is time-limited by LLM_TIMEOUT_MS and never throws: on any failure the local
 * result comes back with a note saying why.
 */
export function analysisRunner(llm: AppConfig['llm'], pool?: EnginePool): (text: string) => Promise<AnalysisResult> {
  return async (text) => {
    // The shared pool is started by the first analysis, not when the app is built.
    const local = await (pool ?? defaultEnginePool()).analyze(text);
    return llm ? enrichWithLlm(text, local, llm) : local;
  };
}
