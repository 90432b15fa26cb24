import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gone, hoverUntil, signIn, snap, startE2E, topMenuSettled, visible, type E2E } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';

// Issue 17's browser journeys for the school community: a parent reads an article; a teacher
// follows a colleague and sees their post in the feed; an app installed from the shop appears in the
// menu; and axe on the new screens in zh and en.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const q = <T = any>(sql: string, params: unknown[] = []) => e2e.server.database.query<T>(sql, params) as Promise<T[]>;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-card-loading-content'));
}

async function axe(page: Page, screen: string) {
  await settled(page);
  const violations = await seriousViolations(page);
  const report = describeViolations(screen, violations);
  if (report) console.log(report);
  expect.soft(violations.map((v) => v.id), screen).toEqual([]);
}

describe('school community', () => {
  it('a parent opens the child page, reads an article chosen for the child’s age, and the read is counted', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await page.goto('/familyEducationChild');
    const child = page.getByTestId('fe-child');
    await visible(child);
    await expect(child.textContent()).resolves.toContain('初一（3）班');
    const first = page.getByTestId('fe-article').first();
    const title = (await first.locator('.ant-list-item-meta-title a').textContent())!.trim();
    const [{ read_count: before }] = await q<{ read_count: number }>('SELECT read_count FROM fe_article WHERE title = $1', [title]);
    await first.getByRole('link', { name: title }).click();
    await visible(page.getByTestId('fe-article-page'));
    await expect(page.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(title);
    await visible(page.getByTestId('fe-article-body').locator('p'));
    const [{ read_count: after }] = await q<{ read_count: number }>('SELECT read_count FROM fe_article WHERE title = $1', [title]);
    expect(after).toBe(before + 1);
    await snap(page, 'community-article');
    await axe(page, 'family education article');
    await context.close();
  });

  it('a teacher follows a colleague from another school and sees that colleague’s new post in the feed', async () => {
    const colleague = await e2e.server.login('school2');
    const text = `实验小学开放日照片（e2e ${Date.now()}）`;
    expect((await colleague.post('/api/Space/Post', { content: text })).code).toBe(200);
    const [{ real_name: name }] = await q<{ real_name: string }>(`SELECT real_name FROM users WHERE account = 'school2'`);

    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await page.goto('/space/newsFeed');
    await visible(page.getByTestId('space'));
    await settled(page);
    expect(await page.getByText(text).count()).toBe(0);

    await page.goto('/space/attention');
    await page.getByRole('tab', { name: '查找同事' }).click();
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).fill('school2');
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).press('Enter');
    await page.getByRole('button', { name: `关注 ${name}` }).click();
    await visible(page.getByRole('button', { name: `取消关注 ${name}` }));

    await page.getByRole('tab', { name: '好友动态' }).click();
    await visible(page.getByText(text));
    await snap(page, 'community-feed');
    await axe(page, 'space: news feed');
    await context.close();
  });

  it('an app installed from the shop appears in the menu (我的应用), stays after a reload, and uninstalling removes it', async () => {
    // Wide enough that the top menu shows every group without folding some into 更多.
    const { page, context } = await e2e.newPage({ width: 2560 });
    await signIn(page, 'school1');
    await page.goto('/application/shop');
    await visible(page.getByTestId('app-store'));
    await axe(page, 'app shop');
    const menuHas = async (item: string) => {
      await topMenuSettled(page);
      const popup = page.locator('.ant-menu-submenu-popup:visible');
      await hoverUntil(page, page.getByTestId('top-menu').getByText('我的应用', { exact: true }), popup.getByRole('menuitem'));
      const n = await popup.getByRole('menuitem', { name: item }).count();
      await page.mouse.move(1, 600);
      await gone(popup);
      return n > 0;
    };
    expect(await menuHas('帮助中心')).toBe(false);
    await page.getByRole('button', { name: '安装 帮助中心' }).click();
    await visible(page.getByRole('button', { name: '卸载 帮助中心' }));
    expect(await menuHas('帮助中心')).toBe(true);
    // The server's menu carries it: it is still there after a reload.
    await page.reload();
    await visible(page.getByTestId('app-store'));
    expect(await menuHas('帮助中心')).toBe(true);
    await snap(page, 'community-app-menu');
    await page.getByRole('button', { name: '卸载 帮助中心' }).click();
    await visible(page.getByRole('button', { name: '安装 帮助中心' }));
    expect(await menuHas('帮助中心')).toBe(false);
    await context.close();
  });

  it('the new screens pass axe in zh and en', { timeout: 300_000 }, async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const { page, context } = await e2e.newPage({ locale });
      await signIn(page, 'school1');
      for (const path of ['/familyEducationChild', '/space/spaceHome', '/space/aboutMe', '/space/friend', '/application/me', '/teacherSpace']) {
        await page.goto(path);
        await visible(page.getByTestId('navbar'));
        await axe(page, `${locale} ${path}`);
      }
      const [{ id }] = await q<{ id: string }>(`SELECT id FROM app_item WHERE name = '教育资源网'`);
      await page.goto(`/application/detail/${id}`);
      await visible(page.getByTestId('app-detail'));
      await axe(page, `${locale} app detail`);
      await context.close();
      // The public teacher page, without a session.
      const anon = await e2e.newPage({ locale });
      const [{ id: teacherId }] = await q<{ id: string }>(`SELECT id FROM users WHERE account = 'teacher'`);
      await anon.page.goto(`/teacherSpace?userId=${teacherId}`);
      await visible(anon.page.getByTestId('public-teacher'));
      await axe(anon.page, `${locale} public teacher page`);
      await anon.context.close();
    }
  });
});
