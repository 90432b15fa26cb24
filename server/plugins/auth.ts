import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Sessions, type Session, type SessionCheck, type SessionUser } from '../auth/sessions';
import { AccessService, canUse, type Access } from '../permission/access';
import { hookList } from './routeHooks';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { cookieOnly, forgedWrite, readSessionCookie } from '../auth/sessionCookie';

/**
 * What a route needs, declared in its `config.access` (style-anchors "What this means" §4):
 * - 'public': no session;
 * - 'login': any valid session;
 * - 'admin': a super administrator;
 * - { menu, button }: the menu (by enCode; any of a list) is granted and, if named, the button in it.
 * A route under /api without a declaration fails at start-up, so nothing is open by accident.
 */
export type RouteAccess = 'public' | 'login' | 'admin' | { menu: string | string[]; button?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    sessions: Sessions;
    access: AccessService;
  }
  interface FastifyRequest {
    session: Session | null;
    user: SessionUser;
    userAccess: Access;
    /** The menu (enCode) the route was authorised under, for data permission and column grants. */
    menuCode: string | null;
  }
}

/** The session token: the Authorization header (API clients), else the browser's session cookie. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return readSessionCookie(req.headers.cookie);
  return h.startsWith('Bearer ') ? h.slice(7).trim() : h.trim();
}

/** A cookie-only write without the console's header or from another origin (cross-site request forgery). */
function forgedCookieWrite(req: FastifyRequest): boolean {
  return cookieOnly(req) && forgedWrite(req);
}

const ADMITS = Symbol('admits');

/**
 * The onRequest hook for one route. Callback style with a synchronous path: a known session with
 * cached grants (nearly every request) is admitted without a promise; otherwise the session and
 * grants are read first.
 */
function admitter(app: FastifyInstance, access: Exclude<RouteAccess, 'public'>): onRequestHookHandler {
  const hook: onRequestHookHandler = (req, _reply, done) => {
    if (forgedCookieWrite(req)) return done(new ApiError(Code.Forbidden, t('requestOriginRefused')));
    try {
      const check = app.sessions.peek(tokenOf(req));
      const userAccess = check?.ok ? app.access.peek(check.session.user) : null;
      if (check && (!check.ok || userAccess)) {
        admit(req, access, check, userAccess);
        return done();
      }
    } catch (err) {
      return done(err as Error);
    }
    app.sessions
      .check(tokenOf(req))
      .then(async (check) => admit(req, access, check, check.ok ? await app.access.forUser(check.session.user) : null))
      .then(() => done(), done);
  };
  return Object.assign(hook, { [ADMITS]: true as const });
}

/** Admits the request under its route's access or throws the envelope's refusal. */
function admit(req: FastifyRequest, access: Exclude<RouteAccess, 'public'>, check: SessionCheck, userAccess: Access | null) {
  if (!check.ok) throw new ApiError(check.code, check.msg);
  req.session = check.session;
  req.user = check.session.user;
  req.userAccess = userAccess!;
  if (access === 'login') return;
  if (access === 'admin') {
    if (!req.user.isAdministrator) throw new ApiError(Code.Forbidden, t('forbidden'));
    return;
  }
  const menus = Array.isArray(access.menu) ? access.menu : [access.menu];
  const granted = menus.find((m) => canUse(req.userAccess, m, access.button));
  if (!granted) throw new ApiError(Code.Forbidden, t('forbidden'));
  req.menuCode = granted;
}

export default fp(
  async (app: FastifyInstance, opts: { sessionTtl: number }) => {
    app.decorate('sessions', new Sessions(app.database, opts.sessionTtl));
    app.decorate('access', new AccessService(app.database));
    app.decorateRequest('session', null);
    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('userAccess', null as unknown as Access);
    app.decorateRequest('menuCode', null);

    // Each route carries the check its declaration asks for: public routes get no hook at all, and
    // the others do not look their declaration up again on every request.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (route.url.startsWith('/api/') && !access && !route.url.startsWith('/api/docs')) {
        throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      }
      if (!access || access === 'public') return;
      const existing = hookList(route.onRequest);
      // Fastify derives the HEAD route from the GET one, hooks included: check once, not twice.
      if (existing.some((h) => (h as { [ADMITS]?: true })[ADMITS])) return;
      route.onRequest = [admitter(app, access), ...existing];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
