import type { JsonSchema, UiSchema } from '../../contract/pageModel/pageSchema';

/** The part of rjsf's validation error this needs (`property` is `.field.0.sub`, `''` for the root). */
export interface ValidationError {
  property?: string;
  message?: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function titleAt(schema: JsonSchema | undefined, name: string): string {
  const t = schema?.title;
  return typeof t === 'string' && t ? t : name;
}

/**
 * The messages of a refused submit that no field on screen shows: errors of the form as a whole, of a
 * field that is not drawn or drawn hidden, and errors inside a field that one widget draws (a sub-table
 * cell, an upload's entry), since a widget shows only its own messages. Without these the form would
 * refuse silently; the form shows them above its fields, each named by its field's title.
 */
export function unshownErrors(errors: readonly ValidationError[], schema: JsonSchema, uiSchema: UiSchema | undefined): string[] {
  const props = isObj(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const out: string[] = [];
  for (const e of errors) {
    const message = e.message ?? '';
    const path = (e.property ?? '').split('.').filter(Boolean);
    const top = path[0];
    if (!top || !Object.hasOwn(props, top)) {
      out.push(top ? `${top}：${message}` : message);
      continue;
    }
    const ui = isObj(uiSchema?.[top]) ? (uiSchema![top] as Record<string, unknown>) : {};
    const widget = ui['ui:widget'];
    const hidden = widget === 'hidden';
    const drawnByOneWidget = typeof widget === 'string' || typeof ui['ui:field'] === 'string';
    if (!hidden && (path.length === 1 || !drawnByOneWidget)) continue;
    // Name the cell too: 随行人员 › 携带物品数.
    const names = [titleAt(props[top], top)];
    let at: JsonSchema | undefined = props[top];
    for (const part of path.slice(1)) {
      if (!at) break;
      if (/^\d+$/.test(part)) {
        at = isObj(at.items) ? (at.items as JsonSchema) : undefined;
        continue;
      }
      at = isObj(at.properties) ? ((at.properties as Record<string, JsonSchema>)[part] ?? undefined) : undefined;
      names.push(titleAt(at, part));
    }
    out.push(`${names.join(' › ')}：${message}`);
  }
  return [...new Set(out)];
}
