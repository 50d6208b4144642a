/**
 * What an error may put in a log line. Errors from the database carry the statement's parameters (a plan's
 * text, an analysis quoting it, a password hash) in their message and properties, and PostgreSQL's own
 * messages can quote an input value: only the error's class, its SQLSTATE code, the statement with its
 * placeholders and the stack frames are logged (finding 4 of the attack run).
 */
export type SafeError = { type: string; code?: string; query?: string; cause?: { type: string; code?: string }; stack?: string };

type ErrorLike = { name?: string; code?: unknown; query?: unknown; cause?: unknown; stack?: unknown };

const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .slice(0, 10)
        .join('\n')
    : undefined;

export function safeError(error: unknown): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const e = error as ErrorLike;
  const cause = typeof e.cause === 'object' && e.cause !== null ? (e.cause as ErrorLike) : undefined;
  return {
    type: e.name ?? error.constructor?.name ?? 'Error',
    ...(typeof e.code === 'string' && { code: e.code }),
    ...(typeof e.query === 'string' && { query: e.query.slice(0, 2000) }),
    ...(cause && { cause: { type: cause.name ?? 'Error', ...(typeof cause.code === 'string' && { code: cause.code }) } }),
    stack: frames(e.stack),
  };
}
