import { useApp } from '../../stores/app';

export type CommunityLang = 'zh' | 'zhtw' | 'en';

/**
 * The community screens keep their words in small typed tables (one per area, three languages) and
 * pick the table of the console's language: the same screens show inside the menu frame and on the
 * public pages, where no renderer context exists.
 */
export function useTexts<T>(table: Record<CommunityLang, T>): T {
  const lang = useApp((s) => s.language);
  return table[lang] ?? table.zh;
}

export function useLangCode(): CommunityLang {
  return useApp((s) => s.language);
}

/** A date the reader's way: 2026-11-24 for zh, 24 Nov 2026 for en. */
export function formatDay(ms: number | null | undefined, lang: CommunityLang): string {
  if (!ms) return '';
  const d = new Date(ms);
  return d.toLocaleDateString(lang === 'en' ? 'en-GB' : lang === 'zhtw' ? 'zh-TW' : 'zh-CN', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** `{{n}}` placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
