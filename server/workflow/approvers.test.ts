import { describe, expect, it } from 'vitest';
import { managerAt, nodeComplete, resolveApprovers, type Directory } from './approvers';
import { node } from './fixtures';

const dir: Directory = {
  managerChain: async (u) => (u === 'leader' ? ['leader', 'head', null, 'director'] : ['leader', 'head', null, 'director']),
  usersWithPositions: async (ids) => (ids.includes('pos-dean') ? ['dean1', 'dean2'] : []),
  usersWithRoles: async (ids) => (ids.includes('role-x') ? ['dean2', 'rx'] : []),
  enabled: async (ids) => ids.filter((i) => i !== 'disabled'),
  superAdmin: async () => 'admin',
};
const a = { initiatorId: 'teacher', candidates: { pick: ['c1'] }, chosenByPrevious: { next: ['n1'] } };

describe('approver resolution', () => {
  it('manager n levels up skips the initiator and empty levels', () => {
    expect(managerAt(['leader', 'head', null, 'director'], 'teacher', 1)).toBe('leader');
    expect(managerAt(['leader', 'head', null, 'director'], 'teacher', 3)).toBe('director');
    expect(managerAt(['leader', 'head'], 'leader', 1)).toBe('head');
    expect(managerAt(['leader'], 'teacher', 2)).toBeNull();
  });
  it('resolves every rule kind', async () => {
    expect(await resolveApprovers(node('n', 'approver', { assigneeType: 1, managerLevel: 2 }), a, dir)).toEqual({ userIds: ['head'] });
    expect(await resolveApprovers(node('n', 'approver', { assigneeType: 2 }), { ...a, initiatorId: 'leader' }, dir)).toEqual({ userIds: ['head'] });
    expect(await resolveApprovers(node('n', 'approver', { assigneeType: 3 }), a, dir)).toEqual({ userIds: ['teacher'] });
    expect(await resolveApprovers(node('n', 'approver', { assigneeType: 6, approvers: ['u1', 'disabled'], approverPos: ['pos-dean'], approverRole: ['role-x'] }), a, dir)).toEqual({
      userIds: ['u1', 'dean1', 'dean2', 'rx'],
    });
    expect(await resolveApprovers(node('pick', 'approver', { assigneeType: 7 }), a, dir)).toEqual({ userIds: ['c1'] });
    expect(await resolveApprovers(node('next', 'approver', { assigneeType: 12 }), a, dir)).toEqual({ userIds: ['n1'] });
  });
  it('nobody found: the administrator, a pass, or a refusal, as the node says', async () => {
    const empty = { assigneeType: 6, approvers: ['disabled'] };
    expect(await resolveApprovers(node('n', 'approver', empty), a, dir)).toEqual({ userIds: ['admin'] });
    expect(await resolveApprovers(node('n', 'approver', { ...empty, noApproverHandler: 2 }), a, dir)).toEqual({ none: 'skip' });
    expect(await resolveApprovers(node('n', 'approver', { ...empty, noApproverHandler: 3 }), a, dir)).toEqual({ none: 'refuse' });
  });
  it('countersign waits for everyone, or-sign for one, added approvers always', () => {
    const op = (state: string, added = false) => ({ state, handleStatus: state === 'done' ? 1 : null, added });
    expect(nodeComplete(1, [op('done'), op('pending')])).toBe(false);
    expect(nodeComplete(1, [op('done'), op('done')])).toBe(true);
    expect(nodeComplete(0, [op('done'), op('pending')])).toBe(true);
    expect(nodeComplete(0, [op('done'), op('pending', true)])).toBe(false);
    expect(nodeComplete(1, [op('done'), op('cancelled')])).toBe(true);
  });
});
