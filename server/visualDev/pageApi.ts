import type { ApiMap, PageSchema } from '../../contract/pageModel/pageSchema';

/*
 * A designed page stored as a model addresses its records under /api/VisualDevelopment/Model/<id>.
 * The server writes those endpoints itself, so a page is saved in one call (the client does not know
 * the id of a page it is creating) and a page cannot be saved to read or write another page's records.
 */

const MODEL = /\/api\/VisualDevelopment\/Model\/[^/?"\s]+/g;

const modelBase = (id: string) => `/api/VisualDevelopment/Model/${id}`;

/** The record endpoints of each kind that keeps records; dictionary pages draw a dictionary and have none. */
function standardApi(kind: PageSchema['kind'], id: string): ApiMap {
  const m = modelBase(id);
  if (kind === 'report') return { list: `GET ${m}/List`, export: `POST ${m}/Actions/Export` };
  if (kind === 'dictionary') return {};
  return {
    list: `GET ${m}/List`,
    info: `GET ${m}/{id}`,
    detail: `GET ${m}/{id}/DataChange`,
    create: `POST ${m}`,
    update: `PUT ${m}/{id}`,
    remove: `DELETE ${m}/{id}`,
    export: `POST ${m}/Actions/Export`,
    import: `POST ${m}/Actions/Import`,
    template: `GET ${m}/Template`,
  };
}

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
  const api: ApiMap = { ...standardApi(schema.kind, id) };
  for (const [key, value] of Object.entries(schema.api ?? {})) {
    if (typeof value === 'string') api[key] = ownAddress(value, id);
  }
  const out: PageSchema = { ...schema, id: own, api };
  if (schema.tree?.api) out.tree = { ...schema.tree, api: ownAddress(schema.tree.api, id) };
  return out;
}
