import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { widgetsResources } from '../i18n';
import type { WidgetLang } from '../services';

/** A private i18next instance for stories and tests; the app adds `widgetsResources` to its own. */
export function createWidgetsI18n(lang: WidgetLang = 'zh'): i18n {
  const inst = i18next.createInstance();
  void inst.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    ns: ['widgets'],
    defaultNS: 'widgets',
    resources: widgetsResources,
    interpolation: { escapeValue: false },
    // Synchronous init: the first render already has the texts.
    initAsync: false,
  });
  return inst;
}
