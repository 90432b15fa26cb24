import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, md5, type Client, type TestServer } from '../support/server';

let server: TestServer;
let admin: Client;
let school1: Client;
let teacher: Client;
const org: Record<string, any> = {};

const flatten = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  const list = (await admin.get('/api/Permission/Organize', { pageSize: 100 })).data.list;
  for (const o of list) org[o.enCode] = o;
});
afterAll(() => server?.close());

describe('organisations', () => {
  it('lists organisations in tree order with paging and keyword', async () => {
    const r = await admin.get('/api/Permission/Organize', { pageSize: 2 });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(2);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 });
    expect(r.data.list[0]).toMatchObject({ enCode: 'CDJYJ', parentId: '-1', category: 'company', hasChildren: true });
    const k = await admin.get('/api/Permission/Organize', { keyword: '实验' });
    expect(k.data.list.map((o: any) => o.fullName)).toEqual(['城东实验小学']);
  });

  it('a school administrator lists and reads only their own school', async () => {
    const r = await school1.get('/api/Permission/Organize');
    expect(r.data.list.map((o: any) => o.enCode)).toEqual(['CDYZ']);
    expect((await school1.get(`/api/Permission/Organize/${org.CDSYXX.id}`)).code).toBe(404);
    expect((await school1.get(`/api/Permission/Organize/${org.CDYZ.id}`)).data.fullName).toBe('城东第一中学');
  });

  it('the tree answers companies and departments; the selector companies only', async () => {
    const tree = (await admin.get('/api/Permission/Organize/Tree')).data.list;
    expect(tree).toHaveLength(1);
    const nodes = flatten(tree);
    expect(nodes[0]).toMatchObject({ fullName: '城东区教育局', type: 'company', hasChildren: true, parentId: '-1' });
    expect(Object.keys(nodes[0])).toEqual(expect.arrayContaining(['id', 'parentId', 'fullName', 'enCode', 'hasChildren', 'children', 'type', 'icon']));
    expect(nodes.some((n) => n.type === 'department')).toBe(true);
    const sel = flatten((await admin.get('/api/Permission/Organize/Selector')).data.list);
    expect(new Set(sel.map((n) => n.type))).toEqual(new Set(['company']));
    expect(sel).toHaveLength(4);
    // id excludes a subtree (a node cannot become its own parent)
    const without = flatten((await admin.get('/api/Permission/Organize/Selector', { id: org.CDJYJ.id })).data.list);
    expect(without).toHaveLength(0);
    // school1's tree starts at its own school; a teacher (no organisation menu) sees their school too
    const mine = (await school1.get('/api/Permission/Organize/Tree')).data.list;
    expect(mine.map((n: any) => n.enCode)).toEqual(['CDYZ']);
    const t = (await teacher.get('/api/Permission/Organize/Tree')).data.list;
    expect(t.map((n: any) => n.enCode)).toEqual(['CDYZ']);
  });

  it('getSchoolList answers the schools', async () => {
    const r = await admin.get('/api/Permission/Organize/getSchoolList');
    expect(r.data.list.map((s: any) => s.enCode)).toEqual(['CDYZ', 'CDSYXX', 'CDEZ']);
  });

  it('creates, moves, updates and deletes an organisation, keeping tree paths', async () => {
    const c = await admin.post('/api/Permission/Organize', { parentId: org.CDJYJ.id, fullName: '城东第三中学', enCode: 'CDSZ', sortCode: 9 });
    expect(c.code, c.msg).toBe(200);
    const id = c.data.id;
    const d = await admin.post('/api/Permission/Organize/Department', { parentId: id, fullName: '教务处', enCode: 'CDSZ.JWC' });
    expect(d.code, d.msg).toBe(200);
    // move the new school under 城东第一中学
    const got = (await admin.get(`/api/Permission/Organize/${id}`)).data;
    const mv = await admin.put(`/api/Permission/Organize/${id}`, { parentId: org.CDYZ.id, fullName: got.fullName, enCode: got.enCode });
    expect(mv.code, mv.msg).toBe(200);
    const [row] = await server.database.query<any>('SELECT tree_path FROM organize WHERE id = $1', [d.data.id]);
    expect(row.tree_path).toBe(`/${org.CDJYJ.id}/${org.CDYZ.id}/${id}/${d.data.id}/`);
    // the moved school is now inside school1's scope
    expect((await school1.get(`/api/Permission/Organize/${id}`)).code).toBe(200);
    // moving the bureau under its own descendant is refused
    const bad = await admin.put(`/api/Permission/Organize/${org.CDJYJ.id}`, { parentId: id, fullName: '城东区教育局', enCode: 'CDJYJ' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('不能移动到自身或其下级之下');
    // delete with a department is refused, then succeeds once empty
    expect((await admin.delete(`/api/Permission/Organize/${id}`)).msg).toBe('该组织下有部门或下级组织，不能删除');
    expect((await admin.delete(`/api/Permission/Organize/Department/${d.data.id}`)).code).toBe(200);
    expect((await admin.delete(`/api/Permission/Organize/${id}`)).code).toBe(200);
    expect((await admin.get(`/api/Permission/Organize/${id}`)).code).toBe(404);
  });

  it('refuses names with symbols and bad codes, reporting both fields, and stores nothing', async () => {
    const before = (await admin.get('/api/Permission/Organize')).data.pagination.total;
    const r = await admin.post('/api/Permission/Organize', { parentId: org.CDJYJ.id, fullName: '坏名字!@#', enCode: '.bad.' });
    expect(r.code).toBe(400);
    expect(r.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    expect(r.msg).toContain('名称不能含有特殊符号');
    const dup = await admin.post('/api/Permission/Organize', { parentId: org.CDJYJ.id, fullName: '新学校', enCode: 'cdyz' });
    expect(dup.msg).toBe('编码已存在');
    const empty = await admin.post('/api/Permission/Organize', { parentId: org.CDJYJ.id, fullName: ' ', enCode: '' });
    expect(empty.data.map((e: any) => e.message).sort()).toEqual(['名称不能为空', '编码不能为空'].sort());
    expect((await admin.get('/api/Permission/Organize')).data.pagination.total).toBe(before);
  });

  it('refuses deleting an organisation with users', async () => {
    const r = await admin.delete(`/api/Permission/Organize/${org.CDSYXX.id}`);
    expect(r.code).toBe(400);
    expect(r.msg).toBe('该组织下有部门或下级组织，不能删除');
  });

  it('school1 cannot create under, change or delete another school', async () => {
    expect((await school1.post('/api/Permission/Organize', { parentId: org.CDSYXX.id, fullName: '分校', enCode: 'FX1' })).code).toBe(400);
    const put = await school1.put(`/api/Permission/Organize/${org.CDSYXX.id}`, { parentId: org.CDJYJ.id, fullName: '改名', enCode: 'CDSYXX' });
    expect(put.code).toBe(404);
    expect((await school1.delete(`/api/Permission/Organize/${org.CDSYXX.id}`)).code).toBe(404);
    expect((await admin.get(`/api/Permission/Organize/${org.CDSYXX.id}`)).data.fullName).toBe('城东实验小学');
    // and may not create a new district root
    expect((await school1.post('/api/Permission/Organize', { parentId: '-1', fullName: '新区', enCode: 'XQ' })).code).toBe(403);
  });

  it('school1 edits its own school without moving it', async () => {
    const mine = (await school1.get(`/api/Permission/Organize/${org.CDYZ.id}`)).data;
    const r = await school1.put(`/api/Permission/Organize/${org.CDYZ.id}`, { parentId: mine.parentId, fullName: mine.fullName, enCode: mine.enCode, description: '市级示范校' });
    expect(r.code, r.msg).toBe(200);
    expect((await admin.get(`/api/Permission/Organize/${org.CDYZ.id}`)).data.description).toBe('市级示范校');
  });

  it('teacher has no organisation menu: 403 and nothing changes', async () => {
    expect((await teacher.get('/api/Permission/Organize')).code).toBe(403);
    expect((await teacher.post('/api/Permission/Organize', { parentId: org.CDYZ.id, fullName: '分校', enCode: 'FX2' })).code).toBe(403);
    expect((await admin.get('/api/Permission/Organize', { keyword: '分校' })).data.list).toHaveLength(0);
  });

  it('generates a school administrator account and resets it on the second call', async () => {
    const r = await admin.post('/api/Permission/Organize/GetAdminAccountPassword', { organizeId: org.CDSYXX.id });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.account).toBe('cdsyxxadmin');
    expect(r.data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    const c = await server.login('cdsyxxadmin', r.data.password);
    const me = (await c.get('/api/Common/Login/CurrentUser')).data;
    expect(me.userInfo.organizeId).toBe(org.CDSYXX.id);
    const again = await admin.post('/api/Permission/Organize/GetAdminAccountPassword', { organizeId: org.CDSYXX.id });
    expect(again.data.password).not.toBe(r.data.password);
    expect((await c.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    const old = await server.anonymous.post('/api/Common/Login/Login', { account: 'cdsyxxadmin', password: md5(r.data.password) });
    expect(old.code).toBe(400);
    // school1 may not do it for another school, nor the teacher at all
    expect((await school1.post('/api/Permission/Organize/GetAdminAccountPassword', { organizeId: org.CDSYXX.id })).code).toBe(404);
    expect((await teacher.post('/api/Permission/Organize/GetAdminAccountPassword', { organizeId: org.CDYZ.id })).code).toBe(403);
  });
});

describe('departments', () => {
  it('lists the departments of one organisation with paging and keyword', async () => {
    const r = await admin.get(`/api/Permission/Organize/${org.CDYZ.id}/Department`, { pageSize: 5 });
    expect(r.data.pagination.total).toBe(8);
    expect(r.data.list).toHaveLength(5);
    expect(r.data.list[0]).toMatchObject({ category: 'department', organizeId: org.CDYZ.id });
    const k = await admin.get(`/api/Permission/Organize/${org.CDYZ.id}/Department`, { keyword: '教研' });
    expect(k.data.list.every((d: any) => d.fullName.includes('教研'))).toBe(true);
  });

  it('school1 cannot list, read or change another school\'s departments by id', async () => {
    const other = (await admin.get(`/api/Permission/Organize/${org.CDSYXX.id}/Department`)).data.list[0];
    expect((await school1.get(`/api/Permission/Organize/${org.CDSYXX.id}/Department`)).data.list).toHaveLength(0);
    expect((await school1.get(`/api/Permission/Organize/Department/${other.id}`)).code).toBe(404);
    expect((await school1.put(`/api/Permission/Organize/Department/${other.id}`, { parentId: other.parentId, fullName: '改', enCode: other.enCode })).code).toBe(404);
    expect((await school1.delete(`/api/Permission/Organize/Department/${other.id}`)).code).toBe(404);
    // nor move its own department into another school
    const mine = (await school1.get(`/api/Permission/Organize/${org.CDYZ.id}/Department`)).data.list[0];
    const mv = await school1.put(`/api/Permission/Organize/Department/${mine.id}`, { parentId: org.CDSYXX.id, fullName: mine.fullName, enCode: mine.enCode });
    expect(mv.code).toBe(400);
    expect((await admin.get(`/api/Permission/Organize/Department/${mine.id}`)).data.parentId).toBe(org.CDYZ.id);
  });

  it('nests departments, refuses a move under a descendant and deleting one with users', async () => {
    const a = await school1.post('/api/Permission/Organize/Department', { parentId: org.CDYZ.id, fullName: '年级组', enCode: 'CDYZ.NJZ' });
    expect(a.code, a.msg).toBe(200);
    const b = await school1.post('/api/Permission/Organize/Department', { parentId: a.data.id, fullName: '初一年级', enCode: 'CDYZ.NJZ.C1' });
    expect(b.code, b.msg).toBe(200);
    const mv = await school1.put(`/api/Permission/Organize/Department/${a.data.id}`, { parentId: b.data.id, fullName: '年级组', enCode: 'CDYZ.NJZ' });
    expect(mv.msg).toBe('不能移动到自身或其下级之下');
    expect((await school1.delete(`/api/Permission/Organize/Department/${a.data.id}`)).msg).toBe('该部门下有下级部门，不能删除');
    const withUsers = (await admin.get(`/api/Permission/Organize/${org.CDYZ.id}/Department`, { keyword: '语文' })).data.list[0];
    expect((await school1.delete(`/api/Permission/Organize/Department/${withUsers.id}`)).msg).toBe('该部门下有用户，不能删除');
    const sel = flatten((await school1.get('/api/Permission/Organize/Department/Selector')).data.list);
    expect(sel.find((n) => n.id === b.data.id)).toMatchObject({ parentId: a.data.id, type: 'department' });
  });

  it('moving a department to another school takes its users along', async () => {
    const d = await admin.post('/api/Permission/Organize/Department', { parentId: org.CDEZ.id, fullName: '临时组', enCode: 'CDEZ.LSZ' });
    const u = await admin.post('/api/Permission/Users', { account: 'movetest1', realName: '周移', organizeId: org.CDEZ.id, departmentId: d.data.id, password: 'abc12345' });
    expect(u.code, u.msg).toBe(200);
    const mv = await admin.put(`/api/Permission/Organize/Department/${d.data.id}`, { parentId: org.CDYZ.id, fullName: '临时组', enCode: 'CDEZ.LSZ' });
    expect(mv.code, mv.msg).toBe(200);
    const user = (await admin.get(`/api/Permission/Users/${u.data.id}`)).data;
    expect(user.organizeId).toBe(org.CDYZ.id);
    expect((await admin.get(`/api/Permission/Organize/Department/${d.data.id}`)).data.organizeId).toBe(org.CDYZ.id);
  });

  it('teacher may not create departments', async () => {
    expect((await teacher.post('/api/Permission/Organize/Department', { parentId: org.CDYZ.id, fullName: '偷建', enCode: 'TJ' })).code).toBe(403);
  });
});
