import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { failureKind } from './network-errors.ts';
import { startLoopbackRegistry } from './test-registry-server.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failure = (url: string, init?: RequestInit) => fetch(url, init).then(() => null, (error: unknown) => error);

describe('failureKind on real fetch failures', () => {
  it('calls a refused connection and an unresolvable host "offline"', async () => {
    expect(failureKind(await failure(`http://127.0.0.1:${await closedPort()}/`))).toBe('offline');
    // RFC 6761: .invalid never resolves.
    expect(failureKind(await failure('http://rdap.registry.invalid/'))).toBe('offline');
  });

  it('calls an answer that does not come in time "timeout"', async () => {
    const registry = await startLoopbackRegistry();
    registry.answers.set('slow.com', 'slow');
    const error = await failure(`${registry.url}/rdap/domain/slow.com`, { signal: AbortSignal.timeout(200) });
    expect(failureKind(error)).toBe('timeout');
    await registry.close();
  });

  it('calls anything else "error"', () => {
    expect(failureKind(new SyntaxError('Unexpected end of JSON input'))).toBe('error');
    expect(failureKind(undefined)).toBe('error');
  });
});
