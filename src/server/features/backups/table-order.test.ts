import { describe, expect, it } from 'vitest';
import { parentsFirst } from './table-order.ts';

describe('parentsFirst', () => {
  it('puts referenced tables before the tables that reference them', () => {
    const order = parentsFirst(
      ['plan_items', 'users', 'analyses', 'organizations', 'business_plans', 'audit_log'],
      [
        { child: 'users', parent: 'organizations' },
        { child: 'business_plans', parent: 'organizations' },
        { child: 'business_plans', parent: 'users' },
        { child: 'analyses', parent: 'business_plans' },
        { child: 'plan_items', parent: 'users' },
        { child: 'plan_items', parent: 'business_plans' },
      ],
    );
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('organizations', 'users');
    before('users', 'business_plans');
    before('business_plans', 'analyses');
    before('business_plans', 'plan_items');
    expect(order).toHaveLength(6);
  });

  it('ignores self-references and edges to tables outside the list, and still places every table of a cycle', () => {
    expect(parentsFirst(['b', 'a'], [{ child: 'a', parent: 'a' }, { child: 'a', parent: 'zz' }])).toEqual(['a', 'b']);
    expect(parentsFirst(['x', 'y'], [{ child: 'x', parent: 'y' }, { child: 'y', parent: 'x' }])).toEqual(['x', 'y']);
  });
});
