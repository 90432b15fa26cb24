import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { http } from '../../api/client';
import { HttpError } from '../../api/http';
import { useSession } from '../../stores/session';
import { safeRedirect } from '../login/safeRedirect';

export type Handoff = { state: 'none' } | { state: 'working' } | { state: 'failed'; message: string };

/**
 * /jump and /door hand a visitor over from another system: `?ticket=` is a one-time ticket (60 s,
 * issued by POST /api/Common/Login/IframeToken/Create or a ticketed menu link) that the server
 * trades for a session cookie; then the visitor lands on `?redirect=` — a path on this site only
 * (safeRedirect), so a crafted link cannot send a fresh session elsewhere.
 */
export function useTicketHandoff(fallback: string): Handoff {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = params.get('ticket');
  const target = params.get('redirect') ? safeRedirect(params.get('redirect')) : fallback;
  const [state, setState] = useState<Handoff>(ticket ? { state: 'working' } : { state: 'none' });
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    http
      .post<null>('/api/Common/Login/IframeToken', { iframeToken: ticket }, { silent: true })
      .then(() => {
        useSession.getState().signIn();
        navigate(target, { replace: true });
      })
      .catch((e: unknown) => {
        if (live) setState({ state: 'failed', message: e instanceof HttpError ? e.msg : String(e) });
      });
    return () => {
      live = false;
    };
  }, [ticket, target, navigate]);
  return state;
}
