import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import {
  IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery,
  okId, okNull, one, rows, typed, type Static,
} from '../kit';
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

const COLUMNS = `r.id, r.full_name, r.en_code, coalesce(r.type, '') AS type, r.global_mark, r.organize_id, coalesce(r.description, '') AS description,
  r.sort_code, r.enabled_mark, ${epochMs('r.created_at')} AS creator_time, coalesce(o.full_name, '') AS organize_name,
  (SELECT count(*)::int FROM user_relation x WHERE x.object_type = 'Role' AND x.object_id = r.id) AS user_count`;
const FROM = 'FROM role r LEFT JOIN organize o ON o.id = r.organize_id';

const RoleRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  globalMark: Type.Integer(),
  organizeId: Nullable(Type.String()),
  organizeName: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  userCount: Type.Integer(),
  creatorTime: Type.Number(),
});

/** A picker entry: global roles first, then the organisation's. */
const SELECTOR_COLUMNS = `r.id, r.full_name, r.en_code, 'role' AS type, r.global_mark, r.organize_id, coalesce(o.full_name, '') AS organize_name,
  false AS has_children, 'icon-ym icon-ym-generator-role' AS icon`;
const SelectorItem = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  globalMark: Type.Integer(),
  organizeId: Nullable(Type.String()),
  organizeName: Type.String(),
  hasChildren: Type.Boolean(),
  icon: Type.String(),
});

const RoleInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    type: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    globalMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    organizeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
type RoleInput = Static<typeof RoleInput>;

/** A role the caller may manage (data permission of the role menu), or 404. */
export async function findRole(req: FastifyRequest, id: string) {
  const params: unknown[] = [id];
  const scope = await roleScope(req, routeSchemes(req, ROLE_MENU), params);
  const role = await one(req.server.database, RoleRow, `SELECT ${COLUMNS} ${FROM} WHERE r.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
  if (!role) throw new ApiError(Code.NotFound, t('notFound'));
  return role;
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

export default async function roleRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Role'];

  app.get(
    '/api/Permission/Role',
    {
      schema: {
        tags,
        summary: '角色列表（分页；keyword 匹配名称/编码；organizeId 过滤）',
        querystring: listQuery({
          organizeId: Type.Optional(Type.String({ maxLength: 64 })),
          enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
        }),
        response: answers(listAnswer(RoleRow)),
      },
      config: { access: { menu: ROLE_MENU } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['r.full_name', 'r.en_code']);
      if (q.organizeId) where.and(`r.organize_id = ${where.param(q.organizeId)}`);
      if (q.enabledMark !== undefined) where.and(`r.enabled_mark = ${where.param(q.enabledMark)}`);
      where.and(await roleScope(req, routeSchemes(req, ROLE_MENU), where.params));
      return listPage(db, q, { row: RoleRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'r.global_mark DESC, r.sort_code, r.created_at, r.id', tieBreak: 'r.id' });
    },
  );

  app.get(
    '/api/Permission/Role/Selector',
    {
      schema: {
        tags,
        summary: '角色选择（启用的全局角色及数据权限内组织的角色；data.list）',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(SelectorItem)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const where = new Where().and('r.enabled_mark = 1');
      const scope = await roleScope(req, pickerSchemes(req, ROLE_MENU), where.params);
      if (scope) where.and(`(r.global_mark = 1 OR ${scope})`);
      where.keyword(req.query.keyword, ['r.full_name', 'r.en_code']);
      const list = await rows(db, SelectorItem, `SELECT ${SELECTOR_COLUMNS} ${FROM} ${where.sql} ORDER BY r.global_mark DESC, r.sort_code, r.id`, where.params);
      return ok({ list });
    },
  );

  app.post(
    '/api/Permission/Role',
    {
      schema: { tags, summary: '新建角色（globalMark 1 全局，需无数据限制；0 属于 organizeId）', body: RoleInput, response: answers(okId) },
      config: { access: { menu: ROLE_MENU, button: 'btn_add' } },
    },
    async (req) => {
      const input = req.body;
      const global = await checkInput(req, input, null);
      const created = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO role (full_name, en_code, type, global_mark, organize_id, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          input.fullName.trim(), input.enCode, input.type ?? null, global ? 1 : 0, global ? null : input.organizeId, input.description ?? null,
          input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id,
        ],
      );
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '角色信息', params: IdParams, response: answers(envelope(RoleRow)) }, config: { access: { menu: ROLE_MENU } } },
    async (req) => ok(await findRole(req, req.params.id)),
  );

  app.put(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '修改角色', params: IdParams, body: RoleInput, response: answers(okNull) }, config: { access: { menu: ROLE_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params;
      const input = req.body;
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
    {
      schema: {
        tags,
        summary: '启用/禁用角色（切换 enabledMark；禁用的角色不再授予权限）',
        params: IdParams,
        response: answers(envelope(Type.Object({ enabledMark: Type.Integer() }))),
      }, config: { access: { menu: ROLE_MENU, button: 'btn_state' } } },
    async (req) => {
      const { id } = req.params;
      await findRole(req, id);
      const state = await one(db, Type.Object({ enabledMark: Type.Integer() }), 'UPDATE role SET enabled_mark = 1 - enabled_mark, updated_at = now() WHERE id = $1 RETURNING enabled_mark', [id]);
      app.access.invalidate();
      return ok({ enabledMark: state!.enabledMark }, say(req, 'stateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Role/:id',
    { schema: { tags, summary: '删除角色（有用户时拒绝）', params: IdParams, response: answers(okNull) }, config: { access: { menu: ROLE_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params;
      const role = await findRole(req, id);
      if (role.userCount > 0) throw new ApiError(Code.BadRequest, t('roleInUse'));
      await deleteGrantHolder(db, 'Role', id, 'roleInUse');
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
