import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { scopeUser } from '../permission/scopeUser';
import { buildTree } from '../organize/orgTree';
import { Type, Where, answers, listOnly, rows, treeOf, typed, type Static } from '../kit';
import { ORG_MENU, orgCondition, pickerSchemes } from '../organize/scope';
import { USER_MENU } from './userRecords';

/*
 * User pickers any signed-in user may open. Users/All and Users/Selector stay inside the caller's
 * data permission (of the user menu if held, else their own organisation and below).
 * Users/SelectorNoAut is the JNPF "no authorization" picker (e.g. choosing an approver in another
 * school): enabled users of any school, but only names, never contact details, and at most
 * NO_AUT_LIMIT of them per answer (narrow with keyword or organizeId): a picker is for finding a
 * person, not for handing the whole district's staff list to any signed-in account.
 */

export const NO_AUT_LIMIT = 100;

const ORG_ICON = `CASE o.category WHEN 'company' THEN 'icon-ym icon-ym-tree-organization3' ELSE 'icon-ym icon-ym-tree-department1' END`;
const USER_ICON = `'icon-ym icon-ym-tree-user2'`;
const pickerScopeColumns = { organize: 'u.organize_id', department: 'u.department_id', own: ['u.id', 'u.creator_user_id'] };

const PickerQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  n: Type.Optional(Type.Unknown()),
});

const PickerUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  headIcon: Type.String(),
  organizeId: Type.String(),
  departmentName: Type.String(),
  quickQuery: Type.String(),
});

/** A picker node: an organisation or department, or a person (type 'user', with name, account and avatar). */
const NodeFields = {
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  type: Type.String(),
  icon: Type.String(),
  isLeaf: Type.Boolean(),
  enCode: Type.Optional(Type.String()),
  realName: Type.Optional(Type.String()),
  account: Type.Optional(Type.String()),
  headIcon: Type.Optional(Type.String()),
  organizeId: Type.Optional(Type.String()),
};
const TreeUnit = Type.Object({ ...NodeFields, enCode: Type.String(), sortCode: Type.Integer() });
const TreePerson = Type.Object({
  ...NodeFields,
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  organizeId: Type.String(),
  sortCode: Type.Integer(),
});
const PickerTree = treeOf({ ...NodeFields, sortCode: Type.Integer() });
/** One level of the lazy picker. */
const LevelNode = Type.Object({ ...NodeFields, hasChildren: Type.Boolean() });
const LevelUnit = Type.Object({ ...LevelNode.properties, enCode: Type.String() });
const LevelPerson = Type.Object({ ...LevelNode.properties, realName: Type.String(), account: Type.String(), headIcon: Type.String() });

// A person's node: "name/account" as its title; under one parent, units first, then people (sortCode).
const PERSON_NODE = `u.id, coalesce(u.department_id, u.organize_id) AS parent_id, u.real_name || '/' || u.account AS full_name, u.real_name,
  u.account, u.head_icon, 'user' AS type, ${USER_ICON} AS icon, true AS is_leaf`;

export function userSelectorRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.get(
    '/api/Permission/Users/All',
    {
      schema: {
        tags: ['Users'],
        summary: '全部用户（选择器用；启用的、数据权限内；data.list {id, account, realName, headIcon, organizeId, departmentName, quickQuery}）',
        querystring: PickerQuery,
        response: answers(listOnly(PickerUser)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const where = new Where().and('u.enabled_mark = 1');
      where.scope(pickerSchemes(req, USER_MENU), await scopeUser(req), pickerScopeColumns);
      where.keyword(req.query.keyword, ['u.account', 'u.real_name', 'u.quick_query']);
      const list = await rows(
        db,
        PickerUser,
        `SELECT u.id, u.account, u.real_name, u.head_icon, u.organize_id, u.quick_query, coalesce(d.full_name, '') AS department_name
           FROM users u LEFT JOIN organize d ON d.id = u.department_id ${where.sql} ORDER BY u.sort_code, u.id`,
        where.params,
      );
      return ok({ list });
    },
  );

  app.get(
    '/api/Permission/Users/SelectorNoAut',
    {
      schema: {
        tags: ['Users'],
        summary: '用户选择树（不按数据权限；组织/部门节点，用户为叶子 type user；organizeId 只取该节点之下；keyword 过滤用户）',
        querystring: PickerQuery,
        response: answers(listOnly(PickerTree)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      const orgWhere = new Where().and('o.enabled_mark = 1');
      if (q.organizeId) orgWhere.and(`o.tree_path LIKE (SELECT tree_path FROM organize WHERE id = ${orgWhere.param(q.organizeId)}) || '%'`);
      let units = await rows(
        db,
        TreeUnit,
        `SELECT o.id, o.parent_id, o.full_name, o.en_code, o.category AS type, ${ORG_ICON} AS icon, o.sort_code, false AS is_leaf
           FROM organize o ${orgWhere.sql}`,
        orgWhere.params,
      );
      const userWhere = new Where();
      userWhere.and('u.enabled_mark = 1').and(`coalesce(u.department_id, u.organize_id) = ANY(${userWhere.param(units.map((o) => o.id))}::text[])`);
      userWhere.keyword(q.keyword, ['u.account', 'u.real_name', 'u.quick_query']);
      // People sort after the units under the same parent.
      const people = await rows(
        db,
        TreePerson,
        `SELECT ${PERSON_NODE}, u.organize_id, u.sort_code + 1000000 AS sort_code FROM users u ${userWhere.sql} ORDER BY u.sort_code, u.id LIMIT ${NO_AUT_LIMIT}`,
        userWhere.params,
      );
      if (q.keyword) {
        // Only the branches that lead to a matching user.
        const byId = new Map(units.map((n) => [n.id, n]));
        const keep = new Set<string>();
        for (const u of people) for (let cur = byId.get(u.parentId); cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
        units = units.filter((n) => keep.has(n.id));
      }
      return ok({ list: buildTree<Static<typeof TreeUnit> | Static<typeof TreePerson>>([...units, ...people]) });
    },
  );

  app.get(
    '/api/Permission/Users/Selector',
    {
      schema: {
        tags: ['Users'],
        summary: '用户选择（逐级加载：无 organizeId 时为数据权限内的顶层组织；否则为其下级组织/部门与直属用户；data.list）',
        querystring: PickerQuery,
        response: answers(listOnly(LevelNode)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      const unitWhere = new Where().and('o.enabled_mark = 1');
      unitWhere.and(await orgCondition(req, pickerSchemes(req, ORG_MENU), 'o', unitWhere.params));
      const units = await rows(
        db,
        LevelUnit,
        `SELECT n.*, NOT n.has_children AS is_leaf FROM (
           SELECT o.id, o.parent_id, o.full_name, o.en_code, o.category AS type, ${ORG_ICON} AS icon, o.sort_code,
                  EXISTS (SELECT 1 FROM organize k WHERE k.parent_id = o.id AND k.enabled_mark = 1)
                    OR EXISTS (SELECT 1 FROM users x WHERE coalesce(x.department_id, x.organize_id) = o.id AND x.enabled_mark = 1) AS has_children
             FROM organize o ${unitWhere.sql}) n
         ORDER BY n.sort_code, n.full_name`,
        unitWhere.params,
      );
      const inScope = new Set(units.map((o) => o.id));
      const list: Static<typeof LevelNode>[] = q.organizeId ? units.filter((o) => o.parentId === q.organizeId) : units.filter((o) => !inScope.has(o.parentId));
      if (q.organizeId && inScope.has(q.organizeId)) {
        const where = new Where();
        where.and(`coalesce(u.department_id, u.organize_id) = ${where.param(q.organizeId)}`).and('u.enabled_mark = 1');
        where.scope(pickerSchemes(req, USER_MENU), await scopeUser(req), pickerScopeColumns);
        where.keyword(q.keyword, ['u.account', 'u.real_name', 'u.quick_query']);
        list.push(...(await rows(db, LevelPerson, `SELECT ${PERSON_NODE}, false AS has_children FROM users u ${where.sql} ORDER BY u.sort_code, u.id`, where.params)));
      }
      return ok({ list });
    },
  );
}
