import { describe, expect, it } from 'vitest';
import type { RouteContext } from './conditions';
import { chain, node } from './fixtures';
import { checkDesign, earlierMainNodes, indexFlow, NoRouteError, stepsAfter, type Step } from './graph';
import type { FlowNode } from './model';

const ctx = (form: Record<string, unknown> = {}): RouteContext => ({ form, organizeIds: [], positionIds: [], roleIds: [] });
const names = (steps: Step[]) => steps.map((s) => (s.kind === 'activate' || s.kind === 'circulate' ? `${s.kind}:${s.node.nodeId}` : s.kind === 'join' ? `join:${s.branchId}` : 'end'));

/** The seeded leave flow: ≤1 day the group leader; more, the leader then the head; then a copy. */
function leave(): FlowNode {
  const start = node('start', 'start');
  start.conditionNodes = [
    chain(node('short', 'condition', { conditions: [{ field: 'days', symbol: '<=', filedValue: 1 }] }), node('leader1', 'approver', { assigneeType: 2 })),
    chain(node('long', 'condition', { conditions: [{ field: 'days', symbol: '>', filedValue: 1 }] }), node('leader2', 'approver', { assigneeType: 2 }), node('head', 'approver', { assigneeType: 1, managerLevel: 2 })),
  ];
  start.childNode = node('copy', 'copy', { circulateDepartment: ['jwc'] });
  return start;
}

/** A purchase: the requester's head, then finance and logistics in parallel, then a sub-flow, then the director. */
function purchase(): FlowNode {
  const head = node('head', 'approver', { assigneeType: 2 });
  head.isInterflow = true;
  head.conditionNodes = [
    chain(node('p1', 'condition'), node('finance', 'approver', { assigneeType: 6, approvers: ['f'] })),
    chain(node('p2', 'condition'), node('logistics', 'approver', { assigneeType: 6, approvers: ['l'] }), node('notify', 'copy', { circulateUser: ['x'] })),
  ];
  head.childNode = chain(node('sub', 'subFlow', { flowId: 'asset' }), node('director', 'approver', { assigneeType: 6, approvers: ['d'] }));
  return chain(node('start', 'start'), head);
}

describe('next-node computation', () => {
  it('start → condition branch → approver, per form value', () => {
    const idx = indexFlow(leave());
    expect(names(stepsAfter(idx, 'start', ctx({ days: 1 }), new Map()))).toEqual(['activate:leader1']);
    expect(names(stepsAfter(idx, 'start', ctx({ days: 2 }), new Map()))).toEqual(['activate:leader2']);
  });
  it('a chain inside a branch goes on, and its end continues after the branches (copy, then the end)', () => {
    const idx = indexFlow(leave());
    expect(names(stepsAfter(idx, 'leader2', ctx({ days: 2 }), new Map()))).toEqual(['activate:head']);
    expect(names(stepsAfter(idx, 'head', ctx({ days: 2 }), new Map()))).toEqual(['circulate:copy', 'end']);
    expect(names(stepsAfter(idx, 'leader1', ctx({ days: 1 }), new Map()))).toEqual(['circulate:copy', 'end']);
  });
  it('no matching branch and no default is an error, not a silent end', () => {
    const idx = indexFlow(leave());
    expect(() => stepsAfter(idx, 'start', ctx({}), new Map())).toThrow(NoRouteError);
  });
  it('parallel branches all start and join once every branch arrived', () => {
    const idx = indexFlow(purchase());
    expect(names(stepsAfter(idx, 'head', ctx(), new Map()))).toEqual(['activate:finance', 'activate:logistics']);
    const joined = new Map<string, Set<string>>();
    expect(names(stepsAfter(idx, 'finance', ctx(), joined))).toEqual(['join:p1']);
    // the second branch passes its copy node, joins, and the flow continues with the sub-flow
    expect(names(stepsAfter(idx, 'logistics', ctx(), joined))).toEqual(['circulate:notify', 'join:p2', 'activate:sub']);
    expect(names(stepsAfter(idx, 'sub', ctx(), joined))).toEqual(['activate:director']);
    expect(names(stepsAfter(idx, 'director', ctx(), joined))).toEqual(['end']);
  });
  it('a flow of only start ends at once; a copy node right after start circulates', () => {
    expect(names(stepsAfter(indexFlow(node('start', 'start')), 'start', ctx(), new Map()))).toEqual(['end']);
    expect(names(stepsAfter(indexFlow(chain(node('start', 'start'), node('c', 'copy', { circulateUser: ['u'] }))), 'start', ctx(), new Map()))).toEqual(['circulate:c', 'end']);
  });
  it('rejection targets: approver nodes passed before the node, outside parallel branches', () => {
    expect(earlierMainNodes(indexFlow(leave()), 'head')).toEqual(['leader2']);
    expect(earlierMainNodes(indexFlow(leave()), 'leader1')).toEqual([]);
    const idx = indexFlow(purchase());
    expect(earlierMainNodes(idx, 'director')).toEqual(['head']);
    expect(earlierMainNodes(idx, 'finance')).toEqual(['head']);
    expect(earlierMainNodes(idx, 'head')).toEqual([]);
  });
});

describe('release check', () => {
  it('accepts the seeded designs', () => {
    expect(checkDesign(leave())).toEqual([]);
    expect(checkDesign(purchase())).toEqual([]);
  });
  it('names each broken rule', () => {
    expect(checkDesign(node('a', 'approver'))).toEqual([{ nodeId: 'a', problem: 'noStart' }]);
    const bad = chain(node('start', 'start'), node('a', 'approver', { assigneeType: 6 }), node('a', 'subFlow'), node('c', 'copy'));
    bad.conditionNodes = [node('only', 'condition')];
    expect(checkDesign(bad).map((p) => `${p.nodeId}:${p.problem}`).sort()).toEqual(
      ['start:fewBranches', 'only:branchWithoutCondition', 'a:noAssignee', 'a:duplicateId', 'a:noSubFlow', 'c:noRecipients'].sort(),
    );
    const two = node('start', 'start');
    two.conditionNodes = [node('d1', 'condition', { isDefault: true }), node('d2', 'condition', { isDefault: true })];
    expect(checkDesign(two)).toEqual([{ nodeId: 'start', problem: 'twoDefaults' }]);
  });
});
