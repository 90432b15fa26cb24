/*
 * 打印示例: the print templates' binding. A template is HTML with `{{field.path}}` placeholders and
 * `{{#list}} … {{/list}}` sections repeated for each item of a list (inside, names are looked up on
 * the item first, then outside it). Values are HTML-escaped, so a record cannot add markup; the
 * template itself is the developer's HTML (the page still sanitises the result before showing it).
 */

export type Scope = Record<string, unknown>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function lookup(scopes: Scope[], path: string): unknown {
  const parts = path.split('.');
  for (const scope of scopes) {
    if (!(parts[0] in scope)) continue;
    let v: unknown = scope;
    for (const p of parts) v = v !== null && typeof v === 'object' ? (v as Scope)[p] : undefined;
    return v;
  }
  return undefined;
}

const SECTION = /\{\{#([\w.]+)\}\}([\s\S]*?)\{\{\/\1\}\}/g;
const FIELD = /\{\{\s*([\w.$]+)\s*\}\}/g;

function render(template: string, scopes: Scope[]): string {
  const withSections = template.replace(SECTION, (_, path: string, inner: string) => {
    const v = lookup(scopes, path);
    if (Array.isArray(v)) return v.map((item, i) => render(inner, [{ ...(item !== null && typeof item === 'object' ? (item as Scope) : { value: item }), $index: i + 1 }, ...scopes])).join('');
    return v ? render(inner, scopes) : '';
  });
  return withSections.replace(FIELD, (_, path: string) => {
    const v = lookup(scopes, path);
    return v === undefined || v === null ? '' : escapeHtml(typeof v === 'object' ? JSON.stringify(v) : String(v));
  });
}

/** The template with the record's values in place. */
export function bindTemplate(template: string, record: Scope): string {
  return render(template, [record]);
}

/** Names a template reads that the record lacks (the editor lists them, so a typo is visible). */
export function unboundFields(template: string, record: Scope): string[] {
  const missing = new Set<string>();
  const walk = (tpl: string, scopes: Scope[]) => {
    for (const m of tpl.matchAll(SECTION)) {
      const v = lookup(scopes, m[1]);
      if (v === undefined) missing.add(m[1]);
      const first = Array.isArray(v) ? v[0] : null;
      walk(m[2], first && typeof first === 'object' ? [first as Scope, ...scopes] : scopes);
    }
    for (const m of tpl.replace(SECTION, '').matchAll(FIELD)) if (m[1] !== '$index' && lookup(scopes, m[1]) === undefined) missing.add(m[1]);
  };
  walk(template, [record]);
  return [...missing];
}
