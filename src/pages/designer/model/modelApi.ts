import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { modelBase, modelRecordApi } from '../../../../contract/pageModel/modelApi';

// The designer writes the endpoints the server fills on create (contract/pageModel/modelApi.ts) on
// every save too, so a page stored before that rule keeps working, and a tree grouped by one of the
// page's own fields reads the page's own tree endpoint.

/** The page with its own model's endpoints (other keys of `api` it names itself are kept). */
export function withModelApi(page: PageSchema, modelId: string): PageSchema {
  if (page.kind === 'dictionary') return page;
  const out: PageSchema = { ...page, api: { ...(page.api ?? {}), ...modelRecordApi(modelId, page.kind) } };
  if (page.tree?.field && /\/api\/VisualDevelopment\/Model\/[^/]+\/Tree\?field=/.test(page.tree.api)) {
    out.tree = { ...page.tree, api: `GET ${modelBase(modelId)}/Tree?field=${page.tree.field}` };
  }
  return out;
}
