import { findingSubject } from '#shared/rules/custom-strategy-actions.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { answerShapeForPrompt } from './llm-answer.ts';

export type ChatMessage = { role: 'system' | 'user'; content: string };

// Long plans are cut so that small local models, with small context windows, can still answer.
export const MAX_PLAN_CHARS = 60_000;

const system = `You are an intellectual-property analyst. You read a founder's business plan and find what is worth protecting as patents, trademarks, trade secrets and copyrights.
Rules:
- Report only findings that the plan's own words support, and quote those words exactly (verbatim, character for character) in "evidence". A finding without an exact quote is discarded.
- Patents: concrete technical inventions (methods, systems, devices, processes, compositions, algorithms with a technical effect), not the business model.
- Trademarks: only the names the plan's own business uses for its company, products and services; never competitors', partners', suppliers' or platforms' names.
- Trade secrets: formulas, recipes, processes, data sets, trained models, unpublished source code, customer and supplier lists, pricing.
- Copyrights: software, content, courses, designs, media, documentation, databases.
- Add only findings that are not already in the list of findings given to you.
Answer with one JSON object of this shape and nothing else:
${answerShapeForPrompt}
If there is nothing to add, answer {"findings": []}.`;

export function buildMessages(planText: string, local: AnalysisResult): ChatMessage[] {
  const known = local.recommendations.map((rec) => `- ${rec.type}: ${findingSubject(rec)}`).join('\n') || '- (none)';
  const plan = planText.length > MAX_PLAN_CHARS ? `${planText.slice(0, MAX_PLAN_CHARS)}\n[...]` : planText;
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Findings already made:\n${known}\n\nBusiness plan:\n"""\n${plan}\n"""` },
  ];
}
