import type { ValidateFunction } from 'ajv';
import type { Database } from '../db/client';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ApiError, Code } from '../../contract/errors';
import { readPageModel, type PageModel } from './pageModel';
import { compileRecordSchema, serverFilledFields } from './recordSchema';
import { t } from '../../contract/texts';
import { HitCounter, Type, approxBytes, one, type CacheStats } from '../kit';
import { Kind, PageSchemaValue } from './designStore';

export interface LoadedModel {
  id: string;
  fullName: string;
  type: PageSchema['kind'];
  schema: PageSchema;
  model: PageModel;
  serverFilled: Set<string>;
  /** Compiled lazily: dictionary pages and reads never need it. */
  validator(): ValidateFunction;
}

const ModelRow = Type.Object({ id: Type.String(), fullName: Type.String(), type: Kind, pageSchema: PageSchemaValue, stamp: Type.String() });

// Compiled models per database, keyed by id and version: a saved schema gets a new version and entry.
const caches = new WeakMap<Database, Map<string, { version: string; value: LoadedModel }>>();
const counters = new WeakMap<Database, HitCounter>();

/** For 缓存管理 (server/cacheAdmin): the compiled page models kept for a database, and the hit rate. */
export function modelCacheStats(database: Database): CacheStats {
  const cache = caches.get(database);
  const counter = counters.get(database);
  let bytes = 0;
  for (const [k, v] of cache ?? []) bytes += k.length * 2 + approxBytes(v.value.schema);
  return { entries: cache?.size ?? 0, bytes, hits: counter?.hits ?? 0, misses: counter?.misses ?? 0 };
}

export function clearModelCache(database: Database): void {
  caches.get(database)?.clear();
}

const StampRow = Type.Object({ stamp: Type.String() });

/** What answers "is the version I compiled still current" without asking the database each time: the read cache. */
export interface StampCache {
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * The model, compiled once per saved version. Which version is current is asked of the database —
 * through `stamps` when given (the read cache, discarded by every successful write and on the other
 * instances' notices, like the list answers it sits beside), so a list request that misses the answer
 * cache does not spend a statement on the model's version too.
 */
export async function loadModel(database: Database, id: string, stamps?: StampCache): Promise<LoadedModel> {
  const stampOf = async () => (await one(database, StampRow, 'SELECT coalesce(updated_at, created_at)::text AS stamp FROM visual_dev WHERE id = $1', [id]))?.stamp ?? null;
  const stamp = stamps ? await stamps.wrap(`visual-dev-stamp|${id}`, stampOf) : await stampOf();
  if (stamp === null) throw new ApiError(Code.NotFound, t('notFound'));
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  let counter = counters.get(database);
  if (!counter) counters.set(database, (counter = new HitCounter()));
  const hit = cache.get(id);
  if (hit && hit.version === stamp) {
    counter.hit();
    return hit.value;
  }
  counter.miss();
  const r = await one(database, ModelRow, `SELECT id, full_name, type, page_schema, coalesce(updated_at, created_at)::text AS stamp FROM visual_dev WHERE id = $1`, [id]);
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  const schema = r.pageSchema;
  const model = readPageModel(schema);
  const serverFilled = serverFilledFields(model);
  let validate: ValidateFunction | null = null;
  const value: LoadedModel = {
    id: r.id,
    fullName: r.fullName,
    type: r.type,
    schema,
    model,
    serverFilled,
    validator() {
      validate ??= compileRecordSchema((schema.form?.schema ?? { type: 'object', properties: {} }) as Record<string, unknown>, serverFilled);
      return validate;
    },
  };
  if (cache.size > 500) cache.clear();
  cache.set(id, { version: r.stamp, value });
  return value;
}
