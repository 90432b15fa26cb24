import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import { writeLog } from './writeLog';
import { hookList } from '../plugins/routeHooks';

/**
 * Pure: whether a finished request belongs in the operation log (category 3). Only successful
 * writes by a signed-in user; sign-in, sign-out and lock screen are login-log events already, and
 * a one-time ticket exchange is not an operation a person wants to see in their log.
 */
export function isLoggedOperation(method: string, routeUrl: string | undefined, statusCode: number, signedIn: boolean): boolean {
  if (!signedIn || !routeUrl || statusCode >= 400) return false;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (!routeUrl.startsWith('/api/')) return false;
  return !routeUrl.startsWith('/api/Common/Login/');
}

/** What the log says: the route's summary when it has one, else method and route pattern. */
function describe(req: FastifyRequest): string {
  const schema = req.routeOptions.schema as { summary?: string } | undefined;
  const summary = schema?.summary?.replace(/（.*$/, '');
  // Route patterns (with :id), never the body, the query or a token.
  return summary ? `${summary} ${req.method} ${req.routeOptions.url}` : `${req.method} ${req.routeOptions.url}`;
}

export default fp(
  async (app: FastifyInstance) => {
    const logWrite: onResponseHookHandler = (req, reply, done) => {
      if (!isLoggedOperation(req.method, req.routeOptions.url, reply.statusCode, !!req.session)) return done();
      writeLog(app, req, {
        category: 3,
        userId: req.user.id,
        userName: `${req.user.realName}/${req.user.account}`,
        abstracts: describe(req),
        duration: Math.round(reply.elapsedTime),
      }).then(() => done(), done);
    };
    // Only routes whose successful calls are logged get the hook: reads pay nothing for it.
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().some((m) => isLoggedOperation(m, route.url, 200, true))) {
        route.onResponse = [...hookList(route.onResponse), logWrite];
      }
    });
  },
  { name: 'operationLog', dependencies: ['auth', 'database'] },
);
