import type { ApiMap, PageSchema } from '../../../../contract/pageModel/pageSchema';

// The record endpoints of a page stored as a model. The server fills them on create (the designer
// API: one call, the client never names an id it does not have yet); the designer writes the same
// ones on save so a page stored before that rule keeps working, and a tree grouped by one of the
// page's own fields reads the page's own tree endpoint.

const MODEL_KINDS = new Set<PageSchema['kind']>(['list', 'treeList', 'form', 'report']);

export function recordApi(modelId: string): ApiMap {
  const m = `/api/VisualDevelopment/Model/${encodeURIComponent(modelId)}`;
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

/** The page with its own model's endpoints (other keys of `api` it names itself are kept). */
export function withModelApi(page: PageSchema, modelId: string): PageSchema {
  if (!MODEL_KINDS.has(page.kind)) return page;
  const all = recordApi(modelId);
  // A report only lists and exports (as the server fills it).
  const own = page.kind === 'report' ? { list: all.list, export: all.export } : all;
  const out: PageSchema = { ...page, api: { ...(page.api ?? {}), ...own } };
  if (page.tree?.field && /\/api\/VisualDevelopment\/Model\/[^/]+\/Tree\?field=/.test(page.tree.api)) {
    out.tree = { ...page.tree, api: `GET /api/VisualDevelopment/Model/${encodeURIComponent(modelId)}/Tree?field=${page.tree.field}` };
  }
  return out;
}
