import { Suspense, useEffect, useMemo } from 'react';
import { Layout } from 'antd';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session';
import { useApp, MOBILE_BREAKPOINT } from '../stores/app';
import { useTagsView } from '../stores/tagsView';
import { useEffectiveSettings } from '../router/embedding';
import { buildPageTable, matchEntry } from './pageTable';
import Sidebar from './Sidebar';
import TopMenu from './TopMenu';
import Navbar from './Navbar';
import TagsBar from './TagsBar';
import KeepAlive from './KeepAlive';
import Logo from './Logo';
import ShellDialogs from './ShellDialogs';
import { ForcedPasswordChange, Watermark } from './PlatformOverlays';
import PageSpinner from '../pages/common/PageSpinner';
import css from './layout.module.css';

function useDevice() {
  const setDevice = useApp((s) => s.setDevice);
  const close = useApp((s) => s.closeSidebar);
  const { pathname } = useLocation();
  const device = useApp((s) => s.device);
  useEffect(() => {
    const check = () => {
      const mobile = window.innerWidth < MOBILE_BREAKPOINT;
      setDevice(mobile ? 'mobile' : 'desktop');
      return mobile;
    };
    // Spec §2.5: on a narrow screen the sidebar closes on load.
    if (check()) close();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [setDevice, close]);
  useEffect(() => {
    // …and on every route change.
    if (useApp.getState().device === 'mobile' && useApp.getState().sidebarOpened) close();
    window.scrollTo?.(0, 0);
  }, [pathname, close]);
  return device;
}

export default function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const routes = useSession((s) => s.routes);
  const settings = useEffectiveSettings();
  const opened = useApp((s) => s.sidebarOpened);
  const closeSidebar = useApp((s) => s.closeSidebar);
  const device = useDevice();
  const mobile = device === 'mobile';
  const cachedViews = useTagsView((s) => s.cachedViews);
  const visitedViews = useTagsView((s) => s.visitedViews);
  const addView = useTagsView((s) => s.addView);
  const retitleViews = useTagsView((s) => s.retitle);

  const entries = useMemo(() => buildPageTable(routes, t), [routes, t]);
  const menus = routes?.menus ?? [];
  const element = useRoutes([...entries.map((e) => ({ path: e.path, element: e.element })), { path: '*', element: <Navigate to="/404" replace /> }]);
  const entry = matchEntry(entries, location.pathname);

  // The home tag is affixed: it is there from the start and cannot be closed.
  useEffect(() => {
    const home = entries.find((e) => e.path === '/home');
    if (home) addView({ path: home.path, fullPath: home.path, name: home.name, title: home.title, meta: { title: home.title, affix: true, icon: home.icon } });
  }, [entries, addView]);

  // Titles follow the language; tags opened before a switch take the new ones.
  useEffect(() => {
    retitleViews(Object.fromEntries(entries.map((e) => [e.path, e.title])));
  }, [entries, retitleViews]);

  useEffect(() => {
    if (!entry || !entry.tag) return;
    addView({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      name: entry.name,
      title: entry.title,
      meta: { title: entry.title, affix: entry.affix, noCache: entry.noCache, icon: entry.icon },
    });
  }, [entry, location.pathname, location.search, addView]);

  const cachedNames = useMemo(() => new Set(cachedViews), [cachedViews]);
  const cachedKeys = useMemo(() => new Set(visitedViews.filter((v) => cachedNames.has(v.name)).map((v) => v.path)), [visitedViews, cachedNames]);
  const cacheable = !!entry && entry.tag && !entry.noCache && cachedNames.has(entry.name);

  const { layoutType } = settings;
  const dark = settings.slideClass === 'dark';
  const showTags = settings.tagsView && layoutType !== 'plain';
  const content = (
    <Layout.Content className={css.content}>
      <Suspense fallback={<PageSpinner />}>
        <KeepAlive activeKey={location.pathname} element={element} cacheable={cacheable} cachedKeys={cachedKeys} />
      </Suspense>
    </Layout.Content>
  );

  const plain = layoutType === 'plain';
  const functional = layoutType === 'functional';
  // One tree for every layout, with the page area always at the same place in it: switching layout
  // in the settings drawer redraws the chrome around the open pages but keeps them (and the cached
  // tabs' search text, scroll and selection) mounted.
  const shell = (
    <Layout className={`${css.root} ${functional ? css.functional : ''}`} data-layout={layoutType} hasSider={!functional}>
      {!functional && (
        <Sidebar
          menus={menus}
          collapsed={plain ? !mobile || !opened : !opened}
          dark={dark}
          showLogo={settings.sidebarLogo}
          mobile={mobile}
          onClose={closeSidebar}
        />
      )}
      <Layout className={css.main}>
        {functional ? (
          <Layout.Header className={`${css.topHeader} ${dark ? css.topHeaderDark : css.topHeaderLight}`}>
            {settings.sidebarLogo && <Logo dark={dark} />}
            <TopMenu menus={menus} dark={dark} />
            {settings.showNav && <Navbar menus={menus} showHamburger={false} showSearch={settings.showSearch} dark={dark} />}
          </Layout.Header>
        ) : (
          settings.showNav && <Navbar menus={menus} showHamburger={!plain || mobile} showSearch={settings.showSearch} />
        )}
        {showTags && <TagsBar showIcon={settings.tagsIcon} />}
        {content}
      </Layout>
    </Layout>
  );

  // The dialogs sit beside the layout, in the same place whichever layout is drawn, so the
  // settings drawer stays open while the user tries the layouts out.
  return (
    <>
      {shell}
      <ShellDialogs />
      <Watermark />
      <ForcedPasswordChange />
    </>
  );
}
