import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { LOGIN_USER_COLUMNS, LoginUser, startSession } from '../auth/startSession';
import { Type, answers, envelope, okNull, one, typed } from '../kit';
import { t } from '../../contract/texts';
import { sessionAnswer } from '../auth/sessionCookie';

// Sign-in by QR code: the desktop asks for a ticket and shows it as a QR code; a phone browser
// that is already signed in opens /loginIn?ticket=… and confirms; the desktop polls and receives
// a fresh session token once.

export const QR_TTL_SECONDS = 120;
/** How long after confirmation the desktop may still collect its token. */
const DELIVERY_WINDOW_SECONDS = 120;
const PER_IP_PER_MINUTE = 20;

const hashTicket = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

const TicketParams = Type.Object({ ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) });
const TicketState = Type.Union([Type.Literal('waiting'), Type.Literal('confirmed'), Type.Literal('expired')]);
/** The desktop's poll: the state, and the token once (left out for the console itself, which gets the cookie). */
const PollAnswer = envelope(Type.Object({ state: TicketState, token: Type.Optional(Type.String()) }));
const TicketRow = Type.Object({ state: Type.String(), live: Type.Boolean() });

export default async function qrRoutes(instance: FastifyInstance, opts: { singleLogin: boolean }) {
  const app = typed(instance);
  const tags = ['Session'];
  app.post(
    '/api/Common/Login/QrTicket',
    {
      schema: { tags, summary: '扫码登录票据（120 秒有效）', response: answers(envelope(Type.Object({ ticket: Type.String(), expiresIn: Type.Integer() }))) },
      config: { access: 'public' },
    },
    async (req) => {
      app.sysConfig.assertSignInWay('qr');
      const recent = (await one(
        app.database,
        Type.Object({ n: Type.Integer() }),
        `SELECT count(*)::int AS n FROM login_qr_ticket WHERE ip = $1 AND created_at > now() - interval '1 minute'`,
        [req.ip],
      ))!;
      if (recent.n >= PER_IP_PER_MINUTE) throw new ApiError(Code.TooMany, t('qrTooFrequent'));
      const ticket = crypto.randomBytes(24).toString('base64url');
      await app.database.query(
        `INSERT INTO login_qr_ticket (ticket_hash, ip, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [hashTicket(ticket), req.ip, QR_TTL_SECONDS],
      );
      if (Math.random() < 0.02) await app.database.query(`DELETE FROM login_qr_ticket WHERE created_at < now() - interval '1 day'`);
      return ok({ ticket, expiresIn: QR_TTL_SECONDS });
    },
  );

  app.get(
    '/api/Common/Login/QrTicket/:ticket',
    { schema: { tags, summary: '桌面端轮询扫码状态（确认后一次性交付令牌）', params: TicketParams, response: answers(PollAnswer) }, config: { access: 'public' } },
    async (req, reply) => {
      const hash = hashTicket(req.params.ticket);
      // Hand the token over exactly once: only the poll that flips confirmed → delivered gets it.
      const handed = await one(
        app.database,
        Type.Object({ userId: Type.String() }),
        `UPDATE login_qr_ticket SET state = 'delivered'
          WHERE ticket_hash = $1 AND state = 'confirmed' AND confirmed_at > now() - make_interval(secs => $2)
          RETURNING user_id`,
        [hash, DELIVERY_WINDOW_SECONDS],
      );
      if (handed) {
        const user = await one(app.database, LoginUser, `SELECT ${LOGIN_USER_COLUMNS} FROM users WHERE id = $1`, [handed.userId]);
        if (!user) return ok({ state: 'expired' });
        const token = await startSession(app, req, user, { singleLogin: opts.singleLogin, via: '扫码' });
        return ok({ state: 'confirmed', token: sessionAnswer(app, req, reply, token) });
      }
      const row = await one(
        app.database,
        TicketRow,
        'SELECT state, expires_at > now() AS live FROM login_qr_ticket WHERE ticket_hash = $1',
        [hash],
      );
      if (!row) return ok({ state: 'expired' });
      if (row.state === 'delivered') return ok({ state: 'confirmed' });
      if (row.state === 'waiting' && row.live) return ok({ state: 'waiting' });
      return ok({ state: 'expired' });
    },
  );

  app.post(
    '/api/Common/Login/QrTicket/:ticket/Confirm',
    { schema: { tags, summary: '手机端确认扫码登录', params: TicketParams, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      app.sysConfig.assertSignInWay('qr');
      const hash = hashTicket(req.params.ticket);
      const rows = await app.database.query(
        `UPDATE login_qr_ticket SET state = 'confirmed', user_id = $2, confirmed_at = now()
          WHERE ticket_hash = $1 AND state = 'waiting' AND expires_at > now() RETURNING ticket_hash`,
        [hash, req.user.id],
      );
      if (!rows.length) throw new ApiError(Code.BadRequest, t('qrExpired'));
      return ok(null);
    },
  );
}
