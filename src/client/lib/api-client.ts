/**
 * The generic data helper of spec section 8: every request sends cookies and expects JSON;
 * a non-OK answer raises "{status}: {message}".
 */

/** An HTTP failure: `message` is the spec's "{status}: {message}", the parts stay available. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own message (JSON message/error field or cleaned body text), without the status. */
  readonly serverMessage: string;
  /** Per-field validation messages when the server sent them (400). */
  readonly fieldErrors: { field: string; message: string }[];
  /** The server's machine-readable reason when it gave one (e.g. quota_exceeded). */
  readonly code?: string;

  constructor(status: number, serverMessage: string, fieldErrors: { field: string; message: string }[] = [], code?: string) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

const maxTextMessage = 200;

/** Body text with markup removed and whitespace collapsed, cut to 200 characters. */
export function textMessage(body: string): string {
  const text = body
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, maxTextMessage);
}

function fieldErrorsOf(value: unknown): { field: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is { field: string; message: string } =>
      typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** Turns a non-OK response into an ApiError. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object') {
      const { message, error, errors, code } = json as Record<string, unknown>;
      const text = typeof message === 'string' && message ? message : typeof error === 'string' && error ? error : null;
      if (text) return new ApiError(response.status, text, fieldErrorsOf(errors), typeof code === 'string' ? code : undefined);
    }
  } catch {
    // Not JSON: fall through to the text of the body.
  }
  return new ApiError(response.status, textMessage(body) || response.statusText);
}

/** Parses a successful response as JSON, or raises "Expected JSON response but got {type}". */
export async function readJsonResponse<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? 'unknown';
  if (!type.includes('application/json') && !type.includes('+json')) {
    throw new Error(`Expected JSON response but got ${type}`);
  }
  return (await response.json()) as T;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Adds the JSON content type without a body (the spec's admin login). */
  jsonHeader?: boolean;
  signal?: AbortSignal;
  /** Defaults to the page's origin; tests pass a server address. */
  baseUrl?: string;
};

/** Performs a request with cookies and returns the parsed JSON answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, jsonHeader, signal, baseUrl = '' } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined || jsonHeader) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return readJsonResponse<T>(response);
}
