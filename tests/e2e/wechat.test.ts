import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { startWeChatStandIn, type StandIn } from '../support/weChatStandIn';

// Issue 18 item 1: an administrator enters the official account's credentials, tests the connection,
// builds the menu (a page button, and a button with two sub-buttons), is stopped by Tencent's name
// limit, and publishes: the local stand-in for WeChat receives exactly that menu.
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
    await context.close();
  });
});
