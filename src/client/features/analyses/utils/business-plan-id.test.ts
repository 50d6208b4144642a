import { describe, expect, it } from 'vitest';
import { parseBusinessPlanId } from './business-plan-id.ts';

describe('parseBusinessPlanId', () => {
  it('reads a positive whole number', () => {
    expect(parseBusinessPlanId('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '4.5', '1e3', 'abc', '12abc', ' 7', '99999999999999999999'])('rejects %j', (raw) => {
    expect(parseBusinessPlanId(raw)).toBeNull();
  });
});
