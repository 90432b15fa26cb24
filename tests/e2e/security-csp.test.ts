import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
// Another site than the console's 127.0.0.1 (a site is scheme and host), still on loopback so the
// browser's local-network checks stay out of the way; the test serves the portal's page itself.
const PORTAL = 'http://localhost:*';

beforeAll(async () => {
  // A portal of another site may frame the console (it is served by the test under that name).
  e2e = await startE2E({ FRAME_ANCESTORS: `'self' ${PORTAL}` });
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
    expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${PORTAL}`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    // An allow-list of other hosts is beyond X-Frame-Options: frame-ancestors alone says it.
    expect(headers['x-frame-options']).toBeUndefined();
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
    const report = page.getByTestId('report-view-report-score');
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
    // The browser stores the cleared cookie a moment after the answer resolved the page's fetch (its
    // network process writes the cookie jar on its own): on a busy machine the page can get to /login first.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'educloud_session')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('educloud_signedIn'))).toBeNull();
    expect(violations).toEqual([]);
  });

  it('a portal on the FRAME_ANCESTORS list frames the console signed in by ticket; another site cannot frame it', async () => {
    const ticket = async () => (await (await e2e.server.login('teacher')).post('/api/Common/Login/IframeToken/Create')).data.iframeToken as string;
    // The portal: a page of its own server framing the console's address it is given.
    const portalServer = http.createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>portal</title><iframe id="console" src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:800px"></iframe>`);
    });
    await new Promise<void>((resolve) => portalServer.listen(0, '127.0.0.1', resolve));
    const portalPort = (portalServer.address() as AddressInfo).port;
    const portal = await e2e.newPage();
    const blocked: string[] = [];
    portal.page.on('console', (msg) => {
      if (msg.text().includes('frame-ancestors')) blocked.push(msg.text());
    });
    try {
      const listed = `${e2e.server.url}/permission/user?iframeToken=${await ticket()}`;
      await portal.page.goto(`http://localhost:${portalPort}/desk?src=${encodeURIComponent(listed)}`);
      const inFrame = portal.page.frameLocator('#console');
      // A cross-site frame gets no SameSite=Strict cookie: the exchanged session lives in the page's memory.
      await visible(inFrame.getByTestId('list-permission.user'));
      expect(blocked).toEqual([]);
      const frame = portal.page.frames().find((f) => f.url().startsWith(e2e.server.url))!;
      // (This chromium denies a cross-site frame its storage altogether; where it is allowed it holds no token.)
      const frameStorage = await frame.evaluate(() => {
        try {
          return JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
        } catch {
          return '';
        }
      });
      expect(frameStorage).not.toMatch(/"[A-Za-z0-9_-]{43}"/);
      await snap(portal.page, 'csp-framed-by-portal');

      // The same page reached as another origin (127.0.0.1 on the portal's port) is not on the list.
      await portal.page.goto(`http://127.0.0.1:${portalPort}/desk?src=${encodeURIComponent(`${e2e.server.url}/permission/user`)}`);
      await expect.poll(() => blocked.length).toBeGreaterThan(0);
      expect(blocked[0]).toContain('frame-ancestors');
    } finally {
      await portal.context.close();
      await new Promise((resolve) => portalServer.close(resolve));
    }
  });
});
