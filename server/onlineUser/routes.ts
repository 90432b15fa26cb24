import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { listQuerySchema, page, paging, ok } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { pickerSchemes, USER_MENU } from '../organize/scope';
import { assertManageable } from '../users/manageGuard';
import { sortClause } from '../kit/sortClause';
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
async function sessionScope(req: FastifyRequest, params: unknown[]) {
  return dataScopeCondition(pickerSchemes(req, USER_MENU), await scopeUser(req), {
    organize: 'u.organize_id',
    department: 'u.department_id',
    own: ['u.id', 'u.creator_user_id'],
  }, params);
}

const SORTS: Record<string, string> = {
  userAccount: 'u.account',
  userName: 'u.real_name',
  organizeName: 'o.full_name',
  loginTime: 's.created_at',
  lastActiveTime: 's.last_active_at',
  loginIPAddress: 's.ip',
};

async function forceOffline(app: FastifyInstance, req: FastifyRequest, ids: string[]) {
  if (ids.includes(req.session!.id)) throw new ApiError(Code.BadRequest, t('cannotOfflineCurrent'));
  const params: unknown[] = [ids];
  const scope = await sessionScope(req, params);
  // Sessions outside the scope are as good as unknown; every owner is checked before any ends.
  const found = await app.database.query<{ id: string; user_id: string; is_administrator: boolean }>(
    `SELECT s.id, s.user_id, u.is_administrator FROM user_session s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::text[]) AND s.ended_at IS NULL ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  const owners = new Map(found.map((s) => [s.user_id, s.is_administrator]));
  for (const [id, isAdministrator] of owners) await assertManageable(req, { id, isAdministrator });
  const ended = [];
  for (const s of found) ended.push(...(await app.sessions.end({ sessionId: s.id }, 'forced')));
  const byUser = new Map<string, string[]>();
  for (const s of ended) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s.id]);
  for (const [userId, sessionIds] of byUser) app.events.emit('sessionsEnded', { userId, sessionIds, reason: 'forced' });
  return ended.length;
}

export default async function onlineUserRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['OnlineUser'];

  app.get(
    '/api/Permission/OnlineUser',
    {
      schema: {
        tags,
        summary: '在线用户（有效会话：用户、账户、组织、IP、地点、登录时间、最后活动；keyword 匹配账户/姓名）',
        querystring: listQuerySchema,
      },
      config: { access: { menu: ONLINE_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where = ['s.ended_at IS NULL', 's.expires_at > now()'];
      const scope = await sessionScope(req, params);
      if (scope) where.push(scope);
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(u.account ILIKE $${p} OR u.real_name ILIKE $${p})`);
      }
      const order = sortClause(q, SORTS, 's.last_active_at DESC, s.id', 's.id');
      const from = `FROM user_session s JOIN users u ON u.id = s.user_id JOIN organize o ON o.id = u.organize_id WHERE ${where.join(' AND ')}`;
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT s.id, s.user_id, s.created_at, s.last_active_at, s.ip, s.ip_address_name, s.user_agent, u.account, u.real_name,
                  o.full_name AS organize_name ${from} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
          params,
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return page(
        rows.map((r) => ({
          id: r.id as string,
          userId: r.user_id as string,
          userAccount: r.account as string,
          userName: r.real_name as string,
          organizeName: r.organize_name as string,
          loginIPAddress: (r.ip as string) ?? '',
          loginAddress: (r.ip_address_name as string) ?? '',
          loginSystem: (r.user_agent as string) ?? '',
          loginTime: new Date(r.created_at as string).getTime(),
          lastActiveTime: new Date(r.last_active_at as string).getTime(),
          isCurrent: r.id === req.session!.id,
        })),
        currentPage,
        pageSize,
        Number(count[0].total),
      );
    },
  );

  app.delete(
    '/api/Permission/OnlineUser/:sessionId',
    {
      schema: {
        tags,
        summary: '强制下线一个会话（其下一次请求答 601）',
        params: { type: 'object', required: ['sessionId'], properties: { sessionId: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
      config: { access: { menu: ONLINE_MENU, button: 'btn_forced' } },
    },
    async (req) => {
      const { sessionId } = req.params as { sessionId: string };
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
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } } },
        },
      },
      config: { access: { menu: ONLINE_MENU, button: 'btn_forced' } },
    },
    async (req) => {
      const { ids } = req.body as { ids: string[] };
      const n = await forceOffline(app, req, ids);
      return ok({ count: n }, say(req, 'forcedOffline'));
    },
  );
}
