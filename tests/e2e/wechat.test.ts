import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { startWeChatStandIn, type StandIn } from '../support/weChatStandIn';
import { plainSignature } from '../../server/weChat/callbackCrypto';

// Issue 18 item 1: an administrator enters the official account's credentials, tests the connection,
// builds the menu (a page button, and a button with two sub-buttons), is stopped by Tencent's name
// limit, and publishes: the local stand-in for WeChat receives exactly that menu. Then a keyword reply,
// and a parent's message delivered to the callback is listed with the reply it got. Then 公众号素材
// (an image uploaded into the grid) and 企业号组织 (a school pushed to WeCom: preview, apply, report).
let wx: StandIn;
let e2e: E2E;
beforeAll(async () => {
  wx = await startWeChatStandIn();
  wx.accounts.set('wx5f0c1a2b3c4d5e6f', 'mp-secret-0123456789');
  e2e = await startE2E({ WECHAT_API_BASE: wx.url, WECOM_API_BASE: wx.url });
});
afterAll(async () => {
  await e2e?.close();
  await wx?.close();
});

describe('微信管理', () => {
  it('configures the official account, builds its menu and publishes it to WeChat', { timeout: 180_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/weChat/mpConfig');
    const config = page.getByTestId('wechat-config-mp');
    await visible(config.getByText('尚未保存').first());
    await config.getByLabel('AppID').fill('wx5f0c1a2b3c4d5e6f');
    await config.getByLabel('AppSecret').fill('mp-secret-0123456789');
    await config.getByLabel('令牌（Token）').fill('eduToken2026');
    await config.getByRole('button', { name: /保\s*存/ }).click();
    await visible(config.getByText('已保存（留空则不修改）').first());
    await expect.poll(() => config.getByLabel('AppSecret').inputValue()).toBe('');
    await config.getByRole('button', { name: '测试连接' }).click();
    await visible(page.getByText('连接成功'));
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/token').length).toBe(1);
    const a11y = await seriousViolations(page);
    const report = describeViolations('wechat config', a11y);
    if (report) console.log(report);
    expect(a11y.map((v) => v.id)).toEqual([]);
    await snap(page, 'wechat-config');

    await page.goto('/weChat/mpMenu');
    const screen = page.getByTestId('wechat-menu');
    await visible(screen.getByText('尚未发布'));
    const form = page.getByTestId('wechat-menu-button');
    // A page button.
    await screen.getByRole('button', { name: '添加一级菜单' }).click();
    await form.getByLabel('菜单名称').fill('校园新闻动态');
    await visible(form.getByText('菜单名称不能超过 16 个字节（一个汉字 3 个字节）'));
    await form.getByLabel('菜单名称').fill('校园新闻');
    await form.getByLabel('类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '跳转网页' }).click();
    await form.getByLabel('网页地址').fill('https://school.example/news');
    // A button with two sub-buttons.
    await screen.getByRole('button', { name: '添加一级菜单' }).click();
    await form.getByLabel('菜单名称').fill('家校服务');
    await screen.getByRole('button', { name: '添加子菜单' }).click();
    await form.getByLabel('菜单名称').fill('成绩查询');
    await form.getByLabel('菜单 key').fill('SCORE_QUERY');
    await screen.getByRole('button', { name: '添加子菜单' }).click();
    await form.getByLabel('菜单名称').fill('请假申请');
    await form.getByLabel('类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '跳转网页' }).click();
    await form.getByLabel('网页地址').fill('https://school.example/leave');
    await snap(page, 'wechat-menu');
    await screen.getByRole('button', { name: '发布到微信' }).click();
    await visible(screen.getByText('已发布', { exact: true }));
    expect(wx.menu).toEqual({
      button: [
        { type: 'view', name: '校园新闻', url: 'https://school.example/news' },
        { name: '家校服务', sub_button: [{ type: 'click', name: '成绩查询', key: 'SCORE_QUERY' }, { type: 'view', name: '请假申请', url: 'https://school.example/leave' }] },
      ],
    });
    const a11yMenu = await seriousViolations(page);
    const reportMenu = describeViolations('wechat menu', a11yMenu);
    if (reportMenu) console.log(reportMenu);
    expect(a11yMenu.map((v) => v.id)).toEqual([]);

    // 公众号消息: a keyword reply, then a parent's message as WeChat delivers it (signed with the token).
    await page.goto('/weChat/mpMessage');
    const inbox = page.getByTestId('wechat-messages');
    await visible(inbox.getByText('还没有收到消息', { exact: false }));
    await inbox.getByRole('tab', { name: '关键词回复' }).click();
    await inbox.getByRole('button', { name: '新建回复' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('关键词').fill('请假');
    await dialog.getByText('包含', { exact: true }).click();
    await dialog.getByLabel('回复内容').fill('请在“家校服务 → 请假申请”中提交。');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await visible(inbox.getByRole('cell', { name: '请假', exact: true }));
    const ts = String(Math.floor(Date.now() / 1000));
    const q = new URLSearchParams({ timestamp: ts, nonce: 'e2e1', signature: plainSignature('eduToken2026', ts, 'e2e1') });
    const xml = `<xml><ToUserName><![CDATA[gh_school]]></ToUserName><FromUserName><![CDATA[oParent001]]></FromUserName><CreateTime>${ts}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[孩子明天请假]]></Content><MsgId>8001</MsgId></xml>`;
    const res = await fetch(`${e2e.server.url}/api/WeChat/Callback/mp?${q}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
    expect(await res.text()).toContain('请在“家校服务 → 请假申请”中提交。');
    await page.reload();
    await visible(inbox.getByRole('cell', { name: '孩子明天请假' }));
    await visible(inbox.getByRole('cell', { name: '请在“家校服务 → 请假申请”中提交。' }));
    await snap(page, 'wechat-messages');
    const a11yInbox = await seriousViolations(page);
    const reportInbox = describeViolations('wechat messages', a11yInbox);
    if (reportInbox) console.log(reportInbox);
    expect(a11yInbox.map((v) => v.id)).toEqual([]);

    // 公众号用户: followers synced from WeChat, two of them tagged 家长 in one go.
    wx.tags.set(100, '家长');
    for (let i = 0; i < 5; i++) wx.followers.set(`oFan00${i}`, { subscribe_time: 1_700_000_000 + i, remark: i === 0 ? '王同学家长' : '', tagid_list: [] });
    await page.goto('/weChat/mpUser');
    const users = page.getByTestId('wechat-users');
    await visible(users.getByText('还没有粉丝数据', { exact: false }));
    await users.getByRole('button', { name: '从微信同步' }).click();
    await visible(users.getByRole('cell', { name: '王同学家长' }));
    await users.getByRole('row', { name: /oFan000/ }).getByRole('checkbox').check();
    await users.getByRole('row', { name: /oFan001/ }).getByRole('checkbox').check();
    await users.getByRole('button', { name: '打标签' }).click();
    await page.getByRole('dialog').getByLabel('标签').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '家长' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => [...wx.followers].filter(([, f]) => f.tagid_list.includes(100)).map(([o]) => o).sort()).toEqual(['oFan000', 'oFan001']);
    await visible(users.getByRole('row', { name: /oFan001/ }).getByText('家长'));
    await snap(page, 'wechat-users');
    const a11yUsers = await seriousViolations(page);
    const reportUsers = describeViolations('wechat users', a11yUsers);
    if (reportUsers) console.log(reportUsers);
    expect(a11yUsers.map((v) => v.id)).toEqual([]);
    await context.close();
  });
  it('uploads an image into the material grid, and previews and applies a WeCom sync with its report', { timeout: 180_000 }, async () => {
    const admin = await e2e.server.login('admin');
    wx.accounts.set('ww0a1b2c3d4e5f', 'corp-secret-abcdef');
    expect((await admin.put('/api/WeChat/Config/mp', { appId: 'wx5f0c1a2b3c4d5e6f', secret: 'mp-secret-0123456789', token: 'eduToken2026' })).code).toBe(200);
    expect((await admin.put('/api/WeChat/Config/qy', { appId: 'ww0a1b2c3d4e5f', secret: 'corp-secret-abcdef' })).code).toBe(200);
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');

    // 公众号素材: a PNG uploaded through the button appears as a card with its picture.
    await page.goto('/weChat/mpMaterial');
    const material = page.getByTestId('wechat-material');
    await visible(material.getByText('还没有素材', { exact: false }));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    await material.locator('input[type=file]').setInputFiles({ name: '校徽.png', mimeType: 'image/png', buffer: png });
    const card = page.getByTestId('wechat-material-grid').locator('.ant-card', { hasText: '校徽.png' });
    await visible(card);
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect([...wx.materials.values()].map((m) => m.name)).toEqual(['校徽.png']);
    await snap(page, 'wechat-material');
    const a11yMaterial = await seriousViolations(page);
    const reportMaterial = describeViolations('wechat material', a11yMaterial);
    if (reportMaterial) console.log(reportMaterial);
    expect(a11yMaterial.map((v) => v.id)).toEqual([]);

    // 企业号组织: 城东实验小学 (linked to WeCom department 20 by an earlier sync) pushed to WeCom.
    wx.departments.set(1, { id: 1, name: '城东区教育局', parentid: 0, order: 0 });
    wx.departments.set(20, { id: 20, name: '城东实验小学', parentid: 1, order: 2 });
    wx.members.set('stranger', { userid: 'stranger', name: '陌生人', department: [20], main_department: 20, mobile: '13700000009', status: 1 });
    await e2e.server.database.query(`INSERT INTO wecom_link (kind, local_id, wecom_id) SELECT 'department', id, '20' FROM organize WHERE en_code = 'CDSYXX'`);
    await page.goto('/weChat/qyDepartment');
    const sync = page.getByTestId('wecom-sync');
    await visible(sync.getByText('还没有同步记录'));
    await sync.getByLabel('同步范围（组织）').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '城东实验小学' }).click();
    await sync.getByText('平台 → 企业微信').click();
    await sync.getByRole('button', { name: '预览变更' }).click();
    const preview = page.getByTestId('wecom-preview');
    await visible(preview.getByText(/新建 \d+，更新 0，删除 1，不变 0/));
    // Departments first (parents before children), the member WeCom has and we do not on the last page.
    await visible(preview.getByRole('row', { name: /新建.*部门.*校长办公室.*企业微信/ }));
    expect(wx.members.has('stranger')).toBe(true);
    await snap(page, 'wecom-preview');
    await preview.getByRole('button', { name: '应用变更' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    const report = page.getByTestId('wecom-report');
    await visible(report.getByText(/新建 \d+，更新 0，删除 1，失败 0/));
    expect(wx.members.has('stranger')).toBe(false);
    expect([...wx.departments.values()].filter((d) => d.parentid === 20).length).toBe(8);
    await snap(page, 'wecom-report');
    await page.keyboard.press('Escape');
    await visible(sync.getByRole('cell', { name: '已应用' }));
    const a11ySync = await seriousViolations(page);
    const reportSync = describeViolations('wecom sync', a11ySync);
    if (reportSync) console.log(reportSync);
    expect(a11ySync.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
