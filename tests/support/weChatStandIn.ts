import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';

/**
 * A local stand-in for Tencent's official-account and WeCom APIs, answering the requests our client
 * makes as Tencent documents them: /cgi-bin/token (client_credential), /cgi-bin/gettoken (WeCom),
 * /cgi-bin/menu/create and /cgi-bin/menu/get, followers and tags, permanent material and the draft
 * box (40004 invalid media type, 40007 invalid media_id, 40009–40012 size limits, 41005 media
 * missing), and WeCom's departments and members (60003 department not found, 60004 parent not
 * found, 60005/60006 department not empty, 60008 department existed, 60102 userid existed, 60104
 * mobile existed, 60111 userid not found, 60123 invalid party, 60129 neither mobile nor e-mail), with
 * Tencent's error codes (40013 invalid appid, 40125 invalid secret, 40001 invalid token, 42001 token
 * expired, 41001 token missing). Tests start it and
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
  /** Permanent material (material/add_material, batchget_material, del_material, get_materialcount). */
  materials: Map<string, StandInMaterial>;
  /** The draft box (draft/add, draft/batchget, draft/delete): news items by media_id. */
  drafts: Map<string, { news_item: Record<string, unknown>[]; update_time: number }>;
  /** WeCom's address book: departments (department/list|create|update|delete) and members (user/*). */
  departments: Map<number, WeComDepartment>;
  members: Map<string, WeComMember>;
  close(): Promise<void>;
}

export interface StandInMaterial {
  type: 'image' | 'voice' | 'video' | 'thumb';
  name: string;
  url: string;
  /** The bytes received: the whole file, as WeChat would store it. */
  size: number;
  update_time: number;
  description?: { title?: string; introduction?: string };
}
export interface WeComDepartment {
  id: number;
  name: string;
  parentid: number;
  order: number;
}
export interface WeComMember {
  userid: string;
  name: string;
  department: number[];
  main_department: number;
  mobile?: string;
  email?: string;
  status: number;
}

/** Tencent's size limits for add_material and the errcode each breach answers. */
const MATERIAL_MAX: Record<string, [number, number]> = { image: [10 * 1024 * 1024, 40009], voice: [2 * 1024 * 1024, 40010], video: [10 * 1024 * 1024, 40011], thumb: [64 * 1024, 40012] };

export async function startWeChatStandIn(): Promise<StandIn> {
  const accounts = new Map<string, string>();
  const live = new Set<string>();
  const expired = new Set<string>();
  const calls: StandIn['calls'] = [];
  const state = { menu: null as unknown, pageSize: 10_000 };
  const followers: StandIn['followers'] = new Map();
  const tags: StandIn['tags'] = new Map();
  const materials: StandIn['materials'] = new Map();
  const drafts: StandIn['drafts'] = new Map();
  const departments: StandIn['departments'] = new Map();
  const members: StandIn['members'] = new Map();
  const mediaId = () => crypto.randomBytes(21).toString('base64url');
  const clock = () => Math.floor(Date.now() / 1000);
  const subtree = (root: number): number[] => {
    const out = [root];
    for (let i = 0; i < out.length; i++) for (const d of departments.values()) if (d.parentid === out[i] && d.id !== root) out.push(d.id);
    return out;
  };
  const issue = () => {
    const tok = crypto.randomBytes(24).toString('base64url');
    live.add(tok);
    return { access_token: tok, expires_in: 7200 };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const q = url.searchParams;
      const raw = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      // add_material posts multipart (field media, video also description); everything else JSON.
      const form = type.startsWith('multipart/form-data') ? await new Response(raw, { headers: { 'content-type': type } }).formData() : null;
      const body = form ? { fields: [...form.keys()] } : raw.length ? JSON.parse(raw.toString('utf8')) : null;
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
      if (url.pathname === '/cgi-bin/material/add_material' && req.method === 'POST') {
        const kind = q.get('type') ?? '';
        if (!MATERIAL_MAX[kind]) return send({ errcode: 40004, errmsg: 'invalid media type' });
        const media = form?.get('media');
        if (!media || typeof media === 'string') return send({ errcode: 41005, errmsg: 'media data missing' });
        const [max, errcode] = MATERIAL_MAX[kind];
        if (media.size > max) return send({ errcode, errmsg: `invalid ${kind} size` });
        const description = form?.get('description');
        if (kind === 'video' && typeof description !== 'string') return send({ errcode: 40007, errmsg: 'invalid media_id: video needs description' });
        const id = mediaId();
        const url = kind === 'image' || kind === 'thumb' ? `http://mmbiz.qpic.cn/mmbiz_png/${id}/0?wx_fmt=png` : '';
        materials.set(id, { type: kind as StandInMaterial['type'], name: media.name, url, size: media.size, update_time: clock(), ...(typeof description === 'string' ? { description: JSON.parse(description) } : {}) });
        return send(url ? { media_id: id, url } : { media_id: id });
      }
      if (url.pathname === '/cgi-bin/material/get_materialcount') {
        const count = (t: string) => [...materials.values()].filter((m) => m.type === t || (t === 'image' && m.type === 'thumb')).length;
        return send({ voice_count: count('voice'), video_count: count('video'), image_count: count('image'), news_count: drafts.size });
      }
      if (url.pathname === '/cgi-bin/material/batchget_material' && req.method === 'POST') {
        const kind = body?.type;
        const count = Number(body?.count ?? 0);
        if (!['image', 'voice', 'video', 'news'].includes(kind)) return send({ errcode: 40004, errmsg: 'invalid media type' });
        if (count < 1 || count > 20) return send({ errcode: 40008, errmsg: 'invalid count' });
        // Thumbs are listed with the images, as WeChat does.
        const all = [...materials].filter(([, m]) => m.type === kind || (kind === 'image' && m.type === 'thumb'));
        const page = all.slice(Number(body?.offset ?? 0), Number(body?.offset ?? 0) + count);
        return send({ total_count: all.length, item_count: page.length, item: page.map(([media_id, m]) => ({ media_id, name: m.name, update_time: m.update_time, url: m.url })) });
      }
      if (url.pathname === '/cgi-bin/material/del_material' && req.method === 'POST') {
        if (!materials.delete(body?.media_id)) return send({ errcode: 40007, errmsg: 'invalid media_id' });
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/draft/add' && req.method === 'POST') {
        const articles = (body?.articles ?? []) as Record<string, unknown>[];
        if (!articles.length) return send({ errcode: 53404, errmsg: 'articles missing' });
        for (const a of articles) if (!materials.has(String(a.thumb_media_id))) return send({ errcode: 40007, errmsg: 'invalid media_id' });
        const id = mediaId();
        drafts.set(id, { news_item: articles.map((a) => ({ ...a, thumb_url: materials.get(String(a.thumb_media_id))!.url, url: `http://mp.weixin.qq.com/s?__biz=stand-in&mid=${id}` })), update_time: clock() });
        return send({ media_id: id });
      }
      if (url.pathname === '/cgi-bin/draft/batchget' && req.method === 'POST') {
        const count = Number(body?.count ?? 0);
        if (count < 1 || count > 20) return send({ errcode: 40008, errmsg: 'invalid count' });
        const all = [...drafts];
        const page = all.slice(Number(body?.offset ?? 0), Number(body?.offset ?? 0) + count);
        return send({ total_count: all.length, item_count: page.length, item: page.map(([media_id, d]) => ({ media_id, content: { news_item: d.news_item }, update_time: d.update_time })) });
      }
      if (url.pathname === '/cgi-bin/draft/delete' && req.method === 'POST') {
        if (!drafts.delete(body?.media_id)) return send({ errcode: 40007, errmsg: 'invalid media_id' });
        return send({ errcode: 0, errmsg: 'ok' });
      }
      // WeCom's address book, with its documented errcodes.
      const ok = (extra: Record<string, unknown> = {}) => send({ errcode: 0, errmsg: 'ok', ...extra });
      if (url.pathname === '/cgi-bin/department/list') {
        const root = q.has('id') ? Number(q.get('id')) : 1;
        if (!departments.has(root)) return send({ errcode: 60123, errmsg: 'invalid party id' });
        return ok({ department: subtree(root).map((id) => ({ ...departments.get(id)!, name_en: '', department_leader: [] })) });
      }
      if (url.pathname === '/cgi-bin/department/create' && req.method === 'POST') {
        const parentid = Number(body?.parentid);
        if (!departments.has(parentid)) return send({ errcode: 60004, errmsg: 'parent department not found' });
        if ([...departments.values()].some((d) => d.parentid === parentid && d.name === body?.name)) return send({ errcode: 60008, errmsg: 'department existed' });
        const id = Math.max(1, ...departments.keys()) + 1;
        departments.set(id, { id, name: String(body?.name), parentid, order: Number(body?.order ?? 0) });
        return ok({ id });
      }
      if (url.pathname === '/cgi-bin/department/update' && req.method === 'POST') {
        const d = departments.get(Number(body?.id));
        if (!d) return send({ errcode: 60003, errmsg: 'department not found' });
        if (body?.parentid !== undefined && !departments.has(Number(body.parentid))) return send({ errcode: 60004, errmsg: 'parent department not found' });
        Object.assign(d, { ...(body?.name !== undefined ? { name: String(body.name) } : {}), ...(body?.parentid !== undefined ? { parentid: Number(body.parentid) } : {}) });
        return ok();
      }
      if (url.pathname === '/cgi-bin/department/delete') {
        const id = Number(q.get('id'));
        if (!departments.has(id)) return send({ errcode: 60003, errmsg: 'department not found' });
        if ([...departments.values()].some((d) => d.parentid === id)) return send({ errcode: 60006, errmsg: 'department contains sub-department' });
        if ([...members.values()].some((m) => m.department.includes(id))) return send({ errcode: 60005, errmsg: 'department contains user' });
        departments.delete(id);
        return ok();
      }
      if (url.pathname === '/cgi-bin/user/list') {
        const id = Number(q.get('department_id'));
        if (!departments.has(id)) return send({ errcode: 60123, errmsg: 'invalid party id' });
        const ids = q.get('fetch_child') === '1' ? subtree(id) : [id];
        return ok({ userlist: [...members.values()].filter((m) => m.department.some((d) => ids.includes(d))) });
      }
      if ((url.pathname === '/cgi-bin/user/create' || url.pathname === '/cgi-bin/user/update') && req.method === 'POST') {
        const creating = url.pathname.endsWith('create');
        const userid = String(body?.userid ?? '');
        const existing = members.get(userid);
        if (creating && existing) return send({ errcode: 60102, errmsg: 'userid existed' });
        if (!creating && !existing) return send({ errcode: 60111, errmsg: 'userid not found' });
        const next = { ...(existing ?? { userid, name: '', department: [], main_department: 0, status: 1 }), ...body } as WeComMember;
        const depts = (next.department ?? []) as number[];
        if (!depts.length || depts.some((d) => !departments.has(d))) return send({ errcode: 60123, errmsg: 'invalid party id' });
        if (!next.mobile && !next.email) return send({ errcode: 60129, errmsg: 'mobile and email can not be both empty' });
        if (next.mobile && [...members.values()].some((m) => m.userid !== userid && m.mobile === next.mobile)) return send({ errcode: 60104, errmsg: 'mobile existed' });
        members.set(userid, { ...next, main_department: next.main_department || depts[0] });
        return ok(creating ? { created: true } : {});
      }
      if (url.pathname === '/cgi-bin/user/delete') {
        if (!members.delete(q.get('userid') ?? '')) return send({ errcode: 60111, errmsg: 'userid not found' });
        return ok();
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
    materials,
    drafts,
    departments,
    members,
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(n: number) {
      state.pageSize = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
