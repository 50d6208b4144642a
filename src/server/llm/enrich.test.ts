import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '#server/engine/analyze.ts';
import { buildBudget, budgetText } from '#server/engine/budget.ts';
import { buildRoadmap } from '#server/engine/roadmap.ts';
import { findingId } from '#server/engine/context.ts';
import { countsOf, summarise } from '#server/engine/summary.ts';
import { sampleAnalysisResult as local, samplePlanText as plan } from '#shared/exports/test-fixture.ts';
import { resultSchema, type AnalysisResult } from '#shared/schemas/analysis.ts';
import { enrichWithLlm, type LlmConfig } from './enrich.ts';
import { startLlmServer, type LlmTestServer, type ModelReply } from './test-llm-server.ts';

let server: LlmTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function enrichWith(reply: ModelReply | ((n: number) => ModelReply), timeoutMs = 5000): Promise<AnalysisResult> {
  server = await startLlmServer(() => (typeof reply === 'function' ? reply(server!.requests.length) : reply));
  const config: LlmConfig = { baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs };
  return enrichWithLlm(plan, local, config);
}

const finding = (overrides: Record<string, unknown>) => ({
  description: 'What would be protected and how.',
  rationale: ['The plan says so.'],
  likelihood: 60,
  potential: 'medium',
  nextStep: 'Do the concrete next step.',
  ...overrides,
});

const handbook = finding({
  type: 'copyright',
  subject: 'cold-chain compliance handbook and training videos',
  evidence: ['We also publish a cold-chain compliance handbook & training videos for our customers.'],
  works: ['compliance handbook', 'training videos'],
  ownershipGap: false,
});
// The quote differs from the plan in white space only, as models' quotes often do.
const carriers = finding({
  type: 'trade_secret',
  subject: 'regional carrier network',
  evidence: ['negotiated rates with  120 regional\ncarriers'],
  category: 'supplier list',
  measures: ['Keep the carrier list in an access-controlled system'],
  likelihood: 72.4,
  potential: 'high',
});
const routingAgain = finding({
  type: 'patent',
  subject: 'real-time adaptive routing method',
  evidence: ['Our adaptive routing method re-plans deliveries in real time'],
  category: 'method',
});
const invented = finding({
  type: 'trademark',
  subject: 'ColdVault',
  evidence: ['ColdVault is our premium subscription tier.'],
  distinctiveness: 'fanciful',
  distinctivenessReason: 'Coined word.',
});
const markNotInPlan = finding({
  type: 'trademark',
  subject: 'Frostbyte',
  evidence: ['Frostline Labs builds LUMIO'],
  distinctiveness: 'fanciful',
  distinctivenessReason: 'Coined word.',
});

const notes = (result: AnalysisResult) => result.notes.join(' | ');

describe('enrichWithLlm on a result of the engine', () => {
  it('keeps every local finding and rebuilds counts, summary and budget around the added ones', async () => {
    const engineResult = analyze(plan);
    server = await startLlmServer(() => ({ content: JSON.stringify({ findings: [handbook, carriers, routingAgain, invented] }) }));
    const config: LlmConfig = { baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 5000 };
    const result = await enrichWithLlm(plan, engineResult, config);
    expect(resultSchema.parse(result)).toEqual(result);
    for (const rec of engineResult.recommendations) expect(result.recommendations).toContainEqual(rec);
    const added = result.recommendations.length - engineResult.recommendations.length;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(3);
    expect(result.recommendations.some((r) => r.name.includes('ColdVault'))).toBe(false);
    for (const rec of result.recommendations) for (const e of rec.evidence) expect(plan.slice(e.start, e.end)).toBe(e.text);
    expect(result.counts).toEqual(countsOf(result.recommendations));
    expect(result.summary).toBe(summarise(result.recommendations));
    expect(result.budget).toEqual(buildBudget(result.recommendations));
    expect(result.notes).toEqual([`AI enrichment (test-model) added ${added} finding${added === 1 ? '' : 's'}, each quoted from the plan.`]);
  });
});

describe('enrichWithLlm against a chat-completions server on loopback', () => {
  it('merges the findings the plan supports, with offsets, ids and counts', async () => {
    const malformed = { type: 'patent', subject: 'no evidence at all' };
    const content = JSON.stringify({ findings: [handbook, carriers, routingAgain, invented, markNotInPlan, malformed] });
    const result = await enrichWith({ content });

    expect(resultSchema.parse(result)).toEqual(result);
    const localIds = new Set(local.recommendations.map((r) => r.id));
    const added = result.recommendations.filter((r) => !localIds.has(r.id));
    for (const rec of local.recommendations) expect(result.recommendations).toContainEqual(rec);
    expect(added.map((r) => r.name).sort()).toEqual([
      'Copyright: cold-chain compliance handbook and training videos',
      'Trade Secret: regional carrier network',
    ]);
    // Summary, roadmap and budget are rebuilt by the engine's rules and so cover the new findings.
    expect(result.summary).toBe(summarise(result.recommendations));
    expect(result.summary).not.toBe(local.summary);
    expect(result.strategy).toEqual({ ...buildRoadmap(result.recommendations), estimatedBudget: budgetText(result.budget) });
    expect(result.budget).toEqual(buildBudget(result.recommendations));
    expect(result.budget.high).toBeGreaterThan(buildBudget(local.recommendations).high);
    for (const rec of added) {
      for (const e of rec.evidence) expect(plan.slice(e.start, e.end)).toBe(e.text);
    }
    const secret = added.find((r) => r.type === 'trade_secret')!;
    expect(secret.evidence[0]!.text).toBe('negotiated rates with 120 regional carriers');
    expect(secret.id).toBe(findingId('trade_secret', 'regional carrier network'));
    expect(secret.likelihood).toBe(72);
    expect(secret.details).toMatchObject({ kind: 'trade_secret', category: 'supplier list' });
    expect(result.counts).toEqual({ ...local.counts, copyrights: local.counts.copyrights + 1, tradeSecrets: local.counts.tradeSecrets + 1 });
    expect(notes(result)).toContain('AI enrichment (test-model) added 2 findings');
  });

  it('sends one chat completion asking for a JSON object, with the key, the model and the plan', async () => {
    await enrichWith({ content: '{"findings": []}' });
    expect(server!.requests).toHaveLength(1);
    const [request] = server!.requests;
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain(plan);
    expect(messages[1]!.content).toContain('- patent: adaptive cold-chain routing method');
  });

  it('drops findings whose evidence or mark is not in the plan, and those already found', async () => {
    const result = await enrichWith({ content: JSON.stringify({ findings: [invented, markNotInPlan, routingAgain] }) });
    expect(result.recommendations).toEqual(local.recommendations);
    expect(result.counts).toEqual(local.counts);
    expect(notes(result)).toBe('AI enrichment (test-model) found nothing to add to the local analysis.');
  });

  it('accepts a JSON answer wrapped in a Markdown fence', async () => {
    const result = await enrichWith({ content: '```json\n' + JSON.stringify({ findings: [handbook] }) + '\n```' });
    expect(result.counts.copyrights).toBe(local.counts.copyrights + 1);
  });

  it.each([
    ['malformed JSON', { content: 'Sure! Here are the findings: patent, trademark' }, "the AI service's answer was not valid JSON"],
    ['JSON of another shape', { content: '{"items": ["a patent"]}' }, "the AI service's answer did not have the expected shape"],
    ['HTTP 500', { status: 500, body: '{"error":{"message":"model crashed"}}' }, 'the AI service answered HTTP 500'],
    ['a body that is not a completion', { status: 200, body: '<html>gateway</html>' }, 'the AI service sent a response that is not valid JSON'],
  ] as [string, ModelReply, string][])('falls back to the local result on %s', async (_label, reply, reason) => {
    const result = await enrichWith(reply);
    expect(result).toEqual({ ...local, notes: [`AI enrichment unavailable: ${reason}; showing the local analysis`] });
  });

  it('falls back when the model does not answer within the time limit', async () => {
    const result = await enrichWith({ hang: true }, 300);
    expect(result.recommendations).toEqual(local.recommendations);
    expect(result.notes).toEqual(['AI enrichment unavailable: the AI service did not answer within 0.3 s; showing the local analysis']);
  });

  it('falls back when the service cannot be reached', async () => {
    const closed = await startLlmServer(() => ({ content: '{}' }));
    await closed.close();
    const result = await enrichWithLlm(plan, local, { baseUrl: closed.baseUrl, model: 'm', timeoutMs: 5000 });
    expect(result.notes).toEqual(['AI enrichment unavailable: the AI service could not be reached; showing the local analysis']);
  });
});
