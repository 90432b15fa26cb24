import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { startWeChatStandIn, type StandIn } from '../support/weChatStandIn';

/*
 * 微信管理 (issue 18 item 1) against a local stand-in that answers as Tencent documents: settings
 * whose secrets never come back, a token fetched once and shared, replaced when WeChat says it has
 * expired, a menu over Tencent's limits refused with its paths, and the published menu as WeChat got it.
 */

let wx: StandIn;
let server: TestServer;
let admin: Client;
let school1: Client;
let teacher: Client;

beforeAll(async () => {
  wx = await startWeChatStandIn();
  wx.accounts.set('wx5f0c1a2b3c4d5e6f', 'mp-secret-0123456789');
  wx.accounts.set('ww0a1b2c3d4e5f', 'corp-secret-abcdef');
  server = await startServer({ WECHAT_API_BASE: wx.url, WECOM_API_BASE: wx.url });
  admin = await server.login('admin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
});
afterAll(async () => {
  await server?.close();
  await wx?.close();
});

const AES = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const tokenCalls = () => wx.calls.filter((c) => c.path === '/cgi-bin/token').length;
const snapshot = (table: string) => server.database.query(`SELECT * FROM ${table} ORDER BY 1`).then((r) => JSON.stringify(r));

describe('公众号配置', () => {
  it('stores the secret and the AES key encrypted and never answers them', async () => {
    const saved = await admin.put('/api/WeChat/Config/mp', { appId: 'wx5f0c1a2b3c4d5e6f', secret: 'mp-secret-0123456789', token: 'eduToken2026', aesKey: AES });
    expect(saved.code, saved.msg).toBe(200);
    const got = await admin.get('/api/WeChat/Config/mp');
    expect(got.data).toMatchObject({ appId: 'wx5f0c1a2b3c4d5e6f', hasSecret: true, hasAesKey: true, token: 'eduToken2026', callbackPath: '/api/WeChat/Callback/mp' });
    expect(JSON.stringify(got)).not.toContain('mp-secret');
    expect(JSON.stringify(got)).not.toContain(AES);
    const stored = await snapshot('wechat_config');
    expect(stored).not.toContain('mp-secret');
    expect(stored).not.toContain(AES);
    // An empty secret on save keeps the stored one.
    expect((await admin.put('/api/WeChat/Config/mp', { appId: 'wx5f0c1a2b3c4d5e6f', secret: '', token: 'eduToken2026' })).code).toBe(200);
    expect((await admin.get('/api/WeChat/Config/mp')).data).toMatchObject({ hasSecret: true, hasAesKey: true });
  });

  it('tests the connection by fetching a token; a wrong secret gets WeChat’s own error', async () => {
    const ok = await admin.post('/api/WeChat/Config/mp/Actions/Test');
    expect(ok.code, ok.msg).toBe(200);
    expect(tokenCalls()).toBe(1);
    await admin.put('/api/WeChat/Config/qy', { appId: 'ww0a1b2c3d4e5f', secret: 'not-the-secret', agentId: '1000002' });
    const bad = await admin.post('/api/WeChat/Config/qy/Actions/Test');
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('微信接口返回错误：40001 invalid credential');
    await admin.put('/api/WeChat/Config/qy', { appId: 'ww0a1b2c3d4e5f', secret: 'corp-secret-abcdef', agentId: '1000002' });
    expect((await admin.post('/api/WeChat/Config/qy/Actions/Test')).code).toBe(200);
  });

  it('refuses a school head and a teacher, with nothing changed', async () => {
    const before = await snapshot('wechat_config');
    for (const c of [school1, teacher]) {
      expect((await c.put('/api/WeChat/Config/mp', { appId: 'wxevil', secret: 'x' })).code).toBe(403);
      expect((await c.get('/api/WeChat/Config/mp')).code).toBe(403);
    }
    expect(await snapshot('wechat_config')).toBe(before);
  });
});

describe('公众号菜单', () => {
  const menu = {
    button: [
      { name: '校园新闻', type: 'view', url: 'https://school.example/news' },
      { name: '家校服务', sub_button: [{ name: '请假申请', type: 'view', url: 'https://school.example/leave' }, { name: '成绩查询', type: 'click', key: 'SCORE_QUERY' }] },
      { name: '联系我们', type: 'click', key: 'CONTACT' },
    ],
  };

  it('refuses a menu over Tencent’s limits with the path of each problem, and stores nothing', async () => {
    const before = await snapshot('wechat_menu');
    const over = { button: [...menu.button, { name: '第四个', type: 'click', key: 'X' }] };
    over.button[0] = { ...over.button[0], name: '学校新闻动态' };
    const r = await admin.put('/api/WeChat/MpMenu', over);
    expect(r.code).toBe(400);
    expect(r.msg).toBe('一级菜单最多 3 个');
    expect(r.data).toEqual([
      { field: '/button', message: '一级菜单最多 3 个' },
      { field: '/button/0/name', message: '菜单名称不能超过 16 个字节（一个汉字 3 个字节）' },
    ]);
    expect(await snapshot('wechat_menu')).toBe(before);
  });

  it('publishes to WeChat with the shared token, and replaces an expired token once', async () => {
    expect((await admin.put('/api/WeChat/MpMenu', menu)).code).toBe(200);
    const tokensBefore = tokenCalls();
    const pub = await admin.post('/api/WeChat/MpMenu/Actions/Publish');
    expect(pub.code, pub.msg).toBe(200);
    expect(wx.menu).toEqual({
      button: [
        { type: 'view', name: '校园新闻', url: 'https://school.example/news' },
        { name: '家校服务', sub_button: [{ type: 'view', name: '请假申请', url: 'https://school.example/leave' }, { type: 'click', name: '成绩查询', key: 'SCORE_QUERY' }] },
        { type: 'click', name: '联系我们', key: 'CONTACT' },
      ],
    });
    // The token from the connection test is still valid: no new one was fetched.
    expect(tokenCalls()).toBe(tokensBefore);
    expect((await admin.get('/api/WeChat/MpMenu')).data.published).toBe(true);

    wx.expireTokens();
    const creates = wx.calls.filter((c) => c.path === '/cgi-bin/menu/create').length;
    expect((await admin.post('/api/WeChat/MpMenu/Actions/Publish')).code).toBe(200);
    expect(tokenCalls()).toBe(tokensBefore + 1);
    // The first try was answered 42001, the second with the new token succeeded.
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/menu/create').length).toBe(creates + 2);
  });

  it('a changed menu is not published until someone publishes it; a teacher may do neither', async () => {
    expect((await admin.put('/api/WeChat/MpMenu', { button: [{ name: '新闻', type: 'view', url: 'https://school.example/' }] })).code).toBe(200);
    expect((await admin.get('/api/WeChat/MpMenu')).data.published).toBe(false);
    const before = await snapshot('wechat_menu');
    expect((await teacher.put('/api/WeChat/MpMenu', menu)).code).toBe(403);
    expect((await teacher.post('/api/WeChat/MpMenu/Actions/Publish')).code).toBe(403);
    expect(await snapshot('wechat_menu')).toBe(before);
  });
});

describe('公众号用户', () => {
  it('syncs every follower through next_openid pages and batchget, then tags them 50 at a time', async () => {
    wx.pageSize = 40;
    wx.tags.set(100, '家长');
    wx.tags.set(101, '教师');
    for (let i = 0; i < 130; i++) wx.followers.set(`oFan${String(i).padStart(3, '0')}`, { subscribe_time: 1_700_000_000 + i, remark: i === 0 ? '张三家长' : '', tagid_list: i < 10 ? [100] : [] });
    const r = await admin.post('/api/WeChat/MpUser/Actions/Sync');
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toEqual({ total: 130, added: 130, removed: 0 });
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/user/get').length).toBeGreaterThanOrEqual(4);
    const parents = await admin.get('/api/WeChat/MpUser', { currentPage: 1, pageSize: 50, tagId: 100 });
    expect(parents.data.pagination.total).toBe(10);
    expect((await admin.get('/api/WeChat/MpUser', { keyword: '张三' })).data.list.map((u: { openid: string }) => u.openid)).toEqual(['oFan000']);

    const teachers = Array.from({ length: 60 }, (_, i) => `oFan${String(20 + i).padStart(3, '0')}`);
    const tagged = await admin.post('/api/WeChat/MpUser/Actions/Tag', { openids: teachers, tagId: 101 });
    expect(tagged.code, tagged.msg).toBe(200);
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/tags/members/batchtagging').map((c) => (c.body as { openid_list: string[] }).openid_list.length)).toEqual([50, 10]);
    expect((await admin.get('/api/WeChat/MpUser', { tagId: 101 })).data.pagination.total).toBe(60);

    expect((await admin.put('/api/WeChat/MpUser/oFan001/Remark', { remark: '李四家长' })).code).toBe(200);
    expect(wx.followers.get('oFan001')!.remark).toBe('李四家长');

    // An unfollow shows at the next sync.
    wx.followers.delete('oFan129');
    expect((await admin.post('/api/WeChat/MpUser/Actions/Sync')).data).toEqual({ total: 129, added: 0, removed: 1 });
  });

  it('refuses an unknown tag or follower and a teacher, with nothing changed here or at WeChat', async () => {
    const before = await snapshot('wechat_user');
    const calls = wx.calls.length;
    expect((await admin.post('/api/WeChat/MpUser/Actions/Tag', { openids: ['oFan001'], tagId: 999 })).code).toBe(400);
    expect((await admin.post('/api/WeChat/MpUser/Actions/Tag', { openids: ['oNotAFan'], tagId: 100 })).code).toBe(400);
    expect((await teacher.post('/api/WeChat/MpUser/Actions/Sync')).code).toBe(403);
    expect((await teacher.put('/api/WeChat/MpUser/oFan001/Remark', { remark: '改掉' })).code).toBe(403);
    expect(await snapshot('wechat_user')).toBe(before);
    expect(wx.calls.length).toBe(calls);
  });
});
