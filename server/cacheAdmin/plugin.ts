import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CacheRegistry } from '../kit';
import { clearModelCache, modelCacheStats } from '../visualDev/modelStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's caches as 缓存管理 lists and clears them (server/kit/caches.ts). */
    caches: CacheRegistry;
  }
}

/** The name that clears every cache at once. */
export const ALL = '*';

/**
 * Registers the app-wide caches (the read cache of list answers, users' grants and the menu
 * catalogue, sessions, compiled page models) before the areas, which add their own (dictionaries).
 * A clear asked on one instance arrives on every instance as the `cacheCleared` event.
 */
export default fp(
  async (app: FastifyInstance) => {
    const caches = new CacheRegistry();
    app.decorate('caches', caches);
    caches.register({ name: 'readCache', title: { zh: '列表应答缓存', zhtw: '列表應答快取', en: 'List answers' }, stats: () => app.readCache.stats(), clear: () => app.readCache.discard() });
    caches.register({ name: 'grants', title: { zh: '权限与菜单目录', zhtw: '權限與選單目錄', en: 'Grants and menu catalogue' }, stats: () => app.access.stats(), clear: () => app.access.discard() });
    caches.register({ name: 'sessions', title: { zh: '会话', zhtw: '會話', en: 'Sessions' }, stats: () => app.sessions.stats(), clear: () => app.sessions.discardAll() });
    caches.register({
      name: 'pageModels',
      title: { zh: '页面模型', zhtw: '頁面模型', en: 'Page models' },
      stats: () => modelCacheStats(app.database),
      clear: () => clearModelCache(app.database),
    });
    app.events.on('cacheCleared', ({ name }) => {
      for (const c of caches.list()) if (name === ALL || c.name === name) c.clear();
    });
  },
  { name: 'cacheAdmin', dependencies: ['database', 'auth', 'events', 'readCache'] },
);
