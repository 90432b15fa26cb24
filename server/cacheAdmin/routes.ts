import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { langOf, say } from '../http/language';
import { Type, answers, listOnly, okNull, typed } from '../kit';
import { ALL } from './plugin';

const MENU = 'system.cache';

// JNPF CacheManage: name, entries, size; hit rate added (hits / (hits + misses) since start, this instance).
const CacheRow = Type.Object({
  name: Type.String(),
  title: Type.String(),
  entries: Type.Integer(),
  bytes: Type.Integer(),
  hits: Type.Integer(),
  misses: Type.Integer(),
  hitRate: Type.Number(),
});

export default async function cacheAdminRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['CacheManage'];

  app.get(
    '/api/System/CacheManage',
    { schema: { tags, summary: '服务器缓存：条目、大小、命中率（本实例）', response: answers(listOnly(CacheRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const lang = langOf(req);
      const list = app.caches.list().map((c) => {
        const s = c.stats();
        const asked = s.hits + s.misses;
        return { name: c.name, title: c.title[lang] ?? c.title.zh, ...s, hitRate: asked ? Math.round((s.hits / asked) * 1000) / 10 : 0 };
      });
      return ok({ list });
    },
  );

  app.delete(
    '/api/System/CacheManage/:name',
    {
      schema: { tags, summary: '清除一个缓存（所有实例）', params: Type.Object({ name: Type.String({ maxLength: 50 }) }), response: answers(okNull) },
      config: { access: { menu: MENU, button: 'btn_remove' } },
    },
    async (req) => {
      if (!app.caches.get(req.params.name)) throw new ApiError(Code.NotFound, t('notFound'));
      app.events.emit('cacheCleared', { name: req.params.name });
      return ok(null, say(req, 'cacheCleared'));
    },
  );

  app.post(
    '/api/System/CacheManage/Actions/ClearAll',
    { schema: { tags, summary: '清除全部缓存（所有实例）', response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      app.events.emit('cacheCleared', { name: ALL });
      return ok(null, say(req, 'cacheCleared'));
    },
  );
}
