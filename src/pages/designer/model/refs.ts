import type { ColumnDef, FormDef, JsonLogic, PageSchema } from '../../../../contract/pageModel/pageSchema';

// A field's name is referenced outside its property: columns, search, formulas, linkage, options,
// fill, modes, the default sort, a tree. Renaming or removing a field follows it everywhere, so the
// saved page never points at a field that is gone (the server refuses such a page).

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renameInLogic(rule: JsonLogic, from: string, to: string | null): JsonLogic {
  if (typeof rule !== 'object' || rule === null) return rule;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if ('var' in o && Object.keys(o).length === 1) {
        const name = o.var;
        if (name === from || (typeof name === 'string' && name.startsWith(`${from}.`))) return { var: to === null ? name : `${to}${String(name).slice(from.length)}` };
        return o;
      }
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(rule) as JsonLogic;
}

function renameKey<V>(rec: Record<string, V> | undefined, from: string, to: string | null): Record<string, V> | undefined {
  if (!rec || !Object.hasOwn(rec, from)) return rec;
  const out: Record<string, V> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (k !== from) out[k] = v;
    else if (to !== null) out[to] = v;
  }
  return out;
}

/** Which rules read a field (by `var`). */
export function logicReads(rule: JsonLogic, field: string): boolean {
  return JSON.stringify(rule).includes(`{"var":${JSON.stringify(field)}}`);
}

function formRefs(form: FormDef, from: string, to: string | null): FormDef {
  const out: FormDef = { ...form };
  if (form.formulas) {
    const formulas: Record<string, string> = {};
    const pattern = new RegExp(`\\{${escape(from)}(\\.[^}]*)?\\}`, 'g');
    for (const [k, v] of Object.entries(form.formulas)) {
      if (k === from && to === null) continue;
      formulas[k === from ? (to as string) : k] = to === null ? v : v.replace(pattern, (_m, rest: string | undefined) => `{${to}${rest ?? ''}}`);
    }
    out.formulas = formulas;
  }
  out.options = renameKey(form.options, from, to);
  out.fill = renameKey(form.fill, from, to);
  out.modes = renameKey(form.modes, from, to);
  if (form.linkage) {
    const swap = (list?: string[]) => (list ? list.flatMap((f) => (f === from ? (to === null ? [] : [to]) : [f])) : list);
    out.linkage = form.linkage
      .filter((r) => to !== null || !logicReads(r.when, from))
      .map((r) => {
        const next = { ...r, when: renameInLogic(r.when, from, to) };
        for (const k of ['show', 'hide', 'require', 'disable'] as const) {
          const list = swap(r[k]);
          if (list && list.length) next[k] = list;
          else delete next[k];
        }
        return next;
      })
      .filter((r) => r.show || r.hide || r.require || r.disable);
  }
  for (const k of ['options', 'fill', 'modes', 'linkage', 'formulas'] as const) if (out[k] === undefined) delete out[k];
  return out;
}

/** The page with every reference to field `from` renamed to `to` (or removed when `to` is null). */
export function renameFieldRefs(page: PageSchema, from: string, to: string | null): PageSchema {
  const out: PageSchema = { ...page };
  if (page.form) out.form = formRefs(page.form, from, to);
  if (page.columns) {
    out.columns = page.columns.flatMap((c): ColumnDef[] => (c.field !== from ? [c] : to === null ? [] : [{ ...c, field: to }]));
  }
  if (page.search) {
    const props = (page.search.schema.properties ?? {}) as Record<string, unknown>;
    const ui = page.search.uiSchema;
    const kw = page.search.keyword;
    out.search = {
      ...page.search,
      schema: { ...page.search.schema, properties: renameKey(props, from, to) },
      ...(ui ? { uiSchema: renameKey(ui as Record<string, unknown>, from, to) } : {}),
      ...(kw && typeof kw === 'object' && kw.fields
        ? { keyword: { ...kw, fields: kw.fields.flatMap((f) => (f === from ? (to === null ? [] : [to]) : [f])) } }
        : {}),
    };
  }
  if (page.defaultSort?.field === from) {
    if (to === null) delete out.defaultSort;
    else out.defaultSort = { ...page.defaultSort, field: to };
  }
  if (page.report?.chart) {
    const c = page.report.chart;
    if (c.x === from || c.y.includes(from)) {
      const y = c.y.flatMap((f) => (f === from ? (to === null ? [] : [to]) : [f]));
      out.report = { ...page.report, chart: { ...c, x: c.x === from ? (to ?? '') : c.x, y } };
    }
  }
  return out;
}
