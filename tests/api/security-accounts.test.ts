import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { seedIfEmpty } from '../../server/seed/seed';

const ctx = serverForFile('admin', 'sysadmin', 'school1', 'teacher');

// Issue 11, the account rules: each test is the attacker's real requests, then the database read back.

const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);

interface Stored {
  id: string;
  account: string;
  real_name: string;
  mobile: string | null;
  email: string | null;
  enabled_mark: number;
  organize_id: string;
  roles: string[];
  positions: string[];
  grants: number;
}
async function stored(account: string): Promise<Stored> {
  const rows = await ctx.server.database.query<Stored>(
    `SELECT u.id, u.account, u.real_name, u.mobile, u.email, u.enabled_mark, u.organize_id,
        coalesce((SELECT array_agg(object_id ORDER BY object_id) FROM user_relation WHERE user_id = u.id AND object_type = 'Role'), '{}') AS roles,
        coalesce((SELECT array_agg(object_id ORDER BY object_id) FROM user_relation WHERE user_id = u.id AND object_type = 'Position'), '{}') AS positions,
        (SELECT count(*)::int FROM authorize WHERE object_type = 'User' AND object_id = u.id) AS grants
       FROM users u WHERE u.account = $1`,
    [account],
  );
  return rows[0];
}
const orgId = async (enCode: string) => (await ctx.server.database.query<{ id: string }>('SELECT id FROM organize WHERE en_code = $1', [enCode]))[0].id;
async function userMenuScheme(scope: string) {
  const rows = await ctx.server.database.query<{ id: string }>(
    `SELECT s.id FROM module_data_scheme s JOIN module m ON m.id = s.module_id WHERE m.en_code = 'permission.user' AND s.scope = $1`,
    [scope],
  );
  return rows[0].id;
}
const sessionsOf = async (account: string) =>
  (await ctx.server.database.query<{ id: string }>(
    `SELECT s.id FROM user_session s JOIN users u ON u.id = s.user_id WHERE u.account = $1 AND s.ended_at IS NULL ORDER BY s.created_at`,
    [account],
  )).map((s) => s.id);

describe('attack 2: a ctx.teacher rewrites the school head\'s account', () => {
  it('is refused (the head holds more than the ctx.teacher) and ctx.school1 is unchanged', async () => {
    const before = await stored('school1');
    const r = await ctx.teacher.put(`/api/Permission/Users/${before.id}`, {
      account: 'school1', realName: before.real_name, organizeId: before.organize_id, mobile: '13912345678', enabledMark: 0, roleIds: [],
    });
    expect(r.status).toBe(403);
    expect(r.msg).toBe('不能管理权限高于自己的账户');
    expect(await stored('school1')).toEqual(before);
    expect((await ctx.school1.get('/api/Common/Login/CurrentUser')).code).toBe(200);
  });

  it('on a peer, the ctx.teacher writes only what they may see and hold: phone, e-mail, state and roles keep their values', async () => {
    const before = await stored('t0020');
    const r = await ctx.teacher.put(`/api/Permission/Users/${before.id}`, {
      account: 't0020', realName: '改了名', organizeId: before.organize_id, mobile: '13912345679', email: 'x@evil.cn', enabledMark: 0, roleIds: [], positionIds: [],
    });
    expect(r.code, r.msg).toBe(200);
    expect(await stored('t0020')).toEqual({ ...before, real_name: '改了名' });
  });
});

describe('attack 3: others disable or rename the super administrator', () => {
  it('sysadmin is refused on every management route of ctx.admin; ctx.admin still signs in', async () => {
    const before = await stored('admin');
    const id = before.id;
    const attempts = [
      await ctx.sysadmin.put(`/api/Permission/Users/${id}`, { account: 'admin', realName: '超级管理员', organizeId: before.organize_id, enabledMark: 0 }),
      await ctx.sysadmin.put(`/api/Permission/Users/${id}`, { account: 'admin2', realName: '改名', organizeId: before.organize_id }),
      await ctx.sysadmin.put(`/api/Permission/Users/${id}/Actions/State`),
      await ctx.sysadmin.post(`/api/Permission/Users/${id}/Actions/ResetPassword`, { userPassword: 'abc12345' }),
      await ctx.sysadmin.delete(`/api/Permission/Users/${id}`),
      await ctx.sysadmin.post('/api/Permission/ModuleUser/Data/BatchUpdate', { userIds: [id], list: [] }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await ctx.sysadmin.post(`/api/Permission/Authorize/Data/${id}`, { objectType: 'User', module: [] })).status).toBe(404);
    expect(await stored('admin')).toEqual(before);
    await ctx.server.login('admin');
  });

  it('a restart switches a disabled super administrator back on', async () => {
    // As a row written before the rule (or by hand) would leave it.
    await ctx.server.database.query(`UPDATE users SET enabled_mark = 0 WHERE account = 'admin'`);
    expect((await ctx.server.anonymous.post('/api/Common/Login/Login', { account: 'admin', password: 'x' })).code).not.toBe(200);
    await seedIfEmpty(ctx.server.database, ctx.server.config); // what start-up runs on an existing database
    expect((await stored('admin')).enabled_mark).toBe(1);
    ctx.server.app.sessions.evict([], [(await stored('admin')).id]);
    await ctx.server.login('admin');
  });
});

describe('attack 4: a school ctx.admin grants to their own account', () => {
  it('refuses a grant to oneself, by user and through a role one holds; nothing is stored', async () => {
    const me = await stored('school1');
    const self = await userMenuScheme('self');
    const r = await ctx.school1.post(`/api/Permission/Authorize/Data/${me.id}`, { objectType: 'User', resource: [self] });
    expect(r.status).toBe(403);
    expect((await ctx.school1.put(`/api/Permission/Authorize/Model/${me.id}`, { objectType: 'User', resource: [self] })).status).toBe(403);
    expect((await ctx.school1.post('/api/Permission/Authorize/Data/Batch', { objects: [{ objectType: 'User', objectId: me.id }], resource: [self] })).status).toBe(403);
    // a role ctx.school1 made, then was given by admin: granting it is granting oneself
    const role = await ctx.school1.post('/api/Permission/Role', { fullName: '校长助理', enCode: 'cdyzHeadAide', globalMark: 0, organizeId: me.organize_id });
    expect(role.code, role.msg).toBe(200);
    const full = (await ctx.admin.get(`/api/Permission/Users/${me.id}`)).data;
    const given = await ctx.admin.put(`/api/Permission/Users/${me.id}`, { ...full, id: undefined, organizeName: undefined, departmentName: undefined,
      roleName: undefined, positionName: undefined, creatorTime: undefined, lastLoginTime: undefined, isAdministrator: undefined, quickQuery: undefined,
      roleIds: [...full.roleIds, role.data.id] });
    expect(given.code, given.msg).toBe(200);
    const viaRole = await ctx.school1.post(`/api/Permission/Authorize/Data/${role.data.id}`, { objectType: 'Role', resource: [self] });
    expect(viaRole.status).toBe(403);
    expect(viaRole.msg).toBe('不能给自己或自己所属的角色、岗位授权');
    expect((await stored('school1')).grants).toBe(0);
    expect(await ctx.server.database.query(`SELECT 1 FROM authorize WHERE object_id = $1`, [role.data.id])).toEqual([]);
  });

  it('a 本人数据 scheme never authorises placing accounts: moving to the bureau and creating there are refused', async () => {
    // Even when the scheme is held (ctx.admin grants it), it covers the caller's own records, not organisations.
    const me = await stored('school1');
    const self = await userMenuScheme('self');
    expect((await ctx.admin.post(`/api/Permission/Authorize/Data/${me.id}`, { objectType: 'User', resource: [self] })).code).toBe(200);
    const s1 = await ctx.server.login('school1');
    const bureau = await orgId('CDJYJ');
    const colleague = await stored('t0025');
    const move = await s1.put(`/api/Permission/Users/${colleague.id}`, { account: 't0025', realName: colleague.real_name, organizeId: bureau });
    expect(move.status).toBe(403);
    const create = await s1.post('/api/Permission/Users', { account: 'bureaux1', realName: '某某', organizeId: bureau, password: 'abc12345' });
    expect(create.status).toBe(403);
    const sys = await stored('sysadmin');
    expect((await s1.post(`/api/Permission/Users/${sys.id}/Actions/ResetPassword`, { userPassword: 'abc12345' })).status).toBe(404);
    expect(await stored('t0025')).toEqual(colleague);
    expect(await stored('bureaux1')).toBeUndefined();
    await ctx.server.login('sysadmin');
    await ctx.admin.post(`/api/Permission/Authorize/Data/${me.id}`, { objectType: 'User', resource: [] });
  });
});

describe('nobody manages their own account or a more privileged one through the management screens', () => {
  it('school1 on itself: edit, state, reset, delete are refused', async () => {
    const me = await stored('school1');
    const attempts = [
      await ctx.school1.put(`/api/Permission/Users/${me.id}`, { account: 'school1', realName: '王校长', organizeId: me.organize_id, roleIds: [] }),
      await ctx.school1.put(`/api/Permission/Users/${me.id}/Actions/State`),
      await ctx.school1.post(`/api/Permission/Users/${me.id}/Actions/ResetPassword`, { userPassword: 'abc12345' }),
      await ctx.school1.delete(`/api/Permission/Users/${me.id}`),
    ];
    expect(attempts.map((a) => [a.status, a.msg])).toEqual(Array(4).fill([403, '不能对自己执行该操作']));
    expect(await stored('school1')).toEqual(me);
  });

  it('school1 cannot disable a ctx.teacher who holds a grant ctx.school1 lacks', async () => {
    const target = await stored('t0021');
    const sysMenu = (await ctx.server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'system.menu'`))[0].id;
    expect((await ctx.admin.post(`/api/Permission/Authorize/Data/${target.id}`, { objectType: 'User', module: [sysMenu] })).code).toBe(200);
    const before = await stored('t0021');
    expect((await ctx.school1.put(`/api/Permission/Users/${target.id}/Actions/State`)).status).toBe(403);
    expect((await ctx.school1.post(`/api/Permission/Users/${target.id}/Actions/ResetPassword`, { userPassword: 'abc12345' })).status).toBe(403);
    expect(await stored('t0021')).toEqual(before);
    await ctx.admin.post(`/api/Permission/Authorize/Data/${target.id}`, { objectType: 'User', module: [] });
    // the grant gone, the ctx.teacher is school1's to manage again
    expect((await ctx.school1.put(`/api/Permission/Users/${target.id}/Actions/State`)).code).toBe(200);
    expect((await ctx.school1.put(`/api/Permission/Users/${target.id}/Actions/State`)).code).toBe(200);
  });
});

describe('online users', () => {
  it('sysadmin cannot force ctx.admin offline; ctx.admin\'s session lives on', async () => {
    const [adminSession] = await sessionsOf('admin');
    const list = (await ctx.sysadmin.get('/api/Permission/OnlineUser', { keyword: 'admin', pageSize: 50 })).data.list;
    const s = list.find((x: any) => x.userAccount === 'admin');
    expect(s).toBeDefined();
    expect((await ctx.sysadmin.delete(`/api/Permission/OnlineUser/${s.id}`)).status).toBe(403);
    expect((await ctx.sysadmin.post('/api/Permission/OnlineUser/Actions/BatchDelete', { ids: [s.id] })).status).toBe(403);
    expect(await sessionsOf('admin')).toContain(adminSession);
    expect((await ctx.admin.get('/api/Common/Login/CurrentUser')).code).toBe(200);
  });

  it('a school ctx.admin holding the menu sees and ends only sessions inside their scope, never their own', async () => {
    const me = await stored('school1');
    const menu = (await ctx.server.database.query<{ id: string; button: string }>(
      `SELECT m.id, b.id AS button FROM module m JOIN module_button b ON b.module_id = m.id WHERE m.en_code = 'permission.onlineUser' AND b.en_code = 'btn_forced'`,
    ))[0];
    expect((await ctx.admin.post(`/api/Permission/Authorize/Data/${me.id}`, { objectType: 'User', module: [menu.id], button: [menu.button] })).code).toBe(200);
    const s1 = await ctx.server.login('school1');
    await ctx.server.login('school1');
    const list = (await s1.get('/api/Permission/OnlineUser', { pageSize: 500 })).data.list;
    expect(new Set(list.map((x: any) => x.organizeName))).toEqual(new Set(['城东第一中学']));
    const sysSession = (await sessionsOf('sysadmin'))[0];
    const ownOther = (await sessionsOf('school1'))[0];
    expect((await s1.delete(`/api/Permission/OnlineUser/${sysSession}`)).status).toBe(404);
    expect((await s1.delete(`/api/Permission/OnlineUser/${ownOther}`)).status).toBe(403);
    expect(await sessionsOf('sysadmin')).toContain(sysSession);
    expect(await sessionsOf('school1')).toContain(ownOther);
    await ctx.admin.post(`/api/Permission/Authorize/Data/${me.id}`, { objectType: 'User', module: [], button: [] });
  });
});

describe('pickers and references', () => {
  it('a department manager must be a user the caller can see', async () => {
    const dept = (await ctx.server.database.query<{ id: string; manager_id: string | null }>(`SELECT id, manager_id FROM organize WHERE en_code = 'CDYZ.JWC'`))[0];
    const info = (await ctx.school1.get(`/api/Permission/Organize/Department/${dept.id}`)).data;
    const sys = await stored('sysadmin');
    const r = await ctx.school1.put(`/api/Permission/Organize/Department/${dept.id}`, { ...info, id: undefined, managerId: sys.id });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('主管不存在');
    expect((await ctx.server.database.query(`SELECT manager_id FROM organize WHERE id = $1`, [dept.id]))[0]).toEqual({ manager_id: dept.manager_id });
    const colleague = await stored('t0030');
    expect((await ctx.school1.put(`/api/Permission/Organize/Department/${dept.id}`, { ...info, id: undefined, managerId: colleague.id })).code).toBe(200);
  });

  it('Users/SelectorNoAut answers at most 100 people, not the whole district', async () => {
    const total = (await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE enabled_mark = 1'))[0].n;
    expect(total).toBeGreaterThan(250);
    const users = flat((await ctx.teacher.get('/api/Permission/Users/SelectorNoAut')).data.list).filter((n) => n.type === 'user');
    expect(users.length).toBe(100);
    const found = flat((await ctx.teacher.get('/api/Permission/Users/SelectorNoAut', { keyword: 'sysadmin' })).data.list).filter((n) => n.type === 'user');
    expect(found.map((u) => u.account)).toEqual(['sysadmin']);
  });
});

describe('mobiles are unique among enabled accounts', () => {
  it('the seeded district shares no number, so the partial unique index stands', async () => {
    expect(await ctx.server.database.query(`SELECT mobile FROM users WHERE enabled_mark = 1 AND mobile IS NOT NULL GROUP BY mobile HAVING count(*) > 1`)).toEqual([]);
    expect(await ctx.server.database.query(`SELECT indexname FROM pg_indexes WHERE indexname = 'users_mobile_enabled_uq'`)).toEqual([{ indexname: 'users_mobile_enabled_uq' }]);
  });

  it('nobody claims another active account\'s mobile through their profile, nor on create or update', async () => {
    const head = await stored('school1');
    const mine = await stored('teacher');
    const info = (await ctx.teacher.get('/api/Permission/Users/Current/BaseInfo')).data;
    const r = await ctx.teacher.put('/api/Permission/Users/Current/BaseInfo', { realName: info.realName, mobilePhone: head.mobile });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('该手机号已被其他账户使用');
    expect(await stored('teacher')).toEqual(mine);
    const create = await ctx.school1.post('/api/Permission/Users', { account: 'dupmobile', realName: '重号', organizeId: head.organize_id, password: 'abc12345', mobile: head.mobile });
    expect(create.code).toBe(400);
    expect(await stored('dupmobile')).toBeUndefined();
    const peer = await stored('t0031');
    const upd = await ctx.school1.put(`/api/Permission/Users/${peer.id}`, { account: 't0031', realName: peer.real_name, organizeId: peer.organize_id, mobile: head.mobile });
    expect(upd.code).toBe(400);
    expect(await stored('t0031')).toEqual(peer);
    // switching on an account whose number another enabled account took meanwhile is refused too
    const off = await stored('t0033');
    expect((await ctx.school1.put(`/api/Permission/Users/${off.id}/Actions/State`)).data.enabledMark).toBe(0);
    await ctx.server.database.query('UPDATE users SET mobile = $2 WHERE id = $1', [off.id, head.mobile]);
    const on = await ctx.school1.put(`/api/Permission/Users/${off.id}/Actions/State`);
    expect(on.code).toBe(400);
    expect((await stored('t0033')).enabled_mark).toBe(0);
    // one's own number may be saved again
    expect((await ctx.teacher.put('/api/Permission/Users/Current/BaseInfo', { realName: info.realName, mobilePhone: mine.mobile })).code).toBe(200);
  });
});

describe('transactions', () => {
  it('a failing transaction leaves none of its statements', async () => {
    const before = await stored('t0032');
    await expect(
      ctx.server.database.transaction(async (tx) => {
        await tx.query(`UPDATE users SET real_name = '半截' WHERE id = $1`, [before.id]);
        await tx.query(`DELETE FROM user_relation WHERE user_id = $1`, [before.id]);
        throw new Error('crash between statements');
      }),
    ).rejects.toThrow('crash between statements');
    expect(await stored('t0032')).toEqual(before);
  });
});
