import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { canUse, dataScopes, deniedColumns } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { type UserInput } from './userInput';
import { assertHoldsObjects } from '../authorize/escalation';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';
import { placementInScope, type WriteRights } from './accountRules';
import { assertManageable, isManagementRoute } from './manageGuard';
import { Nullable, Type, epochMs, one, rows, type Static } from '../kit';

// The user record: its columns, scope and lookups, shared by the user routes, actions, selectors and import.
export const USER_MENU = 'permission.user';

/** Sortable fields: request names to SQL expressions. Nothing else reaches ORDER BY. */
export const SORTS: Record<string, string> = {
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

const ROLE_NAMES = `coalesce((SELECT string_agg(ro.full_name, ',' ORDER BY ro.sort_code) FROM user_relation r JOIN role ro ON ro.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Role'), '') AS role_name`;
const POSITION_NAMES = `coalesce((SELECT string_agg(p.full_name, ',' ORDER BY p.sort_code) FROM user_relation r JOIN position p ON p.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Position'), '') AS position_name`;

/** What the list shows of a user: its columns, the ids the tree and actions use, the flags row actions test. */
const ListFields = {
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  gender: Type.Integer(),
  mobile: Type.String(),
  email: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  departmentId: Nullable(Type.String()),
  departmentName: Type.String(),
  roleName: Type.String(),
  positionName: Type.String(),
  enabledMark: Type.Integer(),
  isAdministrator: Type.Boolean(),
  creatorTime: Type.Number(),
};
export const UserListRow = Type.Object(ListFields);

/** The list reads only what its columns and row actions need; the edit form loads the full record by id. */
export const USER_LIST_COLUMNS = `u.id, u.account, u.real_name, u.gender, coalesce(u.mobile, '') AS mobile, coalesce(u.email, '') AS email,
  u.organize_id, o.full_name AS organize_name, u.department_id, coalesce(d.full_name, '') AS department_name, ${ROLE_NAMES}, ${POSITION_NAMES},
  u.enabled_mark, u.is_administrator, ${epochMs('u.created_at')} AS creator_time`;

/** The full record, as the edit form reads it. */
export const UserRecord = Type.Object({
  ...ListFields,
  quickQuery: Type.String(),
  birthday: Nullable(Type.Number()),
  roleIds: Type.Array(Type.String()),
  positionIds: Type.Array(Type.String()),
  headIcon: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  lastLoginTime: Nullable(Type.Number()),
});
export type UserRow = Static<typeof UserRecord>;

const USER_COLUMNS = `${USER_LIST_COLUMNS}, u.quick_query, ${epochMs('u.birthday')} AS birthday,
  array(SELECT r.object_id FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Role' ORDER BY r.sort_code, r.object_id) AS role_ids,
  array(SELECT r.object_id FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Position' ORDER BY r.sort_code, r.object_id) AS position_ids,
  u.head_icon, coalesce(u.description, '') AS description, u.sort_code, ${epochMs('u.last_login_time')} AS last_login_time`;

export const FROM = 'FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id';

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
  const user = await one(req.server.database, UserRecord, `SELECT ${USER_COLUMNS} ${FROM} WHERE u.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
  if (!user) throw new ApiError(Code.NotFound, t('notFound'));
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

const Placement = Type.Object({ id: Type.String(), category: Type.String(), treePath: Type.String() });
const Id = Type.Object({ id: Type.String() });
const Relation = Type.Object({ objectType: Type.String(), objectId: Type.String() });

/** Organisation/department consistency and data permission for the target of a create or update. */
export async function checkPlacement(req: FastifyRequest, input: UserInput, existingId: string | null) {
  const db = req.server.database;
  const orgs = await rows(db, Placement, 'SELECT id, category, tree_path FROM organize WHERE id = ANY($1::text[])', [
    [input.organizeId, input.departmentId].filter(Boolean),
  ]);
  const org = orgs.find((o) => o.id === input.organizeId);
  if (!org || org.category !== 'company') throw new ApiError(Code.BadRequest, t('organizeNotFound'), [{ field: 'organizeId', message: t('organizeNotFound') }]);
  if (input.departmentId) {
    const dept = orgs.find((o) => o.id === input.departmentId);
    if (!dept || dept.category !== 'department' || !dept.treePath.startsWith(org.treePath)) {
      throw new ApiError(Code.BadRequest, t('departmentNotInOrganize'), [{ field: 'departmentId', message: t('departmentNotInOrganize') }]);
    }
  }
  const schemes = dataScopes(req.userAccess, req.menuCode ?? USER_MENU);
  const inScope = placementInScope(schemes, await scopeUser(req), {
    organizeId: org.id,
    organizeTreePath: org.treePath,
    departmentId: input.departmentId ?? null,
  });
  if (!inScope) throw new ApiError(Code.Forbidden, t('userOutOfScope'));
  const roleIds = [...new Set(input.roleIds ?? [])];
  const positionIds = [...new Set(input.positionIds ?? [])];
  if (roleIds.length) {
    const found = await rows(db, Id, 'SELECT id FROM role WHERE id = ANY($1::text[])', [roleIds]);
    if (found.length !== roleIds.length) throw new ApiError(Code.BadRequest, t('roleNotFound'), [{ field: 'roleIds', message: t('roleNotFound') }]);
  }
  if (positionIds.length) {
    // A position belongs to one organisation: a user holds positions of their own organisation only.
    const found = await rows(db, Id, 'SELECT id FROM position WHERE id = ANY($1::text[]) AND organize_id = $2', [positionIds, org.id]);
    if (found.length !== positionIds.length) {
      throw new ApiError(Code.BadRequest, t('positionNotFound'), [{ field: 'positionIds', message: t('positionNotFound') }]);
    }
  }
  // Only what is newly handed out is checked: editing a user keeps roles the editor lacks untouched.
  const held = existingId ? await rows(db, Relation, 'SELECT object_type, object_id FROM user_relation WHERE user_id = $1', [existingId]) : [];
  const had = (t: string, id: string) => held.some((h) => h.objectType === t && h.objectId === id);
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
