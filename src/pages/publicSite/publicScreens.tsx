import { lazy, Suspense, type ReactNode } from 'react';
import PageSpinner from '../common/PageSpinner';

// The public routes (spec §2.1) that have a screen of their own when opened without a session; the
// rest keep their placeholder. Each loads on first visit, never with the sign-in chunk.
const PublicTeacherPage = lazy(() => import('../teacherSpace/PublicTeacherPages').then((m) => ({ default: m.PublicTeacherPage })));
const PublicStudioPage = lazy(() => import('../teacherSpace/PublicTeacherPages').then((m) => ({ default: m.PublicStudioPage })));
const NoticeSignIn = lazy(() => import('./NoticeSignIn'));
const WebsitePage = lazy(() => import('./WebsitePage'));
const PublicDocumentList = lazy(() => import('../examples/document/PublicDocumentPages').then((m) => ({ default: m.PublicDocumentList })));
const PublicNewestDocument = lazy(() => import('../examples/document/PublicDocumentPages').then((m) => ({ default: m.PublicNewestDocument })));

const SCREENS: Record<string, () => ReactNode> = {
  '/website': () => <WebsitePage />,
  '/teacherSpace': () => <PublicTeacherPage />,
  '/teacherStudio': () => <PublicStudioPage />,
  // A notice is for its recipients: without a session the page asks to sign in and shows nothing of it.
  '/noticeDetail': () => <NoticeSignIn />,
  // 知识文档 (issue 17 item 6): published documents only.
  '/document': () => <PublicDocumentList />,
  '/documentNew': () => <PublicNewestDocument />,
};

export function publicScreen(pathname: string): ReactNode | null {
  const make = Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname] : undefined;
  return make ? <Suspense fallback={<PageSpinner />}>{make()}</Suspense> : null;
}
