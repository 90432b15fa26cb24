import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

const ctx = serverForFile('admin', 'sysadmin', 'school1');

const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);

describe('menus', () => {
  it('lists the menu as a tree, keyword keeping the ancestors', async () => {
    const r = await ctx.admin.get('/api/System/Menu');
    expect(r.code).toBe(200);
    const perm = r.data.list.find((m: any) => m.enCode === 'permission');
    expect(perm).toMatchObject({ type: 1, hasChildren: true });
    expect(perm.children.map((m: any) => m.enCode)).toContain('permission.user');
    const k = await ctx.admin.get('/api/System/Menu', { keyword: '用户管理' });
    expect(k.data.list.map((m: any) => m.enCode)).toEqual(['permission']);
    expect(k.data.list[0].children.map((m: any) => m.enCode)).toEqual(['permission.user']);
    const sel = flat((await ctx.admin.get('/api/System/Menu/Selector')).data.list);
    expect(sel.every((m) => m.type === 1)).toBe(true);
  });

  it('creates a directory and a page; the page reaches CurrentUser of a granted role at once', async () => {
    const dir = await ctx.sysadmin.post('/api/System/Menu', { type: 1, enCode: 'report', fullName: '统计报表', icon: 'BarChartOutlined' });
    expect(dir.code, dir.msg).toBe(200);
    const pageR = await ctx.sysadmin.post('/api/System/Menu', { parentId: dir.data.id, type: 2, enCode: 'report.daily', fullName: '每日统计', urlAddress: 'report/daily' });
    expect(pageR.code, pageR.msg).toBe(200);
    const roles = (await ctx.admin.get('/api/Permission/Role', { keyword: 'sysAdmin' })).data.list;
    const granted = await ctx.admin.post(`/api/Permission/Authorize/Data/${roles[0].id}`, {
      objectType: 'Role',
      module: [...(await ctx.admin.get(`/api/Permission/Authorize/Model/Role/${roles[0].id}`)).data.module.ids, dir.data.id, pageR.data.id],
    });
    expect(granted.code, granted.msg).toBe(200);
    const menus = flat((await ctx.sysadmin.get('/api/Common/Login/CurrentUser')).data.menuList);
    expect(menus.find((m) => m.enCode === 'report.daily')).toMatchObject({ type: 2, urlAddress: 'report/daily' });
  });

  it('validates type 1–8 and the fields each type needs, storing nothing', async () => {
    const before = flat((await ctx.admin.get('/api/System/Menu')).data.list).length;
    const t9 = await ctx.admin.post('/api/System/Menu', { type: 9, enCode: 'flow', fullName: '流程' });
    expect(t9.code).toBe(400);
    expect(t9.msg).toBe('菜单类型必须是 1–8');
    const noUrl = await ctx.admin.post('/api/System/Menu', { type: 2, enCode: 'x.page', fullName: '页面' });
    expect(noUrl.data.map((e: any) => e.field)).toEqual(['urlAddress']);
    const js = await ctx.admin.post('/api/System/Menu', { type: 7, enCode: 'x.link', fullName: '链接', urlAddress: 'javascript:alert(1)', linkTarget: '_blank' });
    expect(js.data.map((e: any) => e.field)).toEqual(['urlAddress']);
    const model = await ctx.admin.post('/api/System/Menu', { type: 3, enCode: 'x.model', fullName: '功能', urlAddress: 'model/x', propertyJson: '{"isTree":0}' });
    expect(model.data.map((e: any) => e.field)).toEqual(['propertyJson']);
    const dup = await ctx.admin.post('/api/System/Menu', { type: 1, enCode: 'Permission', fullName: '重复' });
    expect(dup.msg).toBe('编码已存在');
    const underPage = (await ctx.admin.get('/api/System/Menu', { keyword: 'permission.user' })).data.list[0].children[0];
    const badParent = await ctx.admin.post('/api/System/Menu', { parentId: underPage.id, type: 1, enCode: 'x.dir', fullName: '目录' });
    expect(badParent.msg).toBe('上级菜单必须是目录');
    expect(flat((await ctx.admin.get('/api/System/Menu')).data.list).length).toBe(before);
  });

  it('refuses deleting a menu with children and a move under its own descendant', async () => {
    const perm = (await ctx.admin.get('/api/System/Menu', { keyword: '组织权限' })).data.list[0];
    expect((await ctx.admin.delete(`/api/System/Menu/${perm.id}`)).msg).toBe('该菜单下有子菜单，不能删除');
    const a = await ctx.admin.post('/api/System/Menu', { type: 1, enCode: 'a.dir', fullName: '甲' });
    const b = await ctx.admin.post('/api/System/Menu', { parentId: a.data.id, type: 1, enCode: 'a.dir.b', fullName: '乙' });
    const mv = await ctx.admin.put(`/api/System/Menu/${a.data.id}`, { parentId: b.data.id, type: 1, enCode: 'a.dir', fullName: '甲' });
    expect(mv.msg).toBe('不能移动到自身或其下级之下');
    expect((await ctx.admin.delete(`/api/System/Menu/${b.data.id}`)).code).toBe(200);
    expect((await ctx.admin.delete(`/api/System/Menu/${a.data.id}`)).code).toBe(200);
  });

  it('updates and sorts menus', async () => {
    const home = flat((await ctx.admin.get('/api/System/Menu', { keyword: 'home' })).data.list).find((m) => m.enCode === 'home');
    const info = (await ctx.admin.get(`/api/System/Menu/${home.id}`)).data;
    const u = await ctx.admin.put(`/api/System/Menu/${home.id}`, { ...info, fullName: '工作台', id: undefined, creatorTime: undefined });
    expect(u.code, u.msg).toBe(200);
    expect((await ctx.admin.get(`/api/System/Menu/${home.id}`)).data.fullName).toBe('工作台');
    const s = await ctx.admin.put('/api/System/Menu/Actions/Sort', { list: [{ id: home.id, sortCode: 99 }] });
    expect(s.code).toBe(200);
    expect((await ctx.admin.get(`/api/System/Menu/${home.id}`)).data.sortCode).toBe(99);
    expect((await ctx.admin.put('/api/System/Menu/Actions/Sort', { list: [{ id: 'nope', sortCode: 1 }] })).code).toBe(404);
  });

  it('manages buttons, columns, forms and data schemes of a menu', async () => {
    const user = flat((await ctx.admin.get('/api/System/Menu')).data.list).find((m) => m.enCode === 'permission.user');
    const buttons = await ctx.admin.get(`/api/System/Menu/${user.id}/Button`);
    expect(buttons.data.list.map((b: any) => b.enCode)).toContain('btn_resetPassword');
    const add = await ctx.admin.post(`/api/System/Menu/${user.id}/Button`, { enCode: 'btn_print', fullName: '打印' });
    expect(add.code, add.msg).toBe(200);
    expect((await ctx.admin.post(`/api/System/Menu/${user.id}/Button`, { enCode: 'btn_print', fullName: '打印' })).msg).toBe('编码已存在');
    expect((await ctx.admin.post(`/api/System/Menu/${user.id}/Button`, { enCode: '1bad code', fullName: '坏' })).code).toBe(400);
    const upd = await ctx.admin.put(`/api/System/Menu/${user.id}/Button/${add.data.id}`, { enCode: 'btn_print', fullName: '打印名单' });
    expect(upd.code).toBe(200);
    const col = await ctx.admin.post(`/api/System/Menu/${user.id}/Column`, { enCode: 'birthday', fullName: '生日' });
    expect(col.code).toBe(200);
    const form = await ctx.admin.post(`/api/System/Menu/${user.id}/Form`, { enCode: 'description', fullName: '说明' });
    expect(form.code).toBe(200);
    const scheme = await ctx.admin.post(`/api/System/Menu/${user.id}/DataScheme`, { enCode: 'mine', fullName: '我创建的', scope: 'self', conditionJson: '[]' });
    expect(scheme.code, scheme.msg).toBe(200);
    expect((await ctx.admin.post(`/api/System/Menu/${user.id}/DataScheme`, { enCode: 'bad', fullName: '坏', scope: 'planet' })).code).toBe(400);
    expect((await ctx.admin.post(`/api/System/Menu/${user.id}/DataScheme`, { enCode: 'bad', fullName: '坏', scope: 'self', conditionJson: '{x' })).msg).toBe('条件必须是 JSON 数组');
    // the new button shows in the grant model at once
    const role = (await ctx.admin.get('/api/Permission/Role', { keyword: 'teacher' })).data.list[0];
    const model = (await ctx.admin.get(`/api/Permission/Authorize/Model/Role/${role.id}`)).data;
    expect(model.button.all).toContain(add.data.id);
    expect((await ctx.admin.delete(`/api/System/Menu/${user.id}/Button/${add.data.id}`)).code).toBe(200);
    expect((await ctx.admin.delete(`/api/System/Menu/${user.id}/Button/${add.data.id}`)).code).toBe(404);
  });

  it('only holders of system.menu (not a school ctx.admin)', async () => {
    expect((await ctx.school1.get('/api/System/Menu')).code).toBe(403);
    expect((await ctx.school1.post('/api/System/Menu', { type: 1, enCode: 'sneak', fullName: '偷建' })).code).toBe(403);
    expect(flat((await ctx.admin.get('/api/System/Menu', { keyword: 'sneak' })).data.list)).toHaveLength(0);
  });
});
