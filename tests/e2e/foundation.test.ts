import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 2's journey: sign in, the server's menu builds the navigation, the users screen (a JSON page
// schema) lists and adds users; a restricted user sees no add button and the server refuses them.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('foundation journey', () => {
  it('an administrator signs in, opens users from the menu, adds a user and finds it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    // After sign-in the layout is functional (spec §4): the menu is across the top.
    await pickTopMenu(page, '组织权限', '用户管理');
    await page.waitForURL(/\/permission\/user/);
    const list = page.getByTestId('list-permission.user');
    await visible(list.getByText('sysadmin', { exact: true }));
    await snap(page, 'users-list-admin');

    await list.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账户').fill('e2estaff01');
    await dialog.getByLabel('姓名').fill('欧阳明轩');
    await dialog.getByLabel('密码').fill('abc12345');
    await dialog.getByLabel('所属组织').click();
    await dialog.getByLabel('所属组织').fill('第一中学');
    await page.locator('.ant-select-dropdown:visible').getByText('城东第一中学').first().click();
    await snap(page, 'users-create-dialog');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await gone(dialog);

    const search = page.getByTestId('search-bar');
    await search.getByPlaceholder('账户/姓名/手机').fill('e2estaff01');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await visible(list.getByText('欧阳明轩'));
    const total = await e2e.server.login('admin').then((c) => c.get('/api/Permission/Users', { keyword: 'e2estaff01' }));
    expect(total.data.list[0]).toMatchObject({ account: 'e2estaff01', realName: '欧阳明轩', organizeName: '城东第一中学' });
    await context.close();
  });

  it('a teacher finds no add button, and the server refuses their POST anyway', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await page.goto('/permission/user');
    const list = page.getByTestId('list-permission.user');
    await visible(list.getByText('teacher', { exact: true }));
    expect(await list.getByRole('button', { name: /新\s*建/ }).count()).toBe(0);
    expect(await list.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    // The phone column is not granted to teachers: neither drawn nor sent.
    expect(await list.getByRole('columnheader', { name: '手机' }).count()).toBe(0);
    await snap(page, 'users-list-teacher');

    const teacher = await e2e.server.login('teacher');
    const refused = await teacher.post('/api/Permission/Users', { account: 'sneaky02', realName: '王五', organizeId: 'x', password: 'abc12345' });
    expect(refused.code).toBe(403);
    const admin = await e2e.server.login('admin');
    expect((await admin.get('/api/Permission/Users', { keyword: 'sneaky02' })).data.list).toHaveLength(0);
    await context.close();
  });
});
