import { z } from 'zod';
import { likelyAvailable, registered, type Verdict } from './verdict.ts';

export type GoDaddyConfig = { apiKey: string; apiSecret: string; apiUrl: string };

// GET /v1/domains/available answers DomainAvailableResponse; price is in micro-units of currency for period years.
const availableSchema = z.object({
  available: z.boolean(),
  domain: z.string(),
  definitive: z.boolean().optional(),
  price: z.number().nonnegative().optional(),
  currency: z.string().optional(),
  period: z.number().int().positive().optional(),
});

export const REGISTRAR_SOURCE = 'registrar:godaddy';

/** The registrar's availability and yearly price; throws on any failure so the caller can fall back to RDAP. */
export async function godaddyVerdict(asciiDomain: string, config: GoDaddyConfig, timeoutMs: number): Promise<Verdict> {
  const url = new URL('/v1/domains/available', config.apiUrl);
  url.searchParams.set('domain', asciiDomain);
  url.searchParams.set('checkType', 'FAST');
  url.searchParams.set('forTransfer', 'false');
  const response = await fetch(url, {
    headers: { accept: 'application/json', authorization: `sso-key ${config.apiKey}:${config.apiSecret}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`GoDaddy answered HTTP ${response.status}`);
  }
  const answer = availableSchema.parse(await response.json());
  if (answer.domain.toLowerCase() !== asciiDomain) throw new Error(`GoDaddy answered for ${answer.domain}`);
  if (!answer.available) return registered(REGISTRAR_SOURCE);
  const price =
    answer.price !== undefined && answer.currency
      ? { price: Math.round(answer.price / (answer.period ?? 1) / 10_000) / 100, currency: answer.currency }
      : undefined;
  return likelyAvailable(REGISTRAR_SOURCE, price);
}
