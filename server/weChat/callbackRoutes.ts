import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { Type, typed } from '../kit';
import { decrypt, type SecretKey } from '../dataSource/secret';
import { checkMessageSignature, checkPlainSignature, decryptMessage, encryptMessage, messageSignature } from './callbackCrypto';
import { onceEvery } from './onceEvery';
import { encryptedReplyXml, imageReplyXml, newsReplyXml, readXml, textReplyXml } from './messageXml';

/*
 * The official account's 服务器地址: WeChat calls it to verify the address (GET, echostr) and to hand
 * over what followers send (POST, XML, plain or encrypted). Public, as WeChat signs in no other way:
 * every call must carry a valid signature over the configured token, a timestamp within five minutes
 * and a nonce not used before; anything else is refused and changes nothing.
 */

const WINDOW_S = 300;
const PURGE_EVERY_MS = 60_000;
const CallbackQuery = Type.Object({
  signature: Type.String({ maxLength: 64 }),
  timestamp: Type.String({ pattern: '^[0-9]{1,12}$' }),
  nonce: Type.String({ minLength: 1, maxLength: 64 }),
  echostr: Type.Optional(Type.String({ maxLength: 1024 })),
  encrypt_type: Type.Optional(Type.String({ maxLength: 16 })),
  msg_signature: Type.Optional(Type.String({ maxLength: 64 })),
  openid: Type.Optional(Type.String({ maxLength: 64 })),
});

export default async function callbackRoutes(instance: FastifyInstance, opts: { key: SecretKey }) {
  const app = typed(instance);
  const db = app.database;
  // WeChat posts XML; the body is kept as text for the signature and decryption.
  instance.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  async function settings() {
    const rows = await db.query<{ app_id: string; token: string; aes_key_enc: string | null }>(`SELECT app_id, token, aes_key_enc FROM wechat_config WHERE kind = 'mp'`);
    const r = rows[0];
    if (!r?.token) throw new ApiError(Code.Forbidden, t('wxCallbackRefused'));
    return { appId: r.app_id, token: r.token, aesKey: r.aes_key_enc ? decrypt(opts.key, r.aes_key_enc) : null };
  }

  const refuse = () => new ApiError(Code.Forbidden, t('wxCallbackRefused'));
  const purgeDue = onceEvery(PURGE_EVERY_MS);
  const fresh = (timestamp: string) => Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) <= WINDOW_S;

  app.get('/api/WeChat/Callback/mp', { schema: { tags: ['WeChat'], summary: '微信服务器地址校验', querystring: CallbackQuery }, config: { access: 'public' } }, async (req, reply) => {
    const q = req.query;
    const s = await settings();
    if (!fresh(q.timestamp) || !checkPlainSignature(s.token, q.timestamp, q.nonce, q.signature) || !q.echostr) throw refuse();
    return reply.type('text/plain').send(q.echostr);
  });

  app.post('/api/WeChat/Callback/mp', { schema: { tags: ['WeChat'], summary: '接收公众号消息', querystring: CallbackQuery }, config: { access: 'public' } }, async (req, reply) => {
    const q = req.query;
    const s = await settings();
    const body = typeof req.body === 'string' ? req.body : '';
    if (!fresh(q.timestamp) || !checkPlainSignature(s.token, q.timestamp, q.nonce, q.signature)) throw refuse();
    const encrypted = q.encrypt_type === 'aes';
    let xml = body;
    if (encrypted) {
      const outer = readXml(body);
      const enc = outer?.Encrypt;
      if (!enc || !s.aesKey || !q.msg_signature || !checkMessageSignature(s.token, q.timestamp, q.nonce, enc, q.msg_signature)) throw refuse();
      const inner = decryptMessage(s.aesKey, s.appId, enc);
      if (inner === null) throw refuse();
      xml = inner;
    }
    const msg = readXml(xml);
    if (!msg?.FromUserName || !msg.ToUserName || !msg.MsgType) throw new ApiError(Code.BadRequest, t('wxCallbackBadXml'));
    // A nonce seen before is a replay (or WeChat's own retry): nothing happens twice.
    // Nonces older than the window can never be replayed (the timestamp check refuses them first):
    // they are purged, but at most once a minute rather than on every delivered message.
    if (purgeDue()) await db.query('DELETE FROM wechat_nonce WHERE ts < $1', [Math.floor(Date.now() / 1000) - 2 * WINDOW_S]);
    const firstUse = await db.query('INSERT INTO wechat_nonce (nonce, ts) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', [q.nonce, Number(q.timestamp)]);
    if (!firstUse.length) return reply.type('text/plain').send('success');
    const key = msg.MsgId ? `msg:${msg.MsgId}` : `evt:${msg.FromUserName}:${msg.CreateTime ?? ''}:${msg.Event ?? ''}`;
    const content = msg.Content ?? msg.EventKey ?? msg.Recognition ?? '';
    const stored = await db.query<{ id: string }>(
      `INSERT INTO wechat_message (msg_key, from_user, to_user, msg_type, event, content, raw, encrypted)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) ON CONFLICT (msg_key) DO NOTHING RETURNING id`,
      [key, msg.FromUserName, msg.ToUserName, msg.MsgType, msg.Event ?? null, content, JSON.stringify(msg), encrypted],
    );
    if (!stored.length) return reply.type('text/plain').send('success');
    const answer = msg.MsgType === 'text' ? await autoReply(content) : null;
    if (!answer) return reply.type('text/plain').send('success');
    await db.query('UPDATE wechat_message SET reply = $2 WHERE id = $1', [stored[0].id, answer.content]);
    const out = answerXml(msg.FromUserName, msg.ToUserName, answer);
    if (!encrypted || !s.aesKey) return reply.type('application/xml').send(out);
    const enc = encryptMessage(s.aesKey, s.appId, out);
    const ts = String(Math.floor(Date.now() / 1000));
    return reply.type('application/xml').send(encryptedReplyXml(enc, messageSignature(s.token, ts, q.nonce, enc), ts, q.nonce));
  });

  interface Answer {
    content: string;
    reply_type: string;
    media_id: string | null;
    articles: { title?: string; digest?: string; thumbUrl?: string; url?: string; contentSourceUrl?: string }[] | null;
  }
  /** The first enabled rule that matches: exact keywords before "contains", then by sort order. */
  async function autoReply(text: string): Promise<Answer | null> {
    const rows = await db.query<Answer>(
      `SELECT r.content, r.reply_type, r.media_id, m.articles FROM wechat_reply r LEFT JOIN wechat_material m ON m.media_id = r.media_id
        WHERE r.enabled_mark = 1 AND ((r.match_mode = 'exact' AND r.keyword = $1) OR (r.match_mode = 'contains' AND strpos($1, r.keyword) > 0))
        ORDER BY (r.match_mode = 'exact') DESC, r.sort_code, r.created_at LIMIT 1`,
      [text.trim()],
    );
    return rows[0] ?? null;
  }
  function answerXml(to: string, from: string, a: Answer): string {
    if (a.reply_type === 'image' && a.media_id) return imageReplyXml(to, from, a.media_id);
    const first = a.articles?.[0];
    if (a.reply_type === 'news' && first) {
      return newsReplyXml(to, from, [{ title: first.title ?? '', description: first.digest ?? '', picUrl: first.thumbUrl ?? '', url: first.url || first.contentSourceUrl || '' }]);
    }
    return textReplyXml(to, from, a.content);
  }
}
