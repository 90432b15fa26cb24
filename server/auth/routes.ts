import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { isMd5Hex, verifyPassword } from './password';
import { attemptKeys, releaseAttempt, reserveAttempt } from './throttle';
import { currentUser } from './currentUser';
import { startSession } from './startSession';
import { tokenOf } from '../plugins/auth';
import { writeLog } from '../log/writeLog';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { clearSessionCookie, cookieOnly, fromConsole, sessionAnswer } from './sessionCookie';

const loginBody = {
  type: 'object',
  required: ['account', 'password'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

interface UserRow {
  id: string;
  account: string;
  real_name: string;
  password_hash: string;
  enabled_mark: number;
  organize_id: string;
  department_id: string | null;
  is_administrator: boolean;
  last_login_time: string | null;
  last_login_ip: string | null;
  last_login_ip_name: string | null;
}

/** Checks account and md5 password under the sign-in throttle (throttle.ts); throws on failure. */
export async function authenticate(app: FastifyInstance, req: FastifyRequest, account: string, password: string): Promise<UserRow> {
  // Sub-accounts are written mobile@account (spec §2.5): the account is the part after '@'.
  const acct = account.includes('@') ? account.slice(account.lastIndexOf('@') + 1) : account;
  // Reserved before the slow hash: parallel guesses cannot all reach it before a failure is counted.
  const keys = attemptKeys('acct', acct, req.ip);
  const slot = await reserveAttempt(app.database, keys);
  if (!slot.ok) throw new ApiError(Code.TooMany, t('tooManyAttempts', { seconds: slot.waitSec }));
  const rows = await app.database.query<UserRow>('SELECT * FROM users WHERE lower(account) = lower($1)', [acct]);
  const user = rows[0];
  const good = user && isMd5Hex(password) && (await verifyPassword(password, user.password_hash));
  if (!good) {
    await writeLog(app, req, { category: 1, userId: user?.id ?? null, userName: acct, abstracts: '登录失败' });
    throw new ApiError(Code.BadRequest, t('badCredentials'));
  }
  await releaseAttempt(app.database, keys);
  if (Number(user.enabled_mark) !== 1) throw new ApiError(Code.BadRequest, t('accountDisabled'));
  return user;
}

export default async function authRoutes(app: FastifyInstance, opts: { singleLogin: boolean }) {
  app.post(
    '/api/Common/Login/Login',
    { schema: { body: loginBody, tags: ['Session'] }, config: { access: 'public' } },
    async (req, reply) => {
      const { account, password } = req.body as { account: string; password: string };
      const user = await authenticate(app, req, account, password);
      const token = await startSession(app, req, user, { singleLogin: opts.singleLogin });
      return ok({ token: sessionAnswer(app, req, reply, token), theme: null });
    },
  );

  app.get('/api/Common/Login/CurrentUser', { schema: { tags: ['Session'] }, config: { access: 'login' } }, async (req) => {
    return ok(await currentUser(app, req.userAccess));
  });

  app.get('/api/Common/Login/Logout', { schema: { tags: ['Session'] }, config: { access: 'public' } }, async (req, reply) => {
    // A GET, yet it ends the session: a sibling site's <img> riding on the cookie must not log the user out.
    if (cookieOnly(req) && !fromConsole(req)) throw new ApiError(Code.Forbidden, t('requestOriginRefused'));
    // Logging out with a dead token still succeeds: the client is clearing its state either way.
    clearSessionCookie(req, reply);
    const check = await app.sessions.check(tokenOf(req));
    if (check.ok) {
      const ended = await app.sessions.end({ sessionId: check.session.id }, 'logout');
      // Sockets of this session (another tab) hear `logout` now rather than at their next frame.
      app.events.emit('sessionsEnded', { userId: check.session.userId, sessionIds: ended.map((r) => r.id), reason: 'logout' });
      await writeLog(app, req, { category: 1, userId: check.session.userId, userName: check.session.user.account, abstracts: '退出登录' });
    }
    return ok(null, say(req, 'logoutSuccess'));
  });

  app.post(
    '/api/Common/Login/LockScreen',
    { schema: { body: loginBody, tags: ['Session'] }, config: { access: 'login' } },
    async (req) => {
      const { account, password } = req.body as { account: string; password: string };
      if (account.toLowerCase() !== req.user.account.toLowerCase()) throw new ApiError(Code.BadRequest, t('badCredentials'));
      await authenticate(app, req, account, password);
      return ok(null, say(req, 'unlockSuccess'));
    },
  );
}
