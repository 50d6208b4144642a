import { describe, expect, it } from 'vitest';
import { defaultDueDate, isOverdue, summarisePlan } from './plan.ts';

describe('plan rules', () => {
  it('defaults the due date to the end of the type timeline', () => {
    const added = new Date('2026-01-31T10:00:00Z');
    expect(defaultDueDate('trademark', added)).toBe('2026-07-31');
    expect(defaultDueDate('patent', added)).toBe('2027-07-31');
    expect(defaultDueDate('copyright', new Date('2026-11-22T00:00:00Z'))).toBe('2027-02-22');
    expect(defaultDueDate('trade_secret', new Date('2026-11-22T00:00:00Z'))).toBe('2027-01-22');
  });

  it('computes the completion percent as the rounded share of completed items, 0 when empty', () => {
    expect(summarisePlan([]).completionPercent).toBe(0);
    const s = summarisePlan([{ status: 'completed' }, { status: 'pending' }, { status: 'in_progress' }]);
    expect(s).toMatchObject({ total: 3, completed: 1, pending: 1, inProgress: 1, deferred: 0, completionPercent: 33 });
    expect(summarisePlan([{ status: 'completed' }, { status: 'completed' }, { status: 'deferred' }]).completionPercent).toBe(67);
  });

  it('marks unfinished items past their due date as overdue', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(isOverdue({ dueDate: '2026-11-21', status: 'pending' }, today)).toBe(true);
    expect(isOverdue({ dueDate: '2026-11-21', status: 'completed' }, today)).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-22', status: 'pending' }, today)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'pending' }, today)).toBe(false);
  });
});
