// Lawyer referrals: the spec's options (section 5), urgency windows (section 9) and the rules the server applies.

export const referralIpTypes = ['patent', 'trademark', 'copyright', 'trade_secret', 'general', 'licensing', 'litigation'] as const;
export type ReferralIpType = (typeof referralIpTypes)[number];
export const referralUrgencies = ['immediate', 'high', 'medium', 'low'] as const;
export type ReferralUrgency = (typeof referralUrgencies)[number];
export const referralBudgets = ['under_5k', '5k_15k', '15k_50k', '50k_plus', 'hourly'] as const;
export type ReferralBudget = (typeof referralBudgets)[number];
export const referralBusinessTypes = ['startup', 'small_business', 'enterprise', 'individual', 'nonprofit', 'academic'] as const;
export const referralContactPreferences = ['email', 'phone', 'video_call', 'in_person'] as const;
export const referralStatuses = ['pending', 'reviewing', 'matched', 'completed', 'cancelled'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const referralPriorities = ['high', 'medium', 'low'] as const;
export type ReferralPriority = (typeof referralPriorities)[number];

export const ipTypeLabels: Record<ReferralIpType, string> = {
  patent: 'Patent',
  trademark: 'Trademark',
  copyright: 'Copyright',
  trade_secret: 'Trade secret',
  general: 'General IP advice',
  licensing: 'Licensing',
  litigation: 'Litigation',
};
export const urgencyLabels: Record<ReferralUrgency, string> = {
  immediate: 'Immediate (within 1 week)',
  high: 'High (within 2 weeks)',
  medium: 'Medium (within 1 month)',
  low: 'Low (within 3 months)',
};
export const budgetLabels: Record<ReferralBudget, string> = {
  under_5k: 'Under $5,000',
  '5k_15k': '$5,000 - $15,000',
  '15k_50k': '$15,000 - $50,000',
  '50k_plus': '$50,000+',
  hourly: 'Hourly rate',
};
export const businessTypeLabels: Record<(typeof referralBusinessTypes)[number], string> = {
  startup: 'Startup',
  small_business: 'Small business',
  enterprise: 'Enterprise',
  individual: 'Individual',
  nonprofit: 'Nonprofit',
  academic: 'Academic',
};
export const contactPreferenceLabels: Record<(typeof referralContactPreferences)[number], string> = {
  email: 'Email',
  phone: 'Phone',
  video_call: 'Video call',
  in_person: 'In person',
};
export const statusLabels: Record<ReferralStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  matched: 'Matched',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Spec section 9: how soon a lawyer should respond, by urgency. */
export const urgencyWindowDays: Record<ReferralUrgency, number> = { immediate: 7, high: 14, medium: 30, low: 90 };

export function respondBy(createdAt: Date, urgency: ReferralUrgency): Date {
  return new Date(createdAt.getTime() + urgencyWindowDays[urgency] * 86_400_000);
}

/** Still waiting for the operator: past respondBy, these are overdue. */
export const openStatuses: readonly ReferralStatus[] = ['pending', 'reviewing'];

export function isOverdue(referral: { status: ReferralStatus; respondBy: Date | string }, now: Date): boolean {
  return openStatuses.includes(referral.status) && new Date(referral.respondBy).getTime() < now.getTime();
}

/**
 * Priority (decision 035): urgency sets it, the budget moves it. Immediate is always high; high urgency is high when
 * the budget can pay for the work (from $5,000, or hourly), else medium; medium becomes high with $50,000+; low becomes
 * medium from $15,000.
 */
export function derivePriority(urgency: ReferralUrgency, budget: ReferralBudget): ReferralPriority {
  switch (urgency) {
    case 'immediate':
      return 'high';
    case 'high':
      return budget === 'under_5k' ? 'medium' : 'high';
    case 'medium':
      return budget === '50k_plus' ? 'high' : 'medium';
    case 'low':
      return budget === '15k_50k' || budget === '50k_plus' ? 'medium' : 'low';
  }
}

/** Which status an operator may move a request to from each status; completed and cancelled are final. */
export const allowedTransitions: Record<ReferralStatus, readonly ReferralStatus[]> = {
  pending: ['reviewing', 'matched', 'cancelled'],
  reviewing: ['pending', 'matched', 'completed', 'cancelled'],
  matched: ['reviewing', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: ReferralStatus, to: ReferralStatus): boolean {
  return allowedTransitions[from].includes(to);
}

export type LawyerForMatching = { id: number; specializations: string[]; jurisdictions: string[] };
export type LawyerSuggestion = { lawyerId: number; score: number; reasons: string[] };

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Whether a jurisdiction ("California", "US", "EU") names the place the founder asked for, word for word. */
function coversLocation(jurisdiction: string, location: string): boolean {
  const place = ` ${normalise(location)} `;
  const where = normalise(jurisdiction);
  return where !== '' && (place.includes(` ${where} `) || ` ${where} `.includes(place));
}

/**
 * Ranks active lawyers for a request: the right specialization counts most, general IP practice a little, a
 * jurisdiction that names the preferred location next. Lawyers with no reason at all are left out.
 */
export function suggestLawyers(request: { ipType: ReferralIpType; preferredLocation: string }, lawyers: LawyerForMatching[]): LawyerSuggestion[] {
  const suggestions: LawyerSuggestion[] = [];
  for (const lawyer of lawyers) {
    const reasons: string[] = [];
    let score = 0;
    if (lawyer.specializations.includes(request.ipType)) {
      score += 3;
      reasons.push(`Practises ${ipTypeLabels[request.ipType].toLowerCase()}`);
    } else if (lawyer.specializations.includes('general')) {
      score += 1;
      reasons.push('General IP practice');
    }
    const place = lawyer.jurisdictions.find((j) => coversLocation(j, request.preferredLocation));
    if (place) {
      score += 2;
      reasons.push(`Covers ${place}`);
    }
    if (score > 0) suggestions.push({ lawyerId: lawyer.id, score, reasons });
  }
  return suggestions.sort((a, b) => b.score - a.score || a.lawyerId - b.lawyerId);
}
