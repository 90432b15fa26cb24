import { describe, expect, it } from 'vitest';
import { md5, TEST_PASSWORD, serverForFile } from '../support/server';

const ctx = serverForFile('admin', 'teacher');

describe('current user', () => {
  it('reads and updates the base info, with §5 checks', async () => {
    const r = await ctx.teacher.get('/api/Permission/Users/Current/BaseInfo');
    expect(r.data).toMatchObject({ account: 'teacher', realName: '张晓燕', organizeName: '城东第一中学', departmentName: '语文教研组', roleName: '教师' });
    expect(r.data.positionName).toContain('班主任');
    const bad = await ctx.teacher.put('/api/Permission/Users/Current/BaseInfo', { realName: '张<晓燕>', mobilePhone: '123', email: 'x@' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['email', 'mobilePhone', 'realName']);
    expect((await ctx.teacher.get('/api/Permission/Users/Current/BaseInfo')).data.realName).toBe('张晓燕');
    const ok = await ctx.teacher.put('/api/Permission/Users/Current/BaseInfo', { realName: '张晓燕', gender: 2, mobilePhone: '13912345678', email: 'zxy@educloud.cn', description: '语文老师' });
    expect(ok.code, ok.msg).toBe(200);
    expect((await ctx.teacher.get('/api/Permission/Users/Current/BaseInfo')).data).toMatchObject({ mobilePhone: '13912345678', description: '语文老师', gender: 2 });
  });

  it('sets the avatar from an uploaded file name, refusing paths', async () => {
    const r = await ctx.teacher.put('/api/Permission/Users/Current/Avatar/abc123.png');
    expect(r.code).toBe(200);
    expect((await ctx.teacher.get('/api/Permission/Users/Current/BaseInfo')).data.headIcon).toBe('/api/Common/Download/userAvatar/abc123.png');
    expect((await ctx.teacher.put('/api/Permission/Users/Current/Avatar/..%2F..%2Fetc%2Fpasswd')).code).toBe(400);
    expect((await ctx.teacher.put('/api/Permission/Users/Current/Avatar/a..b')).code).toBe(400);
  });

  it('saves theme and language, refusing other values', async () => {
    expect((await ctx.teacher.put('/api/Permission/Users/Current/SystemTheme', { theme: 'functional' })).code).toBe(200);
    expect((await ctx.teacher.put('/api/Permission/Users/Current/SystemTheme', { theme: 'neon' })).code).toBe(400);
    const en = await ctx.teacher.put('/api/Permission/Users/Current/SystemLanguage', { language: 'en' });
    expect(en.msg).toBe('Switch Language Success');
    expect((await ctx.teacher.put('/api/Permission/Users/Current/SystemLanguage', { language: 'fr' })).code).toBe(400);
    const me = (await ctx.teacher.get('/api/Common/Login/CurrentUser')).data.userInfo;
    expect(me).toMatchObject({ theme: 'functional', language: 'en' });
  });

  it('answers what the caller holds', async () => {
    const r = await ctx.teacher.get('/api/Permission/Users/Current/Authorize');
    const codes = r.data.module.map((m: any) => m.enCode);
    expect(codes).toContain('permission.user');
    expect(codes).not.toContain('permission.role');
    const userMenu = r.data.module.find((m: any) => m.enCode === 'permission.user');
    expect(r.data.button.filter((b: any) => b.moduleId === userMenu.id).map((b: any) => b.enCode)).toEqual(['btn_edit']);
    const cols = r.data.column.filter((c: any) => c.moduleId === userMenu.id).map((c: any) => c.enCode);
    expect(cols).not.toContain('mobile');
    expect(r.data.resource.find((x: any) => x.moduleId === userMenu.id).scope).toBe('organize');
  });

  it('lists subordinates of organisations the caller manages', async () => {
    expect((await ctx.teacher.get('/api/Permission/Users/Current/Subordinate')).data.list).toEqual([]);
    const dept = (await ctx.admin.get('/api/Permission/Organize/Department/Selector', { keyword: '语文教研组' })).data.list;
    const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);
    const yw = flat(dept).find((n) => n.fullName === '语文教研组' && n.enCode.startsWith('CDYZ'));
    const info = (await ctx.admin.get(`/api/Permission/Organize/Department/${yw.id}`)).data;
    const me = (await ctx.teacher.get('/api/Common/Login/CurrentUser')).data.userInfo;
    await ctx.admin.put(`/api/Permission/Organize/Department/${yw.id}`, { parentId: info.parentId, fullName: info.fullName, enCode: info.enCode, managerId: me.userId });
    const subs = (await ctx.teacher.get('/api/Permission/Users/Current/Subordinate')).data.list;
    expect(subs.length).toBeGreaterThan(5);
    expect(subs.every((s: any) => s.departmentName === '语文教研组')).toBe(true);
  });

  it('writes operation logs for writes (no bodies) and lists the caller\'s own log by category', async () => {
    const ops = await ctx.teacher.get('/api/Permission/Users/Current/SystemLog', { category: 3 });
    expect(ops.data.pagination.total).toBeGreaterThan(0);
    const text = JSON.stringify(ops.data.list);
    expect(text).toContain('PUT /api/Permission/Users/Current/SystemTheme');
    expect(text).not.toContain('functional');
    expect(text).not.toContain(ctx.teacher.token!);
    const logins = await ctx.teacher.get('/api/Permission/Users/Current/SystemLog', { category: 1, pageSize: 1 });
    expect(logins.data.list[0]).toMatchObject({ category: 1, abstracts: '登录成功' });
    const adminLog = await ctx.admin.get('/api/Permission/Users/Current/SystemLog', { category: 3 });
    expect(JSON.stringify(adminLog.data.list)).not.toContain('SystemTheme');
    // failed writes and reads are not operations
    expect(text).not.toContain('GET ');
    expect((await ctx.teacher.get('/api/Permission/Users/Current/SystemLog', { sidx: 'password_hash' })).code).toBe(400);
  });

  it('changes the password: old one checked, rule applied, other sessions end', async () => {
    const other = await ctx.server.login('teacher');
    const wrong = await ctx.teacher.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5('nope'), password: 'New12345' });
    expect(wrong.msg).toBe('原密码错误');
    const weak = await ctx.teacher.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(TEST_PASSWORD), password: 'abcdefg' });
    expect(weak.msg).toBe('6-16位字符的密码（数字和字母组成）');
    expect((await other.get('/api/Common/Login/CurrentUser')).code).toBe(200);
    const ok = await ctx.teacher.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(TEST_PASSWORD), password: 'New12345' });
    expect(ok.code, ok.msg).toBe(200);
    expect((await other.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    expect((await ctx.teacher.get('/api/Common/Login/CurrentUser')).code).toBe(200);
    await ctx.server.login('teacher', 'New12345');
  });

  it('every current-user call needs a session', async () => {
    for (const [m, u] of [
      ['get', '/api/Permission/Users/Current/BaseInfo'],
      ['get', '/api/Permission/Users/Current/Authorize'],
      ['get', '/api/Permission/Users/Current/SystemLog'],
      ['get', '/api/Permission/Users/Current/Subordinate'],
      ['put', '/api/Permission/Users/Current/SystemTheme'],
      ['post', '/api/Permission/Users/Current/Actions/ModifyPassword'],
    ] as const) {
      expect((await (ctx.server.anonymous as any)[m](u, m === 'get' ? undefined : {})).code, u).toBe(602);
    }
  });
});
