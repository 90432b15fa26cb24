import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import GuardGate from './GuardGate';
import { useIframeLogout } from './embedding';
import { isPublicPath, STANDALONE_PUBLIC } from './publicRoutes';
import { followOtherTabs, useSession } from '../stores/session';
import PageSpinner from '../pages/common/PageSpinner';

// Route-level code splitting (design §6): the login chunk never pulls the layouts, the renderer,
// charts or the rich-text editor.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const LoginInPage = lazy(() => import('../pages/login/LoginInPage'));
const LockScreenPage = lazy(() => import('../pages/lock/LockScreenPage'));
const MainLayout = lazy(() => import('../layout/MainLayout'));
const PublicPage = lazy(() => import('../pages/common/PublicPage'));
// The page designer is full screen (no menu frame) and loads only when opened.
const DesignerPage = lazy(() => import('../pages/designer/DesignerPage'));
// Data screens (type 6) and wall displays: full screen, signed in by a one-time ticket in the address.
const ScreenViewPage = lazy(() => import('../pages/bigScreen/ScreenViewPage'));
// A network-disk share link opens on its own, signed in or not.
const SharePage = lazy(() => import('../pages/networkDisk/SharePage'));

function MainOrPublic() {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.signedIn);
  // A public page opened without a session has no menus to frame it: show it on its own.
  if (isPublicPath(pathname) && (!signedIn || STANDALONE_PUBLIC.has(pathname))) return <PublicPage />;
  return <MainLayout />;
}

export default function AppRoutes() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  useIframeLogout(toLogin);
  // Another tab signed in or out: this tab's cookie changed with it, so start over from it.
  useEffect(() => followOtherTabs(() => window.location.reload()), []);
  return (
    <GuardGate>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/loginIn" element={<LoginInPage />} />
          <Route path="/lockScreen" element={<LockScreenPage />} />
          <Route path="/onlineDev/designer/:id" element={<DesignerPage />} />
          <Route path="/dataV/view/:id" element={<ScreenViewPage />} />
          <Route path="/display/:id" element={<ScreenViewPage />} />
          <Route path="/share/:token" element={<SharePage />} />
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="*" element={<MainOrPublic />} />
        </Routes>
      </Suspense>
    </GuardGate>
  );
}
