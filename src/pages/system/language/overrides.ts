import type { PageSchema, PageTranslations } from '../../../../contract/pageModel/pageSchema';

type Overrides = Record<string, { zhtw: Record<string, string>; en: Record<string, string> }>;
let pending: Promise<Overrides> | null = null;

/** The page translations changed in 翻译管理 (GET /api/System/Translation/Overrides), read once per page load. */
function overrides(): Promise<Overrides> {
  pending ??= fetch('/api/System/Translation/Overrides', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    .then((r) => r.json() as Promise<{ code: number; data: Overrides }>)
    .then((r) => (r.code === 200 ? r.data : {}))
    .catch(() => ({}));
  return pending;
}

/** After a save in 翻译管理: the next page opened reads the overrides again. */
export function forgetOverrides(): void {
  pending = null;
}

/** A page schema with 翻译管理's changes over its own `translations` (and its title). */
export function merged(schema: PageSchema, o: Overrides): PageSchema {
  const mine = o[schema.id];
  if (!mine) return schema;
  const translations: PageTranslations = {
    zhtw: { ...schema.translations?.zhtw, ...mine.zhtw },
    en: { ...schema.translations?.en, ...mine.en },
  };
  const title = schema.title;
  const titled =
    title && typeof title === 'object' && 'zh' in title && typeof title.zh === 'string'
      ? { ...title, zhtw: mine.zhtw[title.zh] ?? title.zhtw, en: mine.en[title.zh] ?? title.en }
      : title;
  return { ...schema, title: titled, translations };
}

/** The schema as the console draws it: with the overrides of 翻译管理 applied. */
export async function withTranslationOverrides(schema: unknown): Promise<unknown> {
  if (!schema || typeof schema !== 'object' || typeof (schema as { id?: unknown }).id !== 'string') return schema;
  return merged(schema as PageSchema, await overrides());
}
