import { canHold, findNode, parentKind, placeOf, type DesignNode, type Place } from './model/doc';

// Where a drop lands, from what the pointer is over: a node (before or after it, by which half of it
// the dragged item's centre is in), a box's body (at its end) or a sub-table (a new column).

export type DropTarget = { kind: 'node'; nodeId: string } | { kind: 'box'; parentId: string | null } | { kind: 'sub'; nodeId: string };

export type DropHint = { id: string; pos: 'before' | 'after' | 'in' } | null;

export function droppableId(t: DropTarget): string {
  if (t.kind === 'node') return `node:${t.nodeId}`;
  if (t.kind === 'sub') return `sub:${t.nodeId}`;
  return `box:${t.parentId ?? 'root'}`;
}

/** The place a node dropped on `target` goes; null when the nesting rules refuse it there. */
export function dropPlace(tree: readonly DesignNode[], target: DropTarget, after: boolean, node: DesignNode): Place | null {
  if (target.kind === 'sub') return null;
  if (target.kind === 'box') {
    const kind = parentKind(tree, target.parentId);
    if (!kind || !canHold(kind, node)) return null;
    const parent = target.parentId === null ? null : findNode(tree, target.parentId);
    const length = parent && parent.type === 'layout' ? parent.children.length : tree.length;
    return { parentId: target.parentId, index: length };
  }
  const at = placeOf(tree, target.nodeId);
  if (!at) return null;
  const kind = parentKind(tree, at.parentId);
  if (!kind || !canHold(kind, node)) return null;
  return { parentId: at.parentId, index: at.index + (after ? 1 : 0) };
}

export function parseDroppable(id: string): DropTarget | null {
  const [kind, rest] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  if (kind === 'node') return { kind: 'node', nodeId: rest };
  if (kind === 'sub') return { kind: 'sub', nodeId: rest };
  if (kind === 'box') return { kind: 'box', parentId: rest === 'root' ? null : rest };
  return null;
}
