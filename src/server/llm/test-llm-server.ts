// A loopback HTTP server that speaks the OpenAI chat-completions protocol, for tests of the enrichment
// and of the routes that use it. Each test scripts what the "model" answers.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type ModelReply =
  /** A completion whose message content is this string (JSON text, or anything else to test malformed answers). */
  | { content: string }
  /** A raw HTTP answer. */
  | { status: number; body: string }
  /** No answer at all until the server closes: a hung model. */
  | { hang: true };

export type LlmTestServer = { baseUrl: string; requests: ChatRequest[]; close: () => Promise<void> };

export async function startLlmServer(reply: (request: ChatRequest) => ModelReply): Promise<LlmTestServer> {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The model list, as OpenAI-compatible servers answer it: what readiness checks ask to see the endpoint is up.
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[{"id":"test-model","object":"model"}]}');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"invalid JSON body"}}');
        return;
      }
      const request = { path: req.url, headers: req.headers, body };
      requests.push(request);
      const answer = reply(request);
      if ('hang' in answer) return;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
