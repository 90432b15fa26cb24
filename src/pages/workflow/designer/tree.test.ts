import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../../../../contract/workflow/model';
import { emptyDesign, findNode, treeReducer, type TreeAction } from './tree';

/** The design as an outline: a chain is `a > b`, a group `route[x > y | z]`. */
function outline(n: FlowNode | null | undefined): string {
  const parts: string[] = [];
  for (; n; n = n.childNode) {
    const groups = n.conditionNodes?.length ? `[${n.conditionNodes.map(outline).join(' | ')}]` : '';
    parts.push(`${n.nodeId}${n.isInterflow ? '*' : ''}${groups}`);
  }
  return parts.join(' > ');
}
const run = (state: FlowNode, ...actions: TreeAction[]) => actions.reduce(treeReducer, state);
const add = (afterId: string, kind: Extract<TreeAction, { type: 'add' }>['kind'], ...ids: string[]): TreeAction => ({ type: 'add', afterId, kind, ids, titles: ids });

describe('flow designer tree', () => {
  const base = () => run(emptyDesign('发起'), add('start', 'approver', 'a1'), add('a1', 'copy', 'c1'));

  it('adds nodes between nodes, and a group with two branches whose exclusive one ends in "otherwise"', () => {
    expect(outline(base())).toBe('start > a1 > c1');
    const grouped = run(base(), add('a1', 'condition', 'g', 'b1', 'b2'));
    expect(outline(grouped)).toBe('start > a1 > g[b1 | b2] > c1');
    expect(findNode(grouped, 'b2')!.node.properties.isDefault).toBe(true);
    const parallel = run(grouped, add('b1', 'parallel', 'p', 'q1', 'q2'), add('q2', 'subFlow', 's'));
    expect(outline(parallel)).toBe('start > a1 > g[b1 > p*[q1 | q2 > s] | b2] > c1');
    expect(findNode(parallel, 'q2')!.node.properties.isDefault).toBeUndefined();
  });

  it('adding after a node that hosts a group puts the new node after the join', () => {
    expect(outline(run(base(), add('a1', 'parallel', 'g', 'b1', 'b2'), add('g', 'approver', 'a2')))).toBe('start > a1 > g*[b1 | b2] > a2 > c1');
  });

  it('a new branch goes before "otherwise"; removing branches down to one dissolves the group into the chain', () => {
    let d = run(base(), add('a1', 'condition', 'g', 'b1', 'b2'), { type: 'addBranch', hostId: 'g', id: 'b3', title: '条件2' }, add('b3', 'approver', 'x'));
    expect(outline(d)).toBe('start > a1 > g[b1 | b3 > x | b2] > c1');
    d = run(d, { type: 'remove', nodeId: 'b1' });
    expect(outline(d)).toBe('start > a1 > g[b3 > x | b2] > c1');
    d = run(d, { type: 'remove', nodeId: 'b2' });
    expect(outline(d)).toBe('start > a1 > x > c1');
  });

  it('a group hosted by a real node (the seeded leave flow) keeps its host when dissolved', () => {
    const start = emptyDesign('发起');
    start.conditionNodes = [{ nodeId: 'b1', type: 'condition', properties: {}, childNode: { nodeId: 'x', type: 'approver', properties: {} } }, { nodeId: 'b2', type: 'condition', properties: {} }];
    start.childNode = { nodeId: 'c', type: 'copy', properties: {} };
    expect(outline(run(start, { type: 'remove', nodeId: 'b2' }))).toBe('start > x > c');
  });

  it('removes a node, or a route node with its whole group; the start stays', () => {
    expect(outline(run(base(), { type: 'remove', nodeId: 'a1' }))).toBe('start > c1');
    expect(outline(run(base(), add('a1', 'condition', 'g', 'b1', 'b2'), add('b1', 'approver', 'x'), { type: 'remove', nodeId: 'g' }))).toBe('start > a1 > c1');
    const d = base();
    expect(run(d, { type: 'remove', nodeId: 'start' })).toBe(d);
  });

  it('moves a node along its chain and a branch among its siblings, never above the start', () => {
    expect(outline(run(base(), { type: 'move', nodeId: 'a1', direction: 'down' }))).toBe('start > c1 > a1');
    expect(outline(run(base(), { type: 'move', nodeId: 'c1', direction: 'up' }))).toBe('start > c1 > a1');
    const d = base();
    expect(run(d, { type: 'move', nodeId: 'a1', direction: 'up' })).toBe(d);
    expect(run(d, { type: 'move', nodeId: 'c1', direction: 'down' })).toBe(d);
    const g = run(base(), add('a1', 'parallel', 'g', 'b1', 'b2'));
    expect(outline(run(g, { type: 'move', nodeId: 'b2', direction: 'up' }))).toBe('start > a1 > g*[b2 | b1] > c1');
    expect(run(g, { type: 'move', nodeId: 'b1', direction: 'up' })).toBe(g);
  });

  it('updates a node’s settings without touching the state it was given', () => {
    const d = base();
    const next = run(d, { type: 'update', nodeId: 'a1', properties: { title: '校长审批', assigneeType: 1, managerLevel: 2 } });
    expect(findNode(next, 'a1')!.node.properties).toEqual({ title: '校长审批', assigneeType: 1, managerLevel: 2 });
    expect(findNode(d, 'a1')!.node.properties.title).toBe('a1');
  });
});
