import { describe, expect, it } from 'vitest';
import { md5, TEST_PASSWORD, startServer, serverForFile } from '../support/server';
import type { LoggingCodeSender } from '../../server/loginCode/codeSender';
import { loadConfig } from '../../server/config';

const ctx = serverForFile('admin');

// Issue 11, attack 9: browser protections. Headers on every answer, the session as an HttpOnly
// cookie the page cannot read, cookie-authenticated writes refused when another site forges them,
// and external menu links that get a one-time ticket (only for listed hosts) instead of the session.

const BROWSER = { 'x-requested-with': 'XMLHttpRequest' };
const json = { 'content-type': 'application/json' };

/** Signs in as the console in a browser does; answers the cookie's value and the raw answer. */
async function browserLogin(account: string) {
  const res = await fetch(`${ctx.server.url}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { ...json, ...BROWSER },
    body: JSON.stringify({ account, password: md5(TEST_PASSWORD) }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const body = await res.json();
  const cookie = /^educloud_session=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return { setCookie, body, cookie };
}

const withCookie = (cookie: string, init: RequestInit & { path: string }) =>
  fetch(ctx.server.url + init.path, { ...init, headers: { cookie: `educloud_session=${cookie}`, ...(init.headers ?? {}) } });

const menuCount = async (enCode: string) =>
  Number((await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM module WHERE en_code = $1', [enCode]))[0].n);

describe('headers', () => {
  it('API answers, errors and unknown paths carry the CSP, nosniff, Referrer-Policy and a frame-ancestors rule', async () => {
    for (const path of ['/api/Common/Login/CurrentUser', '/api/nothing-here']) {
      const res = await fetch(ctx.server.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const signedIn = await ctx.admin.raw('/api/Permission/Users?pageSize=5');
    expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff');
    expect(signedIn.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('FRAME_ANCESTORS lists who may frame the console; X-Frame-Options then steps aside', async () => {
    const other = await startServer({ FRAME_ANCESTORS: "'self' https://portal.example.edu.cn" });
    try {
      const res = await fetch(`${other.url}/api/Common/Login/CurrentUser`);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://portal.example.edu.cn");
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await other.close();
    }
    // A value that would smuggle in other directives stops the start with one clear line.
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
  });

  it('an uploaded file comes back as an attachment under a sandbox policy, never as a page of ours', async () => {
    const form = new FormData();
    // A PDF whose bytes also hold markup: whatever a browser guesses, it must not render it here.
    const bytes = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n');
    form.append('file', new Blob([new Uint8Array(bytes)]), 'notice.pdf');
    const up = await (await ctx.admin.raw('/api/Common/Upload/annex', { method: 'POST', body: form })).json();
    expect(up.code).toBe(200);
    const res = await ctx.admin.raw(`/api/Common/Download/annex/${up.data.fileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The file's own policy wins over the app's: no script, no same-origin document.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('the session cookie', () => {
  it('password sign-in sets an HttpOnly, SameSite=Strict cookie for /api; the browser’s answer body carries no token', async () => {
    const { setCookie, body, cookie } = await browserLogin('teacher');
    expect(body.code).toBe(200);
    expect(setCookie).toMatch(/^educloud_session=[A-Za-z0-9_-]{40,}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).not.toContain('Secure'); // plain http here; https deployments get Secure
    expect(body.data.token).toBeUndefined();
    // The cookie alone is a session.
    const who = await (await withCookie(cookie, { path: '/api/Common/Login/CurrentUser' })).json();
    expect(who.data.userInfo.account).toBe('teacher');
  });

  it('API clients still get the token in the body and use the Authorization header', async () => {
    const res = await fetch(`${ctx.server.url}/api/Common/Login/Login`, { method: 'POST', headers: json, body: JSON.stringify({ account: 'school1', password: md5(TEST_PASSWORD) }) });
    const body = await res.json();
    expect(typeof body.data.token).toBe('string');
    expect(res.headers.get('set-cookie')).toContain(`educloud_session=${body.data.token};`);
    const who = await ctx.server.withToken(body.data.token).get('/api/Common/Login/CurrentUser');
    expect(who.data.userInfo.account).toBe('school1');
  });

  it('SMS code, QR and embedded-page sign-ins set the cookie too', async () => {
    // SMS code
    const [{ mobile }] = await ctx.server.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
    await ctx.server.anonymous.post('/api/Common/Login/SendCode', { mobile });
    const code = (ctx.server.app.codeSender as LoggingCodeSender).lastCode(mobile)!;
    const byCode = await fetch(`${ctx.server.url}/api/Common/Login/LoginByCode`, { method: 'POST', headers: { ...json, ...BROWSER }, body: JSON.stringify({ mobile, code }) });
    const codeCookie = /^educloud_session=([^;]+)/.exec(byCode.headers.get('set-cookie') ?? '')?.[1];
    expect((await byCode.json()).data.token).toBeUndefined();
    expect((await (await withCookie(codeCookie!, { path: '/api/Common/Login/CurrentUser' })).json()).data.userInfo.account).toBe('teacher');

    // QR: the desktop's poll that hands the session over sets it
    const ticket = (await ctx.server.anonymous.post('/api/Common/Login/QrTicket')).data.ticket;
    expect((await ctx.admin.post(`/api/Common/Login/QrTicket/${ticket}/Confirm`)).code).toBe(200);
    const poll = await fetch(`${ctx.server.url}/api/Common/Login/QrTicket/${ticket}`, { headers: BROWSER });
    const qrCookie = /^educloud_session=([^;]+)/.exec(poll.headers.get('set-cookie') ?? '')?.[1];
    expect((await poll.json()).data).toEqual({ state: 'confirmed' });
    expect((await (await withCookie(qrCookie!, { path: '/api/Common/Login/CurrentUser' })).json()).data.userInfo.account).toBe('admin');

    // embedded page: ?iframeToken= exchanged by the console
    const iframe = (await ctx.admin.post('/api/Common/Login/IframeToken/Create')).data.iframeToken;
    const ex = await fetch(`${ctx.server.url}/api/Common/Login/IframeToken`, { method: 'POST', headers: { ...json, ...BROWSER }, body: JSON.stringify({ iframeToken: iframe }) });
    const exCookie = /^educloud_session=([^;]+)/.exec(ex.headers.get('set-cookie') ?? '')?.[1];
    const exBody = await ex.json();
    expect(exBody.msg).toBe('Success');
    expect(exBody.data.token).toBeUndefined();
    expect((await (await withCookie(exCookie!, { path: '/api/Common/Login/CurrentUser' })).json()).data.userInfo.account).toBe('admin');
  });

  it('logout ends the cookie’s session and clears the cookie; a logout forged by another page does neither', async () => {
    const { cookie } = await browserLogin('sysadmin');
    // e.g. <img src="/api/Common/Login/Logout"> on a sibling site: the cookie comes along, the header does not.
    for (const headers of [{}, { ...BROWSER, 'sec-fetch-site': 'same-site' }]) {
      const forged = await withCookie(cookie, { path: '/api/Common/Login/Logout', headers });
      expect((await forged.json()).code).toBe(403);
      expect(forged.headers.get('set-cookie')).toBeNull();
    }
    expect((await (await withCookie(cookie, { path: '/api/Common/Login/CurrentUser' })).json()).code).toBe(200);
    const out = await withCookie(cookie, { path: '/api/Common/Login/Logout', headers: BROWSER });
    expect(out.headers.get('set-cookie')).toMatch(/^educloud_session=; .*Max-Age=0/);
    const after = await (await withCookie(cookie, { path: '/api/Common/Login/CurrentUser' })).json();
    expect(after.code).toBe(602);
  });

  it('/home?token= hand-over: the token sent once in the header becomes the cookie', async () => {
    const school1 = await ctx.server.login('school1');
    const res = await fetch(`${ctx.server.url}/api/Common/Login/SessionCookie`, { method: 'POST', headers: { authorization: school1.token!, ...BROWSER } });
    expect((await res.json()).code).toBe(200);
    expect(res.headers.get('set-cookie')).toContain(`educloud_session=${school1.token};`);
    const forged = await fetch(`${ctx.server.url}/api/Common/Login/SessionCookie`, { method: 'POST', headers: { authorization: 'not-a-session-token-at-all', ...BROWSER } });
    expect((await forged.json()).code).toBe(602);
    expect(forged.headers.get('set-cookie')).toBeNull();
  });
});

describe('cross-site request forgery', () => {
  const menu = (enCode: string) => JSON.stringify({ type: 1, enCode, fullName: '伪造目录', icon: 'AppstoreOutlined' });

  it('a write that carries only the cookie is refused without the console header, from another origin or another site; nothing is created', async () => {
    const { cookie } = await browserLogin('admin');
    const attempts: Record<string, string>[] = [
      { ...json }, // a plain cross-site form or fetch: no console header
      { ...json, ...BROWSER, origin: 'https://evil.example' },
      { ...json, ...BROWSER, origin: 'null' },
      { ...json, ...BROWSER, 'sec-fetch-site': 'same-site' }, // a sibling subdomain
    ];
    for (const [i, headers] of attempts.entries()) {
      const res = await withCookie(cookie, { path: '/api/System/Menu', method: 'POST', headers, body: menu(`csrf.forged${i}`) });
      const body = await res.json();
      expect(body.code).toBe(403);
      expect(body.msg).toBe('请求来源无效，请刷新页面后重试');
      expect(await menuCount(`csrf.forged${i}`)).toBe(0);
    }
    // The same write from the console itself (header, own origin) goes through with the cookie.
    const own = await withCookie(cookie, {
      path: '/api/System/Menu',
      method: 'POST',
      headers: { ...json, ...BROWSER, origin: ctx.server.url, 'sec-fetch-site': 'same-origin' },
      body: menu('csrf.own'),
    });
    expect((await own.json()).code).toBe(200);
    expect(await menuCount('csrf.own')).toBe(1);
    // API clients authenticate with the header, which no other site can make a browser send.
    expect((await ctx.admin.post('/api/System/Menu', JSON.parse(menu('csrf.api')))).code).toBe(200);
  });

  it('the live channel takes the cookie only from a same-origin upgrade', async () => {
    const { default: WebSocket } = await import('ws');
    const { cookie } = await browserLogin('teacher');
    const first = (origin: string) =>
      new Promise<{ method: string }>((resolve, reject) => {
        const ws = new WebSocket(`${ctx.server.url.replace('http', 'ws')}/api/ws`, { headers: { cookie: `educloud_session=${cookie}`, origin } });
        ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false })));
        ws.on('message', (raw) => {
          resolve(JSON.parse(String(raw)));
          ws.close();
        });
        ws.on('error', reject);
      });
    expect((await first(ctx.server.url)).method).toBe('initMessage');
    expect((await first('https://evil.example')).method).toBe('logout');
  });
});

describe('external menu links', () => {
  const menuId = async (enCode: string) => (await ctx.server.database.query<{ id: string }>('SELECT id FROM module WHERE en_code = $1', [enCode]))[0].id;
  const tickets = async () => Number((await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM iframe_ticket'))[0].n);

  it('by default no host is trusted: ${token} is left empty and no ticket is made', async () => {
    const before = await tickets();
    const r = await ctx.admin.post(`/api/System/Menu/Link/${await menuId('campus.resourceSite')}`);
    expect(r.code).toBe(200);
    expect(r.data.url).toBe('https://resource.example.edu.cn/sso?token=');
    expect(r.data.ticket).toBeNull();
    expect(await tickets()).toBe(before);
  });

  it('a listed host gets a one-time, short-lived ticket that is never the session token', async () => {
    const other = await startServer({ EXTERNAL_LINK_HOSTS: 'resource.example.edu.cn' });
    try {
      const me = await other.login('admin');
      const id = (await other.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus.resourceSite'`))[0].id;
      const r = await me.post(`/api/System/Menu/Link/${id}`);
      const url = new URL(r.data.url);
      expect(url.origin + url.pathname).toBe('https://resource.example.edu.cn/sso');
      const ticket = url.searchParams.get('token')!;
      expect(ticket).toBe(r.data.ticket);
      expect(ticket.length).toBeGreaterThan(30);
      expect(ticket).not.toBe(me.token);
      // The ticket is no session: it opens nothing by itself.
      expect((await other.withToken(ticket).get('/api/Common/Login/CurrentUser')).code).toBe(602);
      // The other host exchanges it server-side, once.
      const ex = await other.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket });
      expect(ex.msg).toBe('Success');
      expect(ex.data.token).not.toBe(me.token);
      expect((await other.withToken(ex.data.token).get('/api/Common/Login/CurrentUser')).data.userInfo.account).toBe('admin');
      expect((await other.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket })).code).toBe(400);
      // After its 60 seconds it is dead.
      const late = new URL((await me.post(`/api/System/Menu/Link/${id}`)).data.url).searchParams.get('token')!;
      await other.database.query(`UPDATE iframe_ticket SET expires_at = now() - interval '1 second'`);
      const expired = await other.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: late });
      expect(expired.code).toBe(400);
      expect(expired.msg).toBe('嵌入页令牌无效或已过期');
    } finally {
      await other.close();
    }
  });

  it('a menu manager who points the link at their own host gets no ticket sent there', async () => {
    const other = await startServer({ EXTERNAL_LINK_HOSTS: 'resource.example.edu.cn' });
    try {
      const sysadmin = await other.login('sysadmin');
      const id = (await other.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus.resourceSite'`))[0].id;
      const current = (await sysadmin.get(`/api/System/Menu/${id}`)).data;
      const moved = await sysadmin.put(`/api/System/Menu/${id}`, { ...current, urlAddress: 'https://collector.evil.example/grab?t=${token}' });
      expect(moved.code).toBe(200);
      const before = Number((await other.database.query<{ n: number }>('SELECT count(*)::int AS n FROM iframe_ticket'))[0].n);
      const admin2 = await other.login('admin');
      const r = await admin2.post(`/api/System/Menu/Link/${id}`);
      expect(r.data.url).toBe('https://collector.evil.example/grab?t=');
      expect(r.data.ticket).toBeNull();
      expect(Number((await other.database.query<{ n: number }>('SELECT count(*)::int AS n FROM iframe_ticket'))[0].n)).toBe(before);
    } finally {
      await other.close();
    }
  });

  it('type-7 addresses are http(s) or site-relative: javascript:, data: and disguised hosts are refused and nothing changes', async () => {
    const id = await menuId('campus.resourceSite');
    const current = (await ctx.admin.get(`/api/System/Menu/${id}`)).data;
    for (const urlAddress of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/\\evil.example/x', 'java\tscript:alert(1)']) {
      const r = await ctx.admin.put(`/api/System/Menu/${id}`, { ...current, urlAddress });
      expect(r.code).toBe(400);
      const created = await ctx.admin.post('/api/System/Menu', { type: 7, enCode: 'x.badLink', fullName: '坏链接', urlAddress, linkTarget: '_blank' });
      expect(created.code).toBe(400);
    }
    const [row] = await ctx.server.database.query<{ url_address: string }>('SELECT url_address FROM module WHERE id = $1', [id]);
    expect(row.url_address).toBe('https://resource.example.edu.cn/sso?token=${token}');
    expect(await menuCount('x.badLink')).toBe(0);
  });

  it('a link the caller is not granted answers as absent; pages have no link; a data view gets a ticket', async () => {
    const teacher = await ctx.server.login('teacher');
    const granted = await teacher.get('/api/Common/Login/CurrentUser');
    const codes = JSON.stringify(granted.data.menuList);
    if (!codes.includes('campus.resourceSite')) {
      expect((await teacher.post(`/api/System/Menu/Link/${await menuId('campus.resourceSite')}`)).code).toBe(404);
    }
    expect((await ctx.admin.post(`/api/System/Menu/Link/${await menuId('permission.user')}`)).code).toBe(404);
    // A data view (type 6) gets a ticket for the viewer's address, which is the build's, not the menu's.
    const view = await ctx.admin.post(`/api/System/Menu/Link/${await menuId('campus.dataView')}`);
    expect(view.data.url).toBeNull();
    expect(view.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(view.data.ticket).not.toBe(ctx.admin.token);
  });
});
