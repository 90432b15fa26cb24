import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok, page } from '../http/reply';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { pickerSchemes, USER_MENU } from '../organize/scope';
import { assertManageable } from '../users/manageGuard';
import { ListQuery, Type, Where, answers, envelope, epochMs, listAnswer, listPage, okNull, rows, typed } from '../kit';
import { t } from '../../contract/texts';
import { say } from '../http/language';

/*
 * Live sessions and forced offline (spec §6). Only the super administrator or holders of
 * permission.onlineUser (design §8: administrator-only). A forced-offline session answers 601 on its
 * next call; 'sessionsEnded' lets the live channel push 'logout' at once.
 */

export const ONLINE_MENU = 'permission.onlineUser';

/*
 * Data scope: a session is an account's, so the caller sees and ends only sessions of accounts inside
 * their data permission of the user menu (their own organisation and below when they lack that menu);
 * the menu itself has no schemes of its own. Ending a session is managing its account
 * (users/accountRules.ts): never the super administrator's but by the super administrator, never a
 * more privileged account's, and never one's own here (sign out or the profile's sessions do that).
 */
const sessionScopeColumns = { organize: 'u.organize_id', department: 'u.department_id', own: ['u.id', 'u.creator_user_id'] };

async function sessionScope(req: FastifyRequest, params: unknown[]) {
  return dataScopeCondition(pickerSchemes(req, USER_MENU), await scopeUser(req), sessionScopeColumns, params);
}

const SORTS: Record<string, string> = {
  userAccount: 'u.account',
  userName: 'u.real_name',
  organizeName: 'o.full_name',
  loginTime: 's.created_at',
  lastActiveTime: 's.last_active_at',
  loginIPAddress: 's.ip',
};

/** A live session; `isCurrent` marks the caller's own, which cannot be ended here. */
const SessionRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userAccount: Type.String(),
  userName: Type.String(),
  organizeName: Type.String(),
  loginIPAddress: Type.String(),
  loginAddress: Type.String(),
  loginSystem: Type.String(),
  loginTime: Type.Number(),
  lastActiveTime: Type.Number(),
});
const SessionAnswer = Type.Object({ ...SessionRow.properties, isCurrent: Type.Boolean() });
const SESSION_COLUMNS = `s.id, s.user_id, u.account AS user_account, u.real_name AS user_name, o.full_name AS organize_name,
  coalesce(s.ip, '') AS "loginIPAddress", coalesce(s.ip_address_name, '') AS login_address, coalesce(s.user_agent, '') AS login_system,
  ${epochMs('s.created_at')} AS login_time, ${epochMs('s.last_active_at')} AS last_active_time`;
const SESSION_FROM = 'FROM user_session s JOIN users u ON u.id = s.user_id JOIN organize o ON o.id = u.organize_id';

const SessionOwner = Type.Object({ id: Type.String(), userId: Type.String(), isAdministrator: Type.Boolean() });

async function forceOffline(app: FastifyInstance, req: FastifyRequest, ids: string[]) {
  if (ids.includes(req.session!.id)) throw new ApiError(Code.BadRequest, t('cannotOfflineCurrent'));
  const params: unknown[] = [ids];
  const scope = await sessionScope(req, params);
  // Sessions outside the scope are as good as unknown; every owner is checked before any ends.
  const found = await rows(
    app.database,
    SessionOwner,
    `SELECT s.id, s.user_id, u.is_administrator FROM user_session s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::text[]) AND s.ended_at IS NULL ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  const owners = new Map(found.map((s) => [s.userId, s.isAdministrator]));
  for (const [id, isAdministrator] of owners) await assertManageable(req, { id, isAdministrator });
  const ended = [];
  for (const s of found) ended.push(...(await app.sessions.end({ sessionId: s.id }, 'forced')));
  const byUser = new Map<string, string[]>();
  for (const s of ended) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s.id]);
  for (const [userId, sessionIds] of byUser) app.events.emit('sessionsEnded', { userId, sessionIds, reason: 'forced' });
  return ended.length;
}

export default async function onlineUserRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['OnlineUser'];

  app.get(
    '/api/Permission/OnlineUser',
    {
      schema: {
        tags,
        summary: '在线用户（有效会话：用户、账户、组织、IP、地点、登录时间、最后活动；keyword 匹配账户/姓名）',
        querystring: ListQuery,
        response: answers(listAnswer(SessionAnswer)),
      },
      config: { access: { menu: ONLINE_MENU } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().and('s.ended_at IS NULL').and('s.expires_at > now()');
      where.scope(pickerSchemes(req, USER_MENU), await scopeUser(req), sessionScopeColumns);
      where.keyword(q.keyword, ['u.account', 'u.real_name']);
      const answer = await listPage(db, q, { row: SessionRow, columns: SESSION_COLUMNS, from: SESSION_FROM, where, sorts: SORTS, order: 's.last_active_at DESC, s.id', tieBreak: 's.id' });
      // The caller's own session is marked (it cannot be ended here): known to the request, not the table.
      const { list, pagination } = answer.data;
      return page(list.map((r) => ({ ...r, isCurrent: r.id === req.session!.id })), pagination.currentPage, pagination.pageSize, pagination.total);
    },
  );

  app.delete(
    '/api/Permission/OnlineUser/:sessionId',
    {
      schema: {
        tags,
        summary: '强制下线一个会话（其下一次请求答 601）',
        params: Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: answers(okNull),
      },
      config: { access: { menu: ONLINE_MENU, button: 'btn_forced' } },
    },
    async (req) => {
      const { sessionId } = req.params;
      const n = await forceOffline(app, req, [sessionId]);
      if (!n) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'forcedOffline'));
    },
  );

  app.post(
    '/api/Permission/OnlineUser/Actions/BatchDelete',
    {
      schema: {
        tags,
        summary: '批量强制下线（body {ids: 会话 id 列表}）',
        body: Type.Object({ ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }) }),
        response: answers(envelope(Type.Object({ count: Type.Integer() }))),
      },
      config: { access: { menu: ONLINE_MENU, button: 'btn_forced' } },
    },
    async (req) => {
      const { ids } = req.body;
      const n = await forceOffline(app, req, ids);
      return ok({ count: n }, say(req, 'forcedOffline'));
    },
  );
}
