import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code, Msg } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { canUse, dataScopes, deniedColumns } from '../permission/access';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { hashPassword, md5 } from '../auth/password';
import { listKey } from '../plugins/readCache';
import { PreparedAnswer, sendPrepared } from '../http/preparedAnswer';
import { SeekIndex } from '../db/seekIndex';
import { userSeekCondition, type UserSeekKey } from './userSeek';
import { checkUserInput, userInputSchema, type UserInput } from './userInput';
import { quickQuery } from '../kit/quickQuery';
import { assertHoldsObjects } from '../authorize/escalation';
import { userActionRoutes } from './userActions';
import { userSelectorRoutes } from './userSelectors';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { failFields } from '../http/errors';
import type { Queryable } from '../db/client';
import { keepUnwritable, placementInScope, type WriteRights } from './accountRules';
import { assertManageable, isManagementRoute } from './manageGuard';
import { assertMobileFree } from './mobileCheck';

export const USER_MENU = 'permission.user';

/** Sortable fields: request names to SQL expressions. Nothing else reaches ORDER BY. */
const SORTS: Record<string, string> = {
  account: 'u.account',
  realName: 'u.real_name',
  gender: 'u.gender',
  mobile: 'u.mobile',
  organizeName: 'o.full_name',
  enabledMark: 'u.enabled_mark',
  sortCode: 'u.sort_code',
  creatorTime: 'u.created_at',
  lastLoginTime: 'u.last_login_time',
};

const USER_COLUMNS = `u.id, u.account, u.real_name, u.quick_query, u.gender, u.mobile, u.email, u.birthday, u.organize_id, u.department_id,
  u.head_icon, u.description, u.sort_code, u.enabled_mark, u.is_administrator, u.created_at, u.last_login_time,
  o.full_name AS organize_name, d.full_name AS department_name,
  (SELECT coalesce(json_agg(r.object_id), '[]') FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Role') AS role_ids,
  (SELECT coalesce(json_agg(r.object_id), '[]') FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Position') AS position_ids,
  (SELECT string_agg(ro.full_name, ',' ORDER BY ro.sort_code) FROM user_relation r JOIN role ro ON ro.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Role') AS role_name,
  (SELECT string_agg(p.full_name, ',' ORDER BY p.sort_code) FROM user_relation r JOIN position p ON p.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Position') AS position_name`;

/** The list reads only what its columns and row actions need; the edit form loads the full record by id. */
const USER_LIST_COLUMNS = `u.id, u.account, u.real_name, u.quick_query, u.gender, u.mobile, u.email, u.birthday, u.organize_id, u.department_id,
  u.head_icon, u.description, u.sort_code, u.enabled_mark, u.is_administrator, u.created_at, u.last_login_time,
  o.full_name AS organize_name, d.full_name AS department_name,
  (SELECT string_agg(ro.full_name, ',' ORDER BY ro.sort_code) FROM user_relation r JOIN role ro ON ro.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Role') AS role_name,
  (SELECT string_agg(p.full_name, ',' ORDER BY p.sort_code) FROM user_relation r JOIN position p ON p.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Position') AS position_name`;

const FROM = 'FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id';

const json = (v: unknown): string[] => (typeof v === 'string' ? JSON.parse(v) : ((v as string[]) ?? []));

export function userRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    account: r.account as string,
    realName: r.real_name as string,
    quickQuery: r.quick_query as string,
    gender: Number(r.gender),
    mobile: (r.mobile as string) ?? '',
    email: (r.email as string) ?? '',
    birthday: r.birthday ? new Date(r.birthday as string).getTime() : null,
    organizeId: r.organize_id as string,
    organizeName: r.organize_name as string,
    departmentId: (r.department_id as string) ?? null,
    departmentName: (r.department_name as string) ?? '',
    roleIds: json(r.role_ids),
    roleName: (r.role_name as string) ?? '',
    positionIds: json(r.position_ids),
    positionName: (r.position_name as string) ?? '',
    headIcon: r.head_icon as string,
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    isAdministrator: r.is_administrator as boolean,
    creatorTime: new Date(r.created_at as string).getTime(),
    lastLoginTime: r.last_login_time ? new Date(r.last_login_time as string).getTime() : null,
  };
}
export type UserRow = ReturnType<typeof userRow>;

/** A list row: the columns, the ids the tree and actions use, and the flags the row actions test. */
export function listRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    account: r.account as string,
    realName: r.real_name as string,
    gender: Number(r.gender),
    mobile: (r.mobile as string) ?? '',
    email: (r.email as string) ?? '',
    organizeId: r.organize_id as string,
    organizeName: r.organize_name as string,
    departmentId: (r.department_id as string) ?? null,
    departmentName: (r.department_name as string) ?? '',
    roleName: (r.role_name as string) ?? '',
    positionName: (r.position_name as string) ?? '',
    enabledMark: Number(r.enabled_mark),
    isAdministrator: r.is_administrator as boolean,
    creatorTime: new Date(r.created_at as string).getTime(),
  };
}

/** Drops fields whose column is not granted (the client strips them too; the server must not send them). */
export function stripColumns<T extends Record<string, unknown>>(row: T, denied: Set<string>): T {
  if (denied.size === 0) return row;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!denied.has(k)) out[k] = v;
  return out as T;
}

/** The WHERE parts that apply the caller's data permission to `users u`. */
export async function userScope(req: FastifyRequest, params: unknown[]): Promise<string | null> {
  return dataScopeCondition(dataScopes(req.userAccess, req.menuCode ?? USER_MENU), await scopeUser(req), {
    organize: 'u.organize_id',
    department: 'u.department_id',
    own: ['u.id', 'u.creator_user_id'],
  }, params);
}

/**
 * The user if inside the caller's data permission (404 otherwise). For 'manage' the account rules
 * apply as well (users/accountRules.ts: not oneself, not the super administrator, not a more
 * privileged account; 403). A route that needs a button changes the user, so it manages by default:
 * every such route that finds its target here holds the rules, including those of other areas
 * (menu configuration of users).
 */
export async function findUser(req: FastifyRequest, id: string, purpose: 'read' | 'manage' = isManagementRoute(req) ? 'manage' : 'read'): Promise<UserRow> {
  const params: unknown[] = [id];
  const scope = await userScope(req, params);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT ${USER_COLUMNS} ${FROM} WHERE u.id = $1 ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  const user = userRow(rows[0]);
  if (purpose === 'manage') await assertManageable(req, user);
  return user;
}

/** The role/position assignment right is the one that grants elsewhere: roles and positions carry grants. */
const AUTHORIZE_MENU = 'permission.authorize';

export function userWriteRights(req: FastifyRequest): WriteRights {
  const menu = req.menuCode ?? USER_MENU;
  return {
    deniedColumns: deniedColumns(req.userAccess, menu),
    canState: canUse(req.userAccess, menu, 'btn_state'),
    canAssign: canUse(req.userAccess, AUTHORIZE_MENU, 'btn_edit'),
  };
}

/** Organisation/department consistency and data permission for the target of a create or update. */
async function checkPlacement(req: FastifyRequest, input: UserInput, existingId: string | null) {
  const db = req.server.database;
  const orgs = await db.query<{ id: string; category: string; parent_id: string; tree_path: string }>(
    'SELECT id, category, parent_id, tree_path FROM organize WHERE id = ANY($1::text[])',
    [[input.organizeId, input.departmentId].filter(Boolean)],
  );
  const org = orgs.find((o) => o.id === input.organizeId);
  if (!org || org.category !== 'company') throw new ApiError(Code.BadRequest, t('organizeNotFound'), [{ field: 'organizeId', message: t('organizeNotFound') }]);
  if (input.departmentId) {
    const dept = orgs.find((o) => o.id === input.departmentId);
    if (!dept || dept.category !== 'department' || !dept.tree_path.startsWith(org.tree_path)) {
      throw new ApiError(Code.BadRequest, t('departmentNotInOrganize'), [{ field: 'departmentId', message: t('departmentNotInOrganize') }]);
    }
  }
  const schemes = dataScopes(req.userAccess, req.menuCode ?? USER_MENU);
  const inScope = placementInScope(schemes, await scopeUser(req), {
    organizeId: org.id,
    organizeTreePath: org.tree_path,
    departmentId: input.departmentId ?? null,
  });
  if (!inScope) throw new ApiError(Code.Forbidden, t('userOutOfScope'));
  const roleIds = [...new Set(input.roleIds ?? [])];
  const positionIds = [...new Set(input.positionIds ?? [])];
  if (roleIds.length) {
    const found = await db.query<{ id: string }>('SELECT id FROM role WHERE id = ANY($1::text[])', [roleIds]);
    if (found.length !== roleIds.length) throw new ApiError(Code.BadRequest, t('roleNotFound'), [{ field: 'roleIds', message: t('roleNotFound') }]);
  }
  if (positionIds.length) {
    // A position belongs to one organisation: a user holds positions of their own organisation only.
    const found = await db.query<{ id: string }>('SELECT id FROM position WHERE id = ANY($1::text[]) AND organize_id = $2', [positionIds, org.id]);
    if (found.length !== positionIds.length) {
      throw new ApiError(Code.BadRequest, t('positionNotFound'), [{ field: 'positionIds', message: t('positionNotFound') }]);
    }
  }
  // Only what is newly handed out is checked: editing a user keeps roles the editor lacks untouched.
  const held = existingId
    ? await db.query<{ object_type: string; object_id: string }>('SELECT object_type, object_id FROM user_relation WHERE user_id = $1', [existingId])
    : [];
  const had = (t: string, id: string) => held.some((h) => h.object_type === t && h.object_id === id);
  await assertHoldsObjects(req, 'Role', roleIds.filter((id) => !had('Role', id)));
  await assertHoldsObjects(req, 'Position', positionIds.filter((id) => !had('Position', id)));
}

/** Replaces the given relation kinds; runs inside the caller's transaction (tx). */
export async function saveRelations(db: Queryable, userId: string, input: Pick<UserInput, 'roleIds' | 'positionIds'>) {
  if (input.roleIds) {
    await db.query(`DELETE FROM user_relation WHERE user_id = $1 AND object_type = 'Role'`, [userId]);
    for (const [i, id] of input.roleIds.entries()) {
      await db.query(`INSERT INTO user_relation (user_id, object_type, object_id, sort_code) VALUES ($1, 'Role', $2, $3) ON CONFLICT DO NOTHING`, [userId, id, i]);
    }
  }
  if (input.positionIds) {
    await db.query(`DELETE FROM user_relation WHERE user_id = $1 AND object_type = 'Position'`, [userId]);
    for (const [i, id] of input.positionIds.entries()) {
      await db.query(`INSERT INTO user_relation (user_id, object_type, object_id, sort_code) VALUES ($1, 'Position', $2, $3) ON CONFLICT DO NOTHING`, [userId, id, i]);
    }
  }
}

/** Ends every session of a user who was disabled or whose password was reset (they answer 601). */
export async function endSessions(app: FastifyInstance, userId: string, reason: 'disabled' | 'passwordReset') {
  const ended = await app.sessions.end({ userId }, 'forced');
  if (ended.length) app.events.emit('sessionsEnded', { userId, sessionIds: ended.map((s) => s.id), reason });
}

export default async function userRoutes(app: FastifyInstance) {
  const db = app.database;

  app.get(
    '/api/Permission/Users',
    {
      schema: {
        tags: ['Users'],
        summary: '用户列表（分页；keyword 匹配账户/姓名/手机/拼音首字母；organizeId 过滤该节点及下级；未授权列不返回）',
        querystring: {
          ...listQuerySchema,
          properties: { ...listQuerySchema.properties, organizeId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
        },
      },
      config: { access: { menu: USER_MENU } },
      // The prepared answer brings its own coding (http/preparedAnswer.ts).
      compress: false,
    },
    async (req, reply) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; organizeId?: string; enabledMark?: number };
      // A repeated page (same caller, same query) is answered before any SQL is built. The cache keeps
      // the prepared answer, so it costs no JSON.stringify of 20 rows, nor a second compression.
      const key = listKey(req.user.id, 'users', q as Record<string, unknown>);
      const kept = app.readCache.peek<PreparedAnswer>(key);
      if (kept) return sendPrepared(req, reply, kept);
      const body = await app.readCache.wrap(key, async () => {
        const { currentPage, pageSize, offset } = paging(q as never);
        const params: unknown[] = [];
        const where: string[] = [];
        if (q.keyword) {
          const p = params.push(`%${escapeLike(q.keyword)}%`);
          // Same expression as users_search_trgm_idx, so the trigram index serves it.
          where.push(`(u.account || ' ' || u.real_name || ' ' || coalesce(u.mobile, '') || ' ' || u.quick_query) ILIKE $${p}`);
        }
        if (q.organizeId) {
          // A tree node filters to itself and everything below it.
          where.push(`u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.push(q.organizeId)}) || '%')
            OR u.department_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.length}) || '%')`);
          where[where.length - 1] = `(${where[where.length - 1]})`;
        }
        if (q.enabledMark !== undefined) where.push(`u.enabled_mark = $${params.push(q.enabledMark)}`);
        const scope = await userScope(req, params);
        if (scope) where.push(scope);
        let order = 'u.sort_code ASC, u.created_at DESC, u.id';
        if (q.sidx) {
          const col = SORTS[q.sidx];
          if (!col) throw new ApiError(Code.BadRequest, Msg.invalidSort);
          order = `${col} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, u.id`;
        }
        const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
        // In the default order a deep page starts from the nearest position already served (db/seekIndex.ts).
        const seeks = q.sidx ? null : await app.readCache.wrap(`users-seek|${whereSql}|${JSON.stringify(params)}`, async () => new SeekIndex<UserSeekKey>());
        const from = seeks?.nearest(offset) ?? null;
        const idParams = [...params];
        const idWhere = from ? [...where, userSeekCondition(from.key, idParams)] : where;
        // The page's ids come from the sort index alone (deep OFFSETs skip index entries, not rows);
        // only those 20 rows are then read with their names.
        const orgJoin = order.includes('o.') ? 'JOIN organize o ON o.id = u.organize_id' : '';
        const idSql = `SELECT u.id, u.sort_code AS seek_sort, u.created_at::text AS seek_at FROM users u ${orgJoin}
          ${idWhere.length ? `WHERE ${idWhere.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset - (from?.offset ?? 0)}`;
        // The total depends on the filters and the caller's scope, not on the page or the sort.
        const countKey = listKey(req.user.id, 'users:count', { keyword: q.keyword, organizeId: q.organizeId, enabledMark: q.enabledMark });
        const [rows, count] = await Promise.all([
          db.query<Record<string, unknown>>(
            `SELECT ${USER_LIST_COLUMNS}, pg.seek_sort, pg.seek_at FROM (${idSql}) pg JOIN users u ON u.id = pg.id JOIN organize o ON o.id = u.organize_id
               LEFT JOIN organize d ON d.id = u.department_id ORDER BY ${order}`,
            idParams,
          ),
          // Every filter references users only, so the count skips the joins (5x cheaper on 100k rows).
          app.readCache.wrap(countKey, () => db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${whereSql}`, params)),
        ]);
        if (seeks && rows.length) {
          const keyOf = (r: Record<string, unknown>): UserSeekKey => ({ sortCode: Number(r.seek_sort), createdAt: r.seek_at as string, id: r.id as string });
          seeks.add(offset, keyOf(rows[0]));
          if (rows.length === pageSize) seeks.add(offset + pageSize - 1, keyOf(rows[rows.length - 1]));
        }
        const denied = deniedColumns(req.userAccess, req.menuCode ?? USER_MENU);
        return new PreparedAnswer(page(rows.map((r) => stripColumns(listRow(r), denied)), currentPage, pageSize, Number(count[0].total)));
      });
      return sendPrepared(req, reply, body);
    },
  );

  app.get(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '用户信息', params: idParams }, config: { access: { menu: USER_MENU } } },
    async (req) => {
      const user = await findUser(req, (req.params as { id: string }).id);
      return ok(stripColumns(user, deniedColumns(req.userAccess, req.menuCode ?? USER_MENU)));
    },
  );

  app.post(
    '/api/Permission/Users',
    { schema: { tags: ['Users'], summary: '新建用户（password 为明文，§5 密码规则）', body: userInputSchema }, config: { access: { menu: USER_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = keepUnwritable(req.body as UserInput, null, userWriteRights(req));
      const errors = checkUserInput(input, { requirePassword: true });
      if (errors.length) failFields(errors);
      await checkPlacement(req, input, null);
      const exists = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [input.account]);
      if (exists.length) failFields([{ field: 'account', message: t('accountExists') }]);
      const hash = await hashPassword(md5(input.password!));
      // The user and their roles and positions exist together or not at all.
      const id = await db.transaction(async (tx) => {
        if ((input.enabledMark ?? 1) === 1) await assertMobileFree(tx, input.mobile, null);
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, birthday, organize_id, department_id, head_icon,
              description, sort_code, enabled_mark, password_hash, creator_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          [
            input.account, input.realName, quickQuery(input.realName), input.gender ?? 1, input.mobile || null, input.email || null,
            input.birthday ? new Date(input.birthday) : null, input.organizeId, input.departmentId || null, input.headIcon ?? '',
            input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, hash, req.user.id,
          ],
        );
        await saveRelations(tx, rows[0].id, input);
        return rows[0].id;
      });
      app.access.invalidate();
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '修改用户', params: idParams, body: userInputSchema }, config: { access: { menu: USER_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const stored = await findUser(req, id, 'manage');
      const input = keepUnwritable(req.body as UserInput, stored, userWriteRights(req));
      const errors = checkUserInput({ ...input, password: undefined }, { requirePassword: false });
      if (errors.length) failFields(errors);
      await checkPlacement(req, input, id);
      const clash = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1) AND id <> $2', [input.account, id]);
      if (clash.length) failFields([{ field: 'account', message: t('accountExists') }]);
      await db.transaction(async (tx) => {
        // Checked when the number or the account's state changes: an old shared number does not block other edits.
        const claims = (input.enabledMark ?? 1) === 1 && ((input.mobile || '') !== stored.mobile || stored.enabledMark === 0);
        if (claims) await assertMobileFree(tx, input.mobile, id);
        await tx.query(
          `UPDATE users SET account = $2, real_name = $3, quick_query = $4, gender = $5, mobile = $6, email = $7, birthday = $8,
              organize_id = $9, department_id = $10, head_icon = coalesce($11, head_icon), description = $12, sort_code = $13,
              enabled_mark = $14, updated_at = now() WHERE id = $1`,
          [
            id, input.account, input.realName, quickQuery(input.realName), input.gender ?? 1, input.mobile || null, input.email || null,
            input.birthday ? new Date(input.birthday) : null, input.organizeId, input.departmentId || null, input.headIcon ?? null,
            input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
          ],
        );
        await saveRelations(tx, id, input);
      });
      app.access.invalidate();
      app.sessions.evict([], [id]);
      if (stored.enabledMark === 1 && input.enabledMark === 0) await endSessions(app, id, 'disabled');
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '删除用户', params: idParams }, config: { access: { menu: USER_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findUser(req, id, 'manage');
      await db.transaction(async (tx) => {
        // An organisation managed by the user keeps existing, without a manager.
        await tx.query('UPDATE organize SET manager_id = NULL WHERE manager_id = $1', [id]);
        await tx.query(`DELETE FROM authorize WHERE object_type = 'User' AND object_id = $1`, [id]);
        await tx.query('DELETE FROM users WHERE id = $1', [id]);
      });
      app.sessions.evict([], [id]);
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  userActionRoutes(app);
  userSelectorRoutes(app);
}
