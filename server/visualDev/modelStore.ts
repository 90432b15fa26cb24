import type { ValidateFunction } from 'ajv';
import type { Database } from '../db/client';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ApiError, Code } from '../../contract/errors';
import { readPageModel, type PageModel } from './pageModel';
import { compileRecordSchema, serverFilledFields } from './recordSchema';
import { t } from '../../contract/texts';
import { Type, one } from '../kit';
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

export async function loadModel(database: Database, id: string): Promise<LoadedModel> {
  const r = await one(database, ModelRow, `SELECT id, full_name, type, page_schema, coalesce(updated_at, created_at)::text AS stamp FROM visual_dev WHERE id = $1`, [id]);
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const hit = cache.get(id);
  if (hit && hit.version === r.stamp) return hit.value;
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
