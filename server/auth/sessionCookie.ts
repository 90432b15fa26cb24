import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/reply';

// The browser keeps its session in an HttpOnly cookie that scripts cannot read (issue 11, attack 9),
// set by every sign-in answer and cleared by logout. API clients keep sending the token in the
// Authorization header, which wins when both are present.

export const SESSION_COOKIE = 'educloud_session';
/** What the console's own http client sends on every call; a cross-site page cannot add it without a CORS preflight, which is never granted. */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'XMLHttpRequest';
/**
 * The cookie outlives the session by a day, so a session that ran out answers 600 (expired, "登录过期")
 * rather than arriving without a cookie as 602 (invalid).
 */
const COOKIE_GRACE_SECONDS = 86_400;

/** Pure: the session token in a Cookie header, if any. */
export function readSessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value || undefined;
  }
  return undefined;
}

/**
 * Pure: the Set-Cookie value. HttpOnly: no script reads it; SameSite=Strict: no other site's page
 * makes the browser send it; Path=/api: only API calls and the live channel carry it; Secure when
 * the request came over https (plain-http intranet deployments must still work).
 */
export function sessionCookieHeader(token: string, opts: { maxAgeSeconds: number; secure: boolean }): string {
  return [`${SESSION_COOKIE}=${token}`, 'Path=/api', 'HttpOnly', 'SameSite=Strict', `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`, ...(opts.secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return sessionCookieHeader('', { maxAgeSeconds: 0, secure });
}

/** The console in a browser (its http client marks every call), as opposed to an API client. */
export function isBrowserClient(req: FastifyRequest): boolean {
  return req.headers[CLIENT_HEADER] === CLIENT_HEADER_VALUE;
}

/**
 * A sign-in answered with `token`: the browser gets it as the cookie only (the answer's body
 * carries no token a script could keep); API clients get it in the body as before, and the cookie too.
 */
export function sessionAnswer(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, token: string): string | undefined {
  reply.header('set-cookie', sessionCookieHeader(token, { maxAgeSeconds: app.sessions.ttlSeconds + COOKIE_GRACE_SECONDS, secure: req.protocol === 'https' }));
  return isBrowserClient(req) ? undefined : token;
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  if (readSessionCookie(req.headers.cookie) !== undefined) reply.header('set-cookie', clearedSessionCookieHeader(req.protocol === 'https'));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Pure over headers: the request's Origin (when sent) is this server, and the browser does not call it cross-site. */
export function sameOrigin(headers: FastifyRequest['headers'], host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
}

/**
 * Pure over the request: a write that authenticates with the cookie alone is refused unless it
 * carries the console's header and comes from this origin. SameSite=Strict already keeps other
 * sites' pages from sending the cookie; the header also stops sibling sites of the same domain
 * (which count as same-site) and plain HTML forms.
 */
export function forgedWrite(req: Pick<FastifyRequest, 'method' | 'headers' | 'host'>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  return !fromConsole(req);
}

/** The console's own call: its header, from this origin. */
export function fromConsole(req: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
  return req.headers[CLIENT_HEADER] === CLIENT_HEADER_VALUE && sameOrigin(req.headers, req.host);
}

/** The request has no Authorization header and rides on the browser's cookie. */
export function cookieOnly(req: Pick<FastifyRequest, 'headers'>): boolean {
  return !req.headers.authorization && readSessionCookie(req.headers.cookie) !== undefined;
}

/**
 * `POST /api/Common/Login/SessionCookie`: a page opened as /home?token=… (spec §2.4: another system
 * hands over a session) sends that token once in the Authorization header and gets it as the cookie,
 * so the browser keeps no copy of its own.
 */
export async function sessionCookieRoutes(app: FastifyInstance) {
  app.post(
    '/api/Common/Login/SessionCookie',
    { schema: { tags: ['Session'], summary: '把 Authorization 头中的会话令牌设为浏览器的 HttpOnly Cookie' }, config: { access: 'login' } },
    async (req, reply) => {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : header?.trim();
      if (token) sessionAnswer(app, req, reply, token);
      return ok(null);
    },
  );
}
