import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import {
  IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery,
  okId, okNull, one, rows, treeOf, typed, type Static,
} from '../kit';
import { buildTree, childPath, isUnderSelf } from './orgTree';
import { DEPT_MENU, ORG_MENU, USER_MENU, loadOrg, orgCondition, orgInScope, pickerSchemes, routeSchemes, type OrgRecord } from './scope';
import { adminAccountRoute } from './adminAccount';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import type { Queryable } from '../db/client';

// Organisations (category 'company') and departments share the organize table (JNPF OrganizeEntity).

const SORTS: Record<string, string> = {
  fullName: 'o.full_name',
  enCode: 'o.en_code',
  sortCode: 'o.sort_code',
  enabledMark: 'o.enabled_mark',
  creatorTime: 'o.created_at',
};

const ICON = `CASE o.category WHEN 'company' THEN 'icon-ym icon-ym-tree-organization3' ELSE 'icon-ym icon-ym-tree-department1' END`;

// organizeId is the row's organisation (company_id): itself for an organisation, the owning one for a department.
const COLUMNS = `o.id, o.parent_id, coalesce(p.full_name, '') AS parent_name, o.category, o.category AS type, o.company_id AS organize_id,
  coalesce(c.full_name, '') AS organize_name, o.en_code, o.full_name, coalesce(o.short_name, '') AS short_name, o.manager_id,
  coalesce(m.real_name, '') AS manager_name, coalesce(o.description, '') AS description, o.sort_code, o.enabled_mark,
  EXISTS (SELECT 1 FROM organize k WHERE k.parent_id = o.id) AS has_children, ${ICON} AS icon, ${epochMs('o.created_at')} AS creator_time,
  o.tree_path`;
const FROM = `FROM organize o LEFT JOIN organize p ON p.id = o.parent_id LEFT JOIN organize c ON c.id = o.company_id
  LEFT JOIN users m ON m.id = o.manager_id`;

const Category = Type.Union([Type.Literal('company'), Type.Literal('department')]);
const OrgFields = {
  id: Type.String(),
  parentId: Type.String(),
  parentName: Type.String(),
  category: Category,
  type: Category,
  organizeId: Type.String(),
  organizeName: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  shortName: Type.String(),
  managerId: Nullable(Type.String()),
  managerName: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  hasChildren: Type.Boolean(),
  icon: Type.String(),
  creatorTime: Type.Number(),
};
/** An organisation or department as answered. */
const OrgRow = Type.Object(OrgFields);
/** The stored row: the answer plus its tree path, which a move rewrites and no answer carries. */
const OrgStored = Type.Object({ ...OrgFields, treePath: Type.String() });
type OrgStored = Static<typeof OrgStored>;

/** A selector node; trees nest these (treeOf), the school list answers them flat. */
const TreeItem = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Category,
  organizeId: Type.String(),
  sortCode: Type.Integer(),
  icon: Type.String(),
});
const TreeNode = treeOf(TreeItem.properties);
const SchoolItem = Type.Object({ id: Type.String(), parentId: Type.String(), fullName: Type.String(), enCode: Type.String(), sortCode: Type.Integer() });

const OrgInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    organizeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    shortName: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    managerId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
type OrgInput = Static<typeof OrgInput>;

const OrgListQuery = listQuery({
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

const TreeQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  id: Type.Optional(Type.String({ maxLength: 64 })),
  n: Type.Optional(Type.Unknown()),
});

const Exists = Type.Object({ found: Type.Boolean() });
const OrgDependants = Type.Object({ children: Type.Boolean(), users: Type.Boolean(), positions: Type.Boolean(), roles: Type.Boolean() });
const DeptDependants = Type.Object({ children: Type.Boolean(), users: Type.Boolean() });
const Created = Type.Object({ id: Type.String() });

function checkInput(input: OrgInput) {
  assertFields(
    checkFields([
      { field: 'fullName', rule: 'name', value: input.fullName, required: t('nameRequired') },
      { field: 'enCode', rule: 'code', value: input.enCode, required: t('codeRequired') },
      ...(input.shortName ? [{ field: 'shortName', rule: 'name' as const, value: input.shortName }] : []),
    ]),
  );
}

async function assertUnique(req: FastifyRequest, input: OrgInput, selfId: string | null) {
  const db = req.server.database;
  const code = await db.query('SELECT 1 FROM organize WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId ?? '']);
  if (code.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  const name = await db.query('SELECT 1 FROM organize WHERE parent_id = $1 AND full_name = $2 AND id <> $3', [input.parentId, input.fullName, selfId ?? '']);
  if (name.length) failFields([{ field: 'fullName', message: t('nameExists') }]);
}

/**
 * A manager is picked from the users the caller can see (their user-menu data permission, else their
 * own organisation and below, as the user pickers answer): any id would let a school name the bureau's
 * staff, or probe which ids exist. A manager kept unchanged on an edit needs no new check.
 */
async function assertManager(req: FastifyRequest, managerId: string | null | undefined, current: string | null = null) {
  if (!managerId || managerId === current) return;
  const params: unknown[] = [managerId];
  const scope = dataScopeCondition(pickerSchemes(req, USER_MENU), await scopeUser(req), {
    organize: 'u.organize_id',
    department: 'u.department_id',
    own: ['u.id', 'u.creator_user_id'],
  }, params);
  const seen = await one(req.server.database, Exists, `SELECT true AS found FROM users u WHERE u.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
  if (!seen) failFields([{ field: 'managerId', message: t('managerNotFound') }]);
}

/**
 * Resolves and checks the parent of an organisation or department being saved: it must exist, be
 * of a kind that may hold the row, lie inside the caller's data permission, and (on a move) not be
 * the row itself or one of its descendants. Returns the parent row (null for a root organisation).
 */
async function resolveParent(
  req: FastifyRequest,
  menu: string,
  category: 'company' | 'department',
  input: OrgInput,
  current: OrgStored | null,
): Promise<OrgRecord | null> {
  const selfId = current?.id ?? null;
  if (current && current.parentId === input.parentId) {
    // Unchanged parent: the root of a caller's own scope has a parent outside it, and that is fine.
    return input.parentId === '-1' ? null : loadOrg(req, input.parentId);
  }
  const schemes = routeSchemes(req, menu);
  if (input.parentId === '-1' || input.parentId === '0') {
    if (category === 'department') failFields([{ field: 'parentId', message: t('departmentNeedsOrganize') }]);
    // A new root organisation is a whole new district: only for callers without data limits.
    if (schemes !== null) throw new ApiError(Code.Forbidden, t('outOfScope'));
    return null;
  }
  const parent = await loadOrg(req, input.parentId);
  if (!parent || !(await orgInScope(req, schemes, parent))) failFields([{ field: 'parentId', message: t('parentNotFound') }]);
  if (category === 'company' && parent.category !== 'company') failFields([{ field: 'parentId', message: t('organizeParentNotOrganize') }]);
  if (category === 'department' && input.organizeId && parent.companyId !== input.organizeId) {
    failFields([{ field: 'parentId', message: t('departmentParentElsewhere') }]);
  }
  if (selfId && isUnderSelf(selfId, parent.treePath)) failFields([{ field: 'parentId', message: t('moveUnderSelf') }]);
  return parent;
}

/** Finds a row of the wanted category inside the caller's data permission, or 404. */
async function findInScope(req: FastifyRequest, menu: string, category: 'company' | 'department', id: string): Promise<OrgStored> {
  const params: unknown[] = [id, category];
  const scope = await orgCondition(req, routeSchemes(req, menu), 'o', params);
  const row = await one(req.server.database, OrgStored, `SELECT ${COLUMNS} ${FROM} WHERE o.id = $1 AND o.category = $2 ${scope ? `AND ${scope}` : ''}`, params);
  if (!row) throw new ApiError(Code.NotFound, t('notFound'));
  return row;
}

async function insertOrg(req: FastifyRequest, category: 'company' | 'department', input: OrgInput, parent: OrgRecord | null) {
  // The row and its tree path are written together: a row without a path would vanish from every tree.
  return req.server.database.transaction((db) => insertOrgIn(db, req, category, input, parent));
}

async function insertOrgIn(db: Queryable, req: FastifyRequest, category: 'company' | 'department', input: OrgInput, parent: OrgRecord | null) {
  const created = await one(
    db,
    Created,
    `INSERT INTO organize (parent_id, category, en_code, full_name, short_name, manager_id, description, sort_code, enabled_mark, creator_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      parent?.id ?? '-1', category, input.enCode, input.fullName.trim(), input.shortName ?? null, input.managerId || null,
      input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id,
    ],
  );
  const id = created!.id;
  await db.query('UPDATE organize SET tree_path = $2, company_id = $3 WHERE id = $1', [
    id, childPath(parent?.treePath ?? null, id), category === 'company' ? id : parent!.companyId,
  ]);
  return id;
}

/**
 * Saves fields and, when the parent changed, re-roots the whole subtree's tree_path in one
 * statement. A department moved to another organisation takes its sub-departments and their
 * users with it (company_id, users.organize_id).
 */
async function updateOrg(req: FastifyRequest, current: OrgStored, input: OrgInput, parent: OrgRecord | null) {
  // A move rewrites the subtree's paths and its users' organisation: all of it or none.
  await req.server.database.transaction((db) => updateOrgIn(db, current, input, parent));
}

async function updateOrgIn(db: Queryable, current: OrgStored, input: OrgInput, parent: OrgRecord | null) {
  const id = current.id;
  await db.query(
    `UPDATE organize SET parent_id = $2, en_code = $3, full_name = $4, short_name = $5, manager_id = $6, description = $7,
        sort_code = $8, enabled_mark = $9, updated_at = now() WHERE id = $1`,
    [
      id, parent?.id ?? '-1', input.enCode, input.fullName.trim(), input.shortName ?? null, input.managerId || null,
      input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
    ],
  );
  if (current.parentId === (parent?.id ?? '-1')) return;
  const oldPath = current.treePath;
  const newPath = childPath(parent?.treePath ?? null, id);
  await db.query(
    `UPDATE organize SET tree_path = $2 || substr(tree_path, length($1) + 1) WHERE tree_path LIKE $3`,
    [oldPath, newPath, escapeLike(oldPath) + '%'],
  );
  if (current.category === 'department' && parent && parent.companyId !== current.organizeId) {
    await db.query(`UPDATE organize SET company_id = $2 WHERE tree_path LIKE $1 AND category = 'department'`, [escapeLike(newPath) + '%', parent.companyId]);
    await db.query(
      `UPDATE users SET organize_id = $2 WHERE department_id IN (SELECT id FROM organize WHERE tree_path LIKE $1)`,
      [escapeLike(newPath) + '%', parent.companyId],
    );
  }
}

/** Flat tree rows for selectors: enabled rows inside the schemes, optionally without one subtree. */
async function treeRows(req: FastifyRequest, schemes: ReturnType<typeof pickerSchemes>, opts: { companiesOnly: boolean; excludeId?: string; keyword?: string }) {
  const where = new Where().and('o.enabled_mark = 1').and(opts.companiesOnly ? `o.category = 'company'` : null);
  where.and(await orgCondition(req, schemes, 'o', where.params));
  if (opts.excludeId) where.and(`o.tree_path NOT LIKE '%/' || ${where.param(opts.excludeId)} || '/%'`);
  let list = await rows(
    req.server.database,
    TreeItem,
    `SELECT o.id, o.parent_id, o.full_name, o.en_code, o.category AS type, o.company_id AS organize_id, o.sort_code, ${ICON} AS icon
       FROM organize o ${where.sql}`,
    where.params,
  );
  if (opts.keyword) {
    // Matches plus their ancestors, so a hit deep in the tree is still reachable.
    const k = opts.keyword.toLowerCase();
    const byId = new Map(list.map((n) => [n.id, n]));
    const keep = new Set<string>();
    for (const n of list) {
      if (!n.fullName.toLowerCase().includes(k) && !n.enCode.toLowerCase().includes(k)) continue;
      for (let cur: typeof n | undefined = n; cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
    }
    list = list.filter((n) => keep.has(n.id));
  }
  return list;
}

/** The organisation and department lists: one page of rows of a category, in tree order. */
async function orgPage(
  req: FastifyRequest,
  menu: string,
  q: Static<typeof OrgListQuery>,
  first: (where: Where) => Where,
) {
  const where = first(new Where()).keyword(q.keyword, ['o.full_name', 'o.en_code']);
  if (q.parentId) where.and(`o.parent_id = ${where.param(q.parentId)}`);
  if (q.enabledMark !== undefined) where.and(`o.enabled_mark = ${where.param(q.enabledMark)}`);
  where.and(await orgCondition(req, routeSchemes(req, menu), 'o', where.params));
  return listPage(req.server.database, q, { row: OrgStored, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'o.tree_path, o.id', tieBreak: 'o.id' });
}

export default async function organizeRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Organize'];

  // ---- organisations -------------------------------------------------------------------------

  app.get(
    '/api/Permission/Organize',
    {
      schema: {
        tags,
        summary: '组织列表（分页；keyword 匹配名称/编码；parentId 只列其直接下级；按 tree 顺序）',
        querystring: OrgListQuery,
        response: answers(listAnswer(OrgRow)),
      },
      config: { access: { menu: ORG_MENU } },
    },
    async (req) => orgPage(req, ORG_MENU, req.query, (where) => where.and(`o.category = 'company'`)),
  );

  app.get(
    '/api/Permission/Organize/Selector',
    {
      schema: { tags, summary: '组织选择树（仅组织；id 排除该节点及其下级，供"上级组织"选择）', querystring: TreeQuery, response: answers(listOnly(TreeNode)) },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      return ok({ list: buildTree(await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: true, excludeId: q.id, keyword: q.keyword })) });
    },
  );

  app.get(
    '/api/Permission/Organize/Tree',
    { schema: { tags, summary: '组织与部门树', querystring: TreeQuery, response: answers(listOnly(TreeNode)) }, config: { access: 'login' } },
    async (req) => {
      const q = req.query;
      return ok({ list: buildTree(await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: false, excludeId: q.id, keyword: q.keyword })) });
    },
  );

  app.get(
    '/api/Permission/Organize/getSchoolList',
    {
      schema: { tags, summary: '学校列表（非顶级的组织，data.list 扁平）', querystring: TreeQuery, response: answers(listOnly(SchoolItem)) },
      config: { access: 'login' },
    },
    async (req) => {
      const all = await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: true, keyword: req.query.keyword });
      const list = all
        .filter((r) => r.parentId !== '-1' && !all.some((c) => c.parentId === r.id))
        .sort((a, b) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName, 'zh'));
      return ok({ list });
    },
  );

  app.post(
    '/api/Permission/Organize',
    { schema: { tags, summary: '新建组织', body: OrgInput, response: answers(okId) }, config: { access: { menu: ORG_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body;
      checkInput(input);
      const parent = await resolveParent(req, ORG_MENU, 'company', input, null);
      await assertUnique(req, { ...input, parentId: parent?.id ?? '-1' }, null);
      await assertManager(req, input.managerId);
      const id = await insertOrg(req, 'company', input, parent);
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Organize/:id',
    { schema: { tags, summary: '组织信息', params: IdParams, response: answers(envelope(OrgRow)) }, config: { access: { menu: ORG_MENU } } },
    async (req) => ok(await findInScope(req, ORG_MENU, 'company', req.params.id)),
  );

  app.put(
    '/api/Permission/Organize/:id',
    {
      schema: { tags, summary: '修改组织（可移动到其他上级，不能移到自身下级）', params: IdParams, body: OrgInput, response: answers(okNull) },
      config: { access: { menu: ORG_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const input = req.body;
      const current = await findInScope(req, ORG_MENU, 'company', id);
      checkInput(input);
      const parent = await resolveParent(req, ORG_MENU, 'company', input, current);
      await assertUnique(req, { ...input, parentId: parent?.id ?? '-1' }, id);
      await assertManager(req, input.managerId, current.managerId);
      await updateOrg(req, current, input, parent);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Organize/:id',
    {
      schema: { tags, summary: '删除组织（有下级、部门、用户、岗位或角色时拒绝）', params: IdParams, response: answers(okNull) },
      config: { access: { menu: ORG_MENU, button: 'btn_remove' } },
    },
    async (req) => {
      const { id } = req.params;
      await findInScope(req, ORG_MENU, 'company', id);
      const deps = await one(
        db,
        OrgDependants,
        `SELECT EXISTS (SELECT 1 FROM organize WHERE parent_id = $1) AS children,
                EXISTS (SELECT 1 FROM users WHERE organize_id = $1 OR department_id = $1) AS users,
                EXISTS (SELECT 1 FROM position WHERE organize_id = $1) AS positions,
                EXISTS (SELECT 1 FROM role WHERE organize_id = $1) AS roles`,
        [id],
      );
      if (deps!.children) throw new ApiError(Code.BadRequest, t('orgHasChildren'));
      if (deps!.users) throw new ApiError(Code.BadRequest, t('orgHasUsers'));
      if (deps!.positions) throw new ApiError(Code.BadRequest, t('orgHasPositions'));
      if (deps!.roles) throw new ApiError(Code.BadRequest, t('orgHasRoles'));
      await db.query('DELETE FROM organize WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  adminAccountRoute(instance);

  // ---- departments ---------------------------------------------------------------------------

  app.get(
    '/api/Permission/Organize/Department/Selector',
    {
      schema: { tags: ['Department'], summary: '部门选择树（组织与部门，type 区分）', querystring: TreeQuery, response: answers(listOnly(TreeNode)) },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      return ok({ list: buildTree(await treeRows(req, pickerSchemes(req, DEPT_MENU), { companiesOnly: false, excludeId: q.id, keyword: q.keyword })) });
    },
  );

  app.get(
    '/api/Permission/Organize/:id/Department',
    {
      schema: {
        tags: ['Department'],
        summary: '某组织的部门列表（分页；含各级子部门，parentId 给出层级）',
        params: IdParams,
        querystring: OrgListQuery,
        response: answers(listAnswer(OrgRow)),
      },
      config: { access: { menu: DEPT_MENU } },
    },
    async (req) => orgPage(req, DEPT_MENU, req.query, (where) => where.and(`o.category = 'department'`).and(`o.company_id = ${where.param(req.params.id)}`)),
  );

  app.post(
    '/api/Permission/Organize/Department',
    {
      schema: { tags: ['Department'], summary: '新建部门（parentId 为组织或部门；organizeId 可选，须与上级一致）', body: OrgInput, response: answers(okId) },
      config: { access: { menu: DEPT_MENU, button: 'btn_add' } },
    },
    async (req) => {
      const input = req.body;
      checkInput(input);
      const parent = await resolveParent(req, DEPT_MENU, 'department', input, null);
      await assertUnique(req, input, null);
      await assertManager(req, input.managerId);
      const id = await insertOrg(req, 'department', input, parent);
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Organize/Department/:id',
    { schema: { tags: ['Department'], summary: '部门信息', params: IdParams, response: answers(envelope(OrgRow)) }, config: { access: { menu: DEPT_MENU } } },
    async (req) => ok(await findInScope(req, DEPT_MENU, 'department', req.params.id)),
  );

  app.put(
    '/api/Permission/Organize/Department/:id',
    {
      schema: {
        tags: ['Department'],
        summary: '修改部门（可移动；移到其他组织时其用户随之变更组织）',
        params: IdParams,
        body: OrgInput,
        response: answers(okNull),
      },
      config: { access: { menu: DEPT_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const input = req.body;
      const current = await findInScope(req, DEPT_MENU, 'department', id);
      checkInput(input);
      const parent = await resolveParent(req, DEPT_MENU, 'department', input, current);
      await assertUnique(req, input, id);
      await assertManager(req, input.managerId, current.managerId);
      await updateOrg(req, current, input, parent);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Organize/Department/:id',
    {
      schema: { tags: ['Department'], summary: '删除部门（有下级部门或用户时拒绝）', params: IdParams, response: answers(okNull) },
      config: { access: { menu: DEPT_MENU, button: 'btn_remove' } },
    },
    async (req) => {
      const { id } = req.params;
      await findInScope(req, DEPT_MENU, 'department', id);
      const deps = await one(
        db,
        DeptDependants,
        `SELECT EXISTS (SELECT 1 FROM organize WHERE parent_id = $1) AS children, EXISTS (SELECT 1 FROM users WHERE department_id = $1) AS users`,
        [id],
      );
      if (deps!.children) throw new ApiError(Code.BadRequest, t('deptHasChildren'));
      if (deps!.users) throw new ApiError(Code.BadRequest, t('deptHasUsers'));
      await db.query('DELETE FROM organize WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
