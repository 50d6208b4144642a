import { z } from 'zod';
import { distinctivenessSchema, potentialSchema } from '#shared/schemas/analysis.ts';

// The JSON the model is asked for. Each finding is validated on its own: a malformed one is dropped,
// the others are kept. Optional details fall back (catch) rather than sink a finding.
const text = (max: number) => z.string().trim().min(1).max(max);

const common = {
  /** What would be protected, in a few words: the mark itself, or "adaptive cold-chain routing method". */
  subject: text(120),
  description: text(800),
  rationale: z.array(text(400)).max(6).catch([]),
  /** Exact quotes of the plan that support the finding. */
  evidence: z.array(text(500)).min(1).max(4),
  likelihood: z.coerce.number().min(0).max(100),
  potential: potentialSchema,
  nextStep: text(400),
};

export const llmFindingSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('trademark'),
    ...common,
    markType: z.enum(['company', 'product', 'service', 'brand']).catch('brand'),
    distinctiveness: distinctivenessSchema,
    distinctivenessReason: text(400),
    niceClasses: z.array(z.coerce.number().int().min(1).max(45)).max(8).catch([]),
  }),
  z.object({
    type: z.literal('patent'),
    ...common,
    category: z.enum(['method', 'system', 'device', 'process', 'composition', 'algorithm']).catch('system'),
    abstractIdeaRisk: z.boolean().catch(false),
    publicDisclosure: z.boolean().catch(false),
  }),
  z.object({
    type: z.literal('trade_secret'),
    ...common,
    category: text(80).catch('confidential know-how'),
    measures: z.array(text(300)).max(8).catch([]),
  }),
  z.object({
    type: z.literal('copyright'),
    ...common,
    works: z.array(text(200)).min(1).max(8),
    ownershipGap: z.boolean().catch(false),
  }),
]);
export type LlmFinding = z.infer<typeof llmFindingSchema>;

export const llmAnswerSchema = z.object({ findings: z.array(z.unknown()).max(50) });

/** The answer's findings that pass validation; throws when the answer as a whole is not of the expected shape. */
export function parseLlmAnswer(json: unknown): { findings: LlmFinding[]; rejected: number } {
  const answer = llmAnswerSchema.parse(json);
  const findings: LlmFinding[] = [];
  for (const raw of answer.findings) {
    const parsed = llmFindingSchema.safeParse(raw);
    if (parsed.success) findings.push(parsed.data);
  }
  return { findings, rejected: answer.findings.length - findings.length };
}

/** The shape, written out for the prompt. */
export const answerShapeForPrompt = `{
  "findings": [
    {
      "type": "patent" | "trademark" | "trade_secret" | "copyright",
      "subject": "what would be protected, in a few words (for a trademark: the mark exactly as written in the plan)",
      "description": "what would be protected and how",
      "rationale": ["reasons, each pointing at the plan's words"],
      "evidence": ["exact sentences or phrases copied verbatim from the plan"],
      "likelihood": 0-100,
      "potential": "high" | "medium" | "low",
      "nextStep": "the concrete next step",
      // trademark only:
      "markType": "company" | "product" | "service" | "brand",
      "distinctiveness": "fanciful" | "arbitrary" | "suggestive" | "descriptive" | "generic",
      "distinctivenessReason": "why",
      "niceClasses": [9, 42],
      // patent only:
      "category": "method" | "system" | "device" | "process" | "composition" | "algorithm",
      "abstractIdeaRisk": true | false,
      "publicDisclosure": true | false,
      // trade_secret only:
      "category": "formula, process, data set, model, customer list, pricing, ...",
      "measures": ["NDAs", "access control", ...],
      // copyright only:
      "works": ["the works"],
      "ownershipGap": true | false
    }
  ]
}`;
