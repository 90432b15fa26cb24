import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gone, pickTopMenu, signIn, snap, startE2E, visible, TEST_PASSWORD, type E2E } from './support/browser';
import type { LoggingCodeSender } from '../../server/loginCode/codeSender';

// Issue 4: the three ways in (password, SMS code, QR scan), the last-login notice, being sent back
// where you were going, and being sent out again when the server ends the session.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const lastLoginNotice = (page: Page) => page.locator('.ant-notification-notice').filter({ hasText: '上次登录信息' });

describe('signing in', () => {
  it('account and password: the caps-lock hint follows the key, wrong passwords are refused, the right one lands on home', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    const password = page.getByTestId('login-password');
    // Headless chromium keeps no Caps Lock state of its own, so the key events carry it, as a
    // real keyboard's do.
    const key = (type: 'keydown' | 'keyup', capsLock: boolean) =>
      password.dispatchEvent(type, { key: capsLock ? 'A' : 'a', code: 'KeyA', bubbles: true, modifierCapsLock: capsLock });
    await password.click();
    await key('keydown', true);
    await key('keyup', true);
    await visible(page.getByTestId('login-caps-lock').getByText('大写锁定已打开'));
    await snap(page, 'login-caps-lock');
    await key('keydown', false);
    await gone(page.getByTestId('login-caps-lock'));

    // Empty fields: the form says what is missing and sends nothing.
    await password.fill('');
    await page.getByTestId('login-submit').click();
    await visible(page.getByText('请输入账号'));
    await visible(page.getByText('请输入密码'));

    await page.getByTestId('login-account').fill('school1');
    await password.fill('wrong-password-1');
    await page.getByTestId('login-submit').click();
    await visible(page.locator('.ant-message-error'));
    expect(new URL(page.url()).pathname).toBe('/login');

    await password.fill(TEST_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/home$/);
    await visible(page.getByTestId('home-page'));
    // After sign-in the layout is functional (spec §4).
    await visible(page.locator('[data-layout="functional"]'));
    await context.close();
  });

  it('after switching the login page to English, a wrong password is refused with an English toast', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByTestId('language-en').click();
    await page.getByTestId('login-account').fill('sysadmin');
    await page.getByTestId('login-password').fill('wrong-password-2');
    await page.getByTestId('login-submit').click();
    await visible(page.locator('.ant-message-error').getByText('Wrong account or password; please try again'));
    expect(await page.locator('.ant-message-error').textContent()).not.toContain('账户或密码错误');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the last-login notice appears after a second sign-in, with time, place and IP', async () => {
    const { page, context } = await e2e.newPage();
    // The demo seed gives every account a sign-in history; make sysadmin a first-time user here.
    await e2e.server.database.query(
      `UPDATE users SET prev_login_time = NULL, prev_login_ip = NULL, prev_login_ip_name = NULL,
              last_login_time = NULL, last_login_ip = NULL, last_login_ip_name = NULL WHERE account = 'sysadmin'`,
    );
    await signIn(page, 'sysadmin');
    await visible(page.getByTestId('home-page'));
    expect(await lastLoginNotice(page).count()).toBe(0);
    await context.close();

    const second = await e2e.newPage();
    await signIn(second.page, 'sysadmin');
    const notice = lastLoginNotice(second.page);
    await visible(notice);
    const text = await notice.innerText();
    expect(text).toMatch(/时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(text).toContain('地点：');
    expect(text).toContain('IP：127.0.0.1');
    // It sits at the bottom right and leaves by itself after 2 seconds.
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1440 - 60);
    expect(box.y + box.height).toBeGreaterThan(900 - 200);
    await second.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await snap(second.page, 'login-last-login-notice');
    await notice.waitFor({ state: 'detached', timeout: 5000 });
    await second.context.close();
  });

  it('verification code: a bad number is caught in the form; the code sent to the mobile signs in', async () => {
    const [{ mobile }] = await e2e.server.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByTestId('login-tab-code').click();
    await page.getByTestId('login-mobile').fill('12345');
    await page.getByTestId('login-send-code').click();
    await visible(page.getByText('请正确输入您的手机号'));

    await page.getByTestId('login-mobile').fill(mobile);
    await page.getByTestId('login-send-code').click();
    await visible(page.getByText('验证码已发送，5分钟内有效'));
    // The button counts down before another code may be asked for.
    await visible(page.getByTestId('login-send-code').getByText(/\d+秒后重新获取/));
    expect(await page.getByTestId('login-send-code').isDisabled()).toBe(true);
    const code = (e2e.server.app.codeSender as LoggingCodeSender).lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('login-code').fill(wrong);
    await page.getByTestId('login-code-submit').click();
    await visible(page.locator('.ant-message-error'));
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByTestId('login-code').fill(code!);
    await page.getByTestId('login-code-submit').click();
    await page.waitForURL(/\/home$/);
    await visible(page.getByTestId('navbar'));
    // The session is the HttpOnly cookie: a same-origin call carries it without any script reading it.
    const who = await page.evaluate(() => fetch('/api/Common/Login/CurrentUser').then((r) => r.json()));
    expect(who.data.userInfo.account).toBe('teacher');
    await context.close();
  });

  it('scan code: the desktop shows a QR; a phone signed in as the user confirms; the desktop lands signed in', async () => {
    const desktop = await e2e.newPage();
    // The ticket the desktop waits on is the one it polls (the code on screen encodes the same one).
    const polled = desktop.page.waitForRequest((r) => /\/api\/Common\/Login\/QrTicket\/[^/?]+\?/.test(r.url()) && r.method() === 'GET');
    await desktop.page.goto('/login');
    await desktop.page.getByTestId('login-tab-scan').click();
    await visible(desktop.page.getByTestId('login-qr').locator('img[alt="QR"]'));
    const data = { ticket: decodeURIComponent(new URL((await polled).url()).pathname.split('/').pop()!) };
    await visible(desktop.page.getByText('请使用已登录的手机浏览器扫描二维码'));
    await snap(desktop.page, 'login-scan-qr');

    const phone = await e2e.newPage({ width: 390, height: 844 });
    await signIn(phone.page, 'school1');
    await phone.page.goto(`/loginIn?ticket=${encodeURIComponent(data.ticket)}`);
    await phone.page.getByTestId('loginin-confirm').click();
    await visible(phone.page.getByText('已确认，请在电脑上继续操作'));
    await snap(phone.page, 'login-scan-confirmed-phone');

    await desktop.page.waitForURL(/\/home$/, { timeout: 10_000 });
    await visible(desktop.page.getByTestId('navbar'));
    const [{ real_name }] = await e2e.server.database.query<{ real_name: string }>(`SELECT real_name FROM users WHERE account = 'school1'`);
    await visible(desktop.page.getByTestId('user-dropdown').getByText(real_name));
    await phone.context.close();
    await desktop.context.close();
  });

  it('a page asked for without a session goes to sign-in and comes back after it', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/permission/user');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/permission/user');
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill(TEST_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/permission\/user$/);
    await visible(page.getByTestId('list-permission.user'));
    await context.close();
  });

  it('when the server ends the session, the next action sends the user back to sign in', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'school1');
    await visible(page.getByTestId('home-page'));
    await e2e.server.database.query(
      `UPDATE user_session SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE account = 'school1')`,
    );
    // Sessions are cached for a few seconds; drop the cache instead of waiting it out.
    const [{ id }] = await e2e.server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
    e2e.server.app.sessions.evict([], [id]);

    // The client leaves for the login-clear address (here /login) with a full page load.
    const reloaded = page.waitForEvent('load');
    await pickTopMenu(page, '组织权限', '用户管理');
    await reloaded;
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/permission/user');
    expect(await page.evaluate(() => localStorage.getItem('educloud_signedIn'))).toBeNull();
    await visible(page.getByTestId('login-form'));
    await context.close();
  });
});
