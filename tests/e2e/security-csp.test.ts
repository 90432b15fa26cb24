import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gone, signIn, snap, startE2E, visible, type E2E } from './support/browser';

// Issue 11, attack 9: the console works under its Content-Security-Policy. Every screen that
// leans on something a policy can break is used here (the schema renderer and its ajv-validated
// forms, the live channel, the rich-text editor, echarts), and any violation the browser reports
// fails the test. After sign-in no script-readable storage holds the session.
let e2e: E2E;
let page: Page;
let context: BrowserContext;
const violations: string[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  ({ page, context } = await e2e.newPage());
  // Both ways the browser reports a refusal: the console message and the DOM event.
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(String(err))) violations.push(`pageerror: ${err}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation event: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
});
afterAll(() => e2e?.close());

describe('the console under its Content-Security-Policy', () => {
  it('the app shell is served with the policy, nosniff and the frame rule', async () => {
    const res = await page.goto('/login');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    await visible(page.getByTestId('login-form'));
    expect(violations).toEqual([]);
  });

  it('signs in; neither localStorage nor sessionStorage nor document.cookie holds the session', async () => {
    await signIn(page, 'admin');
    await visible(page.getByTestId('home-page'));
    const cookie = (await context.cookies()).find((c) => c.name === 'educloud_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const readable = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    }));
    expect(readable.local).not.toContain(cookie!.value);
    expect(readable.session).not.toContain(cookie!.value);
    expect(readable.cookie).not.toContain(cookie!.value);
    expect(readable.local).not.toContain('educloud_token');
    expect(violations).toEqual([]);
  });

  it('a schema page: the users list, and its create form validating (ajv) an empty submit', async () => {
    await page.goto('/permission/user');
    const list = page.getByTestId('list-permission.user');
    await visible(list.getByText('sysadmin', { exact: true }));
    await list.getByRole('button', { name: /新\s*建/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    // The messages come from ajv, which compiles the page schema at run time (hence 'unsafe-eval').
    await visible(dialog.locator('#root_account__error').getByText('不能为空'));
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await gone(dialog);
    expect(violations).toEqual([]);
  });

  it('chat: the live channel connects with the cookie and a message goes out and comes back', async () => {
    await page.getByTestId('chat-entry').click();
    await visible(page.getByTestId('chat-drawer'));
    await page.getByTestId('contact-search').locator('input').fill('teacher');
    await expect.poll(() => page.getByTestId('contact').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('contact').first().click();
    await page.getByTestId('chat-input').fill('CSP 下的聊天消息');
    await page.getByTestId('chat-input').press('Enter');
    // The thread shows it once the server echoes it over the socket.
    await visible(page.getByTestId('chat-thread').getByTestId('chat-message').getByText('CSP 下的聊天消息'));
    const [{ n }] = await e2e.server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_message WHERE content = 'CSP 下的聊天消息'`);
    expect(n).toBe(1);
    await page.keyboard.press('Escape');
    expect(violations).toEqual([]);
  });

  it('rich text: the notice editor takes formatted text and the notice is saved', async () => {
    await page.goto('/system/notice');
    const list = page.getByTestId('list-system.notice');
    await list.getByRole('button', { name: /新\s*建/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByLabel('标题').fill('CSP 公告（e2e）');
    const editor = drawer.locator('.ql-editor');
    await editor.click();
    await page.keyboard.press('Control+B');
    await page.keyboard.type('加粗的通知正文');
    await visible(editor.locator('strong'));
    await snap(page, 'csp-notice-editor');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await gone(drawer);
    await visible(list.locator('tr', { hasText: 'CSP 公告（e2e）' }));
    expect(violations).toEqual([]);
  });

  it('a chart: the score report draws its echarts canvas', async () => {
    await page.goto('/campus/scoreReport');
    const report = page.getByTestId('report-model-score');
    await visible(report.getByTestId('report-chart').locator('canvas'));
    await page.waitForTimeout(800);
    await snap(page, 'csp-report-chart');
    expect(violations).toEqual([]);
  });

  it('signing out clears the cookie; the page keeps nothing of the session', async () => {
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-menu-logout').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForURL(/\/login/);
    expect((await context.cookies()).find((c) => c.name === 'educloud_session')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('educloud_signedIn'))).toBeNull();
    expect(violations).toEqual([]);
  });
});
