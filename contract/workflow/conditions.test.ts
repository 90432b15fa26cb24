import { describe, expect, it } from 'vitest';
import { chooseBranch, conditionHolds, type RouteContext } from './conditions';
import { node } from './fixtures';

const ctx = (form: Record<string, unknown> = {}, more: Partial<RouteContext> = {}): RouteContext => ({ form, organizeIds: ['school', 'group'], positionIds: ['pos-head'], roleIds: ['teacher'], ...more });

describe('routing conditions', () => {
  it('compares numbers as numbers, also when the form sends text', () => {
    expect(conditionHolds({ field: 'days', symbol: '<=', filedValue: 1 }, ctx({ days: '1' }))).toBe(true);
    expect(conditionHolds({ field: 'days', symbol: '>', filedValue: 1 }, ctx({ days: 1.5 }))).toBe(true);
    expect(conditionHolds({ field: 'days', symbol: '>', filedValue: '10' }, ctx({ days: 9 }))).toBe(false);
    expect(conditionHolds({ field: 'days', symbol: '>', filedValue: 1 }, ctx({}))).toBe(false);
  });
  it('equality, lists and text', () => {
    expect(conditionHolds({ field: 'kind', symbol: '==', filedValue: '病假' }, ctx({ kind: '病假' }))).toBe(true);
    expect(conditionHolds({ field: 'kind', symbol: '!=', filedValue: '病假' }, ctx({ kind: '事假' }))).toBe(true);
    expect(conditionHolds({ field: 'kind', symbol: 'in', filedValue: ['病假', '婚假'] }, ctx({ kind: '婚假' }))).toBe(true);
    expect(conditionHolds({ field: 'kind', symbol: 'notIn', filedValue: ['病假'] }, ctx({ kind: '婚假' }))).toBe(true);
    expect(conditionHolds({ field: 'reason', symbol: 'like', filedValue: '发烧' }, ctx({ reason: '孩子发烧' }))).toBe(true);
  });
  it("looks at the initiator's organisation, position and role", () => {
    expect(conditionHolds({ field: '@organize', symbol: 'in', filedValue: ['group'] }, ctx())).toBe(true);
    expect(conditionHolds({ field: '@position', symbol: '==', filedValue: 'pos-other' }, ctx())).toBe(false);
    expect(conditionHolds({ field: '@role', symbol: 'notIn', filedValue: ['schoolAdmin'] }, ctx())).toBe(true);
  });
  it('takes the first matching branch, else the default, else none', () => {
    const short = node('short', 'condition', { conditions: [{ field: 'days', symbol: '<=', filedValue: 1 }] });
    const long = node('long', 'condition', { conditions: [{ field: 'days', symbol: '>', filedValue: 1 }] });
    const other = node('other', 'condition', { isDefault: true });
    expect(chooseBranch([short, long], ctx({ days: 2 }))?.nodeId).toBe('long');
    expect(chooseBranch([short, long], ctx({}))).toBeNull();
    expect(chooseBranch([short, other], ctx({ days: 3 }))?.nodeId).toBe('other');
    const either = node('either', 'condition', { matchLogic: 'or', conditions: [{ field: 'days', symbol: '>', filedValue: 5 }, { field: '@role', symbol: '==', filedValue: 'teacher' }] });
    expect(chooseBranch([either, other], ctx({ days: 1 }))?.nodeId).toBe('either');
  });
});
