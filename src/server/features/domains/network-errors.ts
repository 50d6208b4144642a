/** How an outgoing lookup failed: no route to the service at all, no answer in time, or anything else. */
export type FailureKind = 'offline' | 'timeout' | 'error';

// Errors that mean the host cannot be reached at all (no DNS, no route, nothing listening): they come back
// at once, so a closed network answers "unknown" fast instead of waiting for the timeout.
const offlineCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'ECONNREFUSED',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
]);
const timeoutCodes = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** fetch wraps the socket error in `cause` (and happy eyeballs in an AggregateError): look through all of them. */
export function failureKind(error: unknown): FailureKind {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  let kind: FailureKind = 'error';
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { name, code, cause, errors } = current as { name?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && offlineCodes.has(code)) return 'offline';
    if (name === 'TimeoutError' || (typeof code === 'string' && timeoutCodes.has(code))) kind = 'timeout';
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return kind;
}
