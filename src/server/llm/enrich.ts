import { normaliseText } from '#server/engine/context.ts';
import { resultSchema, type AnalysisResult } from '#shared/schemas/analysis.ts';
import { LlmUnavailable, requestJsonCompletion, type LlmConfig } from './chat-completions.ts';
import { parseLlmAnswer } from './llm-answer.ts';
import { mergeFindings } from './merge.ts';
import { buildMessages } from './prompt.ts';

export type { LlmConfig } from './chat-completions.ts';

export function unavailableNote(reason: string): string {
  return `AI enrichment unavailable: ${reason}; showing the local analysis`;
}

function addedNote(model: string, added: number): string {
  if (added === 0) return `AI enrichment (${model}) found nothing to add to the local analysis.`;
  return `AI enrichment (${model}) added ${added} finding${added === 1 ? '' : 's'}, each quoted from the plan.`;
}

/**
 * Asks an OpenAI-compatible model for findings the local engine missed and merges those the plan supports.
 * Never throws: on any failure or time-out the local result comes back with a note saying why.
 */
export async function enrichWithLlm(
  text: string,
  localResult: AnalysisResult,
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<AnalysisResult> {
  const fallback = (reason: string): AnalysisResult => ({ ...localResult, notes: [...localResult.notes, unavailableNote(reason)] });
  try {
    const plan = normaliseText(text);
    const json = await requestJsonCompletion(config, buildMessages(plan, localResult), fetchImpl);
    let findings;
    try {
      ({ findings } = parseLlmAnswer(json));
    } catch {
      return fallback("the AI service's answer did not have the expected shape");
    }
    const { result, added } = mergeFindings(plan, localResult, findings);
    const enriched = resultSchema.safeParse({
      ...result,
      notes: [...localResult.notes, addedNote(config.model, added.length)],
    });
    return enriched.success ? enriched.data : fallback('the merged result was not valid');
  } catch (error) {
    return fallback(error instanceof LlmUnavailable ? error.message : 'an unexpected error occurred');
  }
}
