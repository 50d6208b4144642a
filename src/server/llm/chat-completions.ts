import type { ChatMessage } from './prompt.ts';

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/** Why a call to the model gave nothing usable; the message ends up in the result's notes. */
export class LlmUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmUnavailable';
  }
}

const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** Some models wrap JSON in a Markdown fence even when asked for a JSON object. */
function unfence(content: string): string {
  const fenced = content.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
  return fenced ? fenced[1]! : content;
}

/**
 * One OpenAI-compatible chat completion asking for a JSON object; returns the parsed object.
 * Any failure (network, time limit, HTTP status, malformed body) is an LlmUnavailable with a short reason.
 */
export async function requestJsonCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({ model: config.model, messages, temperature: 0, response_format: { type: 'json_object' } });
  let raw: string;
  try {
    // One signal covers the connection, the headers and the body.
    const response = await fetchImpl(endpoint(config.baseUrl), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmUnavailable(`the AI service answered HTTP ${response.status}`);
    }
    raw = await response.text();
  } catch (error) {
    if (error instanceof LlmUnavailable) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new LlmUnavailable(`the AI service did not answer within ${Math.round(config.timeoutMs / 100) / 10} s`);
    }
    throw new LlmUnavailable('the AI service could not be reached');
  }
  if (raw.length > MAX_ANSWER_BYTES) throw new LlmUnavailable('the AI service sent an answer that is too large');
  let content: unknown;
  try {
    const completion = JSON.parse(raw) as { choices?: { message?: { content?: unknown } }[] };
    content = completion.choices?.[0]?.message?.content;
  } catch {
    throw new LlmUnavailable('the AI service sent a response that is not valid JSON');
  }
  if (typeof content !== 'string') throw new LlmUnavailable('the AI service sent no answer');
  try {
    return JSON.parse(unfence(content));
  } catch {
    throw new LlmUnavailable("the AI service's answer was not valid JSON");
  }
}
