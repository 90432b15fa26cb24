import { http } from '../../api/client';
import type { PageSchema } from '../../../contract/pageModel/pageSchema';

// The designer API as agreed with the server side (briefs/designer-api.md): every answer is the
// envelope; these helpers resolve `data` and reject with the server's text when code ≠ 200 (the
// http client has already shown it, unless the call is silent).

export type PageKind = PageSchema['kind'];

export interface DesignListItem {
  id: string;
  fullName: string;
  enCode: string;
  type: PageKind;
  category: string;
  state: number;
  description?: string | null;
  sortCode?: number;
  creatorUser?: string;
  creatorTime?: number | string | null;
  lastModifyTime?: number | string | null;
  version?: number;
}

export interface DesignEntity extends DesignListItem {
  pageSchema: PageSchema;
  draft?: { pageSchema: PageSchema; savedTime?: number | string; savedUser?: string } | null;
}

export interface DesignInput {
  id?: string;
  fullName: string;
  enCode: string;
  type: PageKind;
  category: string;
  description?: string | null;
  sortCode?: number;
  state?: number;
  pageSchema: PageSchema;
  note?: string;
}

export interface VersionItem {
  version: number;
  note?: string | null;
  creatorUser?: string;
  creatorTime?: number | string;
}

export class DesignApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

async function data<T>(p: ReturnType<typeof http.get>): Promise<T> {
  const r = await p;
  if (r.code !== 200) throw new DesignApiError(r.code, r.msg, r.data);
  return r.data as T;
}

const base = '/api/VisualDevelopment';
const enc = encodeURIComponent;

export const designApi = {
  list: (q: { currentPage: number; pageSize: number; keyword?: string; type?: string; category?: string }) =>
    data<{ list: DesignListItem[]; pagination: { total: number } }>(http.get(base, q)),
  get: (id: string) => data<DesignEntity>(http.get(`${base}/${enc(id)}`)),
  /** Resolves the new id (the answer is the id itself, or `{id}` from servers before the agreement). */
  create: async (input: DesignInput) => {
    const d = await data<string | { id: string }>(http.post(base, input));
    return typeof d === 'string' ? d : d.id;
  },
  update: (id: string, input: DesignInput) => data<unknown>(http.put(`${base}/${enc(id)}`, { ...input, id })),
  remove: (id: string) => data<unknown>(http.delete(`${base}/${enc(id)}`)),
  copy: async (id: string) => {
    const d = await data<string | { id: string }>(http.post(`${base}/${enc(id)}/Actions/Copy`));
    return typeof d === 'string' ? d : d?.id;
  },
  saveDraft: (id: string, pageSchema: PageSchema) => data<unknown>(http.put(`${base}/${enc(id)}/Actions/Draft`, { pageSchema }, { silent: true })),
  discardDraft: (id: string) => data<unknown>(http.delete(`${base}/${enc(id)}/Actions/Draft`, undefined, { silent: true })),
  versions: (id: string) => data<{ list: VersionItem[] }>(http.get(`${base}/${enc(id)}/Versions`)),
  version: (id: string, v: number) => data<VersionItem & { pageSchema: PageSchema }>(http.get(`${base}/${enc(id)}/Versions/${v}`)),
  restore: (id: string, v: number) => data<unknown>(http.post(`${base}/${enc(id)}/Versions/${v}/Actions/Restore`)),
  menus: (id: string) => data<{ list: { id: string; fullName: string; parentId: string; type: number; icon: string; roleIds: string[] }[] }>(http.get(`${base}/${enc(id)}/Menus`)),
  publish: (id: string, body: { menuId?: string; parentId: string; fullName: string; enCode?: string; icon: string; type: 3 | 4 | 5; roleIds: string[] }) =>
    data<{ menuId: string }>(http.post(`${base}/${enc(id)}/Actions/Publish`, body)),
  menuTree: () => data<{ list: MenuNode[] }>(http.get('/api/System/Menu/Selector')),
  roles: () => data<{ list: { id: string; fullName: string }[] }>(http.get('/api/Permission/Role/Selector')),
};

export interface MenuNode {
  id: string;
  fullName: string;
  children?: MenuNode[];
}
