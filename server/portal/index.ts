import type { FastifyInstance } from 'fastify';
import { kindRoutes } from './routes';

/** 门户设计 and 大屏设计 (issue 16): one set of routes per kind. */
export default async function portalArea(app: FastifyInstance) {
  await app.register(kindRoutes({ kind: 'portal', base: '/api/VisualDevelopment/Portal', menu: 'onlineDev.portal', tag: 'Portal' }));
  await app.register(kindRoutes({ kind: 'screen', base: '/api/VisualDevelopment/Screen', menu: 'onlineDev.bigScreen', tag: 'BigScreen' }));
}
