import type { ColumnDef, PageSchema } from '../../../../contract/pageModel/pageSchema';
import { widgetName } from '../../../../contract/pageModel/widgetNames';
import {
  canHold,
  childrenOf,
  fieldsOf,
  findNode,
  insertNode,
  moveNode,
  nodeId,
  parentKind,
  placeOf,
  removeNode,
  replaceNode,
  type DesignDoc,
  type DesignNode,
  type FieldNode,
  type LayoutNode,
  type Place,
} from './doc';
import { freeName } from './palette';
import { renameFieldRefs } from './refs';

// The designer as a reducer over immutable documents. Undo keeps whole documents (nodes are shared
// between them, so a step costs the changed path only); one gesture is one step: typing into the
// same property of the same field within a short while merges into the step before.

export const HISTORY_LIMIT = 200;
/** Edits of one property of one node closer together than this are one undo step. */
export const MERGE_MS = 1000;

export interface DesignerState {
  doc: DesignDoc;
  past: DesignDoc[];
  future: DesignDoc[];
  selected: string | null;
  /** The document as last saved: dirty while `doc` differs from it. */
  saved: DesignDoc;
  /** Merge key and time of the last step (typing merges). */
  lastKey: string | null;
  lastAt: number;
  /** A copied node waiting to be pasted. */
  clipboard: DesignNode | null;
}

export type DesignerAction =
  | { type: 'insert'; node: DesignNode; at: Place }
  | { type: 'move'; id: string; at: Place }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'copy'; id: string }
  | { type: 'paste' }
  | { type: 'select'; id: string | null }
  | { type: 'selectSibling'; delta: 1 | -1 }
  | { type: 'nudge'; id: string; delta: 1 | -1 }
  | { type: 'updateField'; id: string; patch: Partial<Omit<FieldNode, 'id' | 'type'>>; key?: string; now?: number }
  | { type: 'updateLayout'; id: string; patch: Partial<Pick<LayoutNode, 'title'>>; key?: string; now?: number }
  | { type: 'setPage'; page: PageSchema; key?: string; now?: number }
  | { type: 'replace'; doc: DesignDoc; key?: string; now?: number }
  | { type: 'markSaved'; doc?: DesignDoc }
  | { type: 'load'; doc: DesignDoc }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialState(doc: DesignDoc): DesignerState {
  return { doc, past: [], future: [], selected: null, saved: doc, lastKey: null, lastAt: 0, clipboard: null };
}

export function isDirty(s: DesignerState): boolean {
  return s.doc !== s.saved;
}

export function takenNames(doc: DesignDoc): Set<string> {
  return new Set(fieldsOf(doc.tree).map((f) => f.name));
}

/** The column a new field of a list gets: its cell follows the field's kind. */
export function columnFor(f: FieldNode): ColumnDef {
  const widget = String(f.ui['ui:widget'] ?? '');
  const opts = (f.ui['ui:options'] ?? {}) as Record<string, unknown>;
  const col: ColumnDef = { field: f.name, label: typeof f.schema.title === 'string' ? f.schema.title : f.name, width: 140 };
  if (f.schema.format === 'date') col.cell = 'date';
  else if (f.schema.format === 'date-time') col.cell = 'datetime';
  else if (widget === widgetName.userPicker) col.cell = 'user';
  else if (widget === widgetName.companyPicker || widget === widgetName.departmentPicker) col.cell = 'organize';
  else if (widget === widgetName.dictionaryPicker && typeof opts.dictionaryType === 'string' && opts.dictionaryType) col.cell = `dict:${opts.dictionaryType}`;
  else if (widget === widgetName.imageUpload) col.cell = widgetName.imageCell;
  if (f.schema.type === 'number' || f.schema.type === 'integer') col.align = 'right';
  return col;
}

/** Fields that are no data a list shows: group titles, tables, uploads, rich text. */
export function isListable(f: FieldNode): boolean {
  const widget = String(f.ui['ui:widget'] ?? '');
  if (([widgetName.groupTitle, widgetName.subTable, widgetName.fileUpload, widgetName.richTextEditor] as string[]).includes(widget)) return false;
  return f.schema.type !== 'object' && !(f.schema.type === 'array' && (f.schema.items as { type?: string } | undefined)?.type === 'object');
}

const LISTS = new Set<PageSchema['kind']>(['list', 'treeList', 'report']);

function withColumnFor(page: PageSchema, fields: FieldNode[]): PageSchema {
  if (!LISTS.has(page.kind)) return page;
  const add = fields.filter((f) => isListable(f) && !(page.columns ?? []).some((c) => c.field === f.name));
  return add.length ? { ...page, columns: [...(page.columns ?? []), ...add.map(columnFor)] } : page;
}

/** A copy with fresh ids and free field names (a pasted field must not share its key). */
export function cloneNode(node: DesignNode, taken: Set<string>): DesignNode {
  if (node.type === 'field') {
    const base = node.name.replace(/\d+$/, '') || 'field';
    const name = freeName(base, taken);
    taken.add(name);
    return { ...node, id: nodeId('f'), name };
  }
  return { ...node, id: nodeId('l'), children: node.children.map((c) => cloneNode(c, taken)) };
}

function step(s: DesignerState, doc: DesignDoc, selected: string | null = s.selected, key: string | null = null, now = 0): DesignerState {
  if (doc === s.doc) return selected === s.selected ? s : { ...s, selected };
  const merge = key !== null && key === s.lastKey && now - s.lastAt < MERGE_MS && s.past.length > 0;
  const past = merge ? s.past : [...s.past, s.doc].slice(-HISTORY_LIMIT);
  return { ...s, doc, past, future: [], selected, lastKey: key, lastAt: now };
}

/** Where a new node goes when it is added without a drop place: after the selection, or into a selected box. */
export function placeForNew(s: DesignerState, node: DesignNode): Place {
  const tree = s.doc.tree;
  if (s.selected) {
    const sel = findNode(tree, s.selected);
    if (sel?.type === 'layout') {
      const kind = sel.layout;
      if (canHold(kind, node)) return { parentId: sel.id, index: sel.children.length };
      // A row takes fields into its first column; a tab set into its first tab.
      const first = sel.children[0];
      if ((kind === 'row' || kind === 'tabs') && first?.type === 'layout') return { parentId: first.id, index: first.children.length };
    }
    const at = placeOf(tree, s.selected);
    if (at) {
      const kind = parentKind(tree, at.parentId);
      if (kind && canHold(kind, node)) return { parentId: at.parentId, index: at.index + 1 };
    }
  }
  return { parentId: null, index: tree.length };
}

/** The same content (ids included): a replace that changes nothing. */
export function sameDoc(a: DesignDoc, b: DesignDoc): boolean {
  return a === b || (JSON.stringify(a.tree) === JSON.stringify(b.tree) && JSON.stringify(a.page) === JSON.stringify(b.page));
}

export function designerReducer(s: DesignerState, a: DesignerAction): DesignerState {
  const { doc } = s;
  switch (a.type) {
    case 'insert': {
      const kind = parentKind(doc.tree, a.at.parentId);
      if (!kind || !canHold(kind, a.node)) return s;
      const tree = insertNode(doc.tree, a.node, a.at);
      return step(s, { tree, page: withColumnFor(doc.page, fieldsOf([a.node])) }, a.node.id);
    }
    case 'move': {
      const tree = moveNode(doc.tree, a.id, a.at);
      return tree === doc.tree ? s : step(s, { ...doc, tree }, a.id);
    }
    case 'nudge': {
      const at = placeOf(doc.tree, a.id);
      if (!at) return s;
      const siblings = childrenOf(doc.tree, at.parentId) ?? [];
      const to = at.index + a.delta;
      if (to < 0 || to >= siblings.length) return s;
      const tree = moveNode(doc.tree, a.id, { parentId: at.parentId, index: a.delta > 0 ? to + 1 : to });
      return step(s, { ...doc, tree }, a.id);
    }
    case 'remove': {
      const node = findNode(doc.tree, a.id);
      if (!node) return s;
      let page = doc.page;
      for (const f of fieldsOf([node])) page = renameFieldRefs(page, f.name, null);
      const at = placeOf(doc.tree, a.id)!;
      const tree = removeNode(doc.tree, a.id);
      const siblings = childrenOf(tree, at.parentId) ?? [];
      const next = siblings[Math.min(at.index, siblings.length - 1)]?.id ?? at.parentId;
      return step(s, { tree, page }, next);
    }
    case 'duplicate':
    case 'copy': {
      const node = findNode(doc.tree, a.id);
      if (!node) return s;
      if (a.type === 'copy') return { ...s, clipboard: node };
      const copy = cloneNode(node, takenNames(doc));
      const at = placeOf(doc.tree, a.id)!;
      return designerReducer(s, { type: 'insert', node: copy, at: { parentId: at.parentId, index: at.index + 1 } });
    }
    case 'paste': {
      if (!s.clipboard) return s;
      const copy = cloneNode(s.clipboard, takenNames(doc));
      return designerReducer(s, { type: 'insert', node: copy, at: placeForNew(s, copy) });
    }
    case 'select':
      return s.selected === a.id ? s : { ...s, selected: a.id, lastKey: null };
    case 'selectSibling': {
      const order: string[] = [];
      const walk = (nodes: readonly DesignNode[]) => {
        for (const n of nodes) {
          order.push(n.id);
          if (n.type === 'layout') walk(n.children);
        }
      };
      walk(doc.tree);
      if (!order.length) return s;
      const i = s.selected ? order.indexOf(s.selected) : -1;
      const j = i < 0 ? (a.delta > 0 ? 0 : order.length - 1) : Math.max(0, Math.min(order.length - 1, i + a.delta));
      return { ...s, selected: order[j], lastKey: null };
    }
    case 'updateField': {
      const node = findNode(doc.tree, a.id);
      if (!node || node.type !== 'field') return s;
      const next: FieldNode = { ...node, ...a.patch };
      let page = doc.page;
      if (a.patch.name !== undefined && a.patch.name !== node.name) page = renameFieldRefs(page, node.name, a.patch.name);
      // A column keeps its label in step with the field's title until the designer changes it there.
      if (a.patch.schema && a.patch.schema.title !== node.schema.title && page.columns) {
        const old = node.schema.title;
        page = { ...page, columns: page.columns.map((c) => (c.field === next.name && c.label === old ? { ...c, label: String(a.patch.schema!.title ?? next.name) } : c)) };
      }
      return step(s, { tree: replaceNode(doc.tree, next), page }, s.selected, a.key ? `${a.id}:${a.key}` : null, a.now ?? 0);
    }
    case 'updateLayout': {
      const node = findNode(doc.tree, a.id);
      if (!node || node.type !== 'layout') return s;
      return step(s, { ...doc, tree: replaceNode(doc.tree, { ...node, ...a.patch }) }, s.selected, a.key ? `${a.id}:${a.key}` : null, a.now ?? 0);
    }
    case 'setPage':
      return step(s, { ...doc, page: a.page }, s.selected, a.key ? `page:${a.key}` : null, a.now ?? 0);
    case 'replace':
      // A panel that reports its own data back unchanged (a form re-reading its props) is no edit:
      // it must not become an undo step or clear the redo list.
      if (a.key && sameDoc(a.doc, doc)) return s;
      return step(a.key ? s : { ...s, lastKey: null }, a.doc, s.selected && findNode(a.doc.tree, s.selected) ? s.selected : null, a.key ?? null, a.now ?? 0);
    case 'load':
      return initialState(a.doc);
    case 'markSaved':
      return { ...s, saved: a.doc ?? s.doc };
    case 'undo': {
      const prev = s.past[s.past.length - 1];
      if (!prev) return s;
      return { ...s, doc: prev, past: s.past.slice(0, -1), future: [s.doc, ...s.future], lastKey: null, selected: s.selected && findNode(prev.tree, s.selected) ? s.selected : null };
    }
    case 'redo': {
      const next = s.future[0];
      if (!next) return s;
      return { ...s, doc: next, past: [...s.past, s.doc], future: s.future.slice(1), lastKey: null, selected: s.selected && findNode(next.tree, s.selected) ? s.selected : null };
    }
  }
}
