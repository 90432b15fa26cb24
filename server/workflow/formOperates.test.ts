import { describe, expect, it } from 'vitest';
import { applyApproverEdits, visibleForm } from './formOperates';

describe('per-node field rights', () => {
  const form = { days: 2, reason: '病', phone: '13800000000' };
  const ops = [{ id: 'phone', read: false, write: false }, { id: 'days', read: true, write: true }];
  it('hides a field the node may not read', () => {
    expect(visibleForm(form, ops)).toEqual({ days: 2, reason: '病' });
    expect(visibleForm(form, undefined)).toEqual(form);
  });
  it('lets an approver change only the fields the node lets them write', () => {
    expect(applyApproverEdits(form, ops, { days: 1, reason: '改', phone: 'x' })).toEqual({ days: 1, reason: '病', phone: '13800000000' });
    expect(applyApproverEdits(form, undefined, { days: 9 })).toEqual(form);
  });
});
