// The boxes a form's root uiSchema draws its fields in (`ui:layout`, written by the designer): grid
// rows of columns, cards, tab sets of tabs, collapse panels, dividers. Pure: which drawn field goes in
// which box; the object template draws the plan (formLayout.tsx).

export type LayoutBoxKind = 'row' | 'col' | 'card' | 'tabs' | 'tab' | 'collapse' | 'divider';

/** As stored: a field name, or a box with its children. */
export type LayoutRef = string | { type: LayoutBoxKind; title?: string; children?: LayoutRef[] };

export interface PlanBox {
  kind: LayoutBoxKind;
  title?: string;
  children: PlanNode[];
}
export type PlanNode = { field: string } | PlanBox;

export interface LayoutPlan {
  /** The boxes and fields, in the layout's order. */
  nodes: PlanNode[];
  /** Drawn fields the layout does not place, in the form's order, after the boxes. */
  loose: string[];
}

const KINDS = new Set<LayoutBoxKind>(['row', 'col', 'card', 'tabs', 'tab', 'collapse', 'divider']);
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The names of the fields a plan node holds, however deep. */
export function fieldsIn(node: PlanNode): string[] {
  return 'field' in node ? [node.field] : node.children.flatMap(fieldsIn);
}

/**
 * The plan for a layout over the fields drawn now (`drawn`, in order). A field is placed once, where the
 * layout names it first; names the form does not draw now (hidden by linkage or mode, removed) are left
 * out, and so is a box left with no field, except a divider, which never holds one. Anything that is
 * not a layout (`undefined`, a malformed entry) places nothing.
 */
export function layoutPlan(layout: unknown, drawn: readonly string[]): LayoutPlan | null {
  if (!Array.isArray(layout) || !layout.length) return null;
  const names = new Set(drawn);
  const placed = new Set<string>();
  const build = (refs: unknown[]): PlanNode[] => {
    const out: PlanNode[] = [];
    for (const r of refs) {
      if (typeof r === 'string') {
        if (names.has(r) && !placed.has(r)) {
          placed.add(r);
          out.push({ field: r });
        }
        continue;
      }
      if (!isObj(r) || !KINDS.has(r.type as LayoutBoxKind)) continue;
      const kind = r.type as LayoutBoxKind;
      const children = kind === 'divider' ? [] : build(Array.isArray(r.children) ? r.children : []);
      // A row keeps its columns (an empty one still takes its share), a tab set its tabs only with a field.
      const keep = kind === 'divider' || (kind === 'col' ? true : children.some((c) => fieldsIn(c).length > 0));
      if (!keep) continue;
      out.push({ kind, ...(typeof r.title === 'string' ? { title: r.title } : {}), children });
    }
    return out;
  };
  const nodes = build(layout);
  return { nodes, loose: drawn.filter((n) => !placed.has(n)) };
}
