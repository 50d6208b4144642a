import { describe, expect, it } from 'vitest';
import { attorneyFees, citeFee, copyrightFees, formatUsd, patentFees, trademarkClearance, trademarkFees } from './fees.ts';

describe('fee table', () => {
  it('holds the 2025 USPTO figures, with small and micro entities at 60% and 80% off', () => {
    expect(patentFees.provisional).toMatchObject({ large: 325, small: 130, micro: 65, effective: '2025-01-19' });
    expect(patentFees.filingSearchExamination).toMatchObject({ large: 2000, small: 800, micro: 400 });
    expect(patentFees.issue).toMatchObject({ large: 1290, small: 516, micro: 258 });
    for (const fee of Object.values(patentFees)) {
      expect(fee.small).toBe(fee.large * 0.4);
      expect(fee.micro).toBe(fee.large * 0.2);
    }
    expect(trademarkFees.baseApplicationPerClass).toMatchObject({ amount: 350, effective: '2025-01-18' });
    expect(trademarkFees.freeFormSurchargePerClass.amount).toBe(200);
    expect(copyrightFees.singleApplication.amount).toBe(45);
    expect(copyrightFees.standardElectronic.amount).toBe(65);
  });

  it('names a source and an effective date for every figure', () => {
    const all = [...Object.values(patentFees), ...Object.values(trademarkFees), ...Object.values(copyrightFees), ...Object.values(attorneyFees), ...Object.values(trademarkClearance)];
    for (const fee of all) {
      expect(fee.source.length).toBeGreaterThan(10);
      expect(fee.source).not.toMatch(/IP-KNOWLEDGE|knowledge base/i);
      expect(fee.url).toMatch(/^https:\/\/[a-z.]+\//);
      expect(fee.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect([formatUsd(65), formatUsd(1050), formatUsd(43890.4), formatUsd(1234567)]).toEqual(['$65', '$1,050', '$43,890', '$1,234,567']);
    expect(citeFee(trademarkFees.baseApplicationPerClass)).toBe(
      'USPTO fee schedule, trademark fees (37 CFR 2.6) (https://www.uspto.gov/learning-and-resources/fees-and-payment/uspto-fee-schedule), effective 2025-01-18',
    );
    expect(citeFee(trademarkClearance.screening)).toMatch(/^Markify, .*\(https:\/\/www\.markify\.com\/\), as of \d{4}-\d{2}-\d{2}$/);
  });
});
