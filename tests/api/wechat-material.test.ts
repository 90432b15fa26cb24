import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { startWeChatStandIn, type StandIn } from '../support/weChatStandIn';
import { plainSignature } from '../../server/weChat/callbackCrypto';
import { readXml } from '../../server/weChat/messageXml';

/*
 * 公众号素材 (issue 18 item 1) against the stand-in: Tencent's limits checked before any call, the
 * upload streamed as multipart `media` (sent again in full when the token has expired), news through
 * the draft box with sanitised HTML, delete and sync, a keyword reply that answers with an image of
 * the library, and callers without the menu refused with nothing changed here or at WeChat.
 */

let wx: StandIn;
let server: TestServer;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  wx = await startWeChatStandIn();
  wx.accounts.set('wx5f0c1a2b3c4d5e6f', 'mp-secret-0123456789');
  server = await startServer({ WECHAT_API_BASE: wx.url, WECOM_API_BASE: wx.url });
  admin = await server.login('admin');
  teacher = await server.login('teacher');
  expect((await admin.put('/api/WeChat/Config/mp', { appId: 'wx5f0c1a2b3c4d5e6f', secret: 'mp-secret-0123456789', token: 'eduToken2026' })).code).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await wx?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const addCalls = () => wx.calls.filter((c) => c.path === '/cgi-bin/material/add_material');
const materialRows = () => server.database.query('SELECT media_id, kind, name, size FROM wechat_material ORDER BY media_id').then((r) => JSON.stringify(r));

async function upload(c: Client, kind: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('media', new Blob([new Uint8Array(bytes)]), name);
  const res = await c.raw(`/api/WeChat/MpMaterial/Upload/${kind}`, { method: 'POST', body: form });
  return res.json() as Promise<{ code: number; msg: string; data: any }>;
}

/** AMR-NB at 12.2 kbit/s: 50 frames of 32 bytes a second. */
const amr = (seconds: number) => Buffer.concat([Buffer.from('#!AMR\n'), Buffer.alloc(seconds * 50 * 32, 0x3c)]);

describe('uploads', () => {
  it('uploads an image as multipart media, keeps a local copy for the grid and lists it', async () => {
    const r = await upload(admin, 'image', '校徽.png', PNG);
    expect(r.code, r.msg).toBe(200);
    expect(addCalls().map((c) => c.body)).toEqual([{ fields: ['media'] }]);
    const stored = wx.materials.get(r.data.mediaId)!;
    expect(stored).toMatchObject({ type: 'image', name: '校徽.png', size: PNG.length });
    const list = await admin.get('/api/WeChat/MpMaterial', { kind: 'image' });
    expect(list.data.list).toEqual([expect.objectContaining({ mediaId: r.data.mediaId, name: '校徽.png', size: PNG.length, hasPreview: true, url: stored.url })]);
    const preview = await admin.raw(`/api/WeChat/MpMaterial/${r.data.mediaId}/Preview`);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses an image over 10 MB, a wrong format and a disguised file before any call to WeChat', async () => {
    const before = await materialRows();
    const calls = addCalls().length;
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    const over = await upload(admin, 'image', 'poster.png', big);
    expect(over.code).toBe(413);
    expect(over.msg).toBe('图片不能超过 10MB');
    const webp = await upload(admin, 'image', 'poster.webp', PNG);
    expect(webp.code).toBe(400);
    expect(webp.msg).toBe('图片仅支持 bmp/png/jpeg/jpg/gif 格式');
    const fake = await upload(admin, 'image', 'poster.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.msg).toBe('文件内容不是 png 格式');
    const thumb = await upload(admin, 'thumb', 'cover.jpg', Buffer.concat([JPG, Buffer.alloc(64 * 1024)]));
    expect(thumb.msg).toBe('缩略图不能超过 64KB');
    const long = await upload(admin, 'voice', '通知.amr', amr(61));
    expect(long.code).toBe(400);
    expect(long.msg).toBe('语音不能超过 60 秒（此文件约 61 秒）');
    const video = await upload(admin, 'video', 'clip.mp4', Buffer.from('\0\0\0\x18ftypmp42', 'latin1'));
    expect(video.msg).toBe('视频素材需要填写标题');
    expect(addCalls().length).toBe(calls);
    expect(await materialRows()).toBe(before);
  });

  it('sends the whole file again with a new token when WeChat says the token expired', async () => {
    wx.expireTokens();
    const tokens = wx.calls.filter((c) => c.path === '/cgi-bin/token').length;
    const calls = addCalls().length;
    const r = await upload(admin, 'thumb', 'cover.jpg', JPG);
    expect(r.code, r.msg).toBe(200);
    expect(wx.calls.filter((c) => c.path === '/cgi-bin/token').length).toBe(tokens + 1);
    expect(addCalls().length).toBe(calls + 2);
    expect(wx.materials.get(r.data.mediaId)).toMatchObject({ type: 'thumb', size: JPG.length });
    const v = await upload(admin, 'video', '开学典礼.mp4', Buffer.from('\0\0\0\x18ftypmp42 rest of a video', 'latin1'), { title: '开学典礼', introduction: '2026 秋季' });
    expect(v.code, v.msg).toBe(200);
    expect(wx.materials.get(v.data.mediaId)!.description).toEqual({ title: '开学典礼', introduction: '2026 秋季' });
  });
});

describe('news, replies, delete and sync', () => {
  let thumbId = '';
  let newsId = '';
  it('creates news in the draft box with sanitised content and a cover from the library', async () => {
    thumbId = (await admin.get('/api/WeChat/MpMaterial', { kind: 'thumb' })).data.list[0].mediaId;
    const article = { title: '秋季开学通知', author: '教务处', digest: '9 月 1 日开学', content: '<p>请按时到校<script>alert(1)</script><img src=x onerror="alert(2)"></p>', thumbMediaId: 'no-such-thumb', contentSourceUrl: 'https://school.example/n/1' };
    const before = await materialRows();
    const bad = await admin.post('/api/WeChat/MpMaterial/News', { articles: [article] });
    expect(bad.code).toBe(400);
    expect(bad.data).toEqual([{ field: '/articles/0/thumbMediaId', message: '封面图片不在素材库中，请先上传或同步' }]);
    expect(await materialRows()).toBe(before);
    const r = await admin.post('/api/WeChat/MpMaterial/News', { articles: [{ ...article, thumbMediaId: thumbId }] });
    expect(r.code, r.msg).toBe(200);
    newsId = r.data.mediaId;
    const sent = wx.drafts.get(newsId)!.news_item[0];
    expect(sent).toMatchObject({ title: '秋季开学通知', author: '教务处', digest: '9 月 1 日开学', thumb_media_id: thumbId, content_source_url: 'https://school.example/n/1' });
    expect(String(sent.content)).toContain('请按时到校');
    expect(String(sent.content)).not.toMatch(/script|onerror/);
    const detail = await admin.get(`/api/WeChat/MpMaterial/${newsId}`);
    expect(detail.data).toMatchObject({ kind: 'news', name: '秋季开学通知', articleCount: 1, digest: '9 月 1 日开学' });
  });

  it('answers a keyword with an image picked from the library', async () => {
    const imageId = (await admin.get('/api/WeChat/MpMaterial', { kind: 'image' })).data.list[0].mediaId;
    expect((await admin.post('/api/WeChat/MpReply', { keyword: '校徽', matchMode: 'exact', replyType: 'image', mediaId: 'not-in-library' })).code).toBe(400);
    expect((await admin.post('/api/WeChat/MpReply', { keyword: '校徽', matchMode: 'exact', replyType: 'image', mediaId: imageId })).code).toBe(200);
    const ts = String(Math.floor(Date.now() / 1000));
    const q = new URLSearchParams({ timestamp: ts, nonce: 'mat1', signature: plainSignature('eduToken2026', ts, 'mat1') });
    const xml = `<xml><ToUserName><![CDATA[gh_school]]></ToUserName><FromUserName><![CDATA[oParent]]></FromUserName><CreateTime>${ts}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[校徽]]></Content><MsgId>9001</MsgId></xml>`;
    const res = await server.anonymous.raw(`/api/WeChat/Callback/mp?${q}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
    const answer = await res.text();
    expect(readXml(answer)).toMatchObject({ MsgType: 'image', ToUserName: 'oParent' });
    expect(answer).toContain(`<Image><MediaId><![CDATA[${imageId}]]></MediaId></Image>`);
  });

  it('refuses a teacher every write, with nothing changed here or at WeChat', async () => {
    const before = await materialRows();
    const calls = wx.calls.length;
    expect((await upload(teacher, 'image', 'x.png', PNG)).code).toBe(403);
    expect((await teacher.post('/api/WeChat/MpMaterial/News', { articles: [{ title: 'x', content: 'x', thumbMediaId: thumbId }] })).code).toBe(403);
    expect((await teacher.delete(`/api/WeChat/MpMaterial/${newsId}`)).code).toBe(403);
    expect((await teacher.post('/api/WeChat/MpMaterial/Actions/Sync')).code).toBe(403);
    expect((await teacher.get('/api/WeChat/MpMaterial')).code).toBe(403);
    expect(await materialRows()).toBe(before);
    expect(wx.calls.length).toBe(calls);
  });

  it('deletes at WeChat and here, and a sync brings what changed on the platform', async () => {
    expect((await admin.delete(`/api/WeChat/MpMaterial/${newsId}`)).code).toBe(200);
    expect(wx.drafts.has(newsId)).toBe(false);
    expect((await admin.get(`/api/WeChat/MpMaterial/${newsId}`)).code).toBe(404);
    // On the platform itself: one image added, the video deleted.
    wx.materials.set('platformImage', { type: 'image', name: '操场.jpg', url: 'http://mmbiz.qpic.cn/p', size: 900, update_time: 1_760_000_000 });
    const video = [...wx.materials].find(([, m]) => m.type === 'video')![0];
    wx.materials.delete(video);
    const r = await admin.post('/api/WeChat/MpMaterial/Actions/Sync');
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toEqual({ total: 3, added: 1, removed: 1, counts: { image: 3, voice: 0, video: 0, news: 0 } });
    const kinds = (await admin.get('/api/WeChat/MpMaterial', { pageSize: 50 })).data.list.map((m: { kind: string; name: string }) => `${m.kind}:${m.name}`).sort();
    expect(kinds).toEqual(['image:操场.jpg', 'image:校徽.png', 'thumb:cover.jpg']);
  });
});
