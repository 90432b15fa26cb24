import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { AppRoute, BuiltRoutes } from '../router/buildRoutes';
import { flattenRoutes } from '../router/buildRoutes';
import MenuPage from '../pages/menu/MenuPage';
import Placeholder from '../pages/common/Placeholder';
import NotFound from '../pages/common/NotFound';
import RedirectPage from '../pages/common/RedirectPage';

const HomePage = lazy(() => import('../pages/home/HomePage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const ModelPreview = lazy(() => import('../pages/menu/ModelPreview'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const NetworkDisk = lazy(() => import('../pages/networkDisk/NetworkDiskView'));
const FamilyArticlePage = lazy(() => import('../pages/familyEducation/ArticlePage'));
const NoticeDetailPage = lazy(() => import('../pages/publicSite/NoticeDetailPage'));
const KnowledgeReviewPage = lazy(() => import('../pages/teachingData/KnowledgeReviewPage'));
const KnowledgeTeacherPage = lazy(() => import('../pages/teachingData/KnowledgeTeacherPage'));
const KnowledgeClassPage = lazy(() => import('../pages/teachingData/KnowledgeClassPage'));
const PublicStudioPage = lazy(() => import('../pages/teacherSpace/PublicTeacherPages').then((m) => ({ default: m.PublicStudioPage })));

// The message center belongs to the live area; until its module exists the page is a placeholder.
const liveMessageRecord = Object.values(import.meta.glob('../live/MessageRecord.tsx'))[0] as (() => Promise<{ default: ComponentType }>) | undefined;
const MessageRecord = liveMessageRecord ? lazy(liveMessageRecord) : null;

// Every page the main layout can show: the static routes of spec §2.2 and the menu routes, one
// table so that tags, titles, keep-alive and the router agree on names and paths.

export interface PageEntry {
  path: string;
  name: string;
  title: string;
  icon?: string;
  hidden: boolean;
  affix?: boolean;
  noCache?: boolean;
  /** Shown as a tag when visited (the 404 page and the refresh helper are not). */
  tag: boolean;
  modelId?: string;
  element: ReactNode;
}

interface StaticPage {
  path: string;
  titleKey: string;
  icon?: string;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  tag?: boolean;
  element?: (title: string) => ReactNode;
}

const placeholder = (title: string) => <Placeholder title={title} />;

export const STATIC_PAGES: StaticPage[] = [
  { path: '/home', titleKey: 'pages.home', icon: 'HomeOutlined', affix: true, element: () => <HomePage /> },
  { path: '/dashboard', titleKey: 'pages.dashboard', icon: 'DashboardOutlined', element: () => <DashboardPage /> },
  { path: '/messageRecord', titleKey: 'pages.messageRecord', icon: 'MailOutlined', element: (title) => (MessageRecord ? <MessageRecord /> : <Placeholder title={title} />) },
  { path: '/previewModel', titleKey: 'pages.previewModel', hidden: true, noCache: true, element: () => <ModelPreview /> },
  { path: '/profile', titleKey: 'profile.title', icon: 'UserOutlined', element: () => <ProfilePage /> },
  { path: '/familyEducationChild', titleKey: 'pages.familyEducationChild' },
  { path: '/familyEducationArticle', titleKey: 'pages.familyEducationArticle', hidden: true, element: () => <FamilyArticlePage /> },
  { path: '/networkDisk', titleKey: 'pages.networkDisk', element: () => <NetworkDisk /> },
  { path: '/teacherSpace', titleKey: 'pages.teacherSpace' },
  { path: '/noticeDetail', titleKey: 'pages.noticeDetail', hidden: true, element: () => <NoticeDetailPage /> },
  { path: '/teacherStudio', titleKey: 'pages.teacherStudio', hidden: true, element: () => <PublicStudioPage /> },
  { path: '/KnowledgeDataCenter/review', titleKey: 'pages.knowledgeReview', hidden: true, element: () => <KnowledgeReviewPage /> },
  { path: '/KnowledgeDataCenter/teacher', titleKey: 'pages.knowledgeTeacher', hidden: true, element: () => <KnowledgeTeacherPage /> },
  { path: '/KnowledgeDataCenter/class', titleKey: 'pages.knowledgeClass', hidden: true, element: () => <KnowledgeClassPage /> },
  { path: '/404', titleKey: 'pages.notFound', hidden: true, tag: false, noCache: true, element: () => <NotFound /> },
  { path: '/redirect/*', titleKey: 'pages.home', hidden: true, tag: false, noCache: true, element: () => <RedirectPage /> },
  { path: '/menuMore', titleKey: 'pages.menuMore', hidden: true },
  { path: '/workFlow/flowLaunch', titleKey: 'pages.flowLaunch' },
  { path: '/workFlow/flowTodo', titleKey: 'pages.flowTodo' },
  { path: '/workFlow/flowCirculate', titleKey: 'pages.flowCirculate' },
  { path: '/application', titleKey: 'pages.application', tag: false, element: () => <Navigate to="/application/shop" replace /> },
  { path: '/application/*', titleKey: 'pages.application', hidden: true },
  { path: '/space', titleKey: 'pages.space', tag: false, element: () => <Navigate to="/space/spaceHome" replace /> },
  { path: '/space/*', titleKey: 'pages.space', hidden: true },
];

const nameOfPath = (path: string) => path.replace(/^\//, '').replace(/\/\*$/, '').replace(/[/:]/g, '-') || 'root';

export function buildPageTable(built: BuiltRoutes | null, t: TFunction): PageEntry[] {
  const dynamic = new Map<string, AppRoute>();
  for (const r of flattenRoutes(built?.routes ?? [])) dynamic.set(r.path, r);

  const entries: PageEntry[] = STATIC_PAGES.map((p) => {
    const d = dynamic.get(p.path);
    dynamic.delete(p.path);
    const title = d?.meta.title ?? t(p.titleKey);
    return {
      path: p.path,
      name: d?.name ?? nameOfPath(p.path),
      title,
      icon: d?.meta.icon || p.icon,
      hidden: d ? d.meta.hidden : !!p.hidden,
      affix: p.affix,
      noCache: p.noCache,
      tag: p.tag ?? true,
      modelId: d?.meta.modelId,
      // A static path the menu also serves (the spec's /workFlow/* routes) draws the menu's page, not the placeholder.
      element: !p.element && d ? <MenuPage route={d} /> : (p.element ?? placeholder)(title),
    };
  });
  for (const r of dynamic.values()) {
    entries.push({
      path: r.path,
      name: r.name,
      title: r.meta.title,
      icon: r.meta.icon,
      hidden: r.meta.hidden,
      noCache: r.meta.noCache,
      tag: r.kind !== 'directory' && !r.redirect,
      modelId: r.meta.modelId,
      // A page with parameters (/application/detail/:id) draws its built-in screen too; without one SchemaPage shows the placeholder.
      element: <MenuPage route={r} />,
    });
  }
  return entries;
}

/** The entry a location shows; the most specific pattern wins (exact before params before '*'). */
export function matchEntry(entries: PageEntry[], pathname: string): PageEntry | null {
  let best: { e: PageEntry; score: number } | null = null;
  for (const e of entries) {
    if (!matchPath({ path: e.path, end: true }, pathname)) continue;
    const score = e.path.includes('*') ? 0 : e.path.includes(':') ? 1 : 2;
    if (!best || score > best.score) best = { e, score };
  }
  return best?.e ?? null;
}
