import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { ids, visitorEntity, visitorPage } from './designer-fixtures';

/*
 * Issue 13: the designer's 数据权限 switch (page schema `dataPermission`). On, a designed page's
 * records narrow to the caller's data schemes on its menu; off, every row the caller's grants allow.
 * Two users of the same school with different schemes on the menu: 教师 holds 本人数据 (own records),
 * 学校管理员 holds 本组织 (their school's records).
 */

let server: TestServer;
let admin: Client;
let teacher: Client;
let school1: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  teacher = await server.login('teacher');
  school1 = await server.login('school1');
});
afterAll(() => server?.close());

const V = '/api/VisualDevelopment';
const names = async (c: Client, M: string) => ((await c.get(`${M}/List`)).data.list as { visitorName: string }[]).map((r) => r.visitorName).sort();

describe('数据权限 on a designed page', () => {
  it('narrows the list and the record routes to each caller’s scheme when on, and answers every granted row when off', async () => {
    const { campus, teacherRole, schoolAdminRole } = await ids(server);
    const page = { ...visitorPage(), dataPermission: true };
    const id = (await admin.post(V, visitorEntity('campus.visitorScoped', page))).data.id;
    const M = `${V}/Model/${id}`;
    const published = await admin.post(`${V}/${id}/Actions/Publish`, {
      parentId: campus, fullName: '访客登记(权限)', icon: 'TeamOutlined', type: 3, roleIds: [teacherRole, schoolAdminRole],
    });
    expect(published.code, published.msg).toBe(200);
    const menuId = published.data.menuId;
    // 系统菜单 shows the page's switch on the menu.
    expect((await server.database.query<{ u: number }>('SELECT use_data_permission AS u FROM module WHERE id = $1', [menuId]))[0].u).toBe(1);

    // The menu's schemes, each given to one of the two users.
    const scheme = async (enCode: string, fullName: string, scope: string) => {
      const r = await admin.post(`/api/System/Menu/${menuId}/DataScheme`, { enCode, fullName, scope, conditionJson: '[]' });
      expect(r.code, r.msg).toBe(200);
      return (await server.database.query<{ id: string }>('SELECT id FROM module_data_scheme WHERE module_id = $1 AND en_code = $2', [menuId, enCode]))[0].id;
    };
    const own = await scheme('own', '本人数据', 'self');
    const school = await scheme('school', '本组织', 'organize');
    const user = async (account: string) => (await server.database.query<{ id: string; organize_id: string }>('SELECT id, organize_id FROM users WHERE account = $1', [account]))[0];
    const [t, s, a] = [await user('teacher'), await user('school1'), await user('admin')];
    expect(t.organize_id).toBe(s.organize_id);
    expect(a.organize_id).not.toBe(s.organize_id);
    expect((await admin.post(`/api/Permission/Authorize/Data/${t.id}`, { objectType: 'User', resource: [own] })).code).toBe(200);
    expect((await admin.post(`/api/Permission/Authorize/Data/${s.id}`, { objectType: 'User', resource: [school] })).code).toBe(200);

    // One record each: the teacher's, the school admin's, and one of the district office (admin's).
    const add = async (c: Client, visitorName: string) => {
      const r = await c.post(M, { visitorName, phone: '13800138000', purpose: 'business' });
      expect(r.code, r.msg).toBe(200);
      return r.data.id as string;
    };
    await add(teacher, '教师的访客');
    const bySchool = await add(school1, '学校的访客');
    const byOffice = await add(admin, '教育局的访客');

    // On: each sees what their scheme reaches, in the list and behind an id.
    expect(await names(teacher, M)).toEqual(['教师的访客']);
    expect(await names(school1, M)).toEqual(['学校的访客', '教师的访客']);
    expect((await teacher.get(`${M}/${bySchool}`)).code).toBe(404);
    expect((await school1.get(`${M}/${byOffice}`)).code).toBe(404);
    expect((await teacher.put(`${M}/${bySchool}`, { visitorName: '改了', phone: '13800138000', purpose: 'business' })).code).toBe(404);
    expect((await server.database.query<{ n: string }>(`SELECT data->>'visitorName' AS n FROM model_record WHERE id = $1`, [bySchool]))[0].n).toBe('学校的访客');

    // Off (the designer unticks it and saves): every row the menu grant allows, the same for both.
    const current = (await admin.get(`${V}/${id}`)).data;
    const saved = await admin.put(`${V}/${id}`, { ...visitorEntity('campus.visitorScoped', { ...current.pageSchema, dataPermission: false }), id });
    expect(saved.code, saved.msg).toBe(200);
    const all = ['学校的访客', '教师的访客', '教育局的访客'].sort();
    expect(await names(teacher, M)).toEqual(all);
    expect(await names(school1, M)).toEqual(all);
    expect((await teacher.get(`${M}/${bySchool}`)).code).toBe(200);
  });
});
