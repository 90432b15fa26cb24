import { canHold, findNode, parentKind, placeOf, type DesignNode, type Place } from './model/doc';

// Where a drop lands, from what the pointer is over: a node (before or after it, by which half of it
// the pointer is in), a box's body (at its end) or a sub-table (a new column). The canvas is one drop
// target for dnd-kit; the elements under the pointer name the place (`data-drop`), so a drag does not
// re-render a droppable per field (200 of them on a large page) each time the pointer moves.

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

/** The `data-drop` attribute each drop place carries on the canvas. */
export const DROP_ATTR = 'data-drop';

/** The hint for a pointer at height `y` over the drop place `dropId` (its box `rect`). */
export function hintAt(dropId: string, rect: { top: number; height: number }, y: number): DropHint {
  if (!parseDroppable(dropId)) return null;
  if (dropId.startsWith('node:')) return { id: dropId, pos: y > rect.top + rect.height / 2 ? 'after' : 'before' };
  return { id: dropId, pos: 'in' };
}

/**
 * The deepest drop place of `canvas` under the point, and the hint for it; null outside the canvas.
 * Elements above the canvas (the drag overlay under the pointer) are looked through.
 */
export function hintUnder(canvas: Element, x: number, y: number): DropHint {
  for (const el of document.elementsFromPoint(x, y)) {
    const place = el.closest(`[${DROP_ATTR}]`);
    if (place && canvas.contains(place)) return hintAt(place.getAttribute(DROP_ATTR)!, place.getBoundingClientRect(), y);
  }
  return null;
}
