import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gone, hoverUntil, pickTopMenu, signIn, snap, startE2E, topMenuSettled, visible, type E2E } from './support/browser';

// Issue 4: what the menu does — the menu configuration dialog (hide and reorder modules, never the
// last one), and the special entry types: 8 (not open), 7 _self (embedded) and 7 _blank (new page
// with a one-time ticket in its address, for a host the deployment lists).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ EXTERNAL_LINK_HOSTS: 'resource.example.edu.cn' });
});
afterAll(() => e2e?.close());

/** Top-level modules as the user sees them: the top menu's items and those under 更多. */
async function topModules(page: Page): Promise<string[]> {
  const menu = page.getByTestId('top-menu');
  // The horizontal menu measures and moves items into 更多 after it first draws: read it once settled.
  await topMenuSettled(page);
  const shown = (await menu.locator('.ant-menu-horizontal > li').allInnerTexts()).map((s) => s.trim());
  if (shown[shown.length - 1] !== '更多') return shown;
  const popup = page.locator('.ant-menu-submenu-popup:visible').last();
  await hoverUntil(page, menu.getByText('更多', { exact: true }), popup.locator('li'));
  const more = (await popup.locator('ul.ant-menu-sub > li').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  await page.mouse.move(700, 700);
  await gone(popup);
  return [...shown.slice(0, -1), ...more];
}

/** Waits until the finite CSS animations (a dialog zooming in) have finished, for a clean picture. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function openMenuConfig(page: Page) {
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-config').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '菜单配置' });
  await visible(dialog.getByText('显示的模块'));
  await visible(dialog.locator('.ant-card').first());
  return dialog;
}
const card = (dialog: ReturnType<Page['getByRole']>, name: string) => dialog.locator('.ant-card').filter({ hasText: name });

describe('menu configuration', () => {
  it('hiding a module and moving another first take effect after signing in again', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'sysadmin');
    const before = await topModules(page);
    expect(before).toContain('示例中心');
    expect(before[0]).toBe('首页');

    const dialog = await openMenuConfig(page);
    await settled(page);
    await snap(page, 'menu-config');
    await card(dialog, '示例中心').getByRole('switch').click();
    expect(await card(dialog, '示例中心').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // The sort list holds only the shown modules.
    const sort = page.getByTestId('menu-config-sort');
    await gone(sort.getByText('示例中心'));
    await sort.locator('.ant-list-item').filter({ hasText: '组织权限' }).getByRole('button', { name: '上移' }).click();
    expect((await sort.locator('.ant-list-item').first().innerText()).trim()).toBe('组织权限');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(page.locator('.ant-message').getByText('菜单配置成功，重新登录后生效！'));
    await gone(dialog);
    // The toast sits over the top menu's right end (更多) and pauses while hovered: let it go first.
    await page.mouse.move(700, 700);
    await gone(page.locator('.ant-message-notice'));
    // Not yet: the menu changes with the next sign-in.
    expect(await topModules(page)).toEqual(before);

    await signIn(page, 'sysadmin');
    const after = await topModules(page);
    expect(after).not.toContain('示例中心');
    expect(after[0]).toBe('组织权限');
    expect(after.slice(1)).toEqual(before.filter((m) => m !== '示例中心' && m !== '组织权限'));
    // The dialog still offers the hidden module, switched off, to bring it back.
    const again = await openMenuConfig(page);
    expect(await card(again, '示例中心').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await again.getByRole('button', { name: /取\s*消/ }).click();
    await context.close();
  });

  it('the last shown module cannot be hidden', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'school1');
    const dialog = await openMenuConfig(page);
    const switches = dialog.locator('.ant-card').getByRole('switch');
    const n = await switches.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n - 1; i++) await switches.nth(i).click();
    await switches.nth(n - 1).click();
    await visible(page.locator('.ant-message').getByText('至少保留一个菜单显示'));
    expect(await switches.nth(n - 1).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('menu-config-sort').locator('.ant-list-item').count()).toBe(1);
    await settled(page);
    await snap(page, 'menu-config-keep-one');
    // Nothing was saved: cancelling leaves the server's configuration as it was.
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    const saved = await e2e.server.login('school1').then((c) => c.get('/api/Permission/ModuleUser/Current'));
    expect(saved.data.list.every((m: { isHidden: number }) => m.isHidden === 0)).toBe(true);
    await context.close();
  });
});

describe('menu entry types', () => {
  let page: Page;
  let context: import('playwright-core').BrowserContext;
  beforeAll(async () => {
    ({ page, context } = await e2e.newPage());
    // Stand-in for the external resource site (the browser has no network): answer its host here.
    await context.route('https://resource.example.edu.cn/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<h1>资源网</h1>' }));
    await signIn(page, 'admin');
  });
  afterAll(() => context?.close());

  /** Opens 校园应用 from the home page and clicks one of its entries. */
  async function pickCampusItem(name: string) {
    await page.goto('/home');
    await visible(page.getByTestId('home-page'));
    await pickTopMenu(page, '校园应用', name);
  }


  it('type 8 (智慧课堂): the not-open alert, and no navigation', async () => {
    await pickCampusItem('智慧课堂');
    await visible(page.locator('.ant-message').getByText('该功能暂未开放，敬请期待'));
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('type 7 _self (帮助中心): opens inside an embedded page', async () => {
    await pickCampusItem('帮助中心');
    await page.waitForURL(/\/campus\.helpCenter$/);
    const frame = page.getByTestId('embedded-frame');
    await visible(frame);
    expect(await frame.getAttribute('src')).toBe('/help.html');
    await visible(page.locator('[data-testid="tag"][data-active="true"]').getByText('帮助中心'));
    await snap(page, 'menu-embedded-help');
  });

  it('type 7 _blank (教育资源网): a new page whose address carries a one-time ticket, never the session', async () => {
    const session = (await context.cookies()).find((c) => c.name === 'educloud_session')?.value;
    expect(session).toBeTruthy();
    const opened = context.waitForEvent('page');
    await pickCampusItem('教育资源网');
    const popup = await opened;
    await popup.waitForURL(/resource\.example\.edu\.cn/);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://resource.example.edu.cn/sso');
    const ticket = url.searchParams.get('token');
    expect(ticket).toBeTruthy();
    expect(ticket).not.toBe(session);
    // The resource site trades it, server to server, for a session of the same user; once.
    const traded = await e2e.server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket });
    expect(traded.msg).toBe('Success');
    expect((await e2e.server.withToken(traded.data.token).get('/api/Common/Login/CurrentUser')).data.userInfo.account).toBe('admin');
    expect((await e2e.server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket })).code).toBe(400);
    await visible(popup.getByText('资源网'));
    // The console itself stays where it was.
    expect(new URL(page.url()).pathname).toBe('/home');
    await popup.close();
  });
});
