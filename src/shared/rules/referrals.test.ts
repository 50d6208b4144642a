import { describe, expect, it } from 'vitest';
import { canTransition, derivePriority, isOverdue, respondBy, suggestLawyers } from './referrals.ts';

describe('referral rules', () => {
  it('derives priority from urgency and budget', () => {
    expect(derivePriority('immediate', 'under_5k')).toBe('high');
    expect(derivePriority('high', 'under_5k')).toBe('medium');
    expect(derivePriority('high', 'hourly')).toBe('high');
    expect(derivePriority('medium', '15k_50k')).toBe('medium');
    expect(derivePriority('medium', '50k_plus')).toBe('high');
    expect(derivePriority('low', '5k_15k')).toBe('low');
    expect(derivePriority('low', '15k_50k')).toBe('medium');
  });

  it('gives each urgency its response window and flags open requests past it', () => {
    const created = new Date('2026-11-01T12:00:00Z');
    expect(respondBy(created, 'immediate').toISOString()).toBe('2026-11-08T12:00:00.000Z');
    expect(respondBy(created, 'high').toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(respondBy(created, 'medium').toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(respondBy(created, 'low').toISOString()).toBe('2027-01-30T12:00:00.000Z');
    const due = respondBy(created, 'immediate');
    expect(isOverdue({ status: 'pending', respondBy: due }, new Date('2026-11-09T00:00:00Z'))).toBe(true);
    expect(isOverdue({ status: 'matched', respondBy: due }, new Date('2026-11-09T00:00:00Z'))).toBe(false);
    expect(isOverdue({ status: 'reviewing', respondBy: due }, new Date('2026-11-07T00:00:00Z'))).toBe(false);
  });

  it('allows only forward moves from final states', () => {
    expect(canTransition('pending', 'reviewing')).toBe(true);
    expect(canTransition('completed', 'pending')).toBe(false);
    expect(canTransition('cancelled', 'reviewing')).toBe(false);
    expect(canTransition('pending', 'completed')).toBe(false);
    expect(canTransition('matched', 'completed')).toBe(true);
  });

  it('suggests lawyers by specialization first, then by location', () => {
    const lawyers = [
      { id: 1, specializations: ['trademark'], jurisdictions: ['New York'] },
      { id: 2, specializations: ['patent', 'licensing'], jurisdictions: ['California', 'US'] },
      { id: 3, specializations: ['general'], jurisdictions: ['California'] },
      { id: 4, specializations: ['patent'], jurisdictions: ['Germany'] },
    ];
    const ranked = suggestLawyers({ ipType: 'patent', preferredLocation: 'San Francisco, California' }, lawyers);
    expect(ranked.map((s) => s.lawyerId)).toEqual([2, 3, 4]);
    expect(ranked[0].reasons).toEqual(['Practises patent', 'Covers California']);
    expect(suggestLawyers({ ipType: 'copyright', preferredLocation: 'Remote' }, lawyers)).toEqual([
      { lawyerId: 3, score: 1, reasons: ['General IP practice'] },
    ]);
  });
});
