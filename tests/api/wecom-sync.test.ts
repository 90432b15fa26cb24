import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { startWeChatStandIn, type StandIn } from '../support/weChatStandIn';

/*
 * 企业号组织 (issue 18 item 1): two-way sync between our organisations/users and WeCom's address book
 * (the stand-in answers as Tencent documents, errcodes included). A preview lists every change and
 * writes nothing; apply does exactly that, item by item; a preview the data has moved on from is
 * refused with nothing changed; a school's administrator reaches only their own school.
 */

let wx: StandIn;
let server: TestServer;
let admin: Client;
let school1: Client;
let cdyz = '';
let cdsyxx = '';

const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params) as Promise<T[]>;
const subtree = async (org: string) => {
  const [root] = await q<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = $1', [org]);
  const depts = await q<{ id: string; full_name: string; parent_id: string }>('SELECT id, full_name, parent_id FROM organize WHERE tree_path LIKE $1 ORDER BY tree_path', [`${root.tree_path}%`]);
  const users = await q<{ id: string; account: string; real_name: string; mobile: string | null }>(
    `SELECT u.id, u.account, u.real_name, u.mobile FROM users u JOIN organize o ON o.id = coalesce(u.department_id, u.organize_id) WHERE o.tree_path LIKE $1 ORDER BY u.account`,
    [`${root.tree_path}%`],
  );
  return { depts, users };
};
const localSnapshot = async () => JSON.stringify([await q('SELECT id, parent_id, full_name, tree_path FROM organize ORDER BY id'), await q('SELECT id, account, real_name, mobile, email, organize_id, department_id FROM users ORDER BY id'), await q('SELECT * FROM wecom_link ORDER BY kind, local_id')]);
const wecomSnapshot = () => JSON.stringify([[...wx.departments.values()], [...wx.members.values()]]);

beforeAll(async () => {
  wx = await startWeChatStandIn();
  wx.accounts.set('ww0a1b2c3d4e5f', 'corp-secret-abcdef');
  server = await startServer({ WECHAT_API_BASE: wx.url, WECOM_API_BASE: wx.url });
  admin = await server.login('admin');
  school1 = await server.login('school1');
  expect((await admin.put('/api/WeChat/Config/qy', { appId: 'ww0a1b2c3d4e5f', secret: 'corp-secret-abcdef', agentId: '1000002' })).code).toBe(200);
  [cdyz, cdsyxx] = await Promise.all(['CDYZ', 'CDSYXX'].map(async (c) => (await q<{ id: string }>('SELECT id FROM organize WHERE en_code = $1', [c]))[0].id));
  // WeCom as the district set it up: the bureau (1), 城东第一中学 (2) with a department we also have
  // and one we do not, a member we know by account (under another name) and one we do not know.
  wx.departments.set(1, { id: 1, name: '城东区教育局', parentid: 0, order: 0 });
  wx.departments.set(2, { id: 2, name: '城东第一中学', parentid: 1, order: 1 });
  wx.departments.set(3, { id: 3, name: '语文教研组', parentid: 2, order: 1 });
  wx.departments.set(9, { id: 9, name: '已撤销的组', parentid: 2, order: 9 });
  wx.departments.set(20, { id: 20, name: '城东实验小学', parentid: 1, order: 2 });
  wx.members.set('teacher', { userid: 'teacher', name: '旧名字', department: [3], main_department: 3, mobile: '13700000001', status: 1 });
  wx.members.set('ghost', { userid: 'ghost', name: '离职教师', department: [9], main_department: 9, mobile: '13700000002', status: 1 });
  // An earlier district-wide sync linked the schools to their WeCom departments.
  await q(`INSERT INTO wecom_link (kind, local_id, wecom_id) VALUES ('department', $1, '2'), ('department', $2, '20')`, [cdyz, cdsyxx]);
});
afterAll(async () => {
  await server?.close();
  await wx?.close();
});

describe('platform → WeCom', () => {
  it('previews every change without writing, then applies it: WeCom ends up like our school', async () => {
    const ours = await subtree(cdyz);
    const mobiles = ours.users.map((u) => u.mobile);
    expect(new Set(mobiles).size).toBe(mobiles.length);
    const before = wecomSnapshot();
    const preview = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toWecom', organizeId: cdyz });
    expect(preview.code, preview.msg).toBe(200);
    // Our school's departments but 语文教研组 are new there, every member but teacher is new,
    // teacher's name differs, and what WeCom has beyond our school goes.
    expect(preview.data.counts).toEqual({ create: ours.depts.length - 2 + ours.users.length - 1, update: 1, delete: 2, unchanged: 1 });
    expect(preview.data.changes.find((c: any) => c.op === 'update')).toMatchObject({ entity: 'user', target: 'wecom', fields: expect.arrayContaining([{ field: 'name', from: '旧名字', to: expect.any(String) }]) });
    expect(preview.data.changes.filter((c: any) => c.op === 'delete').map((c: any) => c.name)).toEqual(['离职教师', '已撤销的组']);
    expect(wecomSnapshot()).toBe(before);

    const applied = await admin.post(`/api/WeChat/QySync/${preview.data.id}/Apply`);
    expect(applied.code, applied.msg).toBe(200);
    expect(applied.data).toMatchObject({ status: 'applied', appliedCounts: { create: preview.data.counts.create, update: 1, delete: 2, failed: 0 }, failures: [] });
    const names = (parent: number) => [...wx.departments.values()].filter((d) => d.parentid === parent).map((d) => d.name).sort();
    expect(names(2)).toEqual(ours.depts.filter((d) => d.parent_id === cdyz).map((d) => d.full_name).sort());
    expect([...wx.members.keys()].sort()).toEqual(ours.users.map((u) => u.account).sort());
    expect(wx.members.get('teacher')!.name).toBe(ours.users.find((u) => u.account === 'teacher')!.real_name);
    expect(Number((await q('SELECT count(*) AS n FROM wecom_link'))[0].n)).toBe(ours.depts.length + ours.users.length + 1);

    // Both sides agree now: a new preview has nothing to do, and the report is in the history.
    const again = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toLocal', organizeId: cdyz });
    expect(again.data.counts).toMatchObject({ create: 0, update: 0, delete: 0 });
    const history = await admin.get('/api/WeChat/QySync');
    expect(history.data.list.map((h: any) => h.status)).toEqual(['preview', 'applied']);
  });
});

describe('WeCom → platform', () => {
  it('creates, renames, updates and deletes on our side as previewed, after refreshing an expired token once', async () => {
    const gone = [...wx.members.values()].find((m) => /^t\d+$/.test(m.userid) && m.userid !== 'teacher')!;
    const yw = [...wx.departments.values()].find((d) => d.name === '语文教研组')!;
    yw.name = '语文组';
    wx.departments.set(99, { id: 99, name: '书法组', parentid: 2, order: 9 });
    wx.members.set('newbie', { userid: 'newbie', name: '新老师', department: [99], main_department: 99, mobile: '13799999999', status: 1 });
    wx.members.delete(gone.userid);
    wx.members.get('teacher')!.mobile = '13711112222';
    wx.expireTokens();
    const tokens = wx.calls.filter((c) => c.path === '/cgi-bin/gettoken').length;

    const preview = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toLocal', organizeId: cdyz });
    expect(preview.code, preview.msg).toBe(200);
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/gettoken').length).toBe(tokens + 1);
    expect(preview.data.changes.map((c: any) => `${c.op} ${c.entity} ${c.name}`)).toEqual([
      'update department 语文组',
      'create department 书法组',
      'update user ' + wx.members.get('teacher')!.name,
      'create user 新老师',
      `delete user ${gone.name}`,
    ]);
    const applied = await admin.post(`/api/WeChat/QySync/${preview.data.id}/Apply`);
    expect(applied.data.appliedCounts).toEqual({ create: 2, update: 2, delete: 1, failed: 0 });

    const [calligraphy] = await q<{ id: string; parent_id: string }>(`SELECT id, parent_id FROM organize WHERE full_name = '书法组'`);
    expect(calligraphy.parent_id).toBe(cdyz);
    expect(await q(`SELECT real_name, organize_id, department_id, mobile FROM users WHERE account = 'newbie'`)).toEqual([{ real_name: '新老师', organize_id: cdyz, department_id: calligraphy.id, mobile: '13799999999' }]);
    expect(await q('SELECT 1 FROM users WHERE account = $1', [gone.userid])).toEqual([]);
    expect((await q(`SELECT mobile FROM users WHERE account = 'teacher'`))[0].mobile).toBe('13711112222');
    expect(await q(`SELECT 1 FROM organize WHERE full_name = '语文组' AND parent_id = $1`, [cdyz])).toHaveLength(1);
  });

  it('refuses a preview the data has moved on from, and a preview applied twice, with nothing changed', async () => {
    wx.members.set('late', { userid: 'late', name: '后来者', department: [2], main_department: 2, mobile: '13788888888', status: 1 });
    const preview = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toLocal', organizeId: cdyz });
    expect(preview.data.counts.create).toBe(1);
    // Someone edits the school on our side after the preview.
    await q(`UPDATE users SET real_name = '改过的名字' WHERE account = 'teacher'`);
    const local = await localSnapshot();
    const remote = wecomSnapshot();
    const stale = await admin.post(`/api/WeChat/QySync/${preview.data.id}/Apply`);
    expect(stale.code).toBe(409);
    expect(stale.msg).toBe('预览之后数据已有变化，请重新预览');
    expect(await localSnapshot()).toBe(local);
    expect(wecomSnapshot()).toBe(remote);
    expect((await admin.get(`/api/WeChat/QySync/${preview.data.id}`)).data.status).toBe('preview');

    const fresh = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toLocal', organizeId: cdyz });
    expect((await admin.post(`/api/WeChat/QySync/${fresh.data.id}/Apply`)).code).toBe(200);
    const twice = await admin.post(`/api/WeChat/QySync/${fresh.data.id}/Apply`);
    expect(twice.code).toBe(409);
    expect(twice.msg).toBe('该预览已经应用或已过期，请重新预览');
  });
});

describe('a school administrator', () => {
  beforeAll(async () => {
    // Granted 企业号组织 and its 同步 button (the seed gives school admins no WeChat menu).
    const [role] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'schoolAdmin'`);
    await q(
      `INSERT INTO authorize (item_type, item_id, object_type, object_id)
       SELECT 'module', id, 'Role', $1 FROM module WHERE en_code IN ('weChat', 'weChat.qyDepartment')
       UNION ALL SELECT 'button', b.id, 'Role', $1 FROM module_button b JOIN module m ON m.id = b.module_id WHERE m.en_code = 'weChat.qyDepartment' AND b.en_code = 'btn_edit'
       ON CONFLICT DO NOTHING`,
      [role.id],
    );
    server.app.access.invalidate();
  });

  it('syncs their own school, never deleting themselves, and cannot touch another school', async () => {
    const own = await school1.post('/api/WeChat/QySync/Preview', { direction: 'toLocal' });
    expect(own.code, own.msg).toBe(200);
    expect(own.data.organizeName).toBe('城东第一中学');
    // school1 is not in WeCom: any other member would be deleted, but not the caller.
    expect(own.data.changes.filter((c: any) => c.op === 'delete').map((c: any) => c.name)).not.toContain('王淑珍');

    const other = await admin.post('/api/WeChat/QySync/Preview', { direction: 'toWecom', organizeId: cdsyxx });
    expect(other.code).toBe(200);
    const local = await localSnapshot();
    const remote = wecomSnapshot();
    const rows = (await q('SELECT count(*) AS n FROM wecom_sync'))[0].n;
    expect((await school1.post('/api/WeChat/QySync/Preview', { direction: 'toWecom', organizeId: cdsyxx })).code).toBe(403);
    expect((await school1.post(`/api/WeChat/QySync/${other.data.id}/Apply`)).code).toBe(404);
    expect((await school1.get(`/api/WeChat/QySync/${other.data.id}`)).code).toBe(404);
    expect((await school1.get('/api/WeChat/QySync', { pageSize: 100 })).data.list.map((h: any) => h.organizeName)).not.toContain('城东实验小学');
    expect(await localSnapshot()).toBe(local);
    expect(wecomSnapshot()).toBe(remote);
    expect((await q('SELECT count(*) AS n FROM wecom_sync'))[0].n).toBe(rows);
    expect((await admin.get(`/api/WeChat/QySync/${other.data.id}`)).data.status).toBe('preview');
  });
});
