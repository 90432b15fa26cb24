import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gone, hoverUntil, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { readableShade } from '../../src/theme';

// Issue 4: the shell a signed-in user lives in — the three layouts and the settings drawer that
// switches them, the top menu's 更多 overflow, the tags bar, settings and language surviving a
// reload, and the 404 page. One signed-in page is reused across the tests, as a user would.
let e2e: E2E;
let page: Page;
let context: BrowserContext;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, context } = await e2e.newPage());
  await signIn(page, 'admin');
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** The CSS colour a theme colour is drawn in: its shade readable under white text (src/theme.ts). */
const onScreen = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(readableShade(hex).slice(i, i + 2), 16)).join(', ')})`;
const drawer = () => page.locator('.ant-drawer-section');
async function openSettings() {
  await page.getByTestId('settings-button').click();
  await visible(drawer().getByText('导航模式'));
}
async function closeSettings() {
  await page.locator('.ant-drawer-close').click();
  await gone(drawer());
}
/** Opens a page the way a user does: hover the top-level module, click the page. */
async function openFromTopMenu(module: string, item: string) {
  await pickTopMenu(page, module, item);
}
const tags = () => page.getByTestId('tag');
/** Waits until the finite CSS animations have finished, for a clean picture. */
const settled = () =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
const tagPaths = async () => tags().evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
const topLevelNames = async () => {
  const rows = await e2e.server.login('admin').then((c) => c.get('/api/Common/Login/CurrentUser'));
  return (rows.data.menuList as { fullName: string; hidden?: boolean }[]).filter((m) => !m.hidden).map((m) => m.fullName);
};

/** Closes an open dropdown without clicking into the page (the home page's items open dialogs). */
async function dismiss() {
  await page.keyboard.press('Escape');
  await page.mouse.move(1, 1);
}

describe('layouts', () => {
  it('the settings drawer switches classic (sidebar), functional (top menu) and plain (icon sidebar)', async () => {
    // Signed in: functional, the menu across the top and no sidebar.
    await visible(page.locator('[data-layout="functional"]'));
    await visible(page.getByTestId('top-menu'));
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await snap(page, 'layout-functional');

    await openSettings();
    // The drawer has finished sliding in before the picture is taken.
    await page.waitForFunction(() => {
      const r = document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect();
      return !!r && Math.abs(r.right - window.innerWidth) < 1;
    });
    await snap(page, 'settings-drawer');
    await page.getByTestId('layout-classic').click();
    await visible(page.locator('[data-layout="classic"]'));
    // The drawer stays open while the user tries the layouts out.
    await visible(drawer().getByText('导航模式'));
    await closeSettings();
    const sidebar = page.getByTestId('sidebar');
    await visible(sidebar.getByText('组织权限'));
    // The sider animates its width: read it once it has settled.
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(210);
    expect(await page.getByTestId('top-menu').count()).toBe(0);
    await visible(page.getByTestId('tags-bar'));
    await visible(page.getByTestId('hamburger'));
    // The sidebar opens a directory and navigates to its page.
    await sidebar.getByText('组织权限').click();
    await sidebar.getByText('用户管理').click();
    await page.waitForURL(/\/permission\/user$/);
    await visible(page.getByTestId('list-permission.user'));
    await snap(page, 'layout-classic');

    await openSettings();
    await page.getByTestId('layout-plain').click();
    await visible(page.locator('[data-layout="plain"]'));
    await closeSettings();
    // Plain: a narrow sidebar of icons, titles only on hover; no hamburger to widen it.
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(64);
    expect(await sidebar.getByText('组织权限').isVisible()).toBe(false);
    expect(await page.getByTestId('hamburger').count()).toBe(0);
    await snap(page, 'layout-plain');

    await openSettings();
    await page.getByTestId('layout-functional').click();
    await visible(page.getByTestId('top-menu'));
    await closeSettings();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
  });

  it('the functional top menu shows floor(width/116) slots; what does not fit is under 更多', async () => {
    const names = await topLevelNames();
    const check = async () => {
      const menu = page.getByTestId('top-menu');
      // The menu re-measures itself after a resize (ResizeObserver): wait for it to settle.
      await menu.evaluate(
        (el, total) =>
          new Promise<void>((done) => {
            const ok = () => el.querySelectorAll('.ant-menu-horizontal > li').length === Math.min(total, Math.floor(el.clientWidth / 116));
            const tick = () => (ok() ? done() : requestAnimationFrame(tick));
            tick();
          }),
        names.length,
      );
      const width = await menu.evaluate((el) => el.clientWidth);
      const slots = Math.floor(width / 116);
      const shown = await menu.locator('.ant-menu-horizontal > li').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
      if (names.length <= slots) {
        expect(shown).toEqual(names);
        return { slots, shown, more: [] as string[] };
      }
      // One of the slots is 更多 itself, last.
      expect(shown).toHaveLength(slots);
      expect(shown[slots - 1]).toBe('更多');
      expect(shown.slice(0, -1)).toEqual(names.slice(0, slots - 1));
      // Every item really fits: nothing is clipped at the right edge.
      const box = (await menu.boundingBox())!;
      const last = (await menu.locator('.ant-menu-horizontal > li').last().boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
      const popup = page.locator('.ant-menu-submenu-popup:visible').last();
      await hoverUntil(page, menu.getByText('更多'), popup.getByText(names[slots - 1], { exact: true }));
      for (const n of names.slice(slots - 1)) await visible(popup.getByText(n, { exact: true }));
      return { slots, shown, more: names.slice(slots - 1) };
    };

    // On the home page nothing under 更多 is open, so 更多 must look like its idle neighbours.
    await page.goto('/home');
    await visible(page.getByTestId('home-page'));
    const items = page.getByTestId('top-menu').locator('.ant-menu-horizontal > li');
    const look = (li: ReturnType<typeof items.last>) =>
      li.evaluate((el) => {
        const title = el.querySelector('.ant-menu-submenu-title') ?? el;
        return { color: getComputedStyle(title).color, background: getComputedStyle(el).backgroundColor };
      });
    await page.mouse.move(700, 600);
    expect(await look(items.last())).toEqual(await look(items.nth(1)));

    await page.setViewportSize({ width: 1000, height: 800 });
    const narrow = await check();
    expect(narrow.more.length).toBeGreaterThan(0);
    await snap(page, 'layout-functional-more-1000');

    // A page that lives under 更多 highlights it.
    const hidden = narrow.more[narrow.more.length - 1];
    await page.locator('.ant-menu-submenu-popup:visible').last().getByText(hidden, { exact: true }).hover();
    const leaf = page.locator('.ant-menu-submenu-popup:visible').last().locator('.ant-menu-item').first();
    const leafName = (await leaf.innerText()).trim();
    await leaf.click();
    await page.waitForURL((u) => u.pathname !== '/home');
    await visible(page.locator('[data-testid="tag"][data-active="true"]').getByText(leafName));
    expect(await page.getByTestId('top-menu').locator('.ant-menu-submenu-selected').innerText()).toContain('更多');

    await page.setViewportSize({ width: 1440, height: 900 });
    const wide = await check();
    expect(wide.slots).toBeGreaterThan(narrow.slots);
  });
});

describe('tags bar', () => {
  it('close others keeps the current and the affixed home tag; close all keeps only home', async () => {
    for (const [module, item, path] of [
      ['组织权限', '用户管理', '/permission/user'],
      ['组织权限', '角色管理', '/permission/role'],
      ['系统管理', '系统公告', '/system/notice'],
    ]) {
      await openFromTopMenu(module, item);
      await visible(page.locator(`[data-testid="tag"][data-path="${path}"][data-active="true"]`));
    }
    expect(await tagPaths()).toEqual(expect.arrayContaining(['/home', '/permission/user', '/permission/role', '/system/notice']));
    // The home tag has no close button: it is affixed.
    expect(await page.locator('[data-testid="tag"][data-path="/home"] .anticon-close').count()).toBe(0);

    await page.locator('[data-testid="tag"][data-path="/permission/role"]').click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByText('关闭其他').click();
    await page.waitForURL(/\/permission\/role$/);
    await gone(page.locator('[data-testid="tag"][data-path="/system/notice"]'));
    expect(await tagPaths()).toEqual(['/home', '/permission/role']);
    await snap(page, 'tags-close-others');

    await page.locator('[data-testid="tag"][data-path="/permission/role"]').click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByText('关闭所有').click();
    await page.waitForURL(/\/home$/);
    await gone(page.locator('[data-testid="tag"][data-path="/permission/role"]'));
    expect(await tagPaths()).toEqual(['/home']);
  });

  it('switching layout keeps the open page as it was: its search text and its filtered rows', async () => {
    await openFromTopMenu('组织权限', '用户管理');
    const search = page.getByTestId('search-bar').getByPlaceholder('账户/姓名/手机');
    await search.fill('teacher');
    await page.getByTestId('search-bar').getByRole('button', { name: /查\s*询/ }).click();
    const list = page.getByTestId('list-permission.user');
    await visible(list.getByText('teacher', { exact: true }));
    for (const layout of ['classic', 'plain', 'functional']) {
      await openSettings();
      await page.getByTestId(`layout-${layout}`).click();
      await visible(page.locator(`[data-layout="${layout}"]`));
      await closeSettings();
      expect(await search.inputValue(), layout).toBe('teacher');
      await visible(list.getByText('teacher', { exact: true }));
      expect(await list.getByText('admin', { exact: true }).count(), layout).toBe(0);
    }
  });

  it('a cached view keeps its search text when the user comes back to it', async () => {
    await openFromTopMenu('组织权限', '用户管理');
    const search = page.getByTestId('search-bar').getByPlaceholder('账户/姓名/手机');
    await search.fill('teacher');
    await page.getByTestId('search-bar').getByRole('button', { name: /查\s*询/ }).click();
    await visible(page.getByTestId('list-permission.user').getByText('teacher', { exact: true }));
    // Away through the tags bar (an in-app navigation, not a reload) and back again.
    await page.locator('[data-testid="tag"][data-path="/home"]').click();
    await visible(page.getByTestId('home-page'));
    await page.locator('[data-testid="tag"][data-path="/permission/user"]').click();
    await page.waitForURL(/\/permission\/user$/);
    expect(await search.inputValue()).toBe('teacher');
    // Closing the tag forgets it: opened again, the page starts clean.
    await page.locator('[data-testid="tag"][data-path="/permission/user"] .anticon-close').click();
    // The page goes to the last tag left (home, or another page an earlier test opened).
    await gone(page.locator('[data-testid="tag"][data-path="/permission/user"]'));
    await page.waitForURL((url) => url.pathname !== '/permission/user');
    await openFromTopMenu('组织权限', '用户管理');
    await page.waitForURL(/\/permission\/user$/);
    await visible(search);
    expect(await search.inputValue()).toBe('');
  });
});

describe('settings and language', () => {
  it('theme colour and the tags-view switch survive a reload', async () => {
    await page.goto('/permission/role');
    const activeTag = page.locator('[data-testid="tag"][data-active="true"]');
    await visible(activeTag);
    expect(await activeTag.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(onScreen('#1890ff'));

    await openSettings();
    await page.getByTestId('theme-green').click();
    await visible(page.getByTestId('theme-green').locator('.anticon-check'));
    expect(await activeTag.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(onScreen('#52c41a'));
    await page.getByTestId('setting-tagsView').click();
    await gone(page.getByTestId('tags-bar'));
    await closeSettings();

    await page.reload();
    await visible(page.getByTestId('navbar'));
    expect(await page.getByTestId('tags-bar').count()).toBe(0);
    await openSettings();
    await visible(page.getByTestId('theme-green').locator('.anticon-check'));
    expect(await page.getByTestId('setting-tagsView').getAttribute('aria-checked')).toBe('false');
    await page.getByTestId('setting-tagsView').click();
    await visible(page.getByTestId('tags-bar'));
    await page.getByTestId('theme-blue').click();
    await closeSettings();
    expect(await page.locator('[data-testid="tag"][data-active="true"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(onScreen('#1890ff'));
  });

  it('language: zh → en → zhtw, with the success texts; shell and menu follow; the choice survives a reload', async () => {
    await page.goto('/home');
    await visible(page.getByTestId('home-page'));
    const navbar = page.getByTestId('navbar');
    await navbar.getByTestId('language-selector').click();
    await page.getByTestId('language-en').click();
    await visible(page.locator('.ant-message').getByText('Switch Language Success'));
    await visible(page.getByTestId('top-menu').getByText('Home', { exact: true }));
    await visible(page.locator('[data-testid="tag"][data-path="/home"]').getByText('Home'));
    await page.getByTestId('user-dropdown').click();
    await visible(page.getByText('Lock screen'));
    await dismiss();
    await gone(page.getByText('Lock screen'));
    // The selector marks the language in use.
    await navbar.getByTestId('language-selector').click();
    await visible(page.locator('.ant-dropdown-menu-item-selected').getByText('English'));
    await dismiss();
    await gone(page.locator('.ant-dropdown-menu-item-selected'));
    await settled();
    await snap(page, 'language-en');

    await navbar.getByTestId('language-selector').click();
    await page.getByTestId('language-zhtw').click();
    await visible(page.locator('.ant-message').getByText('切換成功'));
    await visible(page.getByTestId('top-menu').getByText('首頁', { exact: true }));
    await visible(page.getByTestId('top-menu').getByText('組織權限'));

    await page.reload();
    await visible(page.getByTestId('top-menu').getByText('組織權限'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
    await page.getByTestId('user-dropdown').click();
    await visible(page.getByText('鎖定屏幕'));
    await dismiss();

    // The server keeps the choice too.
    const [{ language }] = await e2e.server.database.query<{ language: string }>(`SELECT language FROM users WHERE account = 'admin'`);
    expect(language).toBe('zhtw');
    await navbar.getByTestId('language-selector').click();
    await page.getByTestId('language-zh').click();
    await visible(page.getByTestId('top-menu').getByText('组织权限'));
  });

  it('an unknown path shows the 404 page, with a way home', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await visible(page.getByTestId('page-404').getByText('抱歉，您访问的页面不存在'));
    await settled();
    await snap(page, 'not-found');
    await page.getByTestId('page-404').getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/\/home$/);
  });
});
