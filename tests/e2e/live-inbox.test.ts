import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gone, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 6, the inbox half: a school administrator publishes a notice and a teacher signed in
// elsewhere sees it arrive live, reads it, marks everything read; a forced offline reaches the
// teacher's page through the live channel.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The bell's badge number as drawn (antd draws no badge at 0). */
async function bellCount(page: Page): Promise<number> {
  const sup = page.getByTestId('message-bell').locator('.ant-badge-count');
  if (!(await sup.count())) return 0;
  return Number((await sup.getAttribute('title')) ?? 0);
}

/** Waits until the bell shows `n` (or the timeout passes) and answers what it shows. */
async function bellShows(page: Page, n: number, timeoutMs = 10_000): Promise<number> {
  await page
    .waitForFunction(
      (want) => {
        const sup = document.querySelector('[data-testid="message-bell"] .ant-badge-count');
        return Number(sup?.getAttribute('title') ?? 0) === want;
      },
      n,
      { timeout: timeoutMs },
    )
    .catch(() => {});
  return bellCount(page);
}

describe('live inbox', () => {
  it('a published notice raises the teacher’s bell without reload; opening it and 全部已读 bring the count down', async () => {
    const teacherSide = await e2e.newPage();
    const teacher = teacherSide.page;
    await signIn(teacher, 'teacher');
    // The seeded unread notices and workflow messages of the demo teacher, as the server counts them.
    const api = await e2e.server.login('teacher');
    const unreadOnServer = async () =>
      ((await api.get('/api/System/Message', { pageSize: 100 })).data.list as { isRead: string }[]).filter((m) => m.isRead === '0').length;
    const before = await unreadOnServer();
    expect(before).toBeGreaterThan(0);
    expect(await bellShows(teacher, before)).toBe(before);

    // The teacher's page must not reload: a marker on window survives only without one.
    await teacher.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // Published through the notice management screen (schemas/system-notice.json at /system/notice).
    const schoolSide = await e2e.newPage();
    const school = schoolSide.page;
    await signIn(school, 'school1');
    await school.goto('/system/notice');
    const list = school.getByTestId('list-system.notice');
    await list.getByRole('button', { name: /新\s*建/ }).click();
    const drawer = school.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByLabel('标题').fill('期末家长会安排（e2e）');
    await drawer.locator('.ql-editor').fill('请各班主任于周五前通知家长。');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await gone(drawer);
    const row = list.locator('tr', { hasText: '期末家长会安排（e2e）' });
    await visible(row.getByText('草稿'));
    // A draft reaches nobody: the server counts nothing new, and a push carries the server's count.
    expect(await unreadOnServer()).toBe(before);
    expect(await bellCount(teacher)).toBe(before);

    // 发布 sits in the row's 更多 menu.
    await row.getByRole('button', { name: '更多' }).click();
    await school.getByRole('menuitem', { name: /发\s*布/ }).click();
    const releaseConfirm = school.locator('.ant-modal-confirm');
    await visible(releaseConfirm.getByText('发布后公告不能再修改，是否继续?'));
    await releaseConfirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await visible(row.getByText('已发布'));
    await snap(school, 'live-notice-released');

    expect(await bellShows(teacher, before + 1)).toBe(before + 1);
    expect(await teacher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await snap(teacher, 'live-bell-risen');

    // The drawer lists it first, unread.
    await teacher.getByTestId('message-bell').click();
    const inbox = teacher.getByTestId('message-list');
    const first = inbox.getByTestId('message-item').first();
    await visible(first.getByText('期末家长会安排（e2e）'));
    expect(await first.getByTestId('unread-dot').count()).toBe(1);
    expect(await first.textContent()).toContain('王淑珍/school1');
    expect(await inbox.getByTestId('unread-dot').count()).toBe(before + 1);
    await snap(teacher, 'live-drawer-unread');

    // Opening it shows the body and marks it read: the count drops by one, the dot goes.
    await first.click();
    const detail = teacher.getByTestId('message-detail');
    await visible(detail.getByText('请各班主任于周五前通知家长。'));
    expect(await bellShows(teacher, before)).toBe(before);
    await detail.getByRole('button', { name: /close|关闭/i }).click();
    await gone(detail.getByText('请各班主任于周五前通知家长。'));
    expect(await inbox.getByTestId('message-item').first().getByTestId('unread-dot').count()).toBe(0);
    // Exactly one fewer on the server too, so the live push (which carries the server's count)
    // cannot take it down twice.
    expect(await unreadOnServer()).toBe(before);
    expect(await bellCount(teacher)).toBe(before);

    // 全部已读 asks first; cancelling changes nothing, confirming sets zero.
    await teacher.getByTestId('read-all').click();
    const confirm = teacher.locator('.ant-modal-confirm');
    await visible(confirm.getByText('您确定全部为已读状态, 是否继续?'));
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await gone(confirm);
    expect(await bellCount(teacher)).toBe(before);
    await teacher.getByTestId('read-all').click();
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    expect(await bellShows(teacher, 0)).toBe(0);
    expect(await inbox.getByTestId('unread-dot').count()).toBe(0);
    expect(await unreadOnServer()).toBe(0);
    await snap(teacher, 'live-read-all');

    await teacherSide.context.close();
    await schoolSide.context.close();
  });

  it('the bell and chat icons take the navbar’s text colour on the dark functional and the light classic header', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    // The neighbouring navbar buttons (about, settings) show the colour the header wants.
    const colours = () =>
      page.evaluate(() => {
        const of = (sel: string) => {
          const el = document.querySelector(sel);
          return el ? getComputedStyle(el).color : null;
        };
        return {
          bell: of('[data-testid="message-bell"] .anticon'),
          chat: of('[data-testid="chat-entry"] .anticon'),
          navbar: of('[data-testid="about-button"] .anticon'),
        };
      });
    const luminance = (rgb: string | null) => {
      const [r, g, b] = (rgb ?? '').match(/\d+/g)!.map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // After sign-in the layout is functional, with its dark header (spec §4).
    const dark = await colours();
    expect(dark.bell).toBe(dark.navbar);
    expect(dark.chat).toBe(dark.navbar);
    expect(luminance(dark.bell)).toBeGreaterThan(150);
    await snap(page, 'live-navbar-dark');

    // Classic layout through the settings drawer.
    await page.getByTestId('settings-button').click();
    const settings = page.locator('.ant-drawer-content-wrapper:visible');
    await settings.getByTestId('layout-classic').click();
    await page.keyboard.press('Escape');
    await visible(page.locator('[data-layout="classic"]'));
    const light = await colours();
    expect(light.bell).toBe(light.navbar);
    expect(light.chat).toBe(light.navbar);
    expect(luminance(light.bell)).toBeLessThan(120);
    await snap(page, 'live-navbar-light');
    await context.close();
  });

  it('a forced offline reaches the page live: 登录过期,请重新登录, then the sign-in screen', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await visible(page.getByTestId('message-bell'));
    // The socket is up once its first frame (the counts) has arrived.
    await visible(page.locator('[data-testid="message-bell"][data-live="connected"]'));

    // The administrator forces the teacher's session(s) offline (the online-user API, as that screen calls it).
    const admin = await e2e.server.login('admin');
    const sessions = (await admin.get('/api/Permission/OnlineUser', { keyword: 'teacher', pageSize: 100 })).data.list as { id: string; userAccount: string }[];
    const mine = sessions.filter((s) => s.userAccount === 'teacher');
    expect(mine.length).toBeGreaterThan(0);
    const forced = await admin.post('/api/Permission/OnlineUser/Actions/BatchDelete', { ids: mine.map((s) => s.id) });
    expect(forced.code).toBe(200);

    await visible(page.getByText('登录过期,请重新登录'));
    await snap(page, 'live-logout-toast');
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    await visible(page.getByTestId('login-account'));
    // The token is gone: a reload stays on the sign-in screen.
    await page.reload();
    await visible(page.getByTestId('login-account'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
