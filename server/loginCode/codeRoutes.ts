import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { rules } from '../../contract/rules/rules';
import { ok } from '../http/reply';
import { attemptKeys, releaseAttempt, reserveAttempt } from '../auth/throttle';
import { LOGIN_USER_COLUMNS, LoginUser, SignInAnswer, startSession } from '../auth/startSession';
import { Type, answers, okNull, one, rows, typed } from '../kit';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { sessionAnswer } from '../auth/sessionCookie';

// Sign-in by SMS verification code: POST SendCode {mobile}, POST LoginByCode {mobile, code}.

export const CODE_TTL_SECONDS = 300;
export const CODE_LIMITS = { perMinute: 1, perHour: 10, perIpHour: 30, attemptsPerCode: 5 } as const;

const hashCode = (mobile: string, code: string) => crypto.createHash('sha256').update(`${mobile}:${code}`).digest('hex');

const Mobile = Type.String({ minLength: 1, maxLength: 20 });
const MobileBody = Type.Object({ mobile: Mobile });
const LoginBody = Type.Object({ mobile: Mobile, code: Type.String({ minLength: 1, maxLength: 10 }) });
const SentCounts = Type.Object({ minute: Type.Integer(), hour: Type.Integer(), ipHour: Type.Integer() });
const CodeRow = Type.Object({ id: Type.String(), codeHash: Type.String(), attempts: Type.Integer() });

function checkMobile(raw: string): string {
  const mobile = raw.trim();
  if (!rules.phone.test(mobile)) throw new ApiError(Code.BadRequest, t('mobileInvalid'));
  return mobile;
}

export default async function codeRoutes(instance: FastifyInstance, opts: { singleLogin: boolean }) {
  const app = typed(instance);
  const tags = ['Session'];
  app.post(
    '/api/Common/Login/SendCode',
    { schema: { tags, summary: '发送登录验证码（是否注册答复相同）', body: MobileBody, response: answers(okNull) }, config: { access: 'public' } },
    async (req) => {
      app.sysConfig.assertSignInWay('code');
      const mobile = checkMobile(req.body.mobile);
      const counts = (await one(
        app.database,
        SentCounts,
        `SELECT count(*) FILTER (WHERE mobile = $1 AND created_at > now() - interval '1 minute')::int AS minute,
                count(*) FILTER (WHERE mobile = $1 AND created_at > now() - interval '1 hour')::int AS hour,
                count(*) FILTER (WHERE ip = $2 AND created_at > now() - interval '1 hour')::int AS ip_hour
           FROM login_code WHERE (mobile = $1 OR ip = $2) AND created_at > now() - interval '1 hour'`,
        [mobile, req.ip],
      ))!;
      if (counts.minute >= CODE_LIMITS.perMinute || counts.hour >= CODE_LIMITS.perHour || counts.ipHour >= CODE_LIMITS.perIpHour) {
        throw new ApiError(Code.TooMany, t('codeTooFrequent'));
      }
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await app.database.query(
        `INSERT INTO login_code (mobile, code_hash, ip, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [mobile, hashCode(mobile, code), req.ip, CODE_TTL_SECONDS],
      );
      // The answer and the limits are the same whether or not the number belongs to an account, so
      // the endpoint cannot be used to find out which numbers are registered; only a real one gets a code.
      const known = await app.database.query('SELECT 1 FROM users WHERE mobile = $1 AND enabled_mark = 1 LIMIT 1', [mobile]);
      if (known.length) await app.codeSender.send(mobile, code);
      if (Math.random() < 0.02) {
        await app.database.query(`DELETE FROM login_code WHERE created_at < now() - interval '1 day'`);
      }
      return ok(null, say(req, 'codeSent'));
    },
  );

  app.post(
    '/api/Common/Login/LoginByCode',
    { schema: { tags, summary: '验证码登录（一码一用，错 5 次作废）', body: LoginBody, response: answers(SignInAnswer) }, config: { access: 'public' } },
    async (req, reply) => {
      app.sysConfig.assertSignInWay('code');
      const body = req.body;
      const mobile = checkMobile(body.mobile);
      const code = body.code.trim();
      // Reserved before the code is compared, as for passwords: parallel guesses are counted first.
      const keys = attemptKeys('code', mobile, req.ip);
      const slot = await reserveAttempt(app.database, keys);
      if (!slot.ok) throw new ApiError(Code.TooMany, t('tooManyAttempts', { seconds: slot.waitSec }));

      const row = await one(
        app.database,
        CodeRow,
        `SELECT id, code_hash, attempts FROM login_code
          WHERE mobile = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1`,
        [mobile],
      );
      const given = hashCode(mobile, code);
      const match = !!row && crypto.timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(given));
      if (!match) {
        if (row) {
          // Too many wrong guesses burn the code: a new one must be requested.
          await app.database.query(
            `UPDATE login_code SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE used_at END WHERE id = $1`,
            [row.id, CODE_LIMITS.attemptsPerCode],
          );
        }
        throw new ApiError(Code.BadRequest, t('codeInvalid'));
      }
      // One use only, even when two requests race with the same code.
      const used = await app.database.query('UPDATE login_code SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row!.id]);
      if (!used.length) throw new ApiError(Code.BadRequest, t('codeInvalid'));
      await releaseAttempt(app.database, keys);

      const users = await rows(app.database, LoginUser, `SELECT ${LOGIN_USER_COLUMNS} FROM users WHERE mobile = $1 LIMIT 2`, [mobile]);
      if (users.length === 0) throw new ApiError(Code.BadRequest, t('codeInvalid'));
      if (users.length > 1) throw new ApiError(Code.BadRequest, t('mobileAmbiguous'));
      const token = await startSession(app, req, users[0], { singleLogin: opts.singleLogin, via: '验证码' });
      return ok({ token: sessionAnswer(app, req, reply, token), theme: null });
    },
  );
}
