import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { loadDivisions } from '../../server/province/seed';

let server: TestServer;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, teacher] = await Promise.all([server.login('admin'), server.login('teacher')]);
});
afterAll(() => server?.close());

describe('provinces (administrative areas)', () => {
  it('seeds every province, city and district of the package, 34 provinces at the root', async () => {
    const rows = await server.database.query<{ type: string; n: number }>('SELECT type, count(*)::int AS n FROM province GROUP BY type ORDER BY type');
    const byType = Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
    expect(byType.province).toBe(34);
    expect(byType.city).toBeGreaterThan(340);
    expect(byType.district).toBeGreaterThan(2900);
    expect(byType.province + byType.city + byType.district).toBe(loadDivisions().id.length);
    const root = await teacher.get('/api/System/Province/-1');
    expect(root.code).toBe(200);
    expect(root.data.list).toHaveLength(34);
    expect(root.data.list[0]).toMatchObject({ id: '110000', parentId: '-1', fullName: '北京市', enCode: '110000', type: 'province', hasChildren: true, isLeaf: false });
    expect(root.data.list.map((p: any) => p.fullName)).toEqual(expect.arrayContaining(['广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
  });

  it('answers lazy cascader children by parent id, down to leaves', async () => {
    const provinces = await teacher.get('/api/System/Province/-1/Selector');
    expect(provinces.data.list).toHaveLength(34);
    const gd = provinces.data.list.find((p: any) => p.fullName === '广东省');
    expect(gd).toEqual({ id: '440000', fullName: '广东省', enCode: '440000', isLeaf: false });
    const cities = await teacher.get(`/api/System/Province/${gd.id}/Selector`);
    const sz = cities.data.list.find((c: any) => c.fullName === '深圳市');
    expect(sz).toMatchObject({ id: '440300', isLeaf: false });
    const districts = await teacher.get(`/api/System/Province/${sz.id}/Selector`);
    expect(districts.data.list.map((d: any) => d.fullName)).toContain('南山区');
    expect(districts.data.list.every((d: any) => d.isLeaf)).toBe(true);
    expect((await teacher.get('/api/System/Province/440305/Selector')).data.list).toEqual([]);
  });

  it('filters children by keyword and reads one area', async () => {
    const r = await admin.get('/api/System/Province/440000', { keyword: '州' });
    expect(r.data.list.map((c: any) => c.fullName)).toEqual(expect.arrayContaining(['广州市', '惠州市', '潮州市']));
    expect(r.data.list.every((c: any) => c.fullName.includes('州'))).toBe(true);
    const info = await teacher.get('/api/System/Province/440300/Info');
    expect(info.data).toMatchObject({ id: '440300', parentId: '440000', fullName: '深圳市', type: 'city', hasChildren: true });
    expect((await teacher.get('/api/System/Province/999999/Info')).code).toBe(404);
  });

  it('creates, updates and deletes an area, its type following its parent', async () => {
    const c = await admin.post('/api/System/Province', { parentId: '440300', fullName: '前海合作区', enCode: '440399', sortCode: 99 });
    expect(c.code, c.msg).toBe(200);
    expect(c.data.id).toBe('440399');
    const info = await admin.get('/api/System/Province/440399/Info');
    expect(info.data).toMatchObject({ parentId: '440300', type: 'district', isLeaf: true, enabledMark: 1 });
    expect((await admin.get('/api/System/Province/440300/Selector')).data.list.map((d: any) => d.fullName)).toContain('前海合作区');
    const u = await admin.put('/api/System/Province/440399', { ...info.data, fullName: '前海深港合作区', description: '新区' });
    expect(u.code, u.msg).toBe(200);
    expect((await admin.get('/api/System/Province/440399/Info')).data).toMatchObject({ fullName: '前海深港合作区', description: '新区' });
    const under = await admin.post('/api/System/Province', { parentId: '440399', fullName: '街道', enCode: '440399001' });
    expect(under.code).toBe(400);
    expect(under.msg).toBe('区县下不能再添加下级区域');
    expect((await admin.delete('/api/System/Province/440399')).code).toBe(200);
    expect((await admin.get('/api/System/Province/440399/Info')).code).toBe(404);
  });

  it('refuses deleting an area with children, and bad input, changing nothing', async () => {
    const del = await admin.delete('/api/System/Province/440300');
    expect(del.code).toBe(400);
    expect(del.msg).toBe('该区域下有下级区域，不能删除');
    const bad = await admin.post('/api/System/Province', { parentId: '440300', fullName: '坏#名', enCode: '44A' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    expect(bad.msg).toContain('名称不能含有特殊符号');
    expect(bad.msg).toContain('只能输入数字');
    const missing = await admin.post('/api/System/Province', { parentId: '-1', enCode: '990000' });
    expect(missing.msg).toBe('区域名称不能为空');
    const dup = await admin.post('/api/System/Province', { parentId: '440300', fullName: '南山', enCode: '440305' });
    expect(dup.msg).toBe('区域编码已存在');
    const noParent = await admin.post('/api/System/Province', { parentId: '123', fullName: '无主', enCode: '123456' });
    expect(noParent.msg).toBe('上级区域不存在');
    expect((await admin.get('/api/System/Province/440300')).data.list.length).toBe((await admin.get('/api/System/Province/440300/Selector')).data.list.length);
    expect((await admin.get('/api/System/Province/440300/Info')).data.fullName).toBe('深圳市');
  });

  it('toggles the state; a disabled area leaves the cascader but stays on the admin list', async () => {
    const off = await admin.put('/api/System/Province/440305/Actions/State');
    expect(off.code).toBe(200);
    expect(off.data.enabledMark).toBe(0);
    expect((await teacher.get('/api/System/Province/440300/Selector')).data.list.map((d: any) => d.id)).not.toContain('440305');
    const admins = await admin.get('/api/System/Province/440300');
    expect(admins.data.list.find((d: any) => d.id === '440305').enabledMark).toBe(0);
    // The client may send the action without a body: it still flips the state.
    const bare = await admin.raw('/api/System/Province/440305/Actions/State', { method: 'PUT' });
    expect(bare.status).toBe(200);
    expect((await bare.json()).data.enabledMark).toBe(1);
    await admin.put('/api/System/Province/440305/Actions/State', { enabledMark: 0 });
    const on = await admin.put('/api/System/Province/440305/Actions/State', { enabledMark: 1 });
    expect(on.data.enabledMark).toBe(1);
    expect((await teacher.get('/api/System/Province/440300/Selector')).data.list.map((d: any) => d.id)).toContain('440305');
  });

  it('denies a teacher every write (403), and nothing changes', async () => {
    expect((await teacher.post('/api/System/Province', { parentId: '440300', fullName: '偷建区', enCode: '440398' })).status).toBe(403);
    expect((await teacher.put('/api/System/Province/440305', { fullName: '改名', enCode: '440305' })).status).toBe(403);
    expect((await teacher.put('/api/System/Province/440305/Actions/State')).status).toBe(403);
    expect((await teacher.delete('/api/System/Province/440305')).status).toBe(403);
    const info = (await admin.get('/api/System/Province/440305/Info')).data;
    expect(info).toMatchObject({ fullName: '南山区', enabledMark: 1 });
    expect((await admin.get('/api/System/Province/440398/Info')).code).toBe(404);
    expect((await server.anonymous.get('/api/System/Province/-1/Selector')).status).toBe(401);
  });

  it('treats hostile query input as data', async () => {
    expect((await admin.get('/api/System/Province/-1', { sidx: 'full_name; DROP TABLE province' })).code).toBe(400);
    const r = await admin.get('/api/System/Province/-1', { keyword: "' OR 1=1 --" });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(0);
    const sorted = await admin.get('/api/System/Province/-1', { sidx: 'enCode', sort: 'desc' });
    expect(sorted.data.list[0].fullName).toBe('澳门特别行政区');
    expect((await admin.get(`/api/System/Province/${encodeURIComponent("' OR '1'='1")}/Selector`)).data.list).toEqual([]);
  });
});
