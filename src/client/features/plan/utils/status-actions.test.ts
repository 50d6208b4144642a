import { describe, expect, it } from 'vitest';
import { planItemStatuses } from '#shared/schemas/plan.ts';
import { emptyTabMessage, planTabLabels, statusActions, statusChangeMessage } from './status-actions.ts';

const labels = (tab: Parameters<typeof statusActions>[0], status: Parameters<typeof statusActions>[1]) =>
  statusActions(tab, status).map((a) => (a.disabled ? `(${a.label})` : a.label));

describe('statusActions (spec section 4)', () => {
  it('offers Start, Complete and Defer on All, disabling the one the item already has', () => {
    expect(labels('all', 'pending')).toEqual(['Start', 'Complete', 'Defer']);
    expect(labels('all', 'in_progress')).toEqual(['(Start)', 'Complete', 'Defer']);
    expect(labels('all', 'completed')).toEqual(['Start', '(Complete)', 'Defer']);
    expect(labels('all', 'deferred')).toEqual(['Start', 'Complete', '(Defer)']);
  });

  it('offers per status tab exactly the listed buttons, none disabled', () => {
    expect(labels('pending', 'pending')).toEqual(['Start', 'Defer']);
    expect(labels('in_progress', 'in_progress')).toEqual(['Complete', 'Defer', 'Move to Pending']);
    expect(labels('completed', 'completed')).toEqual(['Move to Pending']);
    expect(labels('deferred', 'deferred')).toEqual(['Start', 'Move to Pending']);
  });

  it('leads each button to its status', () => {
    const targets = Object.fromEntries(statusActions('in_progress', 'in_progress').concat(statusActions('all', 'pending')).map((a) => [a.label, a.to]));
    expect(targets).toEqual({ Start: 'in_progress', Complete: 'completed', Defer: 'deferred', 'Move to Pending': 'pending' });
  });
});

describe('tab wording', () => {
  it('labels the tabs and words the empty tabs', () => {
    expect(Object.values(planTabLabels)).toEqual(['All', 'Pending', 'In Progress', 'Completed', 'Deferred']);
    expect(emptyTabMessage('completed')).toBe('No completed items found');
    expect(emptyTabMessage('in_progress')).toBe('No in progress items found');
  });

  it('confirms every kind of change', () => {
    expect(planItemStatuses.map((s) => statusChangeMessage('X', s))).toEqual(['Moved "X" to Pending.', 'Started "X".', 'Completed "X".', 'Deferred "X".']);
  });
});
