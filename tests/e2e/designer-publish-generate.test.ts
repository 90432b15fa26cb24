import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';
import { visitorEntity } from '../api/designer-fixtures';

// Issue 13, the server's screens in the browser: a page published in one call reaches a teacher's
// menu and opens as a working list; 系统菜单 shows that menu's registered buttons; 代码生成 shows a
// page's generated files with highlighted code and downloads them as a zip.

type Client = Awaited<ReturnType<E2E['server']['login']>>;
let e2e: E2E;
let admin: Client;
let menuId = '';

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.server.login('admin');
  const [campus] = await e2e.server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`);
  const [teacherRole] = await e2e.server.database.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
  const created = await admin.post('/api/VisualDevelopment', visitorEntity('campus.visitor'));
  expect(created.code, created.msg).toBe(200);
  const published = await admin.post(`/api/VisualDevelopment/${created.data.id}/Actions/Publish`, {
    parentId: campus.id, fullName: '访客登记', icon: 'TeamOutlined', type: 3, roleIds: [teacherRole.id],
  });
  expect(published.code, published.msg).toBe(200);
  menuId = published.data.menuId;
});
afterAll(() => e2e?.close());

describe('publishing and code generation in the browser', () => {
  it('the published page is in the teacher’s menu and opens as its list', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    // Hovered until its entry can be clicked: a hover menu may close under the pointer (support/browser.ts).
    await pickTopMenu(page, '校园应用', '访客登记');
    await page.waitForURL(/\/campus\/visitor/);
    await page.mouse.move(700, 880);
    await visible(page.getByRole('button', { name: '新建' }));
    await visible(page.locator('thead th').filter({ hasText: '访客姓名' }));
    await snap(page, 'designer-published-list');
    await context.close();
  });

  it('系统菜单 shows the published menu’s buttons in its 权限项 dialog', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/system/menu');
    const keyword = page.getByTestId('search-bar').getByRole('textbox').first();
    await visible(keyword);
    await keyword.fill('campus.visitor');
    await keyword.press('Enter');
    // The tree keeps the hit's ancestors; open them down to the entry.
    const row = page.locator('tbody tr').filter({ hasText: 'campus.visitor' }).first();
    await visible(page.locator('tbody tr').filter({ hasText: '校园应用' }));
    await snap(page, 'designer-menu-search');
    await page.locator('tbody tr').filter({ hasText: '校园应用' }).first().getByRole('button', { name: 'expand' }).click();
    await visible(row);
    await row.getByRole('button', { name: '权限项' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('tab', { name: '按钮权限' }));
    await visible(dialog.getByText('btn_add', { exact: true }));
    await snap(page, 'designer-menu-items');
    expect(menuId).toBeTruthy();
    await context.close();
  });

  it('代码生成 shows a page’s files with highlighted code and downloads the zip', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await page.goto('/generator/webForm');
    await page.getByLabel('设计的功能').click();
    await page.locator('.ant-select-dropdown:visible').getByText('请假申请', { exact: true }).click();
    await visible(page.getByRole('tree').getByText('routes.ts', { exact: true }));
    await page.getByRole('tree').getByText('routes.ts', { exact: true }).click();
    const code = page.getByTestId('generated-code');
    await expect.poll(() => code.innerText()).toContain('LeaveApplyRow');
    expect(await code.locator('.hljs-keyword').count()).toBeGreaterThan(5);
    await snap(page, 'designer-codegen');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载代码' }).click()]);
    expect(download.suggestedFilename()).toBe('leaveApply.zip');
    await context.close();
  });
});
