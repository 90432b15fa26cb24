import { describe, expect, it } from 'vitest';
import { chain, node } from './fixtures';
import type { Condition, FlowNode } from './model';
import { validateDesign } from './validateDesign';

const cond = (field: string, symbol: Condition['symbol'], filedValue: unknown): Condition => ({ field, symbol, filedValue });
/** A start node whose exclusive branches carry these conditions (one list per branch; null: the else branch). */
function branches(...sets: (Condition[] | null)[]): FlowNode {
  const start = node('start', 'start');
  start.conditionNodes = sets.map((c, i) => node(`b${i + 1}`, 'condition', c ? { conditions: c } : { isDefault: true }));
  start.childNode = node('end', 'approver', { assigneeType: 3 });
  return start;
}
const codes = (root: FlowNode, dir = {}) => validateDesign(root, dir).map((p) => `${p.nodeId}:${p.problem}${p.detail ? `(${p.detail})` : ''}`);

describe('conditions of one branch set', () => {
  it('numeric ranges that meet exactly pass', () => {
    expect(codes(branches([cond('days', '<=', 1)], [cond('days', '>', 1)]))).toEqual([]);
    expect(codes(branches([cond('days', '<', 3)], [cond('days', '>=', 3), cond('days', '<', 10)], [cond('days', '>=', 10)]))).toEqual([]);
  });
  it('numeric ranges that overlap are named at the later branch, with a value both take', () => {
    expect(codes(branches([cond('days', '<=', 2)], [cond('days', '>=', 2)]))).toEqual(['b2:conditionOverlap(days = 2)']);
  });
  it('a gap between ranges is named at the branching node; an else branch closes it', () => {
    expect(codes(branches([cond('days', '<', 1)], [cond('days', '>', 1)]))).toEqual(['start:conditionGap(days = 1)']);
    expect(codes(branches([cond('days', '<', 1)], [cond('days', '>', 1)], null))).toEqual([]);
  });
  it('enumerations: a shared value overlaps; an open list needs an else branch; a closed list covered in full does not', () => {
    expect(codes(branches([cond('leaveType', 'in', ['sick', 'personal'])], [cond('leaveType', '==', 'personal')]))).toContain('b2:conditionOverlap(leaveType = personal)');
    expect(codes(branches([cond('leaveType', '==', 'sick')], [cond('leaveType', '==', 'personal')]))).toEqual(['start:conditionGap(leaveType = …)']);
    const options = { fieldOptions: { leaveType: ['sick', 'personal'] } };
    expect(codes(branches([cond('leaveType', '==', 'sick')], [cond('leaveType', '==', 'personal')]), options)).toEqual([]);
    expect(codes(branches([cond('leaveType', '==', 'sick')], [cond('leaveType', 'notIn', ['sick'])]))).toEqual([]);
  });
  it("the initiator's role: two roles leave those with neither uncovered", () => {
    expect(codes(branches([cond('@role', 'in', ['teacher'])], [cond('@role', 'in', ['head'])]))).toEqual(['start:conditionGap(@role = ∅)']);
    expect(codes(branches([cond('@role', 'in', ['teacher'])], [cond('@role', 'notIn', ['teacher'])]))).toEqual([]);
  });
  it('two fields: the cases are the combinations', () => {
    const both = branches([cond('days', '>', 3), cond('amount', '>', 100)], [cond('days', '<=', 3)], [cond('amount', '<=', 100)]);
    // days 4 and amount 50 falls into the third only; days 2 and amount 50 into the second and third
    expect(codes(both)).toEqual(['b3:conditionOverlap(days = 2, amount = 99)']);
  });
  it('parallel branches are not conditions and are not checked for overlap', () => {
    const par = branches([cond('days', '>', 1)], [cond('days', '>', 1)]);
    par.isInterflow = true;
    expect(codes(par)).toEqual([]);
  });
});

describe('rules resolve to something that exists', () => {
  const dir = { users: new Set(['u1']), roles: new Set(['r1']), positions: new Set(['p1']), organizes: new Set(['o1']), flows: new Set(['f2']), selfFlowId: 'f1' };
  it('named approvers, roles and positions must exist', () => {
    const ok = chain(node('start', 'start'), node('a', 'approver', { assigneeType: 6, approvers: ['u1'], approverRole: ['r1'], approverPos: ['p1'] }));
    expect(codes(ok, dir)).toEqual([]);
    const gone = chain(node('start', 'start'), node('a', 'approver', { assigneeType: 6, approvers: ['u1', 'ghost'], approverRole: ['r9'] }));
    expect(codes(gone, dir)).toEqual(['a:unknownApprover(ghost, r9)']);
  });
  it('the manager level is 1 to 10', () => {
    expect(codes(chain(node('start', 'start'), node('a', 'approver', { assigneeType: 1, managerLevel: 0 })), dir)).toEqual(['a:badManagerLevel']);
  });
  it('a sub-flow names a released flow other than itself', () => {
    expect(codes(chain(node('start', 'start'), node('s', 'subFlow', { flowId: 'f1' })), dir)).toEqual(['s:subFlowSelf']);
    expect(codes(chain(node('start', 'start'), node('s', 'subFlow', { flowId: 'f9' })), dir)).toEqual(['s:unknownSubFlow(f9)']);
    expect(codes(chain(node('start', 'start'), node('s', 'subFlow', { flowId: 'f2' })), dir)).toEqual([]);
  });
  it('copy recipients must exist', () => {
    expect(codes(chain(node('start', 'start'), node('c', 'copy', { circulateUser: ['u1'], circulateDepartment: ['o2'] })), dir)).toEqual(['c:unknownRecipient(o2)']);
  });
  it('every branch starts with a branch head', () => {
    const s = node('start', 'start');
    s.isInterflow = true;
    s.conditionNodes = [node('x', 'approver', { assigneeType: 3 }), node('y', 'condition')];
    expect(codes(s)).toEqual(['x:branchHeadNotCondition']);
  });
  it('a revocation flow must be released and not the flow itself', () => {
    const start = (revokeFlowId: string) => node('start', 'start', { revokeFlowId });
    expect(codes(start('f2'), dir)).toEqual([]);
    expect(codes(start('f1'), dir)).toEqual(['start:unknownRevokeFlow']);
    expect(codes(start('f9'), dir)).toEqual(['start:unknownRevokeFlow']);
  });
  it('without a directory only the structure and conditions are judged', () => {
    expect(codes(chain(node('start', 'start'), node('a', 'approver', { assigneeType: 6, approvers: ['ghost'] })))).toEqual([]);
  });
});
