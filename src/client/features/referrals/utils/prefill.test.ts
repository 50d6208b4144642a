import { describe, expect, it } from 'vitest';
import { lawyerReferralHref, readReferralPrefill, referralDescriptionFor } from './prefill.ts';

const rec = {
  id: 'patent-1a2b',
  type: 'patent',
  name: 'Patent: adaptive scheduling method',
  description: 'A method that learns occupancy from door sensors.',
  evidence: [{ text: 'Our patent-pending adaptive   scheduling method learns occupancy.' }, { text: 'We developed a novel system.' }, { text: 'Third.' }],
};

describe('referral prefill from a recommendation', () => {
  it('names the finding and quotes up to two passages of the plan', () => {
    expect(referralDescriptionFor(rec)).toBe(
      'I would like advice about "Patent: adaptive scheduling method" from our IP analysis.\n\nA method that learns occupancy from door sensors.\n\n' +
        'Our business plan says: "Our patent-pending adaptive scheduling method learns occupancy." "We developed a novel system."',
    );
  });

  it('round-trips through the address and drops what the form does not know', () => {
    const href = lawyerReferralHref(rec);
    expect(href.startsWith('/lawyer-referral?')).toBe(true);
    expect(readReferralPrefill(href.split('?')[1])).toEqual({ ipType: 'patent', description: referralDescriptionFor(rec), recommendationId: 'patent-1a2b' });
    expect(readReferralPrefill('ipType=invention&description=')).toEqual({ ipType: undefined, description: undefined, recommendationId: undefined });
    expect(new URLSearchParams(lawyerReferralHref({ ...rec, type: 'other' }).split('?')[1]).get('ipType')).toBe('general');
  });
});
