import type { ApiMap, PageSchema } from '../../contract/pageModel/pageSchema';
import { modelBase, modelRecordApi } from '../../contract/pageModel/modelApi';

/*
 * A designed page stored as a model addresses its records under /api/VisualDevelopment/Model/<id>
 * (contract/pageModel/modelApi.ts). The server writes those endpoints itself, so a page is saved in
 * one call (the client does not know the id of a page it is creating) and a page cannot be saved to
 * read or write another page's records.
 */

const MODEL = /\/api\/VisualDevelopment\/Model\/[^/?"\s]+/g;

/** Pure: a model address of any other page becomes this page's own (api entries and the page's own tree). */
const ownAddress = (text: string, id: string) => text.replace(MODEL, modelBase(id));

/**
 * Pure: the page schema as stored for model `id`: its `id` the model's unless it names itself, the standard record
 * endpoints are filled in, every endpoint naming a model names this one, and everything else
 * (custom endpoints, unknown keys, key order) is kept as the client sent it.
 */
export function withServerApi(schema: PageSchema, id: string): PageSchema {
  const own = typeof schema.id === 'string' && schema.id ? schema.id : id;
  if (schema.kind === 'dictionary' && !schema.api) return { ...schema, id: own };
  const api: ApiMap = { ...modelRecordApi(id, schema.kind) };
  for (const [key, value] of Object.entries(schema.api ?? {})) {
    if (typeof value === 'string') api[key] = ownAddress(value, id);
  }
  const out: PageSchema = { ...schema, id: own, api };
  if (schema.tree?.api) out.tree = { ...schema.tree, api: ownAddress(schema.tree.api, id) };
  return out;
}
