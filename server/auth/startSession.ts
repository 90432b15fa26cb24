import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { loadMenus } from './currentUser';
import { ipPlace } from './ipPlace';
import { writeLog } from '../log/writeLog';
import { t } from '../../contract/texts';

export interface LoginUserRow {
  id: string;
  account: string;
  real_name: string;
  enabled_mark: number;
  organize_id: string;
  department_id: string | null;
  is_administrator: boolean;
}

/**
 * Every sign-in (password, SMS code, QR code) ends here: refuse an empty menu, create the session,
 * displace others under single login, roll last login into prev login, log it. `via` names the way
 * in the log; password sign-in logs plain '登录成功'.
 */
export async function startSession(app: FastifyInstance, req: FastifyRequest, user: LoginUserRow, opts: { singleLogin: boolean; via?: string }): Promise<string> {
  if (Number(user.enabled_mark) !== 1) throw new ApiError(Code.BadRequest, t('accountDisabled'));
  const access = await app.access.forUser({
    id: user.id,
    account: user.account,
    realName: user.real_name,
    organizeId: user.organize_id,
    departmentId: user.department_id,
    isAdministrator: user.is_administrator,
    enabledMark: Number(user.enabled_mark),
  });
  const { menuList } = await loadMenus(app, access);
  if (menuList.length === 0) throw new ApiError(Code.BadRequest, t('noMenu'));
  const ip = req.ip;
  const place = ipPlace(ip);
  const { token, sessionId } = await app.sessions.create(user.id, { ip, ipName: place, userAgent: String(req.headers['user-agent'] ?? '') });
  if (opts.singleLogin) {
    await app.sessions.end({ userId: user.id, exceptSessionId: sessionId }, 'displaced');
    app.events?.emit('sessionsEnded', { userId: user.id, exceptSessionId: sessionId });
  }
  await app.database.query(
    `UPDATE users SET prev_login_time = last_login_time, prev_login_ip = last_login_ip, prev_login_ip_name = last_login_ip_name,
            last_login_time = now(), last_login_ip = $2, last_login_ip_name = $3, login_count = login_count + 1
      WHERE id = $1`,
    [user.id, ip, place],
  );
  await writeLog(app, req, { category: 1, userId: user.id, userName: `${user.real_name}/${user.account}`, abstracts: opts.via ? `登录成功（${opts.via}）` : '登录成功' });
  return token;
}
