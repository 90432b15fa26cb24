import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellResources } from './shell';
import type { Lang } from '../stores/app';

// i18next with the 'shell' namespace built in and the 'renderer', 'widgets' and 'live'
// namespaces registered when their modules exist (they are written by other areas, in parallel).

export const i18n: I18n = i18next.createInstance();

const langs: Lang[] = ['zh', 'zhtw', 'en'];

export function initI18n(lng: Lang) {
  const resources: Resource = {};
  for (const l of langs) resources[l] = { shell: shellResources[l] };
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh',
    ns: ['shell'],
    defaultNS: 'shell',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  void registerOptionalNamespaces();
  return i18n;
}

/**
 * Accepts both shapes in use: `{ zh, zhtw, en }` (each the namespace's texts) and
 * `{ zh: { ns: texts } , … }` wrapped in a named export (widgets/i18n.ts `widgetsResources`).
 */
export function extractBundles(mod: Record<string, unknown>, ns: string): Partial<Record<Lang, Record<string, unknown>>> {
  const candidates: unknown[] = [mod, ...Object.values(mod)];
  for (const c of candidates) {
    if (!c || typeof c !== 'object') continue;
    const o = c as Record<string, unknown>;
    if (!o.zh || typeof o.zh !== 'object') continue;
    const out: Partial<Record<Lang, Record<string, unknown>>> = {};
    for (const l of langs) {
      const v = o[l] as Record<string, unknown> | undefined;
      if (!v) continue;
      out[l] = v[ns] && typeof v[ns] === 'object' && Object.keys(v).length === 1 ? (v[ns] as Record<string, unknown>) : v;
    }
    return out;
  }
  return {};
}

// Globs match nothing (rather than failing the build) while a module does not exist yet.
const optional: Record<string, Record<string, () => Promise<unknown>>> = {
  renderer: import.meta.glob('../../renderer/i18n.ts'),
  widgets: import.meta.glob('../../widgets/i18n.ts'),
  live: import.meta.glob('../live/i18n.ts'),
};

export async function registerOptionalNamespaces() {
  await Promise.all(
    Object.entries(optional).map(async ([ns, found]) => {
      const load = Object.values(found)[0];
      if (!load) return;
      try {
        const bundles = extractBundles((await load()) as Record<string, unknown>, ns);
        for (const [l, texts] of Object.entries(bundles)) i18n.addResourceBundle(l, ns, texts, true, false);
      } catch (err) {
        console.warn(`i18n namespace ${ns} could not be loaded`, err);
      }
    }),
  );
}
