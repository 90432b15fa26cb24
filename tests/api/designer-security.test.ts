import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { designState, ids, visitorEntity } from './designer-fixtures';

/*
 * The designer's writes as an attacker would try them: school staff calling the design routes
 * directly, a designer handing a page to roles they may not authorise (their own, or any role when
 * they do not hold 权限授权), taking a page from roles, and downloading generated code without the
 * 代码生成 menu. Each refusal leaves pages, versions, menus and grants exactly as they were.
 */

let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;
let designer: Client;
let pageId: string;

const V = '/api/VisualDevelopment';

/** A 页面设计员: the designer and the menu screen with their buttons, but neither 权限授权 nor 代码生成. */
async function designerAccount(s: TestServer): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => s.database.query<{ id: string }>(sql, params);
  const [role] = await q(`INSERT INTO role (full_name, en_code, type, description, sort_code) VALUES ('页面设计员', 'pageDesigner', 'user', '', 9) RETURNING id`);
  const codes = ['onlineDev', 'onlineDev.webDesign', 'system', 'system.menu'];
  await q(`INSERT INTO authorize (item_type, item_id, object_type, object_id) SELECT 'module', id, 'Role', $1 FROM module WHERE en_code = ANY($2::text[])`, [role.id, codes]);
  await q(
    `INSERT INTO authorize (item_type, item_id, object_type, object_id)
     SELECT 'button', b.id, 'Role', $1 FROM module_button b JOIN module m ON m.id = b.module_id WHERE m.en_code = ANY($2::text[])`,
    [role.id, codes],
  );
  const [user] = await q(
    `INSERT INTO users (account, real_name, quick_query, gender, organize_id, department_id, password_hash, sort_code)
     SELECT 'designer1', '设计员', 'sjy', gender, organize_id, department_id, password_hash, sort_code FROM users WHERE account = 'teacher' RETURNING id`,
  );
  await q(`INSERT INTO user_relation (user_id, object_type, object_id) VALUES ($1, 'Role', $2)`, [user.id, role.id]);
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  sysadmin = await server.login('sysadmin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  await designerAccount(server);
  designer = await server.login('designer1');
  pageId = (await admin.post(V, visitorEntity('campus.guarded'))).data.id;
});
afterAll(() => server?.close());

describe('design routes refuse school staff', () => {
  it('a teacher and a school head can neither save, draft, restore nor publish a page', async () => {
    const { campus, teacherRole } = await ids(server);
    const page = (await admin.get(`${V}/${pageId}`)).data;
    const before = await designState(server, pageId);
    for (const who of [teacher, school1]) {
      const calls = [
        await who.post(V, visitorEntity('campus.stolen')),
        await who.put(`${V}/${pageId}`, { ...visitorEntity('campus.guarded', { ...page.pageSchema, title: '被改了' }), id: pageId }),
        await who.put(`${V}/${pageId}/Actions/Draft`, { pageSchema: { ...page.pageSchema, title: '偷偷草稿' } }),
        await who.delete(`${V}/${pageId}/Actions/Draft`),
        await who.post(`${V}/${pageId}/Versions/1/Actions/Restore`),
        await who.post(`${V}/${pageId}/Actions/Publish`, { parentId: campus, fullName: '偷发布', icon: '', type: 3, roleIds: [teacherRole] }),
        await who.get(`${V}/${pageId}/Versions`),
        await who.get(`${V}/${pageId}/Menus`),
      ];
      expect(calls.map((c) => c.code)).toEqual(calls.map(() => 403));
    }
    expect(await designState(server, pageId)).toBe(before);
  });
});

describe('publishing only to roles the caller may authorise', () => {
  it('refuses a designer without 权限授权 who names any role, and changes nothing', async () => {
    const { campus, teacherRole } = await ids(server);
    const before = await designState(server, pageId);
    const r = await designer.post(`${V}/${pageId}/Actions/Publish`, { parentId: campus, fullName: '访客登记', icon: '', type: 3, roleIds: [teacherRole] });
    expect(r.code).toBe(403);
    expect(r.msg).toBe('无权将菜单授权给所选角色');
    expect(await designState(server, pageId)).toBe(before);
    // The same designer may put the page in a menu for nobody yet (the menu screen is theirs).
    const plain = await designer.post(`${V}/${pageId}/Actions/Publish`, { parentId: campus, fullName: '访客登记', icon: '', type: 3, roleIds: [] });
    expect(plain.code, plain.msg).toBe(200);
    const grants = await server.database.query('SELECT 1 FROM authorize WHERE item_id = $1', [plain.data.menuId]);
    expect(grants).toHaveLength(0);
    // …but not take it from a role somebody else granted it to.
    await admin.post(`${V}/${pageId}/Actions/Publish`, { menuId: plain.data.menuId, parentId: campus, fullName: '访客登记', icon: '', type: 3, roleIds: [teacherRole] });
    const granted = await designState(server, pageId);
    const take = await designer.post(`${V}/${pageId}/Actions/Publish`, { menuId: plain.data.menuId, parentId: campus, fullName: '访客登记', icon: '', type: 3, roleIds: [] });
    expect(take.code).toBe(403);
    expect(await designState(server, pageId)).toBe(granted);
  });

  it('refuses the district administrator handing a page to their own role, and an unknown role', async () => {
    const { campus, sysAdminRole } = await ids(server);
    const other = (await admin.post(V, visitorEntity('campus.guarded2'))).data.id;
    const before = await designState(server, other);
    const own = await sysadmin.post(`${V}/${other}/Actions/Publish`, { parentId: campus, fullName: '访客登记二', icon: '', type: 3, roleIds: [sysAdminRole] });
    expect(own.code).toBe(403);
    expect(own.msg).toBe('不能给自己或自己所属的角色、岗位授权');
    const unknown = await sysadmin.post(`${V}/${other}/Actions/Publish`, { parentId: campus, fullName: '访客登记二', icon: '', type: 3, roleIds: ['no-such-role'] });
    expect(unknown.code).toBe(403);
    expect(await designState(server, other)).toBe(before);
  });
});
