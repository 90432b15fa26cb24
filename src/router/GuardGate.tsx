import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { message } from 'antd';
import { decide, loginRedirect, onLoadFailure } from './guardDecision';
import { useSession } from '../stores/session';
import { loadCurrentUser } from '../auth/signIn';
import { authApi } from '../auth/authApi';
import { frameSession } from '../auth/frameSession';
import { isEmbedded } from './embedding';
import { HttpError } from '../api/http';
import PageSpinner from '../pages/common/PageSpinner';

// Performs the guard's decision for every navigation (spec §2.4). Children render only on 'pass'.

let loading: Promise<unknown> | null = null;

export default function GuardGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const locked = useSession((s) => s.isLock);
  const menusLoaded = useSession((s) => s.routes !== null);
  const fullPath = location.pathname + location.search;
  const decision = decide({
    path: location.pathname,
    fullPath,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    signedIn,
    locked,
    menusLoaded,
  });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = `${decision.type}|${fullPath}|${signedIn ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    switch (decision.type) {
      case 'redirect':
        navigate(decision.to, { replace: true });
        break;
      case 'loadUser':
        loading ??= loadCurrentUser()
          .catch((err) => {
            const failure = onLoadFailure(err, fullPath);
            useSession.getState().reset();
            // The http client has already toasted a server answer; show only our own texts.
            if (failure.message && !(err instanceof HttpError)) void message.error(failure.message);
            navigate(failure.to, { replace: true });
          })
          .finally(() => {
            loading = null;
          });
        break;
      case 'adoptToken':
        authApi
          .adoptToken(decision.token)
          .then(() => {
            useSession.getState().signIn();
            navigate(decision.then, { replace: true });
          })
          .catch(() => navigate(loginRedirect(decision.then), { replace: true }));
        break;
      case 'exchangeIframeToken':
        if (isEmbedded()) {
          authApi
            .exchangeInFrame(decision.iframeToken)
            .then((r) => {
              if (r.msg !== 'Success' || !r.token) throw new Error(r.msg);
              frameSession.set(r.token);
              useSession.getState().signIn();
              navigate(decision.then, { replace: true });
            })
            .catch(() => navigate(loginRedirect(decision.then), { replace: true }));
          break;
        }
        authApi
          .exchangeIframeToken(decision.iframeToken)
          .then((r) => {
            // The answer set the session cookie; its body carries no token for the browser.
            if (r.msg !== 'Success') throw new Error(r.msg);
            useSession.getState().signIn();
            navigate(decision.then, { replace: true });
          })
          .catch(() => navigate(loginRedirect(decision.then), { replace: true }));
        break;
      default:
        break;
    }
  }, [decision, fullPath, signedIn, navigate]);

  return decision.type === 'pass' ? <>{children}</> : <PageSpinner />;
}
