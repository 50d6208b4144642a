import type { DomainCheckResult, DomainStatus } from '#shared/schemas/domains.ts';

export const statusLabels: Record<DomainStatus, string> = {
  'likely-available': 'Likely available',
  registered: 'Registered',
  unknown: 'Unknown',
};

const registrarNames: Record<string, string> = { godaddy: 'GoDaddy' };

const CACHED = /^cache \((.*)\)$/s;
const OFFLINE = /^offline:\s*/;

/** The source without the server's cache wrapper ("cache (rdap:host)" -> "rdap:host"). */
function unwrapCache(source: string): { inner: string; cached: boolean } {
  const match = CACHED.exec(source);
  return match ? { inner: match[1]!, cached: true } : { inner: source, cached: false };
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Who answered, in words: the server's sources are "rdap:{host}[: reason]", "dns:nameservers",
 * "registrar:godaddy", "offline: {reason}", "busy: {reason}" or a sentence, any of them as "cache ({source})".
 */
export function describeSource(source: string): string {
  const { inner, cached } = unwrapCache(source);
  const suffix = cached ? ' (cached answer)' : '';
  // Hosts may carry ":port"; the reason, when there is one, follows ": ".
  const [head = '', ...rest] = inner.split(': ');
  const reason = rest.join(': ');
  let text: string;
  if (head.startsWith('rdap:')) {
    text = `RDAP registry ${head.slice('rdap:'.length)}${reason ? `: ${reason}` : ''}`;
  } else if (inner === 'dns:nameservers') {
    text = 'DNS: the name has nameservers';
  } else if (head.startsWith('registrar:')) {
    const registrar = head.slice('registrar:'.length);
    text = `Registrar ${registrarNames[registrar] ?? sentenceCase(registrar)}`;
  } else if (head === 'offline' || head === 'busy') {
    text = sentenceCase(reason);
  } else {
    text = sentenceCase(inner);
  }
  return text + suffix;
}

/** An answer nobody could give because this server cannot (or may not) reach the registries. */
export function isOfflineAnswer(result: DomainCheckResult): boolean {
  return result.status === 'unknown' && OFFLINE.test(unwrapCache(result.source).inner);
}

/**
 * When every answer is "unknown" for lack of a network, the reasons (deduplicated, in words) for one
 * notice instead of one per row; null when any answer says more or there is no answer yet.
 */
export function offlineReasons(results: readonly DomainCheckResult[]): string[] | null {
  if (results.length === 0 || !results.every(isOfflineAnswer)) return null;
  return [...new Set(results.map((r) => sentenceCase(unwrapCache(r.source).inner.replace(OFFLINE, ''))))];
}

/** A registrar's price for one year, e.g. "$12.99 / year"; null when it gave none (never invented). */
export function formatPrice(result: Pick<DomainCheckResult, 'price' | 'currency'>): string | null {
  if (result.price === undefined || !result.currency) return null;
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en', { style: 'currency', currency: result.currency }).format(result.price);
  } catch {
    // Not an ISO 4217 code: show what the registrar sent.
    amount = `${result.price} ${result.currency}`;
  }
  return `${amount} / year`;
}

/** One sentence for the live region, e.g. "11 domains checked: 2 likely available, 1 registered, 8 unknown." */
export function summarizeResults(results: readonly DomainCheckResult[]): string {
  const counts = (['likely-available', 'registered', 'unknown'] as const)
    .map((status) => [status, results.filter((r) => r.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${statusLabels[status].toLowerCase()}`);
  const noun = results.length === 1 ? 'domain' : 'domains';
  return `${results.length} ${noun} checked${counts.length ? `: ${counts.join(', ')}` : ''}.`;
}
