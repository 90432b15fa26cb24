import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import type { WidgetServices } from '../../../../widgets/services';

// Preview draws the page with the same renderer the published menu uses; its records go to an
// in-memory list instead of the server, so a designer can add, edit and find rows before anything is
// stored, and the real records of a published page are never touched.

export const PREVIEW_BASE = '/designer-preview';

const previewApi = {
  list: `GET ${PREVIEW_BASE}/List`,
  info: `GET ${PREVIEW_BASE}/{id}`,
  detail: `GET ${PREVIEW_BASE}/{id}`,
  create: `POST ${PREVIEW_BASE}`,
  update: `PUT ${PREVIEW_BASE}/{id}`,
  remove: `DELETE ${PREVIEW_BASE}/{id}`,
};

/** The page as previewed: 'form' shows its form alone, 'list' the whole page over preview records. */
export function previewPage(page: PageSchema, view: 'form' | 'list'): PageSchema {
  if (view === 'form' && page.form) {
    return { id: page.id, kind: 'form', title: page.title, authorize: false, api: { create: previewApi.create }, form: { ...page.form, container: 'page' }, ...(page.translations ? { translations: page.translations } : {}) };
  }
  if (page.kind === 'dictionary') return { ...page, authorize: false };
  // The designer sees every button and column: permissions apply once the page is in a menu.
  const out: PageSchema = { ...page, api: { ...previewApi }, authorize: false };
  // Buttons that reach other endpoints (export, import, custom calls) have nothing to call in a preview.
  const local = (a: { type: string }) => ['create', 'edit', 'detail', 'remove', 'refresh'].includes(a.type);
  if (out.toolbar) out.toolbar = out.toolbar.filter(local);
  if (out.rowActions) out.rowActions = out.rowActions.filter(local);
  if (out.tree) out.tree = { ...out.tree, api: `GET ${PREVIEW_BASE}/Tree` };
  return out;
}

/** Services that answer the preview endpoints from memory and pass every other call through. */
export function previewServices(real: WidgetServices): WidgetServices {
  const rows: Record<string, unknown>[] = [];
  let seq = 0;
  const idOf = (url: string) => decodeURIComponent(url.slice(PREVIEW_BASE.length + 1).split('?')[0]);
  return {
    ...real,
    async request<T>(method: string, url: string, params?: Record<string, unknown>): Promise<T> {
      if (!url.startsWith(PREVIEW_BASE)) return real.request<T>(method as 'GET', url, params);
      const path = url.split('?')[0];
      if (path === `${PREVIEW_BASE}/List`) return { list: rows.map((r) => ({ ...r })), pagination: { currentPage: 1, pageSize: rows.length || 20, total: rows.length } } as T;
      if (path === `${PREVIEW_BASE}/Tree`) return { list: [] } as T;
      if (method === 'POST' && path === PREVIEW_BASE) {
        seq += 1;
        rows.unshift({ ...(params ?? {}), id: `preview-${seq}` });
        return null as T;
      }
      const id = idOf(url);
      const i = rows.findIndex((r) => r.id === id);
      if (method === 'GET') return (i >= 0 ? { ...rows[i] } : null) as T;
      if (method === 'PUT' && i >= 0) rows[i] = { ...(params ?? {}), id };
      if (method === 'DELETE' && i >= 0) rows.splice(i, 1);
      return null as T;
    },
  };
}
