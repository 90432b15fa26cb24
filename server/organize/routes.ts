import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { checkFields, assertFields, failFields } from '../kit/fieldCheck';
import { sortClause } from '../kit/sortClause';
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

const COLUMNS = `o.id, o.parent_id, o.category, o.en_code, o.full_name, o.short_name, o.manager_id, o.description, o.sort_code,
  o.enabled_mark, o.company_id, o.tree_path, o.created_at, p.full_name AS parent_name, c.full_name AS company_name,
  m.real_name AS manager_name,
  EXISTS (SELECT 1 FROM organize k WHERE k.parent_id = o.id) AS has_children`;
const FROM = `FROM organize o LEFT JOIN organize p ON p.id = o.parent_id LEFT JOIN organize c ON c.id = o.company_id
  LEFT JOIN users m ON m.id = o.manager_id`;

export function orgRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    parentId: r.parent_id as string,
    parentName: (r.parent_name as string) ?? '',
    category: r.category as string,
    type: r.category as string,
    organizeId: r.company_id as string,
    organizeName: (r.company_name as string) ?? '',
    enCode: r.en_code as string,
    fullName: r.full_name as string,
    shortName: (r.short_name as string) ?? '',
    managerId: (r.manager_id as string) ?? null,
    managerName: (r.manager_name as string) ?? '',
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    hasChildren: Boolean(r.has_children),
    icon: r.category === 'company' ? 'icon-ym icon-ym-tree-organization3' : 'icon-ym icon-ym-tree-department1',
    creatorTime: new Date(r.created_at as string).getTime(),
  };
}

interface OrgInput {
  parentId: string;
  organizeId?: string;
  fullName: string;
  enCode: string;
  shortName?: string | null;
  managerId?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

const inputSchema = {
  type: 'object',
  required: ['parentId', 'fullName', 'enCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    parentId: { type: 'string', minLength: 1, maxLength: 64 },
    organizeId: { type: ['string', 'null'], maxLength: 64 },
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 50 },
    shortName: { type: ['string', 'null'], maxLength: 50 },
    managerId: { type: ['string', 'null'], maxLength: 64 },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
  },
} as const;

const listQuery = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, parentId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
} as const;

const treeQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100 }, id: { type: 'string', maxLength: 64 }, n: {} },
} as const;

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
  const rows = await req.server.database.query(`SELECT 1 FROM users u WHERE u.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
  if (!rows.length) failFields([{ field: 'managerId', message: t('managerNotFound') }]);
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
  current: Record<string, unknown> | null,
): Promise<OrgRecord | null> {
  const selfId = (current?.id as string) ?? null;
  if (current && current.parent_id === input.parentId) {
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
  if (category === 'department' && input.organizeId && parent.company_id !== input.organizeId) {
    failFields([{ field: 'parentId', message: t('departmentParentElsewhere') }]);
  }
  if (selfId && isUnderSelf(selfId, parent.tree_path)) failFields([{ field: 'parentId', message: t('moveUnderSelf') }]);
  return parent;
}

/** Finds a row of the wanted category inside the caller's data permission, or 404. */
async function findInScope(req: FastifyRequest, menu: string, category: 'company' | 'department', id: string) {
  const params: unknown[] = [id, category];
  const scope = await orgCondition(req, routeSchemes(req, menu), 'o', params);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} ${FROM} WHERE o.id = $1 AND o.category = $2 ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return rows[0];
}

async function insertOrg(req: FastifyRequest, category: 'company' | 'department', input: OrgInput, parent: OrgRecord | null) {
  // The row and its tree path are written together: a row without a path would vanish from every tree.
  return req.server.database.transaction((db) => insertOrgIn(db, req, category, input, parent));
}

async function insertOrgIn(db: Queryable, req: FastifyRequest, category: 'company' | 'department', input: OrgInput, parent: OrgRecord | null) {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO organize (parent_id, category, en_code, full_name, short_name, manager_id, description, sort_code, enabled_mark, creator_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      parent?.id ?? '-1', category, input.enCode, input.fullName.trim(), input.shortName ?? null, input.managerId || null,
      input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id,
    ],
  );
  const id = rows[0].id;
  await db.query('UPDATE organize SET tree_path = $2, company_id = $3 WHERE id = $1', [
    id, childPath(parent?.tree_path ?? null, id), category === 'company' ? id : parent!.company_id,
  ]);
  return id;
}

/**
 * Saves fields and, when the parent changed, re-roots the whole subtree's tree_path in one
 * statement. A department moved to another organisation takes its sub-departments and their
 * users with it (company_id, users.organize_id).
 */
async function updateOrg(req: FastifyRequest, current: Record<string, unknown>, input: OrgInput, parent: OrgRecord | null) {
  // A move rewrites the subtree's paths and its users' organisation: all of it or none.
  await req.server.database.transaction((db) => updateOrgIn(db, current, input, parent));
}

async function updateOrgIn(db: Queryable, current: Record<string, unknown>, input: OrgInput, parent: OrgRecord | null) {
  const id = current.id as string;
  await db.query(
    `UPDATE organize SET parent_id = $2, en_code = $3, full_name = $4, short_name = $5, manager_id = $6, description = $7,
        sort_code = $8, enabled_mark = $9, updated_at = now() WHERE id = $1`,
    [
      id, parent?.id ?? '-1', input.enCode, input.fullName.trim(), input.shortName ?? null, input.managerId || null,
      input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
    ],
  );
  if ((current.parent_id as string) === (parent?.id ?? '-1')) return;
  const oldPath = current.tree_path as string;
  const newPath = childPath(parent?.tree_path ?? null, id);
  await db.query(
    `UPDATE organize SET tree_path = $2 || substr(tree_path, length($1) + 1) WHERE tree_path LIKE $3`,
    [oldPath, newPath, escapeLike(oldPath) + '%'],
  );
  if (current.category === 'department' && parent && parent.company_id !== current.company_id) {
    await db.query(`UPDATE organize SET company_id = $2 WHERE tree_path LIKE $1 AND category = 'department'`, [escapeLike(newPath) + '%', parent.company_id]);
    await db.query(
      `UPDATE users SET organize_id = $2 WHERE department_id IN (SELECT id FROM organize WHERE tree_path LIKE $1)`,
      [escapeLike(newPath) + '%', parent.company_id],
    );
  }
}

/** Flat tree rows for selectors: enabled rows inside the schemes, optionally without one subtree. */
async function treeRows(req: FastifyRequest, schemes: ReturnType<typeof pickerSchemes>, opts: { companiesOnly: boolean; excludeId?: string; keyword?: string }) {
  const params: unknown[] = [];
  const where = ['o.enabled_mark = 1'];
  if (opts.companiesOnly) where.push(`o.category = 'company'`);
  const scope = await orgCondition(req, schemes, 'o', params);
  if (scope) where.push(scope);
  if (opts.excludeId) where.push(`o.tree_path NOT LIKE '%/' || $${params.push(opts.excludeId)} || '/%'`);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT o.id, o.parent_id, o.category, o.en_code, o.full_name, o.sort_code, o.company_id FROM organize o WHERE ${where.join(' AND ')}`,
    params,
  );
  let list = rows.map((r) => ({
    id: r.id as string,
    parentId: r.parent_id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    type: r.category as string,
    organizeId: r.company_id as string,
    sortCode: Number(r.sort_code),
    icon: r.category === 'company' ? 'icon-ym icon-ym-tree-organization3' : 'icon-ym icon-ym-tree-department1',
  }));
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

export default async function organizeRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['Organize'];

  // ---- organisations -------------------------------------------------------------------------

  app.get(
    '/api/Permission/Organize',
    {
      schema: {
        tags,
        summary: '组织列表（分页；keyword 匹配名称/编码；parentId 只列其直接下级；按 tree 顺序）',
        querystring: listQuery,
      },
      config: { access: { menu: ORG_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; parentId?: string; enabledMark?: number };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where = [`o.category = 'company'`];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(o.full_name ILIKE $${p} OR o.en_code ILIKE $${p})`);
      }
      if (q.parentId) where.push(`o.parent_id = $${params.push(q.parentId)}`);
      if (q.enabledMark !== undefined) where.push(`o.enabled_mark = $${params.push(q.enabledMark)}`);
      const scope = await orgCondition(req, routeSchemes(req, ORG_MENU), 'o', params);
      if (scope) where.push(scope);
      const order = sortClause(q, SORTS, 'o.tree_path, o.id', 'o.id');
      const whereSql = `WHERE ${where.join(' AND ')}`;
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${COLUMNS} ${FROM} ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM organize o ${whereSql}`, params),
      ]);
      return page(rows.map(orgRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/Permission/Organize/Selector',
    {
      schema: { tags, summary: '组织选择树（仅组织；id 排除该节点及其下级，供"上级组织"选择）', querystring: treeQuery },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string; id?: string };
      const rows = await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: true, excludeId: q.id, keyword: q.keyword });
      return ok({ list: buildTree(rows) });
    },
  );

  app.get(
    '/api/Permission/Organize/Tree',
    { schema: { tags, summary: '组织与部门树', querystring: treeQuery }, config: { access: 'login' } },
    async (req) => {
      const q = req.query as { keyword?: string; id?: string };
      const rows = await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: false, excludeId: q.id, keyword: q.keyword });
      return ok({ list: buildTree(rows) });
    },
  );

  app.get(
    '/api/Permission/Organize/getSchoolList',
    {
      schema: { tags, summary: '学校列表（非顶级的组织，data.list 扁平）', querystring: treeQuery },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string };
      const rows = await treeRows(req, pickerSchemes(req, ORG_MENU), { companiesOnly: true, keyword: q.keyword });
      const list = rows
        .filter((r) => r.parentId !== '-1' && !rows.some((c) => c.parentId === r.id))
        .sort((a, b) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName, 'zh'))
        .map(({ id, parentId, fullName, enCode, sortCode }) => ({ id, parentId, fullName, enCode, sortCode }));
      return ok({ list });
    },
  );

  app.post(
    '/api/Permission/Organize',
    { schema: { tags, summary: '新建组织', body: inputSchema }, config: { access: { menu: ORG_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body as OrgInput;
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
    { schema: { tags, summary: '组织信息', params: idParams }, config: { access: { menu: ORG_MENU } } },
    async (req) => ok(orgRow(await findInScope(req, ORG_MENU, 'company', (req.params as { id: string }).id))),
  );

  app.put(
    '/api/Permission/Organize/:id',
    { schema: { tags, summary: '修改组织（可移动到其他上级，不能移到自身下级）', params: idParams, body: inputSchema }, config: { access: { menu: ORG_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as OrgInput;
      const current = await findInScope(req, ORG_MENU, 'company', id);
      checkInput(input);
      const parent = await resolveParent(req, ORG_MENU, 'company', input, current);
      await assertUnique(req, { ...input, parentId: parent?.id ?? '-1' }, id);
      await assertManager(req, input.managerId, (current.manager_id as string) ?? null);
      await updateOrg(req, current, input, parent);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Organize/:id',
    { schema: { tags, summary: '删除组织（有下级、部门、用户、岗位或角色时拒绝）', params: idParams }, config: { access: { menu: ORG_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findInScope(req, ORG_MENU, 'company', id);
      const [deps] = await db.query<{ children: boolean; users: boolean; positions: boolean; roles: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM organize WHERE parent_id = $1) AS children,
                EXISTS (SELECT 1 FROM users WHERE organize_id = $1 OR department_id = $1) AS users,
                EXISTS (SELECT 1 FROM position WHERE organize_id = $1) AS positions,
                EXISTS (SELECT 1 FROM role WHERE organize_id = $1) AS roles`,
        [id],
      );
      if (deps.children) throw new ApiError(Code.BadRequest, t('orgHasChildren'));
      if (deps.users) throw new ApiError(Code.BadRequest, t('orgHasUsers'));
      if (deps.positions) throw new ApiError(Code.BadRequest, t('orgHasPositions'));
      if (deps.roles) throw new ApiError(Code.BadRequest, t('orgHasRoles'));
      await db.query('DELETE FROM organize WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  adminAccountRoute(app);

  // ---- departments ---------------------------------------------------------------------------

  app.get(
    '/api/Permission/Organize/Department/Selector',
    { schema: { tags: ['Department'], summary: '部门选择树（组织与部门，type 区分）', querystring: treeQuery }, config: { access: 'login' } },
    async (req) => {
      const q = req.query as { keyword?: string; id?: string };
      const rows = await treeRows(req, pickerSchemes(req, DEPT_MENU), { companiesOnly: false, excludeId: q.id, keyword: q.keyword });
      return ok({ list: buildTree(rows) });
    },
  );

  app.get(
    '/api/Permission/Organize/:id/Department',
    {
      schema: { tags: ['Department'], summary: '某组织的部门列表（分页；含各级子部门，parentId 给出层级）', params: idParams, querystring: listQuery },
      config: { access: { menu: DEPT_MENU } },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; parentId?: string; enabledMark?: number };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [id];
      const where = [`o.category = 'department'`, 'o.company_id = $1'];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(o.full_name ILIKE $${p} OR o.en_code ILIKE $${p})`);
      }
      if (q.parentId) where.push(`o.parent_id = $${params.push(q.parentId)}`);
      if (q.enabledMark !== undefined) where.push(`o.enabled_mark = $${params.push(q.enabledMark)}`);
      const scope = await orgCondition(req, routeSchemes(req, DEPT_MENU), 'o', params);
      if (scope) where.push(scope);
      const order = sortClause(q, SORTS, 'o.tree_path, o.id', 'o.id');
      const whereSql = `WHERE ${where.join(' AND ')}`;
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${COLUMNS} ${FROM} ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM organize o ${whereSql}`, params),
      ]);
      return page(rows.map(orgRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.post(
    '/api/Permission/Organize/Department',
    {
      schema: { tags: ['Department'], summary: '新建部门（parentId 为组织或部门；organizeId 可选，须与上级一致）', body: inputSchema },
      config: { access: { menu: DEPT_MENU, button: 'btn_add' } },
    },
    async (req) => {
      const input = req.body as OrgInput;
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
    { schema: { tags: ['Department'], summary: '部门信息', params: idParams }, config: { access: { menu: DEPT_MENU } } },
    async (req) => ok(orgRow(await findInScope(req, DEPT_MENU, 'department', (req.params as { id: string }).id))),
  );

  app.put(
    '/api/Permission/Organize/Department/:id',
    {
      schema: { tags: ['Department'], summary: '修改部门（可移动；移到其他组织时其用户随之变更组织）', params: idParams, body: inputSchema },
      config: { access: { menu: DEPT_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as OrgInput;
      const current = await findInScope(req, DEPT_MENU, 'department', id);
      checkInput(input);
      const parent = await resolveParent(req, DEPT_MENU, 'department', input, current);
      await assertUnique(req, input, id);
      await assertManager(req, input.managerId, (current.manager_id as string) ?? null);
      await updateOrg(req, current, input, parent);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Organize/Department/:id',
    { schema: { tags: ['Department'], summary: '删除部门（有下级部门或用户时拒绝）', params: idParams }, config: { access: { menu: DEPT_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findInScope(req, DEPT_MENU, 'department', id);
      const [deps] = await db.query<{ children: boolean; users: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM organize WHERE parent_id = $1) AS children, EXISTS (SELECT 1 FROM users WHERE department_id = $1) AS users`,
        [id],
      );
      if (deps.children) throw new ApiError(Code.BadRequest, t('deptHasChildren'));
      if (deps.users) throw new ApiError(Code.BadRequest, t('deptHasUsers'));
      await db.query('DELETE FROM organize WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
