import { isPublicPath } from './publicRoutes';

// The navigation guard (spec §2.4) as a pure decision; GuardGate performs it.

export interface GuardInput {
  path: string;
  /** Path plus query string, as the user asked for it. */
  fullPath: string;
  query: Record<string, string>;
  /** The non-secret sign-in mark (stores/session.ts); the session itself is an HttpOnly cookie. */
  signedIn: string | null;
  locked: boolean;
  /** CurrentUser has been loaded (menus built) for the current sign-in. */
  menusLoaded: boolean;
}

export type GuardDecision =
  | { type: 'pass' }
  | { type: 'redirect'; to: string }
  /** Fetch CurrentUser, build routes, then decide again. */
  | { type: 'loadUser' }
  /** /home?token=…: have the server turn the token into the session cookie, then load the user and land on `then`. */
  | { type: 'adoptToken'; token: string; then: string }
  /** ?iframeToken=…: exchange it for a real token, then load the user and land on `then`. */
  | { type: 'exchangeIframeToken'; iframeToken: string; then: string };

export const loginRedirect = (fullPath: string) => `/login?redirect=${encodeURIComponent(fullPath)}`;

function withoutParam(fullPath: string, param: string): string {
  const [path, query = ''] = fullPath.split('?');
  const params = new URLSearchParams(query);
  params.delete(param);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

export function decide(input: GuardInput): GuardDecision {
  const { path, fullPath, query, signedIn } = input;
  if (signedIn) {
    if (input.locked) return path === '/lockScreen' ? { type: 'pass' } : { type: 'redirect', to: '/lockScreen' };
    if (path === '/login') return { type: 'pass' };
    if (!input.menusLoaded) return { type: 'loadUser' };
    return { type: 'pass' };
  }
  if (isPublicPath(path)) return { type: 'pass' };
  if (path === '/home' && query.token) return { type: 'adoptToken', token: query.token, then: withoutParam(fullPath, 'token') };
  if (query.iframeToken) return { type: 'exchangeIframeToken', iframeToken: query.iframeToken, then: withoutParam(fullPath, 'iframeToken') };
  return { type: 'redirect', to: loginRedirect(fullPath) };
}

/** What a failed user load does: clear the token, show the text if there is one, go to /login. */
export function onLoadFailure(error: unknown, fullPath: string): { clearToken: true; message: string | null; to: string } {
  const msg = typeof error === 'string' ? error : error instanceof Error && typeof error.message === 'string' ? error.message : null;
  return { clearToken: true, message: msg || null, to: loginRedirect(fullPath) };
}
