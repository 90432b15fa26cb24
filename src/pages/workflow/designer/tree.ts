import type { FlowNode, NodeProperties } from '../../../../contract/workflow/model';

/**
 * The approval tree the flow designer edits, as a pure reducer over the design the engine runs
 * (JNPF's recursive `childNode` / `conditionNodes` shape). A branch group (condition or parallel)
 * hangs off a route node of type 'condition' on the chain, which the engine passes through and
 * the flow chart leaves out; each branch starts with its own 'condition' head. Ids come in with the
 * action, so the reducer stays pure and its results are repeatable in tests.
 */

export type AddKind = 'approver' | 'copy' | 'subFlow' | 'condition' | 'parallel';

export type TreeAction =
  /** A new node right after `afterId` (after a branch group's join when `afterId` hosts one). */
  | { type: 'add'; afterId: string; kind: AddKind; ids: string[]; titles: string[] }
  | { type: 'remove'; nodeId: string }
  /** One step up or down its chain; a branch one place left (up) or right (down) among its siblings. */
  | { type: 'move'; nodeId: string; direction: 'up' | 'down' }
  | { type: 'addBranch'; hostId: string; id: string; title: string }
  | { type: 'update'; nodeId: string; properties: NodeProperties };

const clone = (n: FlowNode): FlowNode => structuredClone(n);

interface Place {
  node: FlowNode;
  /** The node whose childNode this is, or null for the start and for branch heads. */
  parent: FlowNode | null;
  /** For a branch head, the node holding its group. */
  host: FlowNode | null;
}

export function findNode(root: FlowNode, id: string): Place | null {
  const walk = (head: FlowNode, host: FlowNode | null): Place | null => {
    let parent: FlowNode | null = null;
    for (let n: FlowNode | null | undefined = head; n; parent = n, n = n.childNode) {
      if (n.nodeId === id) return { node: n, parent, host: parent ? null : host };
      for (const b of n.conditionNodes ?? []) {
        const found = walk(b, n);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(root, null);
}

function branchHead(id: string, title: string, isDefault = false): FlowNode {
  return { nodeId: id, type: 'condition', properties: isDefault ? { title, isDefault: true } : { title, conditions: [] } };
}

/** The last node of a chain. */
const lastOf = (head: FlowNode) => {
  let n = head;
  while (n.childNode) n = n.childNode;
  return n;
};

function newNode(kind: AddKind, ids: string[], titles: string[]): FlowNode {
  if (kind === 'approver') return { nodeId: ids[0], type: 'approver', properties: { title: titles[0], assigneeType: 2, counterSign: 0, noApproverHandler: 1 } };
  if (kind === 'copy') return { nodeId: ids[0], type: 'copy', properties: { title: titles[0] } };
  if (kind === 'subFlow') return { nodeId: ids[0], type: 'subFlow', properties: { title: titles[0] } };
  // A group: its route node, then two branches; an exclusive group starts with an "otherwise" branch so it has no gap.
  const parallel = kind === 'parallel';
  return {
    nodeId: ids[0],
    type: 'condition',
    properties: { title: titles[0] },
    isInterflow: parallel,
    conditionNodes: [branchHead(ids[1], titles[1]), branchHead(ids[2], titles[2], !parallel)],
  };
}

/** Dissolves a group left with one branch: that branch's chain takes the group's place. */
function dissolve(root: FlowNode, host: FlowNode): void {
  const only = host.conditionNodes?.[0];
  delete host.conditionNodes;
  delete host.isInterflow;
  if (!only) return;
  const inner = only.childNode ?? null;
  const place = findNode(root, host.nodeId);
  if (host.type === 'condition' && place?.parent) {
    // A route node goes too, with the branch head; the branch's nodes run in its place.
    if (inner) lastOf(inner).childNode = host.childNode ?? null;
    place.parent.childNode = inner ?? host.childNode ?? null;
    return;
  }
  if (inner) {
    lastOf(inner).childNode = host.childNode ?? null;
    host.childNode = inner;
  }
}

export function treeReducer(state: FlowNode, action: TreeAction): FlowNode {
  const root = clone(state);
  switch (action.type) {
    case 'add': {
      const place = findNode(root, action.afterId);
      if (!place) return state;
      const created = newNode(action.kind, action.ids, action.titles);
      created.childNode = place.node.childNode ?? null;
      place.node.childNode = created;
      return root;
    }
    case 'remove': {
      const place = findNode(root, action.nodeId);
      if (!place || place.node === root) return state;
      if (place.host) {
        place.host.conditionNodes = place.host.conditionNodes!.filter((b) => b.nodeId !== action.nodeId);
        if (place.host.conditionNodes.length < 2) dissolve(root, place.host);
        return root;
      }
      // A node leaves its chain; a route node takes its whole group with it.
      place.parent!.childNode = place.node.childNode ?? null;
      return root;
    }
    case 'move': {
      const place = findNode(root, action.nodeId);
      if (!place || place.node === root) return state;
      if (place.host) {
        const list = place.host.conditionNodes!;
        const i = list.findIndex((b) => b.nodeId === action.nodeId);
        const j = action.direction === 'up' ? i - 1 : i + 1;
        if (j < 0 || j >= list.length) return state;
        [list[i], list[j]] = [list[j], list[i]];
        return root;
      }
      const node = place.node;
      const parent = place.parent!;
      if (action.direction === 'down') {
        const next = node.childNode;
        if (!next) return state;
        // parent → node → next → rest  becomes  parent → next → node → rest
        node.childNode = next.childNode ?? null;
        next.childNode = node;
        parent.childNode = next;
        return root;
      }
      // Up: swap with the parent, unless the parent is the start or a branch head (the chain's first place).
      const grand = findNode(root, parent.nodeId)!;
      if (!grand.parent) return state;
      parent.childNode = node.childNode ?? null;
      node.childNode = parent;
      grand.parent.childNode = node;
      return root;
    }
    case 'addBranch': {
      const place = findNode(root, action.hostId);
      if (!place?.node.conditionNodes) return state;
      const list = place.node.conditionNodes;
      const head = branchHead(action.id, action.title);
      // A new exclusive branch goes before the "otherwise" branch, which stays last.
      const at = !place.node.isInterflow && list[list.length - 1]?.properties.isDefault ? list.length - 1 : list.length;
      list.splice(at, 0, head);
      return root;
    }
    case 'update': {
      const place = findNode(root, action.nodeId);
      if (!place) return state;
      place.node.properties = { ...action.properties };
      return root;
    }
    default:
      return state;
  }
}

/** A fresh design: the start node alone, with the initiator's approval rule free to add below. */
export function emptyDesign(startTitle: string): FlowNode {
  return { nodeId: 'start', type: 'start', properties: { title: startTitle } };
}
