import i18next, { type i18n } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';
import { widgetsResources } from '../widgets/i18n';
import type { Lang } from '../contract/pageModel/pageSchema';
import { rendererResources } from './i18n';

let privateInstance: i18n | null = null;

/**
 * The i18next instance the renderer and its widgets use: the app's (it registers every namespace) or,
 * when drawn without one (stories, tests, an embedding page), a private instance. Namespaces the app
 * forgot are added, so a missing registration shows texts rather than keys.
 */
export function rendererI18n(fromContext: i18n | undefined, lang: Lang): i18n {
  const inst = fromContext ?? getI18n() ?? (privateInstance ??= createPrivate(lang));
  for (const l of ['zh', 'zhtw', 'en'] as const) {
    if (!inst.hasResourceBundle(l, 'renderer')) inst.addResourceBundle(l, 'renderer', rendererResources[l].renderer, true, false);
    if (!inst.hasResourceBundle(l, 'widgets')) inst.addResourceBundle(l, 'widgets', widgetsResources[l].widgets, true, false);
  }
  return inst;
}

function createPrivate(lang: Lang): i18n {
  const inst = i18next.createInstance();
  void inst.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    ns: ['renderer', 'widgets'],
    defaultNS: 'renderer',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return inst;
}
