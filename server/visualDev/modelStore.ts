import type { ValidateFunction } from 'ajv';
import type { Database } from '../db/client';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ApiError, Code } from '../../contract/errors';
import { readPageModel, type PageModel } from './pageModel';
import { compileRecordSchema, serverFilledFields } from './recordSchema';
import { t } from '../../contract/texts';

export interface VisualDevRow {
  id: string;
  fullName: string;
  enCode: string;
  type: PageSchema['kind'];
  category: string;
  state: number;
  description: string;
  sortCode: number;
  tableName: string | null;
  fields: { vModel: string; label: string; type: string }[];
  creatorUserId: string | null;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const VISUAL_DEV_COLUMNS = `v.id, v.full_name, v.en_code, v.type, v.category, v.state, v.description, v.sort_code, v.table_name,
  v.fields, v.creator_user_id, v.created_at, v.updated_at, u.real_name AS creator_name`;

export function visualDevRow(r: Record<string, unknown>): VisualDevRow {
  return {
    id: r.id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    type: r.type as PageSchema['kind'],
    category: r.category as string,
    state: Number(r.state),
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    tableName: (r.table_name as string) ?? null,
    fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as VisualDevRow['fields'],
    creatorUserId: (r.creator_user_id as string) ?? null,
    creatorUser: (r.creator_name as string) ?? '',
    creatorTime: new Date(r.created_at as string).getTime(),
    lastModifyTime: r.updated_at ? new Date(r.updated_at as string).getTime() : null,
  };
}

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

// Compiled models per database, keyed by id and version: a saved schema gets a new version and entry.
const caches = new WeakMap<Database, Map<string, { version: string; value: LoadedModel }>>();

export async function loadModel(database: Database, id: string): Promise<LoadedModel> {
  const rows = await database.query<{ id: string; full_name: string; type: string; page_schema: unknown; version: string }>(
    `SELECT id, full_name, type, page_schema, coalesce(updated_at, created_at)::text AS version FROM visual_dev WHERE id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const hit = cache.get(id);
  if (hit && hit.version === r.version) return hit.value;
  const schema = (typeof r.page_schema === 'string' ? JSON.parse(r.page_schema) : r.page_schema) as PageSchema;
  const model = readPageModel(schema);
  const serverFilled = serverFilledFields(model);
  let validate: ValidateFunction | null = null;
  const value: LoadedModel = {
    id: r.id,
    fullName: r.full_name,
    type: r.type as PageSchema['kind'],
    schema,
    model,
    serverFilled,
    validator() {
      validate ??= compileRecordSchema((schema.form?.schema ?? { type: 'object', properties: {} }) as Record<string, unknown>, serverFilled);
      return validate;
    },
  };
  if (cache.size > 500) cache.clear();
  cache.set(id, { version: r.version, value });
  return value;
}
