import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { isMd5Hex, verifyPassword } from './password';
import { attemptKeys, releaseAttempt, reserveAttempt } from './throttle';
import { CurrentUserAnswer, currentUser } from './currentUser';
import { LOGIN_USER_COLUMNS, LoginUser, SignInAnswer, startSession } from './startSession';
import { tokenOf } from '../plugins/auth';
import { writeLog } from '../log/writeLog';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { Type, answers, envelope, okNull, one, typed } from '../kit';
import { clearSessionCookie, cookieOnly, fromConsole, sessionAnswer } from './sessionCookie';

const LoginBody = Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 64 }) });
const Credentials = Type.Object({ ...LoginUser.properties, passwordHash: Type.String() });

/** Checks account and md5 password under the sign-in throttle (throttle.ts); throws on failure. */
export async function authenticate(app: FastifyInstance, req: FastifyRequest, account: string, password: string): Promise<LoginUser> {
  // Sub-accounts are written mobile@account (spec §2.5): the account is the part after '@'.
  const acct = account.includes('@') ? account.slice(account.lastIndexOf('@') + 1) : account;
  // Reserved before the slow hash: parallel guesses cannot all reach it before a failure is counted.
  const keys = attemptKeys('acct', acct, req.ip, app.sysConfig?.lockRule());
  const slot = await reserveAttempt(app.database, keys);
  if (!slot.ok) throw new ApiError(Code.TooMany, t('tooManyAttempts', { seconds: slot.waitSec }));
  const user = await one(app.database, Credentials, `SELECT ${LOGIN_USER_COLUMNS}, password_hash FROM users WHERE lower(account) = lower($1)`, [acct]);
  const good = user && isMd5Hex(password) && (await verifyPassword(password, user.passwordHash));
  if (!good) {
    await writeLog(app, req, { category: 1, userId: user?.id ?? null, userName: acct, abstracts: '登录失败' });
    throw new ApiError(Code.BadRequest, t('badCredentials'));
  }
  await releaseAttempt(app.database, keys);
  if (user.enabledMark !== 1) throw new ApiError(Code.BadRequest, t('accountDisabled'));
  // The hash stays here: the user goes on into the access cache.
  const { passwordHash: _hash, ...signedIn } = user;
  return signedIn;
}

export default async function authRoutes(instance: FastifyInstance, opts: { singleLogin: boolean }) {
  const app = typed(instance);
  const tags = ['Session'];

  app.post(
    '/api/Common/Login/Login',
    { schema: { tags, summary: '账户密码登录（password 为 md5）', body: LoginBody, response: answers(SignInAnswer) }, config: { access: 'public' } },
    async (req, reply) => {
      const { account, password } = req.body;
      const user = await authenticate(app, req, account, password);
      const token = await startSession(app, req, user, { singleLogin: opts.singleLogin });
      return ok({ token: sessionAnswer(app, req, reply, token), theme: null });
    },
  );

  app.get(
    '/api/Common/Login/CurrentUser',
    { schema: { tags, summary: '当前用户：userInfo、menuList、permissionList', response: answers(envelope(CurrentUserAnswer)) }, config: { access: 'login', beforePasswordChange: true } },
    async (req) => {
      const answer = await currentUser(app, req.userAccess);
      const must = app.sysConfig.mustChange(req.user);
      return ok(must ? { ...answer, userInfo: { ...answer.userInfo, mustChangePassword: must } } : answer);
    },
  );

  app.get(
    '/api/Common/Login/Logout',
    { schema: { tags, summary: '退出登录（令牌失效也答成功）', response: answers(okNull) }, config: { access: 'public' } },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/api/Common/Login/LockScreen',
    { schema: { tags, summary: '锁屏解锁（本人账户与密码）', body: LoginBody, response: answers(okNull) }, config: { access: 'login', beforePasswordChange: true } },
    async (req) => {
      const { account, password } = req.body;
      if (account.toLowerCase() !== req.user.account.toLowerCase()) throw new ApiError(Code.BadRequest, t('badCredentials'));
      await authenticate(app, req, account, password);
      return ok(null, say(req, 'unlockSuccess'));
    },
  );
}
