import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and dropped before the answer, and for how long at most. */
export const LINGER_MAX_BYTES = 128 * 1024 * 1024;
export const LINGER_MAX_MS = 30_000;

/**
 * Reads and discards the rest of a request body, up to a bound, as nginx's lingering close does. A server that
 * answers 413 and closes while the client is still sending makes most clients (Node's fetch among them) see
 * EPIPE or a reset instead of the answer (finding 9 of the attack run); once the body is read they see the 413.
 */
export function discardBody(raw: IncomingMessage, maxBytes = LINGER_MAX_BYTES, maxMs = LINGER_MAX_MS): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}
