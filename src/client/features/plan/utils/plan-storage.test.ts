import { describe, expect, it } from 'vitest';
import { samplePlanItems } from '#shared/exports/plan-fixture.ts';
import { legacyItemInput, parseStoredPlan, PLAN_CACHE_VERSION } from './plan-storage.ts';

// An item as the earlier, browser-only version stored it (spec section 3).
const legacy = {
  id: 'trademark-1a2b3c4d',
  type: 'trademark',
  name: 'Trademark: LUMIO (product name)',
  description: 'Register LUMIO for the app.',
  nextStep: 'Run a clearance search.',
  likelihood: 82,
  potential: 'high',
  addedAt: '2025-01-10T09:00:00.000Z',
  status: 'in_progress',
};

describe('parseStoredPlan', () => {
  it('finds nothing in an empty or unreadable key', () => {
    expect(parseStoredPlan(null)).toEqual({ kind: 'none' });
    expect(parseStoredPlan('{not json')).toEqual({ kind: 'none' });
    expect(parseStoredPlan('"text"')).toEqual({ kind: 'none' });
  });

  it('reads an earlier version\'s list as a plan to import, keeping statuses and dates', () => {
    const stored = parseStoredPlan(JSON.stringify([legacy, { ...legacy, id: 'patent-9', type: 'patent', status: 'done', addedAt: '2025-02-01' }]));
    expect(stored).toEqual({
      kind: 'legacy',
      skipped: 0,
      items: [
        { ...legacy },
        { ...legacy, id: 'patent-9', type: 'patent', status: 'pending', addedAt: '2025-02-01' },
      ],
    });
  });

  it('skips items the server would refuse and repeated ids, and counts them', () => {
    const stored = parseStoredPlan(JSON.stringify([legacy, legacy, { ...legacy, id: 'x', type: 'other' }, { ...legacy, id: '' }, 42]));
    expect(stored.kind === 'legacy' && stored.items.map((i) => i.id)).toEqual([legacy.id]);
    expect(stored.kind === 'legacy' && stored.skipped).toBe(4);
  });

  it('reads this version\'s marked cache as a cache, never as a plan to import', () => {
    const cache = { version: PLAN_CACHE_VERSION, userId: 7, savedAt: '2025-03-20T12:00:00.000Z', items: samplePlanItems };
    expect(parseStoredPlan(JSON.stringify(cache))).toEqual({ kind: 'cache', cache });
    // Items with row ids did not come from an earlier version either.
    expect(parseStoredPlan(JSON.stringify(samplePlanItems))).toEqual({ kind: 'none' });
  });
});

describe('legacyItemInput', () => {
  it('normalises loose values: numeric text, capitalised potential, odd dates, long text', () => {
    const item = legacyItemInput({ ...legacy, likelihood: '140', potential: 'High', addedAt: 'Jan 5, 2025', description: 'd'.repeat(6000) });
    expect(item).toMatchObject({ likelihood: 100, potential: 'high', status: 'in_progress' });
    expect(item?.addedAt).toMatch(/^2025-01-0[45]T/);
    expect(item?.description).toHaveLength(5000);
    expect(legacyItemInput({ ...legacy, addedAt: 'never' })?.addedAt).toBeUndefined();
  });

  it('refuses items without an id, a name or a known type', () => {
    expect(legacyItemInput({ ...legacy, name: '  ' })).toBeNull();
    expect(legacyItemInput({ ...legacy, type: 'invention' })).toBeNull();
    expect(legacyItemInput(null)).toBeNull();
  });
});
