import { describe, expect, it } from 'vitest';
import { serverForFile, type Client } from '../support/server';

// 应用商店 (issue 17 item 5): the catalogue, who may install, installing into the menu, ratings and
// editing limited to the publishing organisation's admins, against the real server.

const ctx = serverForFile('admin', 'teacher', 'school1', 'school2', 'sysadmin');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const appRow = async (id: string) => JSON.stringify(await q('SELECT * FROM app_item WHERE id = $1', [id]));
const appId = async (name: string) => (await q<{ id: string }>('SELECT id FROM app_item WHERE name = $1', [name]))[0].id;
const menuNames = async (c: Client) => {
  const r = await c.get('/api/Common/Login/CurrentUser');
  const mine = r.data.menuList.find((m: any) => m.enCode === 'appStore.mine');
  return mine ? mine.children.map((m: any) => m.fullName) : [];
};
const body = (extra: Record<string, unknown> = {}) => ({ name: '测试应用', kind: 'link', address: 'https://app.example.edu.cn/', summary: '测试', ...extra });

describe('app store', () => {
  it('installing puts the app in my apps and in the menu; uninstalling takes it out', async () => {
    const id = await appId('教育资源网');
    expect(await menuNames(ctx.school2)).toEqual(['教育资源网']);
    const site = await appId('个人空间');
    expect((await ctx.school2.post(`/api/AppStore/App/${site}/Install`)).code).toBe(200);
    expect(await menuNames(ctx.school2)).toEqual(['教育资源网', '个人空间']);
    const menu = (await ctx.school2.get('/api/Common/Login/CurrentUser')).data.menuList.find((m: any) => m.enCode === 'appStore.mine');
    expect(menu.children[1]).toMatchObject({ type: 2, urlAddress: 'space/newsFeed' });
    expect(menu.children[0]).toMatchObject({ type: 7, urlAddress: 'https://resource.example.edu.cn/', linkTarget: '_blank' });
    const mine = await ctx.school2.get('/api/AppStore/App', { view: 'mine' });
    expect(mine.data.list.map((a: any) => a.name).sort()).toEqual(['个人空间', '教育资源网'].sort());
    expect((await ctx.school2.delete(`/api/AppStore/App/${site}/Install`)).code).toBe(200);
    expect((await ctx.school2.delete(`/api/AppStore/App/${id}/Install`)).code).toBe(200);
    expect(await menuNames(ctx.school2)).toEqual([]);
    expect((await ctx.school2.get('/api/Common/Login/CurrentUser')).data.menuList.some((m: any) => m.enCode === 'appStore.mine')).toBe(false);
  });

  it('an app offered to one school is neither listed for nor installable by another school, and nothing is stored', async () => {
    const id = await appId('一中校园导览');
    const shop1 = (await ctx.school1.get('/api/AppStore/App', { pageSize: 50 })).data.list.map((a: any) => a.id);
    const shop2 = (await ctx.school2.get('/api/AppStore/App', { pageSize: 50 })).data.list.map((a: any) => a.id);
    expect(shop1).toContain(id);
    expect(shop2).not.toContain(id);
    expect((await ctx.school2.get(`/api/AppStore/App/${id}`)).code).toBe(404);
    expect((await ctx.school2.post(`/api/AppStore/App/${id}/Install`)).code).toBe(404);
    expect((await q('SELECT count(*)::int AS n FROM app_install WHERE app_id = $1', [id]))[0].n).toBe(0);
    expect((await ctx.school1.post(`/api/AppStore/App/${id}/Install`)).code).toBe(200);
  });

  it('an app offered to a role the caller lacks is refused even to an admin who sees it', async () => {
    const roles = (await ctx.school1.get('/api/AppStore/Choices')).data.roles;
    const teacherRole = roles.find((r: any) => r.fullName === '教师');
    const made = await ctx.school1.post('/api/AppStore/App', body({ name: '教师专用', allowRoleIds: [teacherRole.id] }));
    expect(made.code).toBe(200);
    // school1 looks after it (sees it in manage) but holds no 教师 role: install refused, nothing stored.
    expect((await ctx.school1.get('/api/AppStore/App', { view: 'manage', pageSize: 50 })).data.list.map((a: any) => a.id)).toContain(made.data.id);
    expect((await ctx.school1.get('/api/AppStore/App', { pageSize: 50 })).data.list.map((a: any) => a.id)).not.toContain(made.data.id);
    expect((await ctx.school1.post(`/api/AppStore/App/${made.data.id}/Install`)).code).toBe(403);
    expect((await q('SELECT count(*)::int AS n FROM app_install WHERE app_id = $1', [made.data.id]))[0].n).toBe(0);
  });

  it('only admins of the publishing organisation edit or delete an app; the rest are refused with the app unchanged', async () => {
    const id = (await ctx.school1.post('/api/AppStore/App', body({ name: '一中应用' }))).data.id;
    const before = await appRow(id);
    expect((await ctx.school2.put(`/api/AppStore/App/${id}`, body({ name: '被改名' }))).code).toBe(403);
    expect((await ctx.school2.delete(`/api/AppStore/App/${id}`)).code).toBe(403);
    expect(await appRow(id)).toBe(before);
    // The bureau looks after every school.
    expect((await ctx.sysadmin.put(`/api/AppStore/App/${id}`, body({ name: '一中应用（区审）' }))).code).toBe(200);
    expect((await q('SELECT name FROM app_item WHERE id = $1', [id]))[0].name).toBe('一中应用（区审）');
    // An unpublished app of another school does not exist for school2.
    expect((await ctx.school1.put(`/api/AppStore/App/${id}`, body({ name: '一中应用', published: false }))).code).toBe(200);
    expect((await ctx.school2.get(`/api/AppStore/App/${id}`)).code).toBe(404);
  });

  it('refuses bad addresses, foreign screenshots and offers to another school’s organisations, storing nothing', async () => {
    const count = async () => (await q('SELECT count(*)::int AS n FROM app_item'))[0].n;
    const n = await count();
    const other = (await q<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDSYXX'`))[0].id;
    for (const bad of [
      { address: 'javascript:alert(1)' },
      { address: '//evil.example/' },
      { address: 'https://x.example/?t=${token}' },
      { kind: 'page', address: '../../etc/passwd' },
      { screenshots: ['https://evil.example/x.png'] },
      { allowOrganizeIds: [other] },
      { allowRoleIds: ['no-such-role'] },
    ]) {
      const r = await ctx.school1.post('/api/AppStore/App', body(bad));
      expect(r.code, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(n);
    // A teacher (no school-admin right) cannot publish at all.
    expect((await ctx.teacher.post('/api/AppStore/App', body())).code).toBe(403);
    expect(await count()).toBe(n);
  });

  it('ratings need an install, update in place and show as the average', async () => {
    const id = await appId('帮助中心');
    expect((await ctx.sysadmin.post(`/api/AppStore/App/${id}/Rating`, { score: 5 })).code).toBe(403);
    await ctx.sysadmin.post(`/api/AppStore/App/${id}/Install`);
    await ctx.school1.post(`/api/AppStore/App/${id}/Install`);
    expect((await ctx.sysadmin.post(`/api/AppStore/App/${id}/Rating`, { score: 5, comment: '好用' })).code).toBe(200);
    expect((await ctx.school1.post(`/api/AppStore/App/${id}/Rating`, { score: 2 })).code).toBe(200);
    expect((await ctx.school1.post(`/api/AppStore/App/${id}/Rating`, { score: 4 })).code).toBe(200);
    expect((await ctx.school1.post(`/api/AppStore/App/${id}/Rating`, { score: 9 })).code).toBe(400);
    const d = await ctx.school1.get(`/api/AppStore/App/${id}`);
    expect(d.data).toMatchObject({ ratingAvg: 4.5, ratingCount: 2, myScore: 4, installed: true });
    expect(d.data.ratings.map((r: any) => r.score).sort()).toEqual([4, 5]);
  });
});
