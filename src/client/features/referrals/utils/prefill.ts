import { referralIpTypes, type ReferralIpType } from '#shared/rules/referrals.ts';

/** What a report's recommendation gives the referral form. */
export type RecommendationForReferral = {
  id: string;
  type: string;
  name: string;
  description: string;
  evidence: { text: string }[];
};

const MAX_QUOTES = 2;
const MAX_DESCRIPTION = 2000;

const asIpType = (value: string | null | undefined): ReferralIpType | undefined =>
  referralIpTypes.find((t) => t === value);

/** The finding named, what it is, and the plan's own sentences behind it, quoted. */
export function referralDescriptionFor(rec: RecommendationForReferral): string {
  const quotes = rec.evidence
    .slice(0, MAX_QUOTES)
    .map((e) => e.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => `"${text}"`);
  const parts = [`I would like advice about "${rec.name}" from our IP analysis.`, rec.description.trim()];
  if (quotes.length) parts.push(`Our business plan says: ${quotes.join(' ')}`);
  return parts.filter(Boolean).join('\n\n').slice(0, MAX_DESCRIPTION);
}

/** The address of the referral form, prefilled from a recommendation (the details dialog's "Ask a lawyer about this"). */
export function lawyerReferralHref(rec: RecommendationForReferral): string {
  const params = new URLSearchParams({ ipType: asIpType(rec.type) ?? 'general', description: referralDescriptionFor(rec), recommendationId: rec.id });
  return `/lawyer-referral?${params}`;
}

export type ReferralPrefill = { ipType?: ReferralIpType; description?: string; recommendationId?: string };

/** Reads the prefill back from the query string; anything that is not a form value is dropped. */
export function readReferralPrefill(search: string): ReferralPrefill {
  const params = new URLSearchParams(search);
  const description = params.get('description')?.slice(0, MAX_DESCRIPTION) || undefined;
  const recommendationId = params.get('recommendationId')?.slice(0, 100) || undefined;
  return { ipType: asIpType(params.get('ipType')), description, recommendationId };
}
