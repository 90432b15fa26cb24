import { chooseBranch, type RouteContext } from './conditions';
import type { FlowNode } from './model';

/** A design read once: nodes by id, and for each branch head the node whose branches it belongs to. */
export interface FlowIndex {
  root: FlowNode;
  byId: Map<string, FlowNode>;
  /** Branch head id → the node holding that branch in its conditionNodes. */
  containerOf: Map<string, FlowNode>;
  /** Node id → the head of the branch whose chain it is on (null on the main chain). */
  branchOf: Map<string, string | null>;
  /** Node ids in design order (start first), for the flow chart. */
  order: string[];
}

export function indexFlow(root: FlowNode): FlowIndex {
  const idx: FlowIndex = { root, byId: new Map(), containerOf: new Map(), branchOf: new Map(), order: [] };
  const visit = (node: FlowNode | null | undefined, head: string | null) => {
    for (let n = node; n; n = n.childNode) {
      idx.byId.set(n.nodeId, n);
      idx.branchOf.set(n.nodeId, head);
      idx.order.push(n.nodeId);
      for (const b of n.conditionNodes ?? []) {
        idx.containerOf.set(b.nodeId, n);
        visit(b, b.nodeId);
      }
    }
  };
  visit(root, null);
  return idx;
}

/** What leaving a node leads to, in order. */
export type Step =
  | { kind: 'activate'; node: FlowNode } // an approver or sub-flow node becomes current
  | { kind: 'circulate'; node: FlowNode } // a copy node passed: its people get the task to read
  | { kind: 'join'; containerId: string; branchId: string } // a parallel branch reached its join
  | { kind: 'end' };

export class NoRouteError extends Error {
  constructor(readonly nodeId: string) {
    super(`no branch of ${nodeId} matches`);
  }
}

/**
 * The steps that follow when `fromId` completes (the start node: at launch). `joined` holds, per
 * parallel container, the branches that already reached the join; it is updated as branches end,
 * and the container's continuation runs only once every branch has arrived.
 */
export function stepsAfter(idx: FlowIndex, fromId: string, ctx: RouteContext, joined: Map<string, Set<string>>): Step[] {
  const steps: Step[] = [];
  const from = idx.byId.get(fromId);
  if (!from) throw new Error(`unknown node ${fromId}`);

  const enter = (node: FlowNode) => {
    if (node.type === 'approver' || node.type === 'subFlow') {
      steps.push({ kind: 'activate', node });
      return;
    }
    if (node.type === 'copy') steps.push({ kind: 'circulate', node });
    leave(node);
  };
  const leave = (node: FlowNode) => {
    const branches = node.conditionNodes ?? [];
    if (branches.length) {
      if (node.isInterflow) {
        for (const b of branches) enter(b);
        return;
      }
      const chosen = chooseBranch(branches, ctx);
      if (!chosen) throw new NoRouteError(node.nodeId);
      enter(chosen);
      return;
    }
    if (node.childNode) enter(node.childNode);
    else endOfChain(node);
  };
  const afterBranches = (container: FlowNode) => {
    if (container.childNode) enter(container.childNode);
    else endOfChain(container);
  };
  const endOfChain = (node: FlowNode) => {
    const head = idx.branchOf.get(node.nodeId) ?? null;
    if (head === null) {
      if (!steps.some((s) => s.kind === 'end')) steps.push({ kind: 'end' });
      return;
    }
    const container = idx.containerOf.get(head)!;
    if (container.isInterflow) {
      const arrived = joined.get(container.nodeId) ?? new Set<string>();
      joined.set(container.nodeId, arrived);
      arrived.add(head);
      steps.push({ kind: 'join', containerId: container.nodeId, branchId: head });
      if (arrived.size < (container.conditionNodes ?? []).length) return;
    }
    afterBranches(container);
  };

  leave(from);
  return steps;
}

/**
 * The approver nodes a task passed on its way to `nodeId` (where a rejection may send it back):
 * those before it on its chain and on the chains enclosing it. Nodes inside parallel branches are
 * left out: sending one branch back would leave its sibling waiting at a join that never comes.
 */
export function earlierMainNodes(idx: FlowIndex, nodeId: string): string[] {
  return pathTo(idx.root, nodeId, false) ?? [];
}

function pathTo(head: FlowNode, nodeId: string, inParallel: boolean): string[] | null {
  const before: string[] = [];
  for (let n: FlowNode | null | undefined = head; n; n = n.childNode) {
    if (n.nodeId === nodeId) return before;
    if (n.type === 'approver' && !inParallel) before.push(n.nodeId);
    for (const b of n.conditionNodes ?? []) {
      const inner = pathTo(b, nodeId, inParallel || !!n.isInterflow);
      if (inner) return [...before, ...inner];
    }
  }
  return null;
}

// The release check is shared with the designer, which runs it live.
export { checkDesign, type DesignProblem } from '../../contract/workflow/validateDesign';
