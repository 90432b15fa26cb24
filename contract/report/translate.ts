import type { Lang } from '../rules/messages';
import type { ReportDefinition } from './definition';

/** The definition with its words (titles, labels, value labels) in `lang`, where the report translates them. */
export function translateDefinition(def: ReportDefinition, lang: Lang): ReportDefinition {
  const table = lang === 'zh' ? undefined : def.translations?.[lang];
  if (!table) return def;
  const tr = (s: string | undefined) => (s !== undefined && Object.hasOwn(table, s) ? table[s] : s);
  const measure = <M extends { label?: string }>(m: M): M => (m.label ? { ...m, label: tr(m.label) } : m);
  return {
    ...def,
    dataset: {
      ...def.dataset,
      fields: def.dataset.fields.map((f) => ({
        ...f,
        label: tr(f.label) ?? f.label,
        ...(f.valueLabels ? { valueLabels: Object.fromEntries(Object.entries(f.valueLabels).map(([k, v]) => [k, tr(v) ?? v])) } : {}),
      })),
    },
    filters: def.filters.map((f) => (f.label ? { ...f, label: tr(f.label) } : f)),
    blocks: def.blocks.map((b) => {
      const title = b.title ? { title: tr(b.title) } : {};
      if (b.type === 'chart') return { ...b, ...title, measure: measure(b.measure) };
      return { ...b, ...title, measures: b.measures.map(measure) };
    }),
  };
}

/** One of the report's own words (its name, say) in `lang`. */
export function translateText(def: ReportDefinition, lang: Lang, s: string): string {
  const table = lang === 'zh' ? undefined : def.translations?.[lang];
  return table && Object.hasOwn(table, s) ? table[s] : s;
}
