import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { validatePageSchema, type SchemaProblem } from '../../../contract/pageModel/validatePageSchema';
import { modelRecordApi } from '../../../contract/pageModel/modelApi';

// A page as a JSON file (export) and back (import), and the first schema of a new page.

export interface PageFile {
  fullName: string;
  enCode: string;
  type: PageSchema['kind'];
  category: string;
  description?: string | null;
  sortCode?: number;
  pageSchema: PageSchema;
}

/** How a designed tree list's left tree filters: by the record's school (organizeId), then by the grouped field. */
export const TREE_BASE = { param: 'organizeId', valueField: 'organizeId', searchable: true, width: 220 } as const;

export const KINDS: readonly PageSchema['kind'][] = ['list', 'treeList', 'form', 'report', 'dictionary'];

/** The file's content for a stored page: what POST /api/VisualDevelopment takes back. */
export function toPageFile(e: PageFile): PageFile {
  return { fullName: e.fullName, enCode: e.enCode, type: e.pageSchema.kind, category: e.category ?? '', description: e.description ?? null, sortCode: e.sortCode ?? 0, pageSchema: e.pageSchema };
}

export type ReadResult = { ok: true; file: PageFile } | { ok: false; problems: SchemaProblem[] };

/** Reads an exported file; anything else (not JSON, no page, a page the meta-schema refuses) is refused whole. */
export function readPageFile(text: string): ReadResult {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: '/', message: 'not JSON' }] };
  }
  if (!v || typeof v !== 'object') return { ok: false, problems: [{ path: '/', message: 'not an object' }] };
  const o = v as Record<string, unknown>;
  const problems: SchemaProblem[] = [];
  if (typeof o.fullName !== 'string' || !o.fullName) problems.push({ path: '/fullName', message: 'missing' });
  if (typeof o.enCode !== 'string' || !o.enCode) problems.push({ path: '/enCode', message: 'missing' });
  problems.push(...validatePageSchema(o.pageSchema).map((p) => ({ ...p, path: `/pageSchema${p.path === '/' ? '' : p.path}` })));
  if (problems.length) return { ok: false, problems };
  const page = o.pageSchema as PageSchema;
  return {
    ok: true,
    file: {
      fullName: o.fullName as string,
      enCode: o.enCode as string,
      type: page.kind,
      category: typeof o.category === 'string' ? o.category : '',
      description: typeof o.description === 'string' ? o.description : null,
      sortCode: typeof o.sortCode === 'number' ? o.sortCode : 0,
      pageSchema: page,
    },
  };
}

/**
 * The schema a new page starts with. Record endpoints name a placeholder model: the server fills the
 * page's own on create (designer API), and the designer writes them again on every save.
 */
export function newPageSchema(kind: PageSchema['kind'], title: string, code: string): PageSchema {
  const id = code.replace(/[^A-Za-z0-9_.-]/g, '') || 'page';
  const form = { schema: { type: 'object', properties: {} }, uiSchema: {}, layoutColumns: 1 as const, title };
  // A dictionary page starts on the dictionary category named like the page; the designer changes it.
  if (kind === 'dictionary') return { id, kind, title, dictionary: { typeCode: code || 'dictionary' } };
  if (kind === 'form') return { id, kind, title, api: { create: modelRecordApi('new').create }, form: { ...form, container: 'page' } };
  const page: PageSchema = {
    id,
    kind,
    title,
    api: modelRecordApi('new'),
    columns: [],
    toolbar: [{ type: 'create', label: '新增' }],
    rowActions: [{ type: 'edit', label: '编辑' }, { type: 'remove', label: '删除' }],
    search: { schema: { type: 'object', properties: {} }, keyword: true },
    pagination: { pageSize: 20 },
    form: { ...form, container: 'dialog' },
  };
  if (kind === 'treeList') {
    // A tree list needs its tree from the start: schools, and under each the values of a group field.
    page.form = { ...form, container: 'dialog', schema: { type: 'object', properties: { groupName: { type: 'string', title: '分组', maxLength: 50 } } }, uiSchema: { 'ui:order': ['groupName'] } };
    page.columns = [{ field: 'groupName', label: '分组', width: 140 }];
    page.tree = { ...TREE_BASE, api: `GET /api/VisualDevelopment/Model/new/Tree?field=groupName`, field: 'groupName', title: '分组' };
  }
  if (kind === 'report') {
    delete page.toolbar;
    delete page.rowActions;
    page.report = {};
  }
  return page;
}
