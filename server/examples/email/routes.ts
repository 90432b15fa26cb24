import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { Nullable, Type, answers, envelope, epochMs, listOnly, okNull, one, rows, typed } from '../../kit';
import { decrypt, encrypt, type SecretKey } from '../../dataSource/secret';
import { listInbox, markSeen, readMessage, sendMail, type MailServers } from './mail';

// 邮件收发 (issue 18 item 2): each user's own mail account (SMTP to send, IMAP to read). The password
// is stored encrypted like a data source's (AES-256-GCM, the DATA_SOURCE_KEY key) and never answered;
// a blank password on save keeps the stored one. Sent mail is kept locally (the 已发送 box); the inbox
// is read live from the IMAP server.

const access = { menu: 'extend.email' };
const tags = ['Examples'];

const AccountRow = Type.Object({
  configured: Type.Boolean(),
  email: Type.String(),
  displayName: Type.String(),
  smtpHost: Type.String(),
  smtpPort: Type.Integer(),
  smtpTls: Type.Boolean(),
  imapHost: Type.String(),
  imapPort: Type.Integer(),
  imapTls: Type.Boolean(),
  loginUser: Type.String(),
  passwordSet: Type.Boolean(),
});
const Stored = Type.Object({ ...AccountRow.properties, passwordEnc: Type.String() });
const STORED = `SELECT true AS configured, email, display_name, smtp_host, smtp_port, smtp_tls, imap_host, imap_port, imap_tls, login_user, password_enc <> '' AS password_set, password_enc
  FROM ex_mail_account WHERE user_id = $1`;
const HOST = Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' });
const PORT = Type.Integer({ minimum: 1, maximum: 65535 });
const EMAIL = Type.String({ maxLength: 254, pattern: '^[^\\s@<>",;]+@[^\\s@<>",;]+$' });
const SentRow = Type.Object({ id: Type.String(), to: Type.String(), cc: Type.String(), subject: Type.String(), bodyText: Type.String(), attachments: Type.Array(Type.Object({ name: Type.String(), size: Type.Integer() })), sentAt: Type.Number() });

/** The mail server's own words, short, so that a wrong host or password can be put right. */
const reasonOf = (err: unknown) => String((err as { response?: string })?.response ?? (err instanceof Error ? err.message : err)).slice(0, 200);

export default async function emailRoutes(instance: FastifyInstance, opts: { key: SecretKey }) {
  const app = typed(instance);
  const db = app.database;

  async function servers(req: FastifyRequest): Promise<MailServers> {
    const s = await one(db, Stored, STORED, [req.user.id]);
    if (!s) throw new ApiError(Code.BadRequest, t('exMailNoAccount'));
    try {
      return { ...s, password: decrypt(opts.key, s.passwordEnc) };
    } catch {
      // stored with another key (README: DATA_SOURCE_KEY): ask for the password again
      throw new ApiError(Code.BadRequest, t('exMailNoAccount'));
    }
  }

  app.get('/api/Extend/Email/Account', { schema: { tags, summary: '我的邮箱账户（不含密码）', response: answers(envelope(AccountRow)) }, config: { access } }, async (req) => {
    const s = await one(db, Stored, STORED, [req.user.id]);
    const empty = { configured: false, email: '', displayName: req.user.realName, smtpHost: '', smtpPort: 465, smtpTls: true, imapHost: '', imapPort: 993, imapTls: true, loginUser: '', passwordSet: false };
    if (!s) return ok(empty);
    const { passwordEnc: _drop, ...shown } = s;
    return ok(shown);
  });

  app.put(
    '/api/Extend/Email/Account',
    {
      schema: {
        tags,
        summary: '保存我的邮箱账户（密码留空则不修改）',
        body: Type.Object(
          {
            email: EMAIL,
            displayName: Type.Optional(Type.String({ maxLength: 60 })),
            smtpHost: HOST,
            smtpPort: PORT,
            smtpTls: Type.Boolean(),
            imapHost: HOST,
            imapPort: PORT,
            imapTls: Type.Boolean(),
            loginUser: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: answers(okNull),
      },
      config: { access },
    },
    async (req) => {
      const b = req.body;
      const had = await one(db, Type.Object({ passwordEnc: Type.String() }), 'SELECT password_enc FROM ex_mail_account WHERE user_id = $1', [req.user.id]);
      const passwordEnc = b.password ? encrypt(opts.key, b.password) : had?.passwordEnc;
      if (!passwordEnc) throw new ApiError(Code.BadRequest, t('exMailNoAccount'));
      await db.query(
        `INSERT INTO ex_mail_account (user_id, email, display_name, smtp_host, smtp_port, smtp_tls, imap_host, imap_port, imap_tls, login_user, password_enc, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
         ON CONFLICT (user_id) DO UPDATE SET email = $2, display_name = $3, smtp_host = $4, smtp_port = $5, smtp_tls = $6, imap_host = $7, imap_port = $8, imap_tls = $9,
           login_user = $10, password_enc = $11, updated_at = now()`,
        [req.user.id, b.email, b.displayName ?? '', b.smtpHost, b.smtpPort, b.smtpTls, b.imapHost, b.imapPort, b.imapTls, b.loginUser, passwordEnc],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/Extend/Email/Send',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        summary: '发送邮件（经我的 SMTP 服务器，可带附件）',
        body: Type.Object(
          {
            to: Type.Array(EMAIL, { minItems: 1, maxItems: 50 }),
            cc: Type.Optional(Type.Array(EMAIL, { maxItems: 50 })),
            subject: Type.String({ minLength: 1, maxLength: 200 }),
            bodyText: Type.String({ maxLength: 100_000 }),
            attachments: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), contentBase64: Type.String({ maxLength: 11 * 1024 * 1024 }) }, { additionalProperties: false }), { maxItems: 10 })),
          },
          { additionalProperties: false },
        ),
        response: answers(envelope(Type.Object({ id: Type.String(), messageId: Type.String() }))),
      },
      config: { access },
    },
    async (req) => {
      const b = req.body;
      const s = await servers(req);
      const attachments = (b.attachments ?? []).map((a) => ({ filename: a.name.replace(/[\\/\r\n]/g, '_'), content: Buffer.from(a.contentBase64, 'base64') }));
      let messageId: string;
      try {
        messageId = await sendMail(s, { to: b.to, cc: b.cc ?? [], subject: b.subject, text: b.bodyText, attachments });
      } catch (err) {
        throw new ApiError(Code.BadRequest, t('exMailSendFailed', { reason: reasonOf(err) }));
      }
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO ex_mail_sent (user_id, to_addresses, cc_addresses, subject, body_text, attachments, message_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [req.user.id, b.to.join(', '), (b.cc ?? []).join(', '), b.subject, b.bodyText, JSON.stringify(attachments.map((a) => ({ name: a.filename, size: a.content.length }))), messageId],
      );
      return ok({ id: row.id, messageId }, say(req, 'exMailSent'));
    },
  );

  app.get('/api/Extend/Email/Sent', { schema: { tags, summary: '已发送', response: answers(listOnly(SentRow)) }, config: { access } }, async (req) =>
    ok({
      list: await rows(
        db,
        SentRow,
        `SELECT id, to_addresses AS "to", cc_addresses AS cc, subject, body_text, attachments, ${epochMs('sent_at')} AS sent_at FROM ex_mail_sent WHERE user_id = $1 ORDER BY sent_at DESC, id LIMIT 100`,
        [req.user.id],
      ),
    }),
  );

  const InboxRow = Type.Object({ uid: Type.Integer(), subject: Type.String(), from: Type.String(), date: Type.Number(), seen: Type.Boolean(), size: Type.Integer() });
  app.get('/api/Extend/Email/Receive', { schema: { tags, summary: '收件箱（IMAP，最新 50 封）', response: answers(listOnly(InboxRow)) }, config: { access } }, async (req) => {
    const s = await servers(req);
    try {
      return ok({ list: await listInbox(s) });
    } catch (err) {
      throw new ApiError(Code.BadRequest, t('exMailReceiveFailed', { reason: reasonOf(err) }));
    }
  });

  const UidParams = Type.Object({ uid: Type.Integer({ minimum: 1 }) });
  const Detail = Type.Object({ uid: Type.Integer(), subject: Type.String(), from: Type.String(), to: Type.String(), date: Type.Number(), text: Type.String(), attachments: Type.Array(Type.Object({ name: Type.String(), size: Type.Integer() })) });
  app.get('/api/Extend/Email/Receive/:uid', { schema: { tags, summary: '读一封邮件（同时标为已读）', params: UidParams, response: answers(envelope(Nullable(Detail))) }, config: { access } }, async (req) => {
    const s = await servers(req);
    let m;
    try {
      m = await readMessage(s, req.params.uid);
    } catch (err) {
      throw new ApiError(Code.BadRequest, t('exMailReceiveFailed', { reason: reasonOf(err) }));
    }
    if (!m) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(m);
  });

  app.post(
    '/api/Extend/Email/Receive/:uid/Actions/Read',
    { schema: { tags, summary: '标为已读 / 未读', params: UidParams, body: Type.Object({ seen: Type.Boolean() }, { additionalProperties: false }), response: answers(okNull) }, config: { access } },
    async (req) => {
      const s = await servers(req);
      try {
        await markSeen(s, req.params.uid, req.body.seen);
      } catch (err) {
        throw new ApiError(Code.BadRequest, t('exMailReceiveFailed', { reason: reasonOf(err) }));
      }
      return ok(null, say(req, 'updateSuccess'));
    },
  );
}
