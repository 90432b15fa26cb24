import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gone, signIn, snap, startE2E, visible, TEST_PASSWORD, type E2E } from './support/browser';

// Issue 4: the user's own account from the navbar — locking the screen (which survives a reload
// and needs the password back) and changing the password on the profile page.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function userMenu(page: Page, testId: string) {
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId(testId).click();
}

describe('lock screen', () => {
  it('locks, stays locked across a reload and other addresses, refuses a wrong password, unlocks with the right one', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'school1');
    await userMenu(page, 'user-menu-lock');
    await page.waitForURL(/\/lockScreen$/);
    const [{ real_name }] = await e2e.server.database.query<{ real_name: string }>(`SELECT real_name FROM users WHERE account = 'school1'`);
    await visible(page.getByText('屏幕已锁定'));
    await visible(page.getByText(real_name));

    await page.reload();
    await visible(page.getByTestId('lock-form'));
    // The name comes back after the reload too (user info is fetched again).
    await visible(page.getByText(real_name));
    await snap(page, 'lock-screen');
    await page.goto('/permission/user');
    await page.waitForURL(/\/lockScreen$/);

    await page.getByTestId('lock-submit').click();
    await visible(page.getByText('请输入密码'));
    await page.getByTestId('lock-password').fill('not-my-password');
    await page.getByTestId('lock-submit').click();
    await visible(page.locator('.ant-message-error'));
    expect(new URL(page.url()).pathname).toBe('/lockScreen');

    await page.getByTestId('lock-password').fill(TEST_PASSWORD);
    await page.getByTestId('lock-submit').click();
    await page.waitForURL(/\/home$/);
    await visible(page.getByTestId('home-page'));
    await page.reload();
    await visible(page.getByTestId('home-page'));
    await context.close();
  });
});

describe('profile', () => {
  it('a new password that breaks the rule is refused with the §5 message; a good one signs the user out and works next time', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'teacher');
    await userMenu(page, 'user-menu-profile');
    await page.waitForURL(/\/profile$/);
    await visible(page.getByTestId('profile-page'));
    // The user's own details, the mobile number included, and a change that is saved.
    const [{ mobile }] = await e2e.server.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
    const base = page.getByTestId('profile-base-form');
    await page.waitForFunction((m) => [...document.querySelectorAll('input')].some((i) => i.value === m), mobile);
    await base.getByLabel('邮箱').fill('not-an-email');
    await base.getByRole('button', { name: /保\s*存/ }).click();
    await visible(base.getByText('请正确输入您的邮箱地址'));
    await base.getByLabel('邮箱').fill('zhang.teacher@educloud.cn');
    await base.getByRole('button', { name: /保\s*存/ }).click();
    await visible(page.locator('.ant-message-success'));
    const [saved] = await e2e.server.database.query<{ email: string; mobile: string }>(`SELECT email, mobile FROM users WHERE account = 'teacher'`);
    expect(saved).toEqual({ email: 'zhang.teacher@educloud.cn', mobile });
    await settled(page);
    await snap(page, 'profile');

    await page.getByRole('tab', { name: '修改密码' }).click();
    const form = page.getByTestId('profile-password-form');
    await form.getByLabel('旧密码').fill(TEST_PASSWORD);
    const rule = '6-16位字符的密码（数字和字母组成）';
    for (const bad of ['abc12', 'abcdefgh', '12345678']) {
      await form.getByLabel('新密码').fill(bad);
      await form.getByLabel('确认密码').fill(bad);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await visible(form.getByText(rule));
    }
    await snap(page, 'profile-password-rule');
    await form.getByLabel('新密码').fill('Newpass2024');
    await form.getByLabel('确认密码').fill('Newpass2025');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await visible(form.getByText('两次输入的密码不一致'));
    // Nothing was sent so far: the old password still works.
    await e2e.server.login('teacher', TEST_PASSWORD);

    // A wrong old password is refused by the server and changes nothing.
    await form.getByLabel('旧密码').fill('wrong-old-1');
    await form.getByLabel('确认密码').fill('Newpass2024');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await visible(page.locator('.ant-message-error'));
    await e2e.server.login('teacher', TEST_PASSWORD);

    await form.getByLabel('旧密码').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await visible(page.locator('.ant-message').getByText('密码修改成功，请重新登录'));
    await page.waitForURL(/\/login$/);

    await page.getByTestId('login-account').fill('teacher');
    await page.getByTestId('login-password').fill(TEST_PASSWORD);
    await page.getByTestId('login-submit').click();
    await visible(page.locator('.ant-message-error'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await gone(page.locator('.ant-message-error'));
    await signIn(page, 'teacher', 'Newpass2024');
    await visible(page.getByTestId('home-page'));
    await context.close();
  });
});
