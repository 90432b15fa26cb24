import { useEffect, useState } from 'react';
import type { FormDef, JsonSchema, OptionSource, Text } from '../../contract/pageModel/pageSchema';
import type { WidgetServices } from '../../widgets/services';
import { resolveEndpoint } from '../api/endpoint';
import { loadDictionary, type DictItem } from '../dictionary/dictionaryCache';

export interface Option {
  label: string;
  value: string | number | boolean;
}

function flatten(items: DictItem[], valueField: string): Option[] {
  const out: Option[] = [];
  const walk = (list: DictItem[]) => {
    for (const n of list) {
      out.push({ label: n.fullName, value: String(n[valueField] ?? n.id) });
      if (n.children) walk(n.children);
    }
  };
  walk(items);
  return out;
}

export async function loadOptions(source: OptionSource, services: WidgetServices, text: (t: Text) => string): Promise<Option[]> {
  if ('static' in source) return source.static.map((o) => ({ label: text(o.label), value: o.value }));
  if ('dictionary' in source) {
    const d = await loadDictionary(services, source.dictionary);
    return flatten(d.items, source.valueField ?? 'id');
  }
  const ep = resolveEndpoint(source.api);
  const data = await services.request<unknown>(ep.method, ep.url);
  const list = (Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? [])) as Record<string, unknown>[];
  const lf = source.labelField ?? 'fullName';
  const vf = source.valueField ?? 'id';
  // Tree answers (menus, organisations) become one list, indented by depth so the shape stays readable.
  const out: Option[] = [];
  const walk = (rows: Record<string, unknown>[], depth: number) => {
    for (const r of rows) {
      out.push({ label: `${'\u3000'.repeat(depth)}${String(r[lf] ?? '')}`, value: r[vf] as string });
      if (Array.isArray(r.children)) walk(r.children as Record<string, unknown>[], depth + 1);
    }
  };
  walk(list, 0);
  return out;
}

/** Options of every sourced field; static ones are there at once, remote ones as they arrive. */
export function useFieldOptions(def: FormDef, services: WidgetServices, text: (t: Text) => string): Record<string, Option[]> {
  const [opts, setOpts] = useState<Record<string, Option[]>>(() => {
    const init: Record<string, Option[]> = {};
    for (const [f, s] of Object.entries(def.options ?? {})) if ('static' in s) init[f] = s.static.map((o) => ({ label: text(o.label), value: o.value }));
    return init;
  });
  useEffect(() => {
    let live = true;
    for (const [field, source] of Object.entries(def.options ?? {})) {
      if ('static' in source) continue;
      loadOptions(source, services, text).then(
        (list) => live && setOpts((o) => ({ ...o, [field]: list })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
    // text is derived from lang, which PageRenderer keys the tree on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def.options, services]);
  return opts;
}

/** Puts loaded options into the schema as oneOf const/title (arrays: on their items). */
export function withOptions(schema: JsonSchema, options: Record<string, Option[]>): JsonSchema {
  const fields = Object.keys(options);
  if (!fields.length) return schema;
  const props = { ...((schema.properties ?? {}) as Record<string, Record<string, unknown>>) };
  for (const f of fields) {
    const p = props[f];
    if (!p) continue;
    // An empty oneOf is invalid JSON Schema; wait for the options instead.
    const list = options[f];
    if (!list.length) continue;
    const itemType = p.type === 'array' ? (p.items as { type?: string } | undefined)?.type : p.type;
    // Dictionary codes arrive as strings; an integer field (gender 1/2/3) must get numbers to validate.
    const numeric = itemType === 'integer' || itemType === 'number';
    const oneOf = list.map((o) => ({ const: numeric ? Number(o.value) : o.value, title: o.label }));
    if (p.type === 'array') {
      props[f] = { ...p, uniqueItems: true, items: { ...((p.items as object) ?? {}), oneOf } };
    } else props[f] = { ...p, oneOf };
  }
  return { ...schema, properties: props };
}
