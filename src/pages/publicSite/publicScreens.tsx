import { lazy, Suspense, type ReactNode } from 'react';
import PageSpinner from '../common/PageSpinner';

// The public routes (spec §2.1) that have a screen of their own when opened without a session (and,
// for the standalone ones, with one). Each loads on first visit, never with the sign-in chunk.
const PublicTeacherPage = lazy(() => import('../teacherSpace/PublicTeacherPages').then((m) => ({ default: m.PublicTeacherPage })));
const PublicStudioPage = lazy(() => import('../teacherSpace/PublicTeacherPages').then((m) => ({ default: m.PublicStudioPage })));
const NoticeSignIn = lazy(() => import('./NoticeSignIn'));
const WebsitePage = lazy(() => import('./WebsitePage'));
const JumpPage = lazy(() => import('./JumpPage'));
const DoorPage = lazy(() => import('./DoorPage'));
const ThankYouPage = lazy(() => import('./ThankYouPage'));
const CompanyAuthorizePage = lazy(() => import('./CompanyAuthorizePage'));
const ProjectLearningPage = lazy(() => import('../teachingData/ProjectLearningPage'));
const ClassTeachingPage = lazy(() => import('../teachingData/ClassTeachingPage'));
const PublicDocumentList = lazy(() => import('../examples/document/PublicDocumentPages').then((m) => ({ default: m.PublicDocumentList })));
const PublicNewestDocument = lazy(() => import('../examples/document/PublicDocumentPages').then((m) => ({ default: m.PublicNewestDocument })));

const SCREENS: Record<string, () => ReactNode> = {
  '/website': () => <WebsitePage />,
  '/teacherSpace': () => <PublicTeacherPage />,
  '/teacherStudio': () => <PublicStudioPage />,
  // A notice is for its recipients: without a session the page asks to sign in and shows nothing of it.
  '/noticeDetail': () => <NoticeSignIn />,
  '/jump': () => <JumpPage />,
  '/door': () => <DoorPage />,
  '/thankyou': () => <ThankYouPage />,
  '/companyAuthorize': () => <CompanyAuthorizePage />,
  '/ProjectLearning': () => <ProjectLearningPage />,
  '/ClassTeachingDataCenter/detail': () => <ClassTeachingPage />,
  // 知识文档 (issue 17 item 6): published documents only.
  '/document': () => <PublicDocumentList />,
  '/documentNew': () => <PublicNewestDocument />,
};

export function publicScreen(pathname: string): ReactNode | null {
  const make = Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname] : undefined;
  return make ? <Suspense fallback={<PageSpinner />}>{make()}</Suspense> : null;
}
