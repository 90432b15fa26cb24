import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useApp, type Lang } from './stores/app';
import { useSettings } from './stores/settings';
import { useSession } from './stores/session';
import { i18n } from './i18n/i18n';
import { componentSizeOf, themeConfigOf } from './theme';
import { useReducedMotion } from './useReducedMotion';
import AppRoutes from './router/AppRoutes';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS } as const;
const dayjsLocales: Record<Lang, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };
const htmlLang: Record<Lang, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

const queryClient = new QueryClient({
  // The http client already toasts failures; retrying a refused call would toast it again.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export default function App() {
  const language = useApp((s) => s.language);
  const size = useApp((s) => s.size);
  const color = useSettings((s) => s.theme);

  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(dayjsLocales[language]);
    document.documentElement.lang = htmlLang[language];
    useSession.getState().retitle();
  }, [language]);

  const reduceMotion = useReducedMotion();
  const theme = useMemo(() => themeConfigOf(color, size, reduceMotion), [color, size, reduceMotion]);

  // Toasts, notifications and confirm dialogs opened through antd's static methods render outside
  // this tree: give them the same theme (readable colours, motion as the user asked) and locale.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider locale={antdLocales[language]} theme={theme} componentSize={componentSizeOf(size)}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [theme, language, size]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[language]} theme={theme} componentSize={componentSizeOf(size)}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
