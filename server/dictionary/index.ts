import type { FastifyInstance } from 'fastify';
import { DictionaryCache } from './allDictionaries';
import dictionaryDataRoutes from './dataRoutes';
import dictionaryTypeRoutes from './typeRoutes';

/** Spec §7 Dictionary: types and items share the all-dictionaries cache, which every write invalidates. */
export default async function dictionaryRoutes(app: FastifyInstance) {
  const cache = new DictionaryCache(app.database);
  app.caches?.register({ name: 'dictionaries', title: { zh: '数据字典', zhtw: '資料字典', en: 'Dictionaries' }, stats: () => cache.stats(), clear: () => cache.clear() });
  await app.register(dictionaryTypeRoutes, { cache });
  await app.register(dictionaryDataRoutes, { cache });
}
