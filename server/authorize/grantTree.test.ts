import { describe, expect, it } from 'vitest';
import { itemTree, moduleTree } from './grantTree';
import type { ModuleRow } from '../permission/menuTree';

const mod = (id: string, parentId: string, sortCode = 0): ModuleRow => ({
  id, parentId, type: parentId === '-1' ? 1 : 2, enCode: id, fullName: id.toUpperCase(), icon: '', urlAddress: '', linkTarget: '_self',
  propertyJson: '{}', sortCode, enabledMark: 1, isHidden: 0, useDataPermission: 0,
});

describe('grant trees', () => {
  const modules = [mod('perm', '-1'), mod('user', 'perm', 1), mod('role', 'perm', 2), mod('home', '-1')];

  it('nests menus', () => {
    const t = moduleTree(modules);
    expect(t.map((n) => n.id).sort()).toEqual(['home', 'perm']);
    expect(t.find((n) => n.id === 'perm')!.children!.map((n) => n.id)).toEqual(['user', 'role']);
  });

  it('hangs items under their menus and drops menus without items', () => {
    const t = itemTree(modules, [
      { id: 'b2', moduleId: 'user', enCode: 'btn_edit', fullName: '编辑' },
      { id: 'b1', moduleId: 'user', enCode: 'btn_add', fullName: '新建' },
    ], 'button');
    expect(t.map((n) => n.id)).toEqual(['perm']);
    const user = t[0].children!;
    expect(user.map((n) => n.id)).toEqual(['user']);
    expect(user[0].children!.map((n) => [n.id, n.type, n.parentId])).toEqual([['b2', 'button', 'user'], ['b1', 'button', 'user']]);
  });
});
