import { describe, expect, it } from 'vitest';
import { type Client, serverForFile } from '../support/server';

const ctx = serverForFile('admin', 'teacher');

const organizeIdOf = async (c: Client, account: string) => {
  const r = await c.get('/api/Permission/Users', { keyword: account });
  return r.data.list.find((u: any) => u.account === account);
};

describe('users API', () => {
  it('lists users in pages with the spec pagination shape', async () => {
    const r = await ctx.admin.get('/api/Permission/Users', { currentPage: 2, pageSize: 20 });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(20);
    expect(r.data.pagination).toMatchObject({ currentPage: 2, pageSize: 20 });
    expect(r.data.pagination.total).toBeGreaterThan(250);
  });

  it('shows each user’s school, department, roles and positions, and a renamed role at once', async () => {
    const row = async () => (await ctx.admin.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher');
    expect(await row()).toMatchObject({ organizeName: '城东第一中学', departmentName: '语文教研组', roleName: '教师' });
    expect((await row()).positionName).toContain('班主任');
    const roles = (await ctx.admin.get('/api/Permission/Role', { keyword: '教师' })).data.list;
    const role = roles.find((r: any) => r.fullName === '教师');
    const detail = (await ctx.admin.get(`/api/Permission/Role/${role.id}`)).data;
    const renamed = await ctx.admin.put(`/api/Permission/Role/${role.id}`, { ...detail, fullName: '任课教师' });
    expect(renamed.code).toBe(200);
    try {
      // The list's names are kept between requests; the write discards them with the answers.
      expect((await row()).roleName).toBe('任课教师');
    } finally {
      await ctx.admin.put(`/api/Permission/Role/${role.id}`, { ...detail, fullName: '教师' });
    }
  });

  it('finds users by keyword over account, name and pinyin initials', async () => {
    const r = await ctx.admin.get('/api/Permission/Users', { keyword: 'zxy' });
    expect(r.data.list.map((u: any) => u.account)).toContain('teacher');
  });

  it('creates, reads, updates and deletes a user', async () => {
    const me = await organizeIdOf(ctx.admin, 'teacher');
    const created = await ctx.admin.post('/api/Permission/Users', {
      account: 'newstaff01', realName: '陈思远', gender: 1, mobile: '13912345678', email: 'csy@educloud.cn',
      organizeId: me.organizeId, departmentId: me.departmentId, password: 'abc12345',
    });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const got = await ctx.admin.get(`/api/Permission/Users/${id}`);
    expect(got.data).toMatchObject({ account: 'newstaff01', realName: '陈思远', quickQuery: 'csy' });
    const upd = await ctx.admin.put(`/api/Permission/Users/${id}`, { ...got.data, realName: '陈思源', id: undefined, organizeName: undefined });
    expect(upd.code, upd.msg).toBe(200);
    expect((await ctx.admin.get(`/api/Permission/Users/${id}`)).data.realName).toBe('陈思源');
    const signIn = await ctx.server.login('newstaff01', 'abc12345').catch((e) => e);
    // A new user with no role has no menus: login is refused with the spec's text.
    expect(String(signIn)).toContain('您的权限不足，请联系管理员');
    expect((await ctx.admin.delete(`/api/Permission/Users/${id}`)).code).toBe(200);
    expect((await ctx.admin.get(`/api/Permission/Users/${id}`)).code).toBe(404);
  });

  it('refuses bad input with every failing field and stores nothing', async () => {
    const me = await organizeIdOf(ctx.admin, 'teacher');
    const before = (await ctx.admin.get('/api/Permission/Users')).data.pagination.total;
    const r = await ctx.admin.post('/api/Permission/Users', {
      account: 'bad user!', realName: '张@三', mobile: '12345', email: 'nope', organizeId: me.organizeId, password: '123456',
    });
    expect(r.code).toBe(400);
    const fields = r.data.map((e: any) => e.field).sort();
    expect(fields).toEqual(['account', 'email', 'mobile', 'password', 'realName']);
    expect(r.msg).toContain('请正确输入您的手机号');
    expect(r.msg).toContain('6-16位字符的密码（数字和字母组成）');
    expect((await ctx.admin.get('/api/Permission/Users')).data.pagination.total).toBe(before);
  });

  it('refuses sort fields outside the whitelist and SQL in keyword', async () => {
    expect((await ctx.admin.get('/api/Permission/Users', { sidx: 'password_hash' })).code).toBe(400);
    expect((await ctx.admin.get('/api/Permission/Users', { sidx: 'account; DROP TABLE users', sort: 'desc' })).code).toBe(400);
    const r = await ctx.admin.get('/api/Permission/Users', { keyword: "' OR 1=1 --" });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(0);
  });

  it('a ctx.teacher without btn_add cannot create, and nothing changes', async () => {
    const me = await organizeIdOf(ctx.admin, 'teacher');
    const before = (await ctx.admin.get('/api/Permission/Users')).data.pagination.total;
    const r = await ctx.teacher.post('/api/Permission/Users', {
      account: 'sneaky01', realName: '王五', organizeId: me.organizeId, password: 'abc12345',
    });
    expect(r.code).toBe(403);
    expect((await ctx.admin.get('/api/Permission/Users')).data.pagination.total).toBe(before);
  });

  it('a ctx.teacher sees only their own school and no phone or e-mail column', async () => {
    const r = await ctx.teacher.get('/api/Permission/Users', { pageSize: 500 });
    const orgs = new Set(r.data.list.map((u: any) => u.organizeName));
    expect([...orgs]).toEqual(['城东第一中学']);
    expect(r.data.list[0]).not.toHaveProperty('mobile');
    expect(r.data.list[0]).not.toHaveProperty('email');
    const other = (await ctx.admin.get('/api/Permission/Users', { keyword: 'school2' })).data.list[0];
    expect((await ctx.teacher.get(`/api/Permission/Users/${other.id}`)).code).toBe(404);
    expect((await ctx.teacher.put(`/api/Permission/Users/${other.id}`, { account: other.account, realName: '改名', organizeId: other.organizeId })).code).toBe(404);
  });

  it('answers 602 without a token and for an unknown token', async () => {
    expect((await ctx.server.anonymous.get('/api/Permission/Users')).code).toBe(602);
    const r = await (await ctx.server.anonymous.raw('/api/Permission/Users', { headers: { authorization: 'x'.repeat(43) } })).json();
    expect(r.code).toBe(602);
  });

  it('every page, visited out of order and then in order, is exactly its slice of the list', async () => {
    // Deep pages start from positions of pages served before (server/db/seekIndex.ts): whatever the
    // order of visits, a page must hold the same rows as the one long list, ties of sort code and
    // creation time included (seeded staff share both).
    for (const [client, query] of [
      [ctx.admin, {}],
      [ctx.admin, { keyword: 't0' }],
      [await ctx.server.login('school1'), {}],
    ] as const) {
      const all = (await client.get('/api/Permission/Users', { ...query, currentPage: 1, pageSize: 500 })).data;
      const ids: string[] = all.list.map((u: any) => u.id);
      expect(ids.length).toBe(all.pagination.total);
      expect(ids.length).toBeGreaterThan(40);
      const size = 7;
      const pages = Math.ceil(ids.length / size);
      const order = [pages, 5, pages - 1, 12, 1, Math.ceil(pages / 2), 6, pages - 2, 2, ...Array.from({ length: pages }, (_, i) => i + 1)];
      for (const p of order) {
        const got = (await client.get('/api/Permission/Users', { ...query, currentPage: p, pageSize: size })).data.list.map((u: any) => u.id);
        expect(got, `page ${p}`).toEqual(ids.slice((p - 1) * size, p * size));
      }
    }
  });
});
