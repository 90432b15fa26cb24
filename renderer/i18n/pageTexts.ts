import type { ActionDef, FormDef, PageSchema, Text } from '../../contract/pageModel/pageSchema';
import { lookupText, mapSchemaTexts, mapUiSchemaTexts } from './localiseSchema';

const HAN = /\p{Script=Han}/u;

/**
 * Every Chinese text of a page that the renderer translates through the page's `translations`: the
 * texts of its form and search schemas and uiSchemas (the positions localiseSchema translates), plain
 * string Texts (labels, titles, placeholders), and the zh of a language map that lacks a language.
 */
export function pageTexts(page: PageSchema): string[] {
  const out = new Set<string>();
  const take = (s: string) => {
    if (HAN.test(s)) out.add(s);
    return s;
  };
  const text = (t: Text | undefined) => {
    if (typeof t === 'string') take(t);
    else if (t && 'zh' in t && (t.zhtw === undefined || t.en === undefined)) take(t.zh);
  };
  const action = (a: ActionDef) => [a.label, a.confirm, a.success].forEach(text);
  const form = (f: FormDef | undefined) => {
    if (!f) return;
    text(f.title);
    mapSchemaTexts(f.schema, take);
    mapUiSchemaTexts(f.uiSchema, take);
    for (const source of Object.values(f.options ?? {})) if ('static' in source) source.static.forEach((o) => text(o.label));
  };

  [page.title, page.description, page.tree?.title, page.report?.chart?.title, page.report?.totalsLabel].forEach(text);
  for (const c of page.columns ?? []) {
    text(c.label);
    for (const o of Object.values((c.cellOptions?.map ?? {}) as Record<string, { label?: Text }>)) text(o?.label);
  }
  [...(page.toolbar ?? []), ...(page.rowActions ?? [])].forEach(action);
  if (page.search) {
    mapSchemaTexts(page.search.schema, take);
    mapUiSchemaTexts(page.search.uiSchema, take);
    if (typeof page.search.keyword === 'object') text(page.search.keyword.placeholder);
  }
  form(page.form);
  Object.values(page.forms ?? {}).forEach(form);
  form(page.tree?.manage?.form);
  page.tree?.manage?.actions.forEach(action);
  return [...out];
}

/** The page's Chinese texts that have no zhtw or no en translation (own block or common field words). */
export function untranslatedTexts(page: PageSchema): { text: string; missing: ('zhtw' | 'en')[] }[] {
  return pageTexts(page)
    .map((text) => ({ text, missing: (['zhtw', 'en'] as const).filter((l) => lookupText(text, l, page.translations) === undefined) }))
    .filter((x) => x.missing.length > 0);
}
