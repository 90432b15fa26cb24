import type { ApiMap, PageSchema } from './pageSchema';

// The record endpoints of a designed page stored as a model, under /api/VisualDevelopment/Model/<id>.
// One definition for both sides: the server writes them into every page it stores (so a page is
// saved in one call and cannot name another page's records), and the designer writes the same ones.

export const MODEL_PATH = '/api/VisualDevelopment/Model';

export const modelBase = (modelId: string) => `${MODEL_PATH}/${encodeURIComponent(modelId)}`;

/**
 * The endpoints a page of `kind` has: a report only lists and exports, a dictionary page draws a
 * dictionary and has none, every other kind the whole set.
 */
export function modelRecordApi(modelId: string, kind: PageSchema['kind'] = 'list'): ApiMap {
  const m = modelBase(modelId);
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
