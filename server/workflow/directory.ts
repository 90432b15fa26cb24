import type { Queryable } from '../db/client';
import { Type, rows } from '../kit';
import type { Directory } from './approvers';
import type { RouteContext } from './conditions';

const Id = Type.Object({ id: Type.String() });
const Manager = Type.Object({ managerId: Type.Union([Type.String(), Type.Null()]) });

/** The approver rules' lookups, answered inside the transition's transaction. */
export function dbDirectory(tx: Queryable): Directory {
  return {
    async managerChain(userId) {
      // The user's department, then every organisation above it, nearest first.
      const list = await rows(
        tx,
        Manager,
        `SELECT o.manager_id FROM users u JOIN organize d ON d.id = coalesce(u.department_id, u.organize_id)
         JOIN organize o ON d.tree_path LIKE o.tree_path || '%' WHERE u.id = $1 ORDER BY length(o.tree_path) DESC`,
        [userId],
      );
      return list.map((r) => r.managerId);
    },
    async usersWithPositions(ids) {
      if (!ids.length) return [];
      const list = await rows(tx, Id, `SELECT DISTINCT user_id AS id FROM user_relation WHERE object_type = 'Position' AND object_id = ANY($1::text[]) ORDER BY 1`, [ids]);
      return list.map((r) => r.id);
    },
    async usersWithRoles(ids) {
      if (!ids.length) return [];
      const list = await rows(tx, Id, `SELECT DISTINCT user_id AS id FROM user_relation WHERE object_type = 'Role' AND object_id = ANY($1::text[]) ORDER BY 1`, [ids]);
      return list.map((r) => r.id);
    },
    async enabled(ids) {
      if (!ids.length) return [];
      const list = await rows(tx, Id, 'SELECT id FROM users WHERE id = ANY($1::text[]) AND enabled_mark = 1', [ids]);
      const ok = new Set(list.map((r) => r.id));
      return ids.filter((id) => ok.has(id));
    },
    async superAdmin() {
      const list = await rows(tx, Id, 'SELECT id FROM users WHERE is_administrator ORDER BY created_at LIMIT 1');
      return list[0]?.id ?? null;
    },
  };
}

/** Users of the given departments (and their sub-departments), for a copy node naming 教务处. */
export async function usersOfDepartments(tx: Queryable, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const list = await rows(
    tx,
    Id,
    `SELECT u.id FROM users u WHERE u.enabled_mark = 1 AND u.department_id IN (
       SELECT o.id FROM organize o JOIN organize s ON o.tree_path LIKE s.tree_path || '%' WHERE s.id = ANY($1::text[]))`,
    [ids],
  );
  return list.map((r) => r.id);
}

const Place = Type.Object({ organizeIds: Type.Array(Type.String()), positionIds: Type.Array(Type.String()), roleIds: Type.Array(Type.String()) });

/** What routing conditions see of the initiator, with the form. */
export async function routeContext(tx: Queryable, userId: string, form: Record<string, unknown>): Promise<RouteContext> {
  const place = await rows(
    tx,
    Place,
    `SELECT
       coalesce((SELECT array_agg(o.id) FROM organize d JOIN organize o ON d.tree_path LIKE o.tree_path || '%' WHERE d.id = coalesce(u.department_id, u.organize_id)), '{}') AS organize_ids,
       coalesce((SELECT array_agg(object_id) FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Position'), '{}') AS position_ids,
       coalesce((SELECT array_agg(object_id) FROM user_relation r WHERE r.user_id = u.id AND r.object_type = 'Role'), '{}') AS role_ids
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { form, ...(place[0] ?? { organizeIds: [], positionIds: [], roleIds: [] }) };
}

/** Users of the departments called `names` in `userId`'s own school. */
export async function usersOfSchoolDepartments(tx: Queryable, userId: string, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const list = await rows(
    tx,
    Id,
    `SELECT m.id FROM users me JOIN organize d ON d.company_id = me.organize_id AND d.category = 'department' AND d.full_name = ANY($2::text[])
     JOIN users m ON m.department_id = d.id AND m.enabled_mark = 1 WHERE me.id = $1`,
    [userId, names],
  );
  return list.map((r) => r.id);
}
