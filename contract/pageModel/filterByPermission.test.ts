import { describe, expect, it } from 'vitest';
import type { PageSchema } from './pageSchema';
import { filterByPermission, hasPermission, type PermissionEntryLike } from './filterByPermission';

const schema: PageSchema = {
  id: 'permission.user',
  kind: 'list',
  title: '用户管理',
  api: { list: 'GET /api/Permission/Users' },
  columns: [
    { field: 'account', label: '账户' },
    { field: 'mobile', label: '手机' },
    { field: 'email', label: '邮箱' },
    { field: 'orgName', label: '组织', permission: 'organizeName' },
    { field: 'note', label: '备注', authorize: false },
  ],
  toolbar: [{ type: 'create' }, { type: 'export', permission: 'btn_export' }, { type: 'refresh' }],
  rowActions: [
    { type: 'edit' },
    { type: 'remove' },
    { type: 'detail' },
    { type: 'api', api: 'GET /x', permission: 'btn_resetPassword' },
    { type: 'state', permission: 'btn_state', authorize: false },
  ],
};

const entry = (modelId: string, buttons: string[], columns: string[]): PermissionEntryLike => ({
  modelId,
  button: buttons.map((enCode) => ({ enCode })),
  column: columns.map((enCode) => ({ enCode })),
});

const fields = (s: PageSchema) => s.columns!.map((c) => c.field);
const types = (list: PageSchema['toolbar']) => list!.map((a) => a.permission ?? a.type);

describe('filterByPermission', () => {
  it('keeps only granted buttons (default codes btn_add, btn_edit, btn_remove) and columns', () => {
    const list = [entry('m1', ['btn_edit', 'btn_export'], ['account', 'email', 'organizeName'])];
    const { schema: out, denied } = filterByPermission(schema, 'm1', list);
    expect(denied).toBe(false);
    expect(types(out.toolbar)).toEqual(['btn_export', 'refresh']);
    expect(out.rowActions!.map((a) => a.type)).toEqual(['edit', 'detail', 'state']);
    expect(fields(out)).toEqual(['account', 'email', 'orgName', 'note']);
  });

  it('a teacher without btn_add/btn_remove and mobile/email sees neither', () => {
    const list = [entry('users', ['btn_edit'], ['account', 'organizeName'])];
    const { schema: out } = filterByPermission(schema, 'users', list);
    expect(out.toolbar!.some((a) => a.type === 'create')).toBe(false);
    expect(out.rowActions!.some((a) => a.type === 'remove')).toBe(false);
    expect(fields(out)).not.toContain('mobile');
    expect(fields(out)).not.toContain('email');
  });

  it('reads only the entry of the page modelId', () => {
    const list = [entry('other', ['btn_add', 'btn_edit', 'btn_remove'], ['account', 'mobile']), entry('m1', [], [])];
    const { schema: out } = filterByPermission(schema, 'm1', list);
    expect(out.toolbar!.map((a) => a.type)).toEqual(['refresh']);
    expect(fields(out)).toEqual(['note']);
  });

  it('a page with no permission entry is denied', () => {
    expect(filterByPermission(schema, 'missing', [entry('m1', ['btn_add'], [])]).denied).toBe(true);
    expect(filterByPermission(schema, undefined, [entry('m1', ['btn_add'], [])]).denied).toBe(true);
    expect(filterByPermission(schema, 'm1', undefined).denied).toBe(true);
  });

  it('authorize: false on the page turns the guard off', () => {
    const { schema: out, denied } = filterByPermission({ ...schema, authorize: false }, 'missing', []);
    expect(denied).toBe(false);
    expect(out.toolbar).toHaveLength(3);
    expect(out.rowActions).toHaveLength(5);
    expect(out.columns).toHaveLength(5);
  });

  it('the guard can be switched off for columns only', () => {
    const { schema: out } = filterByPermission({ ...schema, authorize: { columns: false } }, 'm1', [entry('m1', [], [])]);
    expect(out.columns).toHaveLength(5);
    expect(out.toolbar!.map((a) => a.type)).toEqual(['refresh']);
  });

  it('the guard can be switched off for buttons only', () => {
    const { schema: out } = filterByPermission({ ...schema, authorize: { buttons: false } }, 'm1', [entry('m1', [], ['account'])]);
    expect(out.toolbar).toHaveLength(3);
    expect(fields(out)).toEqual(['account', 'note']);
  });

  it('authorize: false on one action or column keeps it', () => {
    const { schema: out } = filterByPermission(schema, 'm1', [entry('m1', [], [])]);
    expect(out.rowActions!.map((a) => a.type)).toEqual(['detail', 'state']);
    expect(fields(out)).toEqual(['note']);
  });

  it('a code must match exactly (no prefix or case tricks)', () => {
    const { schema: out } = filterByPermission(schema, 'm1', [entry('m1', ['BTN_ADD', 'btn_ad', 'btn_add_x'], ['Account'])]);
    expect(out.toolbar!.some((a) => a.type === 'create')).toBe(false);
    expect(fields(out)).not.toContain('account');
  });

  it('does not change the schema it was given', () => {
    const copy = JSON.parse(JSON.stringify(schema));
    filterByPermission(schema, 'm1', [entry('m1', [], [])]);
    expect(schema).toEqual(copy);
  });

  it('a schema without toolbar or columns stays without them', () => {
    const bare: PageSchema = { id: 'x', kind: 'dictionary', title: 'x', dictionary: { typeCode: 'gender' } };
    const { schema: out } = filterByPermission(bare, 'm1', [entry('m1', [], [])]);
    expect(out.toolbar).toBeUndefined();
    expect(out.columns).toBeUndefined();
  });
});

describe('hasPermission', () => {
  it('is true only for a granted button of the model', () => {
    const list = [entry('m1', ['btn_authorize'], [])];
    expect(hasPermission('m1', list, 'btn_authorize')).toBe(true);
    expect(hasPermission('m1', list, 'btn_add')).toBe(false);
    expect(hasPermission('m2', list, 'btn_authorize')).toBe(false);
  });
});

describe('filterByPermission on a managed tree', () => {
  const treePage: PageSchema = {
    id: 'systemData.dictionary',
    kind: 'treeList',
    title: '数据字典',
    api: { list: 'GET /api/System/DictionaryData/{dictionaryTypeId}' },
    columns: [{ field: 'fullName', label: '名称', authorize: false }],
    tree: {
      api: 'GET /api/System/DictionaryType/Selector',
      param: 'dictionaryTypeId',
      manage: { api: { create: 'POST /api/System/DictionaryType' }, form: { schema: { type: 'object' } }, actions: [{ type: 'create' }, { type: 'edit' }, { type: 'remove' }] },
    },
  };

  it('strips the tree buttons a user was not granted, as it does the toolbar', () => {
    const { schema: out } = filterByPermission(treePage, 'dict', [entry('dict', ['btn_edit'], [])]);
    expect(out.tree!.manage!.actions.map((a) => a.type)).toEqual(['edit']);
    // The input schema is left as it was.
    expect(treePage.tree!.manage!.actions).toHaveLength(3);
  });
});
