import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { encryptMessage, messageSignature, plainSignature, decryptMessage } from '../../server/weChat/callbackCrypto';
import { readXml } from '../../server/weChat/messageXml';

/*
 * 公众号消息 (issue 18 item 1): WeChat's calls to the 服务器地址 as Tencent documents them — the address
 * check, plain and encrypted messages, keyword auto-replies — and what an attacker on the open internet
 * can send: a wrong signature, an old timestamp, a replayed nonce, a message encrypted for another
 * account. Each refusal leaves the stored messages as they were.
 */

const ctx = serverForFile('admin', 'teacher');
const TOKEN = 'eduToken2026';
const AES = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const APP = 'wx5f0c1a2b3c4d5e6f';

let seq = 0;
const now = () => String(Math.floor(Date.now() / 1000));
function signed(ts = now(), nonce = `n${Date.now()}${++seq}`) {
  return { timestamp: ts, nonce, signature: plainSignature(TOKEN, ts, nonce) };
}
const qs = (q: Record<string, string>) => `?${new URLSearchParams(q)}`;
const textXml = (from: string, content: string, id: string) =>
  `<xml><ToUserName><![CDATA[gh_school]]></ToUserName><FromUserName><![CDATA[${from}]]></FromUserName><CreateTime>${now()}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${content}]]></Content><MsgId>${id}</MsgId></xml>`;
const post = (query: Record<string, string>, body: string) =>
  ctx.server.anonymous.raw(`/api/WeChat/Callback/mp${qs(query)}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body });
const messages = () => ctx.server.database.query('SELECT msg_key, from_user, content, reply, encrypted FROM wechat_message ORDER BY created_at, id');

beforeAll(async () => {
  expect((await ctx.admin.put('/api/WeChat/Config/mp', { appId: APP, secret: 'mp-secret', token: TOKEN, aesKey: AES })).code).toBe(200);
  expect((await ctx.admin.post('/api/WeChat/MpReply', { keyword: '请假', matchMode: 'contains', content: '请在“家校服务 → 请假申请”中提交，班主任会尽快处理。' })).code).toBe(200);
  expect((await ctx.admin.post('/api/WeChat/MpReply', { keyword: '放假安排', matchMode: 'exact', content: '寒假自 1 月 20 日起。' })).code).toBe(200);
});

describe('the 服务器地址 check', () => {
  it('answers echostr to a signed request and refuses a wrong signature or an old timestamp', async () => {
    const ok = await ctx.server.anonymous.raw(`/api/WeChat/Callback/mp${qs({ ...signed(), echostr: '8727368471' })}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('8727368471');
    const bad = await ctx.server.anonymous.raw(`/api/WeChat/Callback/mp${qs({ ...signed(), signature: 'f'.repeat(40), echostr: 'x' })}`);
    expect((await bad.json()).code).toBe(403);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    const stale = await ctx.server.anonymous.raw(`/api/WeChat/Callback/mp${qs({ ...signed(old), echostr: 'x' })}`);
    expect((await stale.json()).code).toBe(403);
  });
});

describe('messages from followers', () => {
  it('stores a plain text message once and answers it with the matching keyword reply', async () => {
    const q = signed();
    const res = await post(q, textXml('oParent001', '孩子明天想请假一天', '7001'));
    expect(res.status).toBe(200);
    const answer = readXml(await res.text())!;
    expect(answer).toMatchObject({ ToUserName: 'oParent001', FromUserName: 'gh_school', MsgType: 'text', Content: '请在“家校服务 → 请假申请”中提交，班主任会尽快处理。' });
    // WeChat's retry of the same message (a new nonce) changes nothing.
    expect(await (await post(signed(), textXml('oParent001', '孩子明天想请假一天', '7001'))).text()).toBe('success');
    const rows = await messages();
    expect(rows.filter((r: any) => r.msg_key === 'msg:7001')).toHaveLength(1);
  });

  it('decrypts an encrypted message and encrypts the reply for the account', async () => {
    const q = signed();
    const enc = encryptMessage(AES, APP, textXml('oParent002', '放假安排', '7002'));
    const body = `<xml><ToUserName><![CDATA[gh_school]]></ToUserName><Encrypt><![CDATA[${enc}]]></Encrypt></xml>`;
    const res = await post({ ...q, encrypt_type: 'aes', msg_signature: messageSignature(TOKEN, q.timestamp, q.nonce, enc) }, body);
    expect(res.status).toBe(200);
    const outer = readXml(await res.text())!;
    expect(outer.MsgSignature).toBe(messageSignature(TOKEN, outer.TimeStamp, outer.Nonce, outer.Encrypt));
    const inner = readXml(decryptMessage(AES, APP, outer.Encrypt)!)!;
    expect(inner).toMatchObject({ ToUserName: 'oParent002', Content: '寒假自 1 月 20 日起。' });
    expect((await messages()).find((r: any) => r.msg_key === 'msg:7002')).toMatchObject({ content: '放假安排', encrypted: true, reply: '寒假自 1 月 20 日起。' });
  });

  it('refuses forgeries and replays with nothing stored', async () => {
    const before = JSON.stringify(await messages());
    // No or a wrong signature.
    expect((await (await post({ timestamp: now(), nonce: 'x1', signature: 'deadbeef' }, textXml('oEvil', '请假', '9001'))).json()).code).toBe(403);
    // A signed request from an hour ago.
    expect((await (await post(signed(String(Math.floor(Date.now() / 1000) - 3600)), textXml('oEvil', '请假', '9002'))).json()).code).toBe(403);
    // A captured request sent again: the same nonce and timestamp.
    const q = signed();
    expect((await post(q, textXml('oParent003', '你好', '9003'))).status).toBe(200);
    const afterFirst = JSON.stringify(await messages());
    expect(await (await post(q, textXml('oParent003', '你好', '9004'))).text()).toBe('success');
    expect(JSON.stringify(await messages())).toBe(afterFirst);
    // Encrypted for another account, or with a msg_signature that does not cover the ciphertext.
    const q2 = signed();
    const foreign = encryptMessage(AES, 'wxOTHERACCOUNT', textXml('oEvil', '请假', '9005'));
    expect((await (await post({ ...q2, encrypt_type: 'aes', msg_signature: messageSignature(TOKEN, q2.timestamp, q2.nonce, foreign) }, `<xml><Encrypt><![CDATA[${foreign}]]></Encrypt></xml>`)).json()).code).toBe(403);
    const q3 = signed();
    const mine = encryptMessage(AES, APP, textXml('oEvil', '请假', '9006'));
    expect((await (await post({ ...q3, encrypt_type: 'aes', msg_signature: 'a'.repeat(40) }, `<xml><Encrypt><![CDATA[${mine}]]></Encrypt></xml>`)).json()).code).toBe(403);
    const rows = await messages();
    expect(rows.map((r: any) => r.msg_key).filter((k: string) => /900[1-6]/.test(k))).toEqual(['msg:9003']);
    expect(before.length).toBeLessThan(JSON.stringify(rows).length);
  });

  it('lists messages for 公众号消息 holders only; a teacher may not add replies', async () => {
    const list = await ctx.admin.get('/api/WeChat/MpMessage', { currentPage: 1, pageSize: 20, keyword: '放假' });
    expect(list.data.list.map((m: any) => m.content)).toEqual(['放假安排']);
    expect((await ctx.teacher.get('/api/WeChat/MpMessage')).code).toBe(403);
    const replies = JSON.stringify(await ctx.server.database.query('SELECT * FROM wechat_reply ORDER BY id'));
    expect((await ctx.teacher.post('/api/WeChat/MpReply', { keyword: '广告', matchMode: 'exact', content: '点击领取' })).code).toBe(403);
    expect(JSON.stringify(await ctx.server.database.query('SELECT * FROM wechat_reply ORDER BY id'))).toBe(replies);
  });
});
