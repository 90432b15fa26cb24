import type { JsonSchema } from '../../../../contract/pageModel/pageSchema';
import { findNode, replaceNode, type DesignDoc, type FieldNode } from './doc';
import { freeName } from './palette';
import { designerReducer, initialState } from './reducer';

// A field dropped into a sub-table becomes one of its columns: the widget's column list and the
// items' JSON Schema gain it together (the server reads the latter, the widget draws the former).

export type ColumnType = 'text' | 'number' | 'select' | 'date';

export function columnTypeOf(f: FieldNode): ColumnType {
  if (f.schema.type === 'number' || f.schema.type === 'integer') return 'number';
  if (f.schema.format === 'date') return 'date';
  if (f.ui['ui:widget'] === 'select' || f.ui['ui:widget'] === 'radio') return 'select';
  return 'text';
}

/**
 * The document with `source` added as a column of sub-table `subId`. When `source` is a field of the
 * form (`moved`), it leaves the form in the same step.
 */
export function addSubTableColumn(doc: DesignDoc, subId: string, source: FieldNode, moved: boolean): DesignDoc | null {
  const sub = findNode(doc.tree, subId);
  if (!sub || sub.type !== 'field' || sub.id === source.id) return null;
  const opts = (sub.ui['ui:options'] ?? {}) as { columns?: { field: string; label?: string; type?: string; options?: unknown }[] };
  const cols = opts.columns ?? [];
  const taken = new Set(cols.map((c) => c.field));
  const base = source.name.replace(/\d+$/, '') || 'col';
  const field = moved && !taken.has(source.name) ? source.name : freeName(base, taken);
  const type = columnTypeOf(source);
  const label = String(source.schema.title ?? field);
  const column: { field: string; label: string; type: ColumnType; options?: { label: string; value: string }[] } = { field, label, type };
  const choices = Array.isArray(source.schema.enum) ? (source.schema.enum as unknown[]).map(String) : null;
  if (type === 'select' && choices) column.options = choices.map((v) => ({ label: v, value: v }));
  const items = (sub.schema.items ?? {}) as JsonSchema;
  const properties = { ...((items.properties ?? {}) as Record<string, JsonSchema>) };
  properties[field] =
    type === 'number' ? { type: 'number', title: label } : type === 'date' ? { type: 'string', title: label, format: 'date' } : { type: 'string', title: label, maxLength: 200, ...(choices ? { enum: choices } : {}) };
  const nextSub: FieldNode = {
    ...sub,
    schema: { ...sub.schema, items: { ...items, type: 'object', properties } },
    ui: { ...sub.ui, 'ui:options': { ...opts, columns: [...cols, column] } },
  };
  const base2 = moved ? designerReducer(initialState(doc), { type: 'remove', id: source.id }).doc : doc;
  return { page: base2.page, tree: replaceNode(base2.tree, nextSub) };
}
