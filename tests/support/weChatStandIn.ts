import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';

/**
 * A local stand-in for Tencent's official-account and WeCom APIs, answering the requests our client
 * makes as Tencent documents them: /cgi-bin/token (client_credential), /cgi-bin/gettoken (WeCom),
 * /cgi-bin/menu/create and /cgi-bin/menu/get, with Tencent's error codes (40013 invalid appid, 40125
 * invalid secret, 40001 invalid token, 42001 token expired, 41001 token missing). Tests start it and
 * point WECHAT_API_BASE / WECOM_API_BASE at it; nothing reaches the internet.
 */
export interface StandIn {
  url: string;
  /** Accounts it knows: appid (or corpid) → secret. */
  accounts: Map<string, string>;
  /** Every request received, in order: path and the token it carried. */
  calls: { path: string; token: string | null; body: unknown }[];
  /** Makes every token issued so far answer 42001 (expired), as Tencent does after 7200 s. */
  expireTokens(): void;
  menu: unknown;
  /** The account's followers (user/get, user/info/batchget) and tags (tags/get, batchtagging). */
  followers: Map<string, { subscribe_time: number; remark: string; tagid_list: number[] }>;
  tags: Map<number, string>;
  /** openids per user/get page (Tencent: 10,000); small in tests to exercise next_openid. */
  pageSize: number;
  close(): Promise<void>;
}

export async function startWeChatStandIn(): Promise<StandIn> {
  const accounts = new Map<string, string>();
  const live = new Set<string>();
  const expired = new Set<string>();
  const calls: StandIn['calls'] = [];
  const state = { menu: null as unknown, pageSize: 10_000 };
  const followers: StandIn['followers'] = new Map();
  const tags: StandIn['tags'] = new Map();
  const issue = () => {
    const tok = crypto.randomBytes(24).toString('base64url');
    live.add(tok);
    return { access_token: tok, expires_in: 7200 };
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const q = url.searchParams;
      const body = raw ? JSON.parse(raw) : null;
      const token = q.get('access_token');
      calls.push({ path: url.pathname, token, body });
      const send = (o: unknown) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(o));
      };
      if (url.pathname === '/cgi-bin/token') {
        if (q.get('grant_type') !== 'client_credential') return send({ errcode: 40002, errmsg: 'invalid grant_type' });
        const appid = q.get('appid') ?? '';
        if (!accounts.has(appid)) return send({ errcode: 40013, errmsg: 'invalid appid' });
        if (accounts.get(appid) !== q.get('secret')) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        return send(issue());
      }
      if (url.pathname === '/cgi-bin/gettoken') {
        const corp = q.get('corpid') ?? '';
        if (!accounts.has(corp)) return send({ errcode: 40013, errmsg: 'invalid corpid' });
        if (accounts.get(corp) !== q.get('corpsecret')) return send({ errcode: 40001, errmsg: 'invalid credential' });
        return send({ errcode: 0, errmsg: 'ok', ...issue() });
      }
      if (!token) return send({ errcode: 41001, errmsg: 'access_token missing' });
      if (expired.has(token)) return send({ errcode: 42001, errmsg: 'access_token expired' });
      if (!live.has(token)) return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      if (url.pathname === '/cgi-bin/menu/create' && req.method === 'POST') {
        state.menu = body;
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/menu/get') return state.menu ? send({ menu: state.menu }) : send({ errcode: 46003, errmsg: 'menu no exist' });
      if (url.pathname === '/cgi-bin/tags/get') return send({ tags: [...tags].map(([id, name]) => ({ id, name, count: [...followers.values()].filter((f) => f.tagid_list.includes(id)).length })) });
      if (url.pathname === '/cgi-bin/user/get') {
        const all = [...followers.keys()].sort();
        const from = q.get('next_openid') ? all.indexOf(q.get('next_openid')!) + 1 : 0;
        const page = all.slice(from, from + state.pageSize);
        return send({ total: all.length, count: page.length, data: { openid: page }, next_openid: page[page.length - 1] ?? '' });
      }
      if (url.pathname === '/cgi-bin/user/info/batchget' && req.method === 'POST') {
        const list = (body?.user_list ?? []) as { openid: string }[];
        if (list.length > 100) return send({ errcode: 45035, errmsg: 'user_list size exceeds limit' });
        return send({ user_info_list: list.map(({ openid }) => (followers.has(openid) ? { subscribe: 1, openid, language: 'zh_CN', ...followers.get(openid) } : { subscribe: 0, openid })) });
      }
      if (url.pathname === '/cgi-bin/tags/members/batchtagging' && req.method === 'POST') {
        const list = (body?.openid_list ?? []) as string[];
        if (list.length > 50) return send({ errcode: 40032, errmsg: 'invalid openid list size' });
        if (!tags.has(body?.tagid)) return send({ errcode: 45159, errmsg: 'invalid tag id' });
        for (const o of list) {
          const f = followers.get(o);
          if (!f) return send({ errcode: 40003, errmsg: 'invalid openid' });
          if (!f.tagid_list.includes(body.tagid)) f.tagid_list.push(body.tagid);
        }
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/user/info/updateremark' && req.method === 'POST') {
        const f = followers.get(body?.openid);
        if (!f) return send({ errcode: 40003, errmsg: 'invalid openid' });
        f.remark = String(body?.remark ?? '');
        return send({ errcode: 0, errmsg: 'ok' });
      }
      res.statusCode = 404;
      send({ errcode: 404, errmsg: 'not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    calls,
    expireTokens() {
      for (const t of live) expired.add(t);
      live.clear();
    },
    get menu() {
      return state.menu;
    },
    followers,
    tags,
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(n: number) {
      state.pageSize = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
