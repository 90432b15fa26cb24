import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { hashToken } from './sessions';
import { ipPlace } from './ipPlace';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { sessionAnswer } from './sessionCookie';
import { Nullable, Type, answers, envelope, one, typed } from '../kit';

const Spent = Type.Object({ userId: Type.String(), enabledMark: Type.Integer() });

/** One-time tickets for embedded pages live this long (seconds). */
export const IFRAME_TICKET_TTL = 60;

/** Pure: '13812345678' → '138****5678'; anything shorter keeps only its last two characters. */
export function maskPhone(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length >= 7) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return `${'*'.repeat(Math.max(0, mobile.length - 2))}${mobile.slice(-2)}`;
}

/**
 * Session calls beside login: the caller's masked phone, and the embedded-page token exchange
 * (spec §2.4: a page opened with ?iframeToken= trades it for a real token). The ticket is random,
 * stored hashed, valid 60 s and usable once, so a URL that leaks into a log or history is dead.
 */
/** A one-time ticket for the user (embedded pages, external menu links): random, stored hashed. */
export async function createIframeTicket(app: FastifyInstance, userId: string): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  await app.database.query(
    `INSERT INTO iframe_ticket (ticket_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(ticket), userId, IFRAME_TICKET_TTL],
  );
  // Spent and expired tickets are only clutter.
  await app.database.query(`DELETE FROM iframe_ticket WHERE expires_at < now() - interval '1 hour'`);
  return ticket;
}

export default async function accountRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.get(
    '/api/UserAccount/Account/GetPhone',
    {
      schema: { tags: ['Session'], summary: '当前用户的手机号（脱敏，data.phone 如 138****5678）', response: answers(envelope(Type.Object({ phone: Type.String() }))) },
      config: { access: 'login' },
    },
    async (req) => {
      const user = await one(db, Type.Object({ mobile: Nullable(Type.String()) }), 'SELECT mobile FROM users WHERE id = $1', [req.user.id]);
      return ok({ phone: maskPhone(user?.mobile) });
    },
  );

  app.post(
    '/api/Common/Login/IframeToken/Create',
    {
      schema: {
        tags: ['Session'],
        summary: '签发嵌入页一次性票据（60 秒内有效，data.iframeToken）',
        response: answers(envelope(Type.Object({ iframeToken: Type.String(), expiresIn: Type.Integer() }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const ticket = await createIframeTicket(app, req.user.id);
      return ok({ iframeToken: ticket, expiresIn: IFRAME_TICKET_TTL });
    },
  );

  app.post(
    '/api/Common/Login/IframeToken',
    {
      schema: {
        tags: ['Session'],
        summary: '用嵌入页票据换取会话令牌（一次性；成功 msg Success，data.token）',
        body: Type.Object({ iframeToken: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: answers(envelope(Type.Object({ token: Type.Optional(Type.String()) }))),
      },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const { iframeToken } = req.body;
      const spent = await one(
        db,
        Spent,
        `UPDATE iframe_ticket t SET used_at = now() FROM users u
          WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id
          RETURNING t.user_id, u.enabled_mark`,
        [hashToken(iframeToken)],
      );
      if (!spent) throw new ApiError(Code.BadRequest, t('iframeTokenInvalid'));
      if (spent.enabledMark !== 1) throw new ApiError(Code.BadRequest, t('accountDisabled'));
      const { token } = await app.sessions.create(spent.userId, {
        ip: req.ip,
        ipName: ipPlace(req.ip),
        userAgent: String(req.headers['user-agent'] ?? ''),
      });
      return ok({ token: sessionAnswer(app, req, reply, token) }, say(req, 'ok'));
    },
  );
}
