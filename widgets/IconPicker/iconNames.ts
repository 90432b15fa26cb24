/** The three themes of @ant-design/icons, as its export names end. */
export const THEMES = ['Outlined', 'Filled', 'TwoTone'] as const;
export type IconTheme = (typeof THEMES)[number];

/** The icon components' names among a module's exports, in name order. */
export function iconNamesOf(exports: Record<string, unknown>): string[] {
  return Object.keys(exports)
    .filter((k) => /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(k) && exports[k] !== null && typeof exports[k] === 'object')
    .sort();
}

/** Names of one theme whose name contains every word of the query (case-insensitive); at most `limit`, and how many matched. */
export function searchIcons(names: readonly string[], query: string, theme: IconTheme, limit: number): { shown: string[]; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = names.filter((n) => n.endsWith(theme) && words.every((w) => n.toLowerCase().includes(w)));
  return { shown: hits.slice(0, limit), total: hits.length };
}
