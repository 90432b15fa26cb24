import type { FormDef, JsonSchema, PageSchema, UiSchema } from '../../../../contract/pageModel/pageSchema';

// The designer's document: the page schema, with the form's fields held as a tree the canvas draws
// (layout items around fields). Everything the designer does not understand stays in `page` or in a
// field's own `schema`/`ui` untouched, so a plain rjsf JSON Schema + uiSchema survives a round trip.
// Nodes are immutable: an edit replaces the nodes on the path to the change and shares the rest, so
// the canvas redraws only what changed and undo keeps whole documents cheaply.

export type LayoutKind = 'row' | 'col' | 'card' | 'tabs' | 'tab' | 'collapse' | 'divider';

export interface FieldNode {
  id: string;
  type: 'field';
  name: string;
  /** The property's JSON Schema as stored (nested objects, $ref and the like kept as they are). */
  schema: JsonSchema;
  /** The property's uiSchema entry. */
  ui: UiSchema;
  required: boolean;
}

export interface LayoutNode {
  id: string;
  type: 'layout';
  layout: LayoutKind;
  title?: string;
  children: DesignNode[];
}

export type DesignNode = FieldNode | LayoutNode;

export interface DesignDoc {
  /** The page as stored; `form.schema.properties`/`required` and the fields' uiSchema entries come from `tree`. */
  page: PageSchema;
  tree: DesignNode[];
}

/** How a layout item is stored in the form's root uiSchema (`ui:layout`): field names inside boxes. */
export type LayoutRef = string | { type: LayoutKind; title?: string; children?: LayoutRef[] };

export const LAYOUT_KEY = 'ui:layout';

let seq = 0;
/** Ids are the designer's own handles, never stored: a fresh one per node. */
export function nodeId(prefix = 'n'): string {
  seq += 1;
  return `${prefix}${seq.toString(36)}`;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Which layout items hold which: columns live in rows, tabs in tab sets, the rest in any box. */
export function canHold(parent: LayoutKind | 'root' | 'subTable', child: DesignNode): boolean {
  if (parent === 'subTable') return child.type === 'field' && isColumnLike(child);
  if (child.type === 'layout' && child.layout === 'col') return parent === 'row';
  if (child.type === 'layout' && child.layout === 'tab') return parent === 'tabs';
  if (parent === 'row' || parent === 'tabs' || parent === 'divider') return false;
  return true;
}

/** A field a sub-table can take as one of its columns. */
export function isColumnLike(f: FieldNode): boolean {
  const t = f.schema.type;
  return (t === 'string' || t === 'number' || t === 'integer') && !f.ui['ui:widget'] ? true : ['date', 'select'].includes(String(f.ui['ui:widget'] ?? ''));
}

// ---------------------------------------------------------------- reading a page

function formOf(page: PageSchema): FormDef | undefined {
  return page.form;
}

/** The document for a stored page: fields in `ui:order` order, boxed as `ui:layout` says. */
export function fromPageSchema(page: PageSchema): DesignDoc {
  const form = formOf(page);
  if (!form) return { page, tree: [] };
  const schema = form.schema ?? {};
  const ui = (form.uiSchema ?? {}) as Record<string, unknown>;
  const props = isObj(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const names = Object.keys(props);
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : null;
  if (order) {
    const star = order.indexOf('*');
    const rest = star < 0 ? order.length : star;
    const rank = (n: string) => (order.includes(n) ? order.indexOf(n) : rest);
    names.sort((a, b) => rank(a) - rank(b));
  }
  const field = (name: string): FieldNode => ({
    id: nodeId('f'),
    type: 'field',
    name,
    schema: props[name],
    ui: isObj(ui[name]) ? (ui[name] as UiSchema) : {},
    required: required.has(name),
  });
  const placed = new Set<string>();
  const build = (refs: LayoutRef[]): DesignNode[] => {
    const out: DesignNode[] = [];
    for (const r of refs) {
      if (typeof r === 'string') {
        if (Object.hasOwn(props, r) && !placed.has(r)) {
          placed.add(r);
          out.push(field(r));
        }
      } else if (isObj(r) && typeof r.type === 'string') {
        out.push({ id: nodeId('l'), type: 'layout', layout: r.type, ...(r.title !== undefined ? { title: r.title } : {}), children: build(Array.isArray(r.children) ? r.children : []) });
      }
    }
    return out;
  };
  const layout = Array.isArray(ui[LAYOUT_KEY]) ? (ui[LAYOUT_KEY] as LayoutRef[]) : [];
  const tree = build(layout);
  // Fields the layout does not place keep their order after it (a plain rjsf form has no layout at all).
  const loose = names.filter((n) => !placed.has(n));
  const looseNodes = loose.map(field);
  // Keep the relative order: a field named earlier in ui:order than a placed one goes first.
  if (!layout.length) return { page, tree: looseNodes };
  return { page, tree: [...tree, ...looseNodes] };
}

// ---------------------------------------------------------------- writing a page

export function fieldsOf(tree: readonly DesignNode[]): FieldNode[] {
  const out: FieldNode[] = [];
  const walk = (nodes: readonly DesignNode[]) => {
    for (const n of nodes) {
      if (n.type === 'field') out.push(n);
      else walk(n.children);
    }
  };
  walk(tree);
  return out;
}

function layoutRefs(nodes: readonly DesignNode[]): LayoutRef[] {
  return nodes.map((n) =>
    n.type === 'field' ? n.name : { type: n.layout, ...(n.title !== undefined ? { title: n.title } : {}), ...(n.layout === 'divider' ? {} : { children: layoutRefs(n.children) }) },
  );
}

/** The page schema this document stands for; unknown keys of the form, its schema and uiSchema are kept. */
export function toPageSchema(doc: DesignDoc): PageSchema {
  const { page, tree } = doc;
  if (!page.form && !tree.length) return page;
  const form: FormDef = page.form ?? { schema: { type: 'object', properties: {} } };
  const fields = fieldsOf(tree);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const ui: Record<string, unknown> = {};
  // Root uiSchema keys that are not a field's entry (ui:submitButtonOptions, rjsf globals...) stay.
  const oldProps = isObj(form.schema?.properties) ? (form.schema.properties as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(form.uiSchema ?? {})) {
    if (k === 'ui:order' || k === LAYOUT_KEY || Object.hasOwn(oldProps, k)) continue;
    ui[k] = v;
  }
  for (const f of fields) {
    properties[f.name] = f.schema;
    if (f.required) required.push(f.name);
    if (Object.keys(f.ui).length) ui[f.name] = f.ui;
  }
  ui['ui:order'] = fields.map((f) => f.name);
  if (tree.some((n) => n.type === 'layout')) ui[LAYOUT_KEY] = layoutRefs(tree);
  const schema: JsonSchema = { ...form.schema, type: form.schema?.type ?? 'object', properties };
  if (required.length) schema.required = required;
  else delete schema.required;
  return { ...page, form: { ...form, schema, uiSchema: ui } };
}

// ---------------------------------------------------------------- tree edits (pure)

export interface Place {
  /** The containing layout node's id, or null for the form's top level. */
  parentId: string | null;
  index: number;
}

export function findNode(tree: readonly DesignNode[], id: string): DesignNode | null {
  for (const n of tree) {
    if (n.id === id) return n;
    if (n.type === 'layout') {
      const hit = findNode(n.children, id);
      if (hit) return hit;
    }
  }
  return null;
}

export function placeOf(tree: readonly DesignNode[], id: string, parentId: string | null = null): Place | null {
  for (let i = 0; i < tree.length; i++) {
    const n = tree[i];
    if (n.id === id) return { parentId, index: i };
    if (n.type === 'layout') {
      const hit = placeOf(n.children, id, n.id);
      if (hit) return hit;
    }
  }
  return null;
}

/** The children list of a parent (null: the top level), or null when the parent is no layout node. */
export function childrenOf(tree: readonly DesignNode[], parentId: string | null): readonly DesignNode[] | null {
  if (parentId === null) return tree;
  const p = findNode(tree, parentId);
  return p && p.type === 'layout' ? p.children : null;
}

/** `tree` with the children of `parentId` replaced by `fn(children)`; untouched branches are shared. */
function editChildren(tree: DesignNode[], parentId: string | null, fn: (c: DesignNode[]) => DesignNode[]): DesignNode[] {
  if (parentId === null) return fn(tree);
  let changed = false;
  const out = tree.map((n) => {
    if (n.type !== 'layout') return n;
    if (n.id === parentId) {
      changed = true;
      return { ...n, children: fn(n.children) };
    }
    const kids = editChildren(n.children, parentId, fn);
    if (kids === n.children) return n;
    changed = true;
    return { ...n, children: kids };
  });
  return changed ? out : tree;
}

export function insertNode(tree: DesignNode[], node: DesignNode, at: Place): DesignNode[] {
  return editChildren(tree, at.parentId, (c) => {
    const i = Math.max(0, Math.min(at.index, c.length));
    return [...c.slice(0, i), node, ...c.slice(i)];
  });
}

export function removeNode(tree: DesignNode[], id: string): DesignNode[] {
  const at = placeOf(tree, id);
  if (!at) return tree;
  return editChildren(tree, at.parentId, (c) => c.filter((n) => n.id !== id));
}

export function replaceNode(tree: DesignNode[], node: DesignNode): DesignNode[] {
  const at = placeOf(tree, node.id);
  if (!at) return tree;
  return editChildren(tree, at.parentId, (c) => c.map((n) => (n.id === node.id ? node : n)));
}

function contains(node: DesignNode, id: string): boolean {
  return node.id === id || (node.type === 'layout' && node.children.some((c) => contains(c, id)));
}

/** Kind of the parent a place names, for the nesting rules. */
export function parentKind(tree: readonly DesignNode[], parentId: string | null): LayoutKind | 'root' | null {
  if (parentId === null) return 'root';
  const p = findNode(tree, parentId);
  return p && p.type === 'layout' ? p.layout : null;
}

/**
 * Moves a node to a place; `to.index` counts in the list as it is before the move. A move into the
 * node itself, a descendant, or a parent whose rules refuse it leaves the tree as it was.
 */
export function moveNode(tree: DesignNode[], id: string, to: Place): DesignNode[] {
  const node = findNode(tree, id);
  const from = placeOf(tree, id);
  if (!node || !from) return tree;
  if (to.parentId !== null && contains(node, to.parentId)) return tree;
  const kind = parentKind(tree, to.parentId);
  if (!kind || !canHold(kind, node)) return tree;
  let index = to.index;
  if (from.parentId === to.parentId && from.index < index) index -= 1;
  if (from.parentId === to.parentId && from.index === index) return tree;
  return insertNode(removeNode(tree, id), node, { parentId: to.parentId, index });
}
