import { cleanDomainInput } from '#shared/rules/domain-names.ts';
import { domainCheckQuerySchema, type DomainCheckResult } from '#shared/schemas/domains.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** One domain the user checked by hand: the server's answer, or why there is none. */
export type CustomCheck =
  | { domain: string; outcome: 'answered'; result: DomainCheckResult }
  | { domain: string; outcome: 'failed'; reason: string };

/** Newest first; checking a name again replaces its earlier row. */
export function recordCheck(checks: readonly CustomCheck[], check: CustomCheck): CustomCheck[] {
  return [check, ...checks.filter((c) => c.domain !== check.domain)];
}

/**
 * The typed text as the domain that will be checked (no dot -> ".com", spec section 5), or the shared
 * schema's message when it cannot be one. Unicode names pass here; the server converts and judges them.
 */
export function parseDomainInput(raw: string): { domain: string; problem: null } | { domain: null; problem: string } {
  const parsed = domainCheckQuerySchema.safeParse({ domain: raw });
  if (parsed.success) return { domain: parsed.data.domain, problem: null };
  return { domain: null, problem: parsed.error.issues[0]?.message ?? 'Enter a valid domain name' };
}

/** What the hint under the input shows: the name that will be checked, once there is one. */
export function domainPreview(raw: string): string | null {
  const cleaned = cleanDomainInput(raw);
  return cleaned === '' ? null : cleaned;
}

/** The server refused the input itself (400): its message belongs by the input, not in a toast. */
export function inputProblemOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
}

/** Why a check has no answer, for the small text of its "Not available" row. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return 'This server did not answer.';
}
