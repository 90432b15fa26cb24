import { describe, expect, it } from 'vitest';
import { buildMenuTree, buildPermissionList, type Grants, type ModuleRow } from './menuTree';

const mod = (id: string, parentId: string, type: number, sortCode = 0, extra: Partial<ModuleRow> = {}): ModuleRow => ({
  id, parentId, type, enCode: id, fullName: id.toUpperCase(), icon: '', urlAddress: id, linkTarget: '_self',
  propertyJson: '{}', sortCode, enabledMark: 1, isHidden: 0, useDataPermission: 0, ...extra,
});
const grants = (ids: string[], more: Partial<Grants> = {}): Grants => ({
  all: false, modules: new Set(ids), buttons: new Set(), columns: new Set(), forms: new Set(), resources: new Set(), ...more,
});

const modules = [
  mod('perm', '-1', 1, 2),
  mod('perm.user', 'perm', 2, 1),
  mod('perm.role', 'perm', 2, 0),
  mod('home', '-1', 2, 1),
  mod('sys', '-1', 1, 3),
  mod('sys.dict', 'sys', 2, 0, { enabledMark: 0 }),
];

describe('buildMenuTree', () => {
  it('keeps only granted, enabled entries, sorted by sortCode', () => {
    const tree = buildMenuTree(modules, grants(['perm', 'perm.user', 'perm.role', 'home']));
    expect(tree.map((m) => m.id)).toEqual(['home', 'perm']);
    expect(tree[1].children.map((m) => m.id)).toEqual(['perm.role', 'perm.user']);
    expect(tree[1].hasChildren).toBe(true);
    expect(tree[1].modelId).toBe('perm');
  });

  it('drops a child whose parent is not granted and directories left empty', () => {
    expect(buildMenuTree(modules, grants(['perm.user', 'sys', 'sys.dict'])).map((m) => m.id)).toEqual([]);
  });

  it('super administrators see every enabled entry', () => {
    const tree = buildMenuTree(modules, { ...grants([]), all: true });
    expect(tree.map((m) => m.id)).toEqual(['home', 'perm']);
  });

  it('applies the user menu configuration to top-level entries only', () => {
    const tree = buildMenuTree(modules, grants(['perm', 'perm.user', 'perm.role', 'home']), [
      { moduleId: 'home', isHidden: 1, sortCode: 0 },
    ]);
    expect(tree.map((m) => m.id)).toEqual(['perm']);
    const reordered = buildMenuTree(modules, grants(['perm', 'perm.user', 'home']), [
      { moduleId: 'perm', isHidden: 0, sortCode: -1 },
    ]);
    expect(reordered.map((m) => m.id)).toEqual(['perm', 'home']);
  });
});

describe('buildPermissionList', () => {
  it('lists granted buttons and columns per page module', () => {
    const g = grants(['perm', 'perm.user'], { buttons: new Set(['b1']), columns: new Set(['c1', 'c2']) });
    const list = buildPermissionList(modules, g, {
      buttons: [
        { id: 'b1', moduleId: 'perm.user', enCode: 'btn_edit', fullName: '编辑' },
        { id: 'b2', moduleId: 'perm.user', enCode: 'btn_add', fullName: '新建' },
      ],
      columns: [{ id: 'c1', moduleId: 'perm.user', enCode: 'account', fullName: '账户' }],
      forms: [],
      resources: [],
    });
    expect(list).toHaveLength(1);
    expect(list[0].modelId).toBe('perm.user');
    expect(list[0].button.map((b) => b.enCode)).toEqual(['btn_edit']);
    expect(list[0].column.map((b) => b.enCode)).toEqual(['account']);
  });
});
