import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickTopMenu, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 15 item 1: an administrator renames the platform and tightens the password policy in
// 系统配置, and sees both take effect: the shell and the sign-in page carry the new name, and a
// password the old rule took is now refused with the new rule's words.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('系统配置', () => {
  it('a new platform name and a stricter password policy take effect at once', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin');
    await pickTopMenu(page, '系统管理', '系统配置');
    const form = page.getByTestId('sys-config-form');
    await expect.poll(() => form.getByTestId('config-sysName').inputValue()).toBe('智慧教育云平台');
    await form.getByTestId('config-sysName').fill('城东区教育云');
    await form.getByRole('tab', { name: '安全策略' }).click();
    await form.getByTestId('config-passwordLengthMin').fill('10');
    await snap(page, 'system-config');
    await page.getByTestId('sys-config-save').click();
    await visible(page.locator('.ant-message-success'));
    await visible(page.getByTestId('shell-platform-name').filter({ hasText: '城东区教育云' }));
    expect(await page.title()).toBe('城东区教育云');
    expect((await e2e.server.database.query<{ value: unknown }>(`SELECT value FROM sys_config WHERE key = 'passwordLengthMin'`))[0].value).toBe(10);

    // Another person, in another browser, meets both on the sign-in page and in their profile.
    const other = await e2e.newPage();
    await other.page.goto('/login');
    await visible(other.page.getByTestId('login-platform-name').filter({ hasText: '城东区教育云' }));
    await signIn(other.page, 'teacher');
    await other.page.getByTestId('user-dropdown').click();
    await other.page.getByTestId('user-menu-profile').click();
    await other.page.getByRole('tab', { name: '修改密码' }).click();
    const pw = other.page.getByTestId('profile-password-form');
    await pw.getByLabel('旧密码').fill('Test12345');
    await pw.getByLabel('新密码').fill('abc12345');
    await pw.getByLabel('确认密码').fill('abc12345');
    await pw.getByRole('button', { name: /保\s*存/ }).click();
    await visible(pw.getByText('密码须为10-16位，且包含数字、字母'));
    await snap(other.page, 'system-config-policy');
    await other.context.close();
    await context.close();
  });
});
