import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

let server: TestServer;
let admin: Client;
let school1: Client;
let teacher: Client;
const org: Record<string, any> = {};
const role: Record<string, any> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  for (const o of (await admin.get('/api/Permission/Organize', { pageSize: 100 })).data.list) org[o.enCode] = o;
  for (const r of (await admin.get('/api/Permission/Role')).data.list) role[r.enCode] = r;
});
afterAll(() => server?.close());

describe('positions', () => {
  it('lists positions with paging, keyword and organisation filter', async () => {
    const r = await admin.get('/api/Permission/Position', { pageSize: 5 });
    expect(r.data.pagination.total).toBe(12);
    expect(r.data.list).toHaveLength(5);
    const k = await admin.get('/api/Permission/Position', { keyword: '班主任' });
    expect(k.data.list).toHaveLength(3);
    const mine = await admin.get('/api/Permission/Position', { organizeId: org.CDYZ.id });
    expect(mine.data.list.map((p: any) => p.fullName)).toEqual(['校长', '教务主任', '班主任', '任课教师']);
    expect(mine.data.list[3].userCount).toBeGreaterThan(50);
  });

  it('school1 sees only its school\'s positions, All and SelectorOnlyOneOrg stay in scope', async () => {
    const r = await school1.get('/api/Permission/Position', { pageSize: 100 });
    expect(new Set(r.data.list.map((p: any) => p.organizeId))).toEqual(new Set([org.CDYZ.id]));
    const all = await school1.get('/api/Permission/Position/All');
    expect(all.data.list).toHaveLength(4);
    expect(all.data.list[0]).toMatchObject({ type: 'position', parentId: org.CDYZ.id });
    expect((await admin.get('/api/Permission/Position/All')).data.list).toHaveLength(12);
    const one = await admin.get('/api/Permission/Position/SelectorOnlyOneOrg', { organizeid: org.CDSYXX.id });
    expect(one.data.list).toHaveLength(4);
    expect((await school1.get('/api/Permission/Position/SelectorOnlyOneOrg', { organizeid: org.CDSYXX.id })).data.list).toHaveLength(0);
    expect((await admin.get('/api/Permission/Position/SelectorOnlyOneOrg')).code).toBe(400);
  });

  it('creates, reads, updates and deletes a position; refuses deleting one held by users', async () => {
    const c = await school1.post('/api/Permission/Position', { organizeId: org.CDYZ.id, fullName: '年级组长', enCode: 'CDYZ.NJZZ', type: 'management' });
    expect(c.code, c.msg).toBe(200);
    const got = await school1.get(`/api/Permission/Position/${c.data.id}`);
    expect(got.data).toMatchObject({ fullName: '年级组长', organizeName: '城东第一中学', userCount: 0 });
    const u = await school1.put(`/api/Permission/Position/${c.data.id}`, { organizeId: org.CDYZ.id, fullName: '年级主任', enCode: 'CDYZ.NJZZ' });
    expect(u.code, u.msg).toBe(200);
    expect((await school1.get(`/api/Permission/Position/${c.data.id}`)).data.fullName).toBe('年级主任');
    const held = (await admin.get('/api/Permission/Position', { organizeId: org.CDYZ.id, keyword: '任课' })).data.list[0];
    const del = await school1.delete(`/api/Permission/Position/${held.id}`);
    expect(del.msg).toBe('该岗位下有用户，不能删除');
    expect((await school1.delete(`/api/Permission/Position/${c.data.id}`)).code).toBe(200);
    expect((await school1.get(`/api/Permission/Position/${c.data.id}`)).code).toBe(404);
  });

  it('refuses bad input, duplicates, and another school, changing nothing', async () => {
    const before = (await admin.get('/api/Permission/Position')).data.pagination.total;
    const bad = await school1.post('/api/Permission/Position', { organizeId: org.CDYZ.id, fullName: '校长<script>', enCode: 'a b' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    const dup = await school1.post('/api/Permission/Position', { organizeId: org.CDYZ.id, fullName: '新岗位', enCode: 'cdyz.xz' });
    expect(dup.msg).toBe('编码已存在');
    const other = await school1.post('/api/Permission/Position', { organizeId: org.CDSYXX.id, fullName: '新岗位', enCode: 'X.NEW' });
    expect(other.code).toBe(403);
    const theirs = (await admin.get('/api/Permission/Position', { organizeId: org.CDSYXX.id })).data.list[0];
    expect((await school1.get(`/api/Permission/Position/${theirs.id}`)).code).toBe(404);
    expect((await school1.put(`/api/Permission/Position/${theirs.id}`, { organizeId: org.CDSYXX.id, fullName: '改', enCode: theirs.enCode })).code).toBe(404);
    expect((await school1.delete(`/api/Permission/Position/${theirs.id}`)).code).toBe(404);
    expect((await teacher.get('/api/Permission/Position')).code).toBe(403);
    expect((await admin.get('/api/Permission/Position')).data.pagination.total).toBe(before);
  });
});

describe('roles', () => {
  it('lists global roles for the admin; a school admin sees only its school\'s roles', async () => {
    const r = await admin.get('/api/Permission/Role', { keyword: '管理员' });
    expect(r.data.list.map((x: any) => x.fullName)).toEqual(['系统管理员', '学校管理员']);
    expect(r.data.list[0]).toMatchObject({ globalMark: 1, enabledMark: 1 });
    expect((await school1.get('/api/Permission/Role')).data.list).toHaveLength(0);
    expect((await school1.get(`/api/Permission/Role/${role.sysAdmin.id}`)).code).toBe(404);
  });

  it('Role/Selector offers enabled global roles and the caller\'s school roles', async () => {
    const r = await school1.get('/api/Permission/Role/Selector');
    expect(r.data.list.map((x: any) => x.enCode)).toEqual(['sysAdmin', 'schoolAdmin', 'teacher']);
  });

  it('school1 creates, edits, toggles and deletes its own school role', async () => {
    const c = await school1.post('/api/Permission/Role', { fullName: '年级组长', enCode: 'cdyzGradeLead', globalMark: 0, organizeId: org.CDYZ.id });
    expect(c.code, c.msg).toBe(200);
    expect((await school1.get('/api/Permission/Role')).data.list.map((x: any) => x.fullName)).toEqual(['年级组长']);
    const u = await school1.put(`/api/Permission/Role/${c.data.id}`, { fullName: '年级组长', enCode: 'cdyzGradeLead', globalMark: 0, organizeId: org.CDYZ.id, description: '各年级负责人' });
    expect(u.code, u.msg).toBe(200);
    const s = await school1.put(`/api/Permission/Role/${c.data.id}/Actions/State`);
    expect(s.data.enabledMark).toBe(0);
    expect((await school1.get(`/api/Permission/Role/${c.data.id}`)).data.enabledMark).toBe(0);
    expect((await school1.put(`/api/Permission/Role/${c.data.id}/Actions/State`)).data.enabledMark).toBe(1);
    expect((await school1.delete(`/api/Permission/Role/${c.data.id}`)).code).toBe(200);
  });

  it('school1 may not create a global role, touch a global role, or use another school', async () => {
    expect((await school1.post('/api/Permission/Role', { fullName: '超级角色', enCode: 'superRole', globalMark: 1 })).code).toBe(403);
    expect((await school1.post('/api/Permission/Role', { fullName: '别校角色', enCode: 'otherRole', globalMark: 0, organizeId: org.CDSYXX.id })).code).toBe(403);
    expect((await school1.put(`/api/Permission/Role/${role.schoolAdmin.id}/Actions/State`)).code).toBe(404);
    expect((await school1.delete(`/api/Permission/Role/${role.sysAdmin.id}`)).code).toBe(404);
    expect((await admin.get(`/api/Permission/Role/${role.schoolAdmin.id}`)).data.enabledMark).toBe(1);
  });

  it('refuses deleting a role held by users, bad names and duplicate codes', async () => {
    expect((await admin.delete(`/api/Permission/Role/${role.teacher.id}`)).msg).toBe('该角色下有用户，不能删除');
    const bad = await admin.post('/api/Permission/Role', { fullName: '坏#角色', enCode: 'teacher' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('名称不能含有特殊符号');
    const dup = await admin.post('/api/Permission/Role', { fullName: '教师二', enCode: 'Teacher' });
    expect(dup.msg).toBe('编码已存在');
  });

  it('a disabled role stops granting its menus', async () => {
    const t2 = await server.login('teacher');
    expect((await t2.get('/api/Permission/Users')).code).toBe(200);
    await admin.put(`/api/Permission/Role/${role.teacher.id}/Actions/State`);
    expect((await t2.get('/api/Permission/Users')).code).toBe(403);
    await admin.put(`/api/Permission/Role/${role.teacher.id}/Actions/State`);
    expect((await t2.get('/api/Permission/Users')).code).toBe(200);
  });

  it('teacher has no role menu', async () => {
    expect((await teacher.get('/api/Permission/Role')).code).toBe(403);
    expect((await teacher.post('/api/Permission/Role', { fullName: '我的角色', enCode: 'mine' })).code).toBe(403);
  });
});

describe('user actions and pickers', () => {
  const userOf = async (account: string) => (await admin.get('/api/Permission/Users', { keyword: account })).data.list.find((u: any) => u.account === account);

  it('school1 resets a teacher\'s password: the old sessions answer 601 and the new password works', async () => {
    const target = await userOf('t0022');
    expect(target.organizeName).toBe('城东第一中学');
    const c = await server.login(target.account);
    const bad = await school1.post(`/api/Permission/Users/${target.id}/Actions/ResetPassword`, { userPassword: '123456' });
    expect(bad.msg).toBe('6-16位字符的密码（数字和字母组成）');
    expect((await c.get('/api/Common/Login/CurrentUser')).code).toBe(200);
    const r = await school1.post(`/api/Permission/Users/${target.id}/Actions/ResetPassword`, { userPassword: 'Reset2024' });
    expect(r.code, r.msg).toBe(200);
    expect((await c.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    await server.login(target.account, 'Reset2024');
  });

  it('school1 cannot reset or disable another school\'s user; teacher lacks the buttons', async () => {
    const other = await userOf('school2');
    expect((await school1.post(`/api/Permission/Users/${other.id}/Actions/ResetPassword`, { userPassword: 'abc12345' })).code).toBe(404);
    expect((await school1.put(`/api/Permission/Users/${other.id}/Actions/State`)).code).toBe(404);
    const colleague = await userOf('t0020');
    expect((await teacher.put(`/api/Permission/Users/${colleague.id}/Actions/State`)).code).toBe(403);
    expect((await teacher.post(`/api/Permission/Users/${colleague.id}/Actions/ResetPassword`, { userPassword: 'abc12345' })).code).toBe(403);
  });

  it('disabling a user ends their sessions; enabling lets them back; no one disables themselves', async () => {
    const u = await userOf('t0021');
    const c = await server.login('t0021');
    const off = await school1.put(`/api/Permission/Users/${u.id}/Actions/State`);
    expect(off.data.enabledMark).toBe(0);
    expect((await c.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    expect((await server.anonymous.post('/api/Common/Login/Login', { account: 't0021', password: 'x' })).code).toBe(400);
    expect((await school1.put(`/api/Permission/Users/${u.id}/Actions/State`)).data.enabledMark).toBe(1);
    await server.login('t0021');
    const me = await userOf('school1');
    expect((await school1.put(`/api/Permission/Users/${me.id}/Actions/State`)).msg).toBe('不能对自己执行该操作');
  });

  it('school1 cannot hand out the 系统管理员 role but can hand out 教师', async () => {
    const me = await userOf('school1');
    const base = { realName: '新老师', organizeId: me.organizeId, password: 'abc12345' };
    const up = await school1.post('/api/Permission/Users', { ...base, account: 'escalate1', roleIds: [role.sysAdmin.id] });
    expect(up.code).toBe(403);
    expect(up.msg).toBe('不能授予自己未拥有的权限');
    expect(await userOf('escalate1')).toBeUndefined();
    const okUser = await school1.post('/api/Permission/Users', { ...base, account: 'newteacher1', roleIds: [role.teacher.id] });
    expect(okUser.code, okUser.msg).toBe(200);
    // positions must belong to the user's organisation
    const otherPos = (await admin.get('/api/Permission/Position', { organizeId: org.CDSYXX.id })).data.list[0];
    const wrong = await school1.post('/api/Permission/Users', { ...base, account: 'newteacher2', positionIds: [otherPos.id] });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('岗位不存在或不属于所属组织');
  });

  it('Users/All lists pickable users within data permission', async () => {
    const all = await admin.get('/api/Permission/Users/All');
    expect(all.data.list.length).toBeGreaterThan(250);
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['account', 'departmentName', 'headIcon', 'id', 'organizeId', 'quickQuery', 'realName']);
    const mine = await teacher.get('/api/Permission/Users/All');
    expect(new Set(mine.data.list.map((u: any) => u.organizeId))).toEqual(new Set([org.CDYZ.id]));
    const k = await admin.get('/api/Permission/Users/All', { keyword: 'zxy' });
    expect(k.data.list.map((u: any) => u.account)).toContain('teacher');
  });

  it('Users/SelectorNoAut answers organisation and department nodes with users as leaves', async () => {
    const r = await teacher.get('/api/Permission/Users/SelectorNoAut', { keyword: '张晓燕' });
    const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);
    const nodes = flat(r.data.list);
    const me = nodes.find((n) => n.type === 'user');
    expect(me).toMatchObject({ account: 'teacher', fullName: '张晓燕/teacher', hasChildren: false });
    expect(nodes.map((n) => n.type)).toEqual(['company', 'company', 'department', 'user']);
    expect(me).not.toHaveProperty('mobile');
  });

  it('Users/Selector loads one level at a time inside the data permission', async () => {
    const root = await school1.get('/api/Permission/Users/Selector');
    expect(root.data.list.map((n: any) => n.fullName)).toEqual(['城东第一中学']);
    const level = await school1.get('/api/Permission/Users/Selector', { organizeId: org.CDYZ.id });
    expect(level.data.list.some((n: any) => n.type === 'department' && n.hasChildren)).toBe(true);
    const dept = level.data.list.find((n: any) => n.fullName === '语文教研组');
    const users = await school1.get('/api/Permission/Users/Selector', { organizeId: dept.id });
    expect(users.data.list.every((n: any) => n.type === 'user')).toBe(true);
    expect(users.data.list.map((n: any) => n.account)).toContain('teacher');
    expect((await school1.get('/api/Permission/Users/Selector', { organizeId: org.CDSYXX.id })).data.list).toHaveLength(0);
  });
});
