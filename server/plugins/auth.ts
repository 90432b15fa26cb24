import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Sessions, type Session, type SessionUser } from '../auth/sessions';
import { AccessService, canUse, type Access } from '../permission/access';
import { ApiError, Code, Msg } from '../../contract/errors';

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

export function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  return h.startsWith('Bearer ') ? h.slice(7).trim() : h.trim();
}

export default fp(
  async (app: FastifyInstance, opts: { sessionTtl: number }) => {
    app.decorate('sessions', new Sessions(app.database, opts.sessionTtl));
    app.decorate('access', new AccessService(app.database));
    app.decorateRequest('session', null);
    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('userAccess', null as unknown as Access);
    app.decorateRequest('menuCode', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.config?.access && !route.url.startsWith('/api/docs')) {
        throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      }
    });

    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const check = await app.sessions.check(tokenOf(req));
      if (!check.ok) throw new ApiError(check.code, check.msg);
      req.session = check.session;
      req.user = check.session.user;
      req.userAccess = await app.access.forUser(check.session.user);
      if (access === 'login') return;
      if (access === 'admin') {
        if (!req.user.isAdministrator) throw new ApiError(Code.Forbidden, Msg.forbidden);
        return;
      }
      const menus = Array.isArray(access.menu) ? access.menu : [access.menu];
      const granted = menus.find((m) => canUse(req.userAccess, m, access.button));
      if (!granted) throw new ApiError(Code.Forbidden, Msg.forbidden);
      req.menuCode = granted;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
