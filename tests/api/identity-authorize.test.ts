import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;
const org: Record<string, any> = {};
const role: Record<string, any> = {};

const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  sysadmin = await server.login('sysadmin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  for (const o of (await admin.get('/api/Permission/Organize', { pageSize: 100 })).data.list) org[o.enCode] = o;
  for (const r of (await admin.get('/api/Permission/Role')).data.list) role[r.enCode] = r;
});
afterAll(() => server?.close());

describe('authorization model', () => {
  it('answers grantable trees and what the role holds (JNPF shape)', async () => {
    const r = await admin.get(`/api/Permission/Authorize/Model/Role/${role.teacher.id}`);
    expect(r.code).toBe(200);
    expect(r.data.objectName).toBe('教师');
    for (const t of ['module', 'button', 'column', 'form', 'resource']) {
      expect(r.data[t]).toEqual({ list: expect.any(Array), ids: expect.any(Array), all: expect.any(Array) });
    }
    const modules = flat(r.data.module.list);
    const userMenu = modules.find((m) => m.enCode === 'permission.user');
    expect(r.data.module.ids).toContain(userMenu.id);
    expect(r.data.module.ids).not.toContain(modules.find((m) => m.enCode === 'permission.role').id);
    const buttons = flat(r.data.button.list).filter((n) => n.type === 'button' && n.parentId === userMenu.id);
    expect(buttons.filter((b) => r.data.button.ids.includes(b.id)).map((b) => b.enCode)).toEqual(['btn_edit']);
    const schemes = flat(r.data.resource.list).filter((n) => n.type === 'resource' && n.parentId === userMenu.id);
    expect(schemes.map((s) => s.scope)).toEqual(['all', 'organizeAndBelow', 'organize', 'department', 'self']);
  });

  it('school1 sees only what it holds as grantable, and cannot open a global role', async () => {
    const mine = await school1.post('/api/Permission/Role', { fullName: '班主任助理', enCode: 'cdyzAssistant', globalMark: 0, organizeId: org.CDYZ.id });
    role.assistant = { id: mine.data.id };
    const r = await school1.get(`/api/Permission/Authorize/Model/Role/${mine.data.id}`);
    expect(r.code, r.msg).toBe(200);
    const codes = flat(r.data.module.list).map((m) => m.enCode);
    expect(codes).toContain('permission.user');
    expect(codes).not.toContain('system.menu');
    expect(codes).not.toContain('permission.onlineUser');
    const schemes = flat(r.data.resource.list).filter((n) => n.type === 'resource');
    expect(schemes.some((s) => s.scope === 'all')).toBe(false);
    expect(schemes.some((s) => s.scope === 'organize')).toBe(true);
    expect((await school1.get(`/api/Permission/Authorize/Model/Role/${role.schoolAdmin.id}`)).code).toBe(404);
    expect((await school1.get(`/api/Permission/Authorize/Model/Role/${role.sysAdmin.id}`)).code).toBe(404);
  });

  it('school1 grants its own role what it holds; the holder sees it after sign-in', async () => {
    const model = (await school1.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data;
    const modules = flat(model.module.list);
    const want = modules.filter((m) => ['home', 'permission', 'permission.user'].includes(m.enCode)).map((m) => m.id);
    const userMenu = modules.find((m) => m.enCode === 'permission.user');
    const edit = flat(model.button.list).find((b) => b.type === 'button' && b.parentId === userMenu.id && b.enCode === 'btn_edit');
    const scheme = flat(model.resource.list).find((s) => s.type === 'resource' && s.parentId === userMenu.id && s.scope === 'department');
    const put = await school1.put(`/api/Permission/Authorize/Model/${role.assistant.id}`, {
      objectType: 'Role', module: want, button: [edit.id], column: [], form: [], resource: [scheme.id],
    });
    expect(put.code, put.msg).toBe(200);
    const again = (await school1.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data;
    expect(again.module.ids.sort()).toEqual(want.sort());
    // give a user the role and look through their eyes
    const me = (await school1.get('/api/Permission/Users', { keyword: 't0030' })).data.list[0];
    const u = (await admin.get(`/api/Permission/Users/${me.id}`)).data;
    const upd = await school1.put(`/api/Permission/Users/${me.id}`, {
      account: u.account, realName: u.realName, gender: u.gender, organizeId: u.organizeId, departmentId: u.departmentId, roleIds: [role.assistant.id], positionIds: u.positionIds,
    });
    expect(upd.code, upd.msg).toBe(200);
    const c = await server.login('t0030');
    const menus = flat((await c.get('/api/Common/Login/CurrentUser')).data.menuList).map((m) => m.enCode);
    expect(menus).toEqual(expect.arrayContaining(['home', 'permission.user']));
    const list = await c.get('/api/Permission/Users', { pageSize: 500 });
    expect(new Set(list.data.list.map((x: any) => x.departmentId))).toEqual(new Set([u.departmentId]));
    // columns were not granted: none are sent
    expect(list.data.list[0]).not.toHaveProperty('realName');
  });

  it('no one grants what they do not hold: school1 cannot add system.menu or 全部数据', async () => {
    const all = (await admin.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data;
    const sysMenu = flat(all.module.list).find((m) => m.enCode === 'system.menu');
    const before = (await admin.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data.module.ids;
    const r = await school1.put(`/api/Permission/Authorize/Model/${role.assistant.id}`, { objectType: 'Role', module: [...before, sysMenu.id] });
    expect(r.code).toBe(403);
    expect(r.msg).toBe('不能授予自己未拥有的权限');
    const allScheme = flat(all.resource.list).find((s) => s.type === 'resource' && s.scope === 'all');
    expect((await school1.post(`/api/Permission/Authorize/Data/${role.assistant.id}`, { objectType: 'Role', resource: [allScheme.id] })).code).toBe(403);
    expect((await admin.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data.module.ids.sort()).toEqual([...before].sort());
    // nor grant themselves more through a user-level grant
    const self = (await school1.get('/api/Permission/Users', { keyword: 'school1' })).data.list[0];
    expect((await school1.put(`/api/Permission/Authorize/Model/${self.id}`, { objectType: 'User', module: [sysMenu.id] })).code).toBe(403);
  });

  it('a replace by school1 leaves grants it cannot see untouched', async () => {
    const model = (await admin.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data;
    const sysMenu = flat(model.module.list).find((m) => m.enCode === 'system.menu');
    expect((await admin.post(`/api/Permission/Authorize/Data/${role.assistant.id}`, { objectType: 'Role', module: [...model.module.ids, sysMenu.id] })).code).toBe(200);
    expect((await school1.put(`/api/Permission/Authorize/Model/${role.assistant.id}`, { objectType: 'Role', module: [] })).code).toBe(200);
    const after = (await admin.get(`/api/Permission/Authorize/Model/Role/${role.assistant.id}`)).data.module.ids;
    expect(after).toEqual([sysMenu.id]);
  });

  it('Data/{id}/Values answers one item type, narrowed to menus', async () => {
    const model = (await admin.get(`/api/Permission/Authorize/Model/Role/${role.teacher.id}`)).data;
    const userMenu = flat(model.module.list).find((m) => m.enCode === 'permission.user');
    const r = await admin.post(`/api/Permission/Authorize/Data/${role.teacher.id}/Values`, { objectType: 'Role', type: 'column', moduleIds: [userMenu.id] });
    expect(r.code).toBe(200);
    expect(r.data.all).toHaveLength(11);
    expect(r.data.ids).toHaveLength(9);
    expect((await admin.post(`/api/Permission/Authorize/Data/${role.teacher.id}/Values`, { objectType: 'Role', type: 'secret' })).code).toBe(400);
  });

  it('batch grants data schemes to several objects, all or nothing', async () => {
    const pos = (await admin.get('/api/Permission/Position', { organizeId: org.CDYZ.id })).data.list;
    const model = (await admin.get(`/api/Permission/Authorize/Model/Position/${pos[0].id}`)).data;
    const userMenu = flat(model.module.list).find((m) => m.enCode === 'permission.user');
    const scheme = flat(model.resource.list).find((s) => s.type === 'resource' && s.parentId === userMenu.id && s.scope === 'self');
    const r = await sysadmin.post('/api/Permission/Authorize/Data/Batch', {
      objects: pos.slice(0, 2).map((p: any) => ({ objectType: 'Position', objectId: p.id })),
      module: [userMenu.id],
      resource: [scheme.id],
    });
    expect(r.code, r.msg).toBe(200);
    for (const p of pos.slice(0, 2)) {
      const m = (await admin.get(`/api/Permission/Authorize/Model/Position/${p.id}`)).data;
      expect(m.resource.ids).toContain(scheme.id);
    }
    const otherPos = (await admin.get('/api/Permission/Position', { organizeId: org.CDSYXX.id })).data.list[0];
    const mixed = await school1.post('/api/Permission/Authorize/Data/Batch', {
      objects: [{ objectType: 'Position', objectId: pos[3].id }, { objectType: 'Position', objectId: otherPos.id }],
      module: [userMenu.id],
    });
    expect(mixed.code).toBe(404);
    expect((await admin.get(`/api/Permission/Authorize/Model/Position/${pos[3].id}`)).data.module.ids).not.toContain(userMenu.id);
  });

  it('unknown ids, bad object types and callers without the authorize menu are refused', async () => {
    expect((await admin.put(`/api/Permission/Authorize/Model/${role.teacher.id}`, { objectType: 'Role', module: ['no-such-id'] })).code).toBe(400);
    expect((await admin.get(`/api/Permission/Authorize/Model/Group/${role.teacher.id}`)).code).toBe(400);
    expect((await admin.get('/api/Permission/Authorize/Model/Role/no-such-role')).code).toBe(404);
    expect((await teacher.get(`/api/Permission/Authorize/Model/Role/${role.teacher.id}`)).code).toBe(403);
    expect((await teacher.put(`/api/Permission/Authorize/Model/${role.teacher.id}`, { objectType: 'Role', module: [] })).code).toBe(403);
    expect((await admin.get(`/api/Permission/Authorize/Model/Role/${role.teacher.id}`)).data.module.ids.length).toBeGreaterThan(3);
  });
});

describe('menu configuration', () => {
  it('lists top-level menus and saves hide and order; the last shown one cannot be hidden', async () => {
    const r = await teacher.get('/api/Permission/ModuleUser/Current');
    expect(r.data.list[0]).toEqual(expect.objectContaining({ moduleId: expect.any(String), moduleName: expect.any(String), isHidden: 0, sortCode: expect.any(Number) }));
    const ids = r.data.list.map((m: any) => m.moduleId);
    const hideOne = await teacher.put('/api/Permission/ModuleUser/Current', { list: [{ moduleId: ids[0], isHidden: 1, sortCode: 0 }] });
    expect(hideOne.code).toBe(200);
    const menus = (await teacher.get('/api/Common/Login/CurrentUser')).data.menuList.map((m: any) => m.id);
    expect(menus).not.toContain(ids[0]);
    const all = await teacher.put('/api/Permission/ModuleUser/Current', { list: ids.map((id: string) => ({ moduleId: id, isHidden: 1, sortCode: 0 })) });
    expect(all.code).toBe(400);
    expect(all.msg).toBe('至少保留一个菜单显示');
    expect((await teacher.get('/api/Common/Login/CurrentUser')).data.menuList.length).toBe(ids.length - 1);
  });

  it('administrators read and batch-set users\' menu configuration within data permission', async () => {
    const t = (await school1.get('/api/Permission/Users', { keyword: 't0031' })).data.list[0];
    const r = await school1.post('/api/Permission/ModuleUser/Data/GetModulesByUserId', { userId: t.id });
    expect(r.code).toBe(200);
    const first = r.data.list[0].moduleId;
    const b = await school1.post('/api/Permission/ModuleUser/Data/BatchUpdate', { userIds: [t.id], list: [{ moduleId: first, isHidden: 1, sortCode: 5 }] });
    expect(b.code, b.msg).toBe(200);
    const after = (await school1.post('/api/Permission/ModuleUser/Data/GetModulesByUserId', { userId: t.id })).data.list;
    expect(after.find((m: any) => m.moduleId === first)).toMatchObject({ isHidden: 1, sortCode: 5 });
    const other = (await admin.get('/api/Permission/Users', { keyword: 'school2' })).data.list[0];
    expect((await school1.post('/api/Permission/ModuleUser/Data/GetModulesByUserId', { userId: other.id })).code).toBe(404);
    expect((await school1.post('/api/Permission/ModuleUser/Data/BatchUpdate', { userIds: [t.id, other.id], list: [] })).code).toBe(404);
    // the teacher holds the user menu with btn_edit (own school only); other schools stay out of reach
    expect((await teacher.post('/api/Permission/ModuleUser/Data/BatchUpdate', { userIds: [other.id], list: [] })).code).toBe(404);
    expect((await server.anonymous.post('/api/Permission/ModuleUser/Data/GetModulesByUserId', { userId: t.id })).code).toBe(602);
  });
});

describe('online users', () => {
  it('lists live sessions with user, organisation, IP and times; keyword filters', async () => {
    const r = await admin.get('/api/Permission/OnlineUser', { keyword: 'teacher' });
    expect(r.code).toBe(200);
    expect(r.data.list[0]).toMatchObject({ userAccount: 'teacher', userName: '张晓燕', organizeName: '城东第一中学', loginIPAddress: expect.any(String), loginAddress: '本机' });
    expect(r.data.list[0].loginTime).toBeGreaterThan(Date.now() - 600_000);
    expect((await admin.get('/api/Permission/OnlineUser', { sidx: 'token_hash' })).code).toBe(400);
  });

  it('forces a session offline: its next call answers 601 and live is told', async () => {
    const victim = await server.login('t0040');
    const events: any[] = [];
    const off = server.app.events.on('sessionsEnded', (e) => events.push(e));
    const s = (await admin.get('/api/Permission/OnlineUser', { keyword: 't0040' })).data.list[0];
    const r = await admin.delete(`/api/Permission/OnlineUser/${s.id}`);
    expect(r.code).toBe(200);
    off();
    expect(events[0]).toMatchObject({ sessionIds: [s.id], reason: 'forced' });
    expect((await victim.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    expect((await admin.delete(`/api/Permission/OnlineUser/${s.id}`)).code).toBe(404);
  });

  it('batch forced offline', async () => {
    const a = await server.login('t0041');
    const b = await server.login('t0042');
    const list = (await admin.get('/api/Permission/OnlineUser', { keyword: 't004', pageSize: 50 })).data.list;
    const ids = list.filter((x: any) => ['t0041', 't0042'].includes(x.userAccount)).map((x: any) => x.id);
    const r = await admin.post('/api/Permission/OnlineUser/Actions/BatchDelete', { ids });
    expect(r.data.count).toBe(2);
    expect((await a.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    expect((await b.get('/api/Common/Login/CurrentUser')).code).toBe(601);
  });

  it('only administrators: school1 and teacher get 403 and nobody is kicked', async () => {
    const s = (await admin.get('/api/Permission/OnlineUser', { keyword: 'sysadmin' })).data.list[0];
    expect((await school1.get('/api/Permission/OnlineUser')).code).toBe(403);
    expect((await teacher.delete(`/api/Permission/OnlineUser/${s.id}`)).code).toBe(403);
    expect((await school1.post('/api/Permission/OnlineUser/Actions/BatchDelete', { ids: [s.id] })).code).toBe(403);
    expect((await sysadmin.get('/api/Common/Login/CurrentUser')).code).toBe(200);
  });
});
