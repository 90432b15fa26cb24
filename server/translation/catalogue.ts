import { texts } from '../../contract/texts';

/** One text in the three languages, as 翻译管理 lists it. */
export interface Entry {
  /** 'server' (contract/texts.ts) or 'page:<schema id>'. */
  source: string;
  sourceName: string;
  key: string;
  zh: string;
  zhtw: string;
  en: string;
}

export const LANGS = ['zhtw', 'en'] as const;
export type OverrideLang = (typeof LANGS)[number];
export type Overrides = Map<string, Partial<Record<OverrideLang, string>>>;

export const overrideKey = (source: string, key: string) => `${source}\u0000${key}`;

/** Every text of the server's catalogue. */
export function serverEntries(): Entry[] {
  return Object.entries(texts).map(([key, v]) => ({ source: 'server', sourceName: '服务端文本', key, zh: v.zh, zhtw: v.zhtw, en: v.en }));
}

interface SchemaLike {
  id?: unknown;
  title?: unknown;
  translations?: { zhtw?: Record<string, string>; en?: Record<string, string> };
}

/**
 * The texts of one page schema: its title (a language map) and every zh text its `translations`
 * block names in either language; a text named in one language only is missing in the other.
 */
export function pageEntries(schema: SchemaLike, name: string): Entry[] {
  if (typeof schema.id !== 'string') return [];
  const source = `page:${schema.id}`;
  const out = new Map<string, Entry>();
  const title = schema.title;
  if (title && typeof title === 'object' && typeof (title as { zh?: unknown }).zh === 'string') {
    const tt = title as { zh: string; zhtw?: string; en?: string };
    out.set(tt.zh, { source, sourceName: name, key: tt.zh, zh: tt.zh, zhtw: tt.zhtw ?? '', en: tt.en ?? '' });
  }
  const tr = schema.translations ?? {};
  for (const lang of LANGS) {
    for (const [zh, value] of Object.entries(tr[lang] ?? {})) {
      const e = out.get(zh) ?? { source, sourceName: name, key: zh, zh, zhtw: '', en: '' };
      e[lang] = value;
      out.set(zh, e);
    }
  }
  return [...out.values()];
}

/** The entries with overrides applied, each marked with what was overridden and what is still missing. */
export function withOverrides(entries: Entry[], overrides: Overrides): (Entry & { overridden: OverrideLang[]; missing: OverrideLang[] })[] {
  return entries.map((e) => {
    const o = overrides.get(overrideKey(e.source, e.key)) ?? {};
    const merged = { ...e, zhtw: o.zhtw ?? e.zhtw, en: o.en ?? e.en };
    return { ...merged, overridden: LANGS.filter((l) => o[l] !== undefined), missing: LANGS.filter((l) => !merged[l].trim()) };
  });
}

/** The {placeholders} of a text, sorted: a translation must keep exactly those of the zh text. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}

/** Rows of a spreadsheet back to overrides: only cells that differ from the catalogue, only known texts. */
export function importedChanges(
  rows: { source: string; key: string; zhtw: string; en: string }[],
  current: Map<string, Entry>,
): { changes: { source: string; key: string; lang: OverrideLang; value: string }[]; unknown: number; refused: number } {
  const changes: { source: string; key: string; lang: OverrideLang; value: string }[] = [];
  let unknown = 0;
  let refused = 0;
  for (const r of rows) {
    const e = current.get(overrideKey(r.source, r.key));
    if (!e) {
      unknown++;
      continue;
    }
    for (const lang of LANGS) {
      const v = (r[lang] ?? '').trim();
      if (!v || v === e[lang]) continue;
      if (e.source === 'server' && placeholders(v).join() !== placeholders(e.zh).join()) {
        refused++;
        continue;
      }
      changes.push({ source: r.source, key: r.key, lang, value: v });
    }
  }
  return { changes, unknown, refused };
}
