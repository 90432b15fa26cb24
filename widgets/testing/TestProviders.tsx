import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import { I18nextProvider } from 'react-i18next';
import { WidgetServicesContext, type WidgetServices } from '../services';
import { createWidgetsI18n } from './i18nInstance';
import { createFakeServices } from './fakeServices';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS };

/** The providers the app gives widgets: antd locale, i18next with 'widgets', and services. */
export function WidgetProviders({
  services,
  motion = false,
  children,
}: {
  services?: WidgetServices;
  /** Off in tests so that dialogs and popups appear and vanish at once. */
  motion?: boolean;
  children: ReactNode;
}) {
  const s = useMemo(() => services ?? createFakeServices(), [services]);
  const i18n = useMemo(() => createWidgetsI18n(s.lang), [s.lang]);
  return (
    <ConfigProvider locale={antdLocales[s.lang]} theme={{ token: { motion } }}>
      <AntApp>
        <I18nextProvider i18n={i18n}>
          <WidgetServicesContext value={s}>{children}</WidgetServicesContext>
        </I18nextProvider>
      </AntApp>
    </ConfigProvider>
  );
}
