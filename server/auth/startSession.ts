import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { loadMenus } from './currentUser';
import { ipPlace } from './ipPlace';
import { writeLog } from '../log/writeLog';
import { t } from '../../contract/texts';
import { Nullable, Type, envelope, type Static } from '../kit';

/** The user a sign-in starts a session for, as every way in reads it. */
export const LoginUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  enabledMark: Type.Integer(),
  organizeId: Type.String(),
  departmentId: Nullable(Type.String()),
  isAdministrator: Type.Boolean(),
});
export type LoginUser = Static<typeof LoginUser>;
export const LOGIN_USER_COLUMNS = 'id, account, real_name, enabled_mark, organize_id, department_id, is_administrator';

/** The answer of a sign-in: the token (left out for the console itself, which gets the cookie only). */
export const SignInAnswer = envelope(Type.Object({ token: Type.Optional(Type.String()), theme: Type.Null() }));

/**
 * Every sign-in (password, SMS code, QR code) ends here: refuse an empty menu, create the session,
 * displace others under single login, roll last login into prev login, log it. `via` names the way
 * in the log; password sign-in logs plain '登录成功'.
 */
export async function startSession(app: FastifyInstance, req: FastifyRequest, user: LoginUser, opts: { singleLogin: boolean; via?: string }): Promise<string> {
  if (user.enabledMark !== 1) throw new ApiError(Code.BadRequest, t('accountDisabled'));
  // 系统配置 decides live (server/sysConfig); the option is the start-up value it began from.
  const singleLogin = app.sysConfig ? app.sysConfig.settings.singleLogin : opts.singleLogin;
  const access = await app.access.forUser(user);
  const { menuList } = await loadMenus(app, access);
  if (menuList.length === 0) throw new ApiError(Code.BadRequest, t('noMenu'));
  const ip = req.ip;
  const place = ipPlace(ip);
  const { token, sessionId } = await app.sessions.create(user.id, { ip, ipName: place, userAgent: String(req.headers['user-agent'] ?? '') });
  if (singleLogin) {
    await app.sessions.end({ userId: user.id, exceptSessionId: sessionId }, 'displaced');
    app.events?.emit('sessionsEnded', { userId: user.id, exceptSessionId: sessionId });
  }
  await app.database.query(
    `UPDATE users SET prev_login_time = last_login_time, prev_login_ip = last_login_ip, prev_login_ip_name = last_login_ip_name,
            last_login_time = now(), last_login_ip = $2, last_login_ip_name = $3, login_count = login_count + 1
      WHERE id = $1`,
    [user.id, ip, place],
  );
  await writeLog(app, req, { category: 1, userId: user.id, userName: `${user.realName}/${user.account}`, abstracts: opts.via ? `登录成功（${opts.via}）` : '登录成功' });
  return token;
}
