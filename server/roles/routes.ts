import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import type { SchemeRow } from '../permission/access';
import { assertFields, checkFields, failFields } from '../kit/fieldCheck';
import { sortClause } from '../kit/sortClause';
import { ROLE_MENU, loadOrg, orgInScope, pickerSchemes, routeSchemes } from '../organize/scope';
import { roleScope } from './roleScope';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { deleteGrantHolder } from '../authorize/deleteHolder';

/*
 * Roles are global (global_mark 1, organize_id null: 系统管理员, 学校管理员, 教师) or belong to one
 * organisation. Data permission on the role menu decides which a caller manages: a school
 * administrator (本组织及下级) manages only their school's roles and never the global ones, so they
 * cannot edit the role they hold themselves. Pickers (Role/Selector) also offer the global roles.
 */

const SORTS: Record<string, string> = {
  fullName: 'r.full_name',
  enCode: 'r.en_code',
  type: 'r.type',
  sortCode: 'r.sort_code',
  enabledMark: 'r.enabled_mark',
  creatorTime: 'r.created_at',
};

const COLUMNS = `r.id, r.full_name, r.en_code, r.type, r.global_mark, r.organize_id, r.description, r.sort_code, r.enabled_mark,
  r.created_at, o.full_name AS organize_name,
  (SELECT count(*)::int FROM user_relation x WHERE x.object_type = 'Role' AND x.object_id = r.id) AS user_count`;
const FROM = 'FROM role r LEFT JOIN organize o ON o.id = r.organize_id';

function roleRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    type: (r.type as string) ?? '',
    globalMark: Number(r.global_mark),
    organizeId: (r.organize_id as string) ?? null,
    organizeName: (r.organize_name as string) ?? '',
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    userCount: Number(r.user_count ?? 0),
    creatorTime: new Date(r.created_at as string).getTime(),
  };
}

interface RoleInput {
  fullName: string;
  enCode: string;
  type?: string | null;
  globalMark?: number;
  organizeId?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

const inputSchema = {
  type: 'object',
  required: ['fullName', 'enCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 50 },
    type: { type: ['string', 'null'], maxLength: 50 },
    globalMark: { type: 'integer', enum: [0, 1] },
    organizeId: { type: ['string', 'null'], maxLength: 64 },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
  },
} as const;


/** A role the caller may manage (data permission of the role menu), or 404. */
export async function findRole(req: FastifyRequest, id: string) {
  const params: unknown[] = [id];
  const scope = await roleScope(req, routeSchemes(req, ROLE_MENU), params);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.id = $1 ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return roleRow(rows[0]);
}

async function checkInput(req: FastifyRequest, input: RoleInput, selfId: string | null) {
  assertFields(
    checkFields([
      { field: 'fullName', rule: 'name', value: input.fullName, required: t('nameRequired') },
      { field: 'enCode', rule: 'code', value: input.enCode, required: t('codeRequired') },
    ]),
  );
  const schemes = routeSchemes(req, ROLE_MENU);
  const global = (input.globalMark ?? (input.organizeId ? 0 : 1)) === 1;
  if (global) {
    if (schemes !== null) throw new ApiError(Code.Forbidden, t('outOfScope'));
  } else {
    const org = await loadOrg(req, input.organizeId);
    if (!org || org.category !== 'company') failFields([{ field: 'organizeId', message: t('organizeNotFound') }]);
    if (!(await orgInScope(req, schemes, org))) throw new ApiError(Code.Forbidden, t('outOfScope'));
  }
  const db = req.server.database;
  const code = await db.query('SELECT 1 FROM role WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId ?? '']);
  if (code.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  const name = await db.query(
    'SELECT 1 FROM role WHERE full_name = $1 AND coalesce(organize_id, \'\') = coalesce($2, \'\') AND id <> $3',
    [input.fullName.trim(), global ? null : input.organizeId, selfId ?? ''],
  );
  if (name.length) failFields([{ field: 'fullName', message: t('nameExists') }]);
  return global;
}

export default async function roleRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['Role'];

  app.get(
    '/api/Permission/Role',
    {
      schema: {
        tags,
        summary: '角色列表（分页；keyword 匹配名称/编码；organizeId 过滤）',
        querystring: {
          ...listQuerySchema,
          properties: { ...listQuerySchema.properties, organizeId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
        },
      },
      config: { access: { menu: ROLE_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; organizeId?: string; enabledMark?: number };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where: string[] = [];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(r.full_name ILIKE $${p} OR r.en_code ILIKE $${p})`);
      }
      if (q.organizeId) where.push(`r.organize_id = $${params.push(q.organizeId)}`);
      if (q.enabledMark !== undefined) where.push(`r.enabled_mark = $${params.push(q.enabledMark)}`);
      const scope = await roleScope(req, routeSchemes(req, ROLE_MENU), params);
      if (scope) where.push(scope);
      const order = sortClause(q, SORTS, 'r.global_mark DESC, r.sort_code, r.created_at, r.id', 'r.id');
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${COLUMNS} ${FROM} ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} ${whereSql}`, params),
      ]);
      return page(rows.map(roleRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/Permission/Role/Selector',
    {
      schema: { tags, summary: '角色选择（启用的全局角色及数据权限内组织的角色；data.list）', querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, n: {} } } },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string };
      const params: unknown[] = [];
      const where = ['r.enabled_mark = 1'];
      const scope = await roleScope(req, pickerSchemes(req, ROLE_MENU), params);
      if (scope) where.push(`(r.global_mark = 1 OR ${scope})`);
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(r.full_name ILIKE $${p} OR r.en_code ILIKE $${p})`);
      }
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} ${FROM} WHERE ${where.join(' AND ')} ORDER BY r.global_mark DESC, r.sort_code, r.id`,
        params,
      );
      return ok({
        list: rows.map((r) => {
          const row = roleRow(r);
          return { id: row.id, fullName: row.fullName, enCode: row.enCode, type: 'role', globalMark: row.globalMark, organizeId: row.organizeId, organizeName: row.organizeName, hasChildren: false, icon: 'icon-ym icon-ym-generator-role' };
        }),
      });
    },
  );

  app.post(
    '/api/Permission/Role',
    { schema: { tags, summary: '新建角色（globalMark 1 全局，需无数据限制；0 属于 organizeId）', body: inputSchema }, config: { access: { menu: ROLE_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body as RoleInput;
      const global = await checkInput(req, input, null);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO role (full_name, en_code, type, global_mark, organize_id, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          input.fullName.trim(), input.enCode, input.type ?? null, global ? 1 : 0, global ? null : input.organizeId, input.description ?? null,
          input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id,
        ],
      );
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '角色信息', params: idParams }, config: { access: { menu: ROLE_MENU } } },
    async (req) => ok(await findRole(req, (req.params as { id: string }).id)),
  );

  app.put(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '修改角色', params: idParams, body: inputSchema }, config: { access: { menu: ROLE_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as RoleInput;
      await findRole(req, id);
      const global = await checkInput(req, input, id);
      await db.query(
        `UPDATE role SET full_name = $2, en_code = $3, type = $4, global_mark = $5, organize_id = $6, description = $7, sort_code = $8,
            enabled_mark = $9, updated_at = now() WHERE id = $1`,
        [
          id, input.fullName.trim(), input.enCode, input.type ?? null, global ? 1 : 0, global ? null : input.organizeId, input.description ?? null,
          input.sortCode ?? 0, input.enabledMark ?? 1,
        ],
      );
      app.access.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.put(
    '/api/Permission/Role/:id/Actions/State',
    { schema: { tags, summary: '启用/禁用角色（切换 enabledMark；禁用的角色不再授予权限）', params: idParams }, config: { access: { menu: ROLE_MENU, button: 'btn_state' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findRole(req, id);
      const rows = await db.query<{ enabled_mark: number }>(
        'UPDATE role SET enabled_mark = 1 - enabled_mark, updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [id],
      );
      app.access.invalidate();
      return ok({ enabledMark: Number(rows[0].enabled_mark) }, say(req, 'stateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '删除角色（有用户时拒绝）', params: idParams }, config: { access: { menu: ROLE_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const role = await findRole(req, id);
      if (role.userCount > 0) throw new ApiError(Code.BadRequest, t('roleInUse'));
      await deleteGrantHolder(db, 'Role', id, 'roleInUse');
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
