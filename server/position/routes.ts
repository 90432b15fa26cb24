import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import type { SchemeRow } from '../permission/access';
import {
  IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery,
  okId, okNull, one, rows, typed, type Static,
} from '../kit';
import { POS_MENU, loadOrg, orgInScope, pickerSchemes, routeSchemes } from '../organize/scope';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { deleteGrantHolder } from '../authorize/deleteHolder';

// Positions (岗位) belong to one organisation; users hold them through user_relation.

const SORTS: Record<string, string> = {
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  type: 'p.type',
  organizeName: 'o.full_name',
  sortCode: 'p.sort_code',
  enabledMark: 'p.enabled_mark',
  creatorTime: 'p.created_at',
};

const COLUMNS = `p.id, p.organize_id, o.full_name AS organize_name, p.full_name, p.en_code, coalesce(p.type, '') AS type,
  coalesce(p.description, '') AS description, p.sort_code, p.enabled_mark,
  (SELECT count(*)::int FROM user_relation r WHERE r.object_type = 'Position' AND r.object_id = p.id) AS user_count,
  ${epochMs('p.created_at')} AS creator_time`;
const FROM = 'FROM position p JOIN organize o ON o.id = p.organize_id';

const PositionRow = Type.Object({
  id: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  userCount: Type.Integer(),
  creatorTime: Type.Number(),
});

/** A picker entry: the position as a leaf under its organisation (parentId). */
const SELECTOR_COLUMNS = `p.id, p.organize_id AS parent_id, p.organize_id, o.full_name AS organize_name, p.full_name, p.en_code,
  'position' AS type, false AS has_children, 'icon-ym icon-ym-tree-position1' AS icon`;
const SelectorItem = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  hasChildren: Type.Boolean(),
  icon: Type.String(),
});

const PositionInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    organizeId: Type.String({ minLength: 1, maxLength: 64 }),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    type: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
type PositionInput = Static<typeof PositionInput>;

const positionScopeColumns = { organize: 'p.organize_id', own: ['p.creator_user_id'] };

async function positionScope(req: FastifyRequest, schemes: SchemeRow[] | null, params: unknown[]) {
  return dataScopeCondition(schemes, await scopeUser(req), positionScopeColumns, params);
}

async function findPosition(req: FastifyRequest, id: string) {
  const params: unknown[] = [id];
  const scope = await positionScope(req, routeSchemes(req, POS_MENU), params);
  const row = await one(req.server.database, PositionRow, `SELECT ${COLUMNS} ${FROM} WHERE p.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
  if (!row) throw new ApiError(Code.NotFound, t('notFound'));
  return row;
}

async function checkInput(req: FastifyRequest, input: PositionInput, selfId: string | null) {
  assertFields(
    checkFields([
      { field: 'fullName', rule: 'name', value: input.fullName, required: t('nameRequired') },
      { field: 'enCode', rule: 'code', value: input.enCode, required: t('codeRequired') },
    ]),
  );
  const org = await loadOrg(req, input.organizeId);
  if (!org || org.category !== 'company') failFields([{ field: 'organizeId', message: t('organizeNotFound') }]);
  if (!(await orgInScope(req, routeSchemes(req, POS_MENU), org))) throw new ApiError(Code.Forbidden, t('outOfScope'));
  const db = req.server.database;
  const code = await db.query('SELECT 1 FROM position WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId ?? '']);
  if (code.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  const name = await db.query('SELECT 1 FROM position WHERE organize_id = $1 AND full_name = $2 AND id <> $3', [input.organizeId, input.fullName.trim(), selfId ?? '']);
  if (name.length) failFields([{ field: 'fullName', message: t('nameExists') }]);
}

export default async function positionRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Position'];

  app.get(
    '/api/Permission/Position',
    {
      schema: {
        tags,
        summary: '岗位列表（分页；keyword 匹配名称/编码；organizeId 过滤该组织及下级）',
        querystring: listQuery({ organizeId: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: answers(listAnswer(PositionRow)),
      },
      config: { access: { menu: POS_MENU } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['p.full_name', 'p.en_code']);
      if (q.organizeId) where.and(`o.tree_path LIKE (SELECT tree_path FROM organize WHERE id = ${where.param(q.organizeId)}) || '%'`);
      where.scope(routeSchemes(req, POS_MENU), await scopeUser(req), positionScopeColumns);
      return listPage(db, q, { row: PositionRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'o.tree_path, p.sort_code, p.id', tieBreak: 'p.id' });
    },
  );

  app.get(
    '/api/Permission/Position/All',
    {
      schema: { tags, summary: '全部岗位（启用的，数据权限内；data.list 扁平，parentId 为所属组织）', response: answers(listOnly(SelectorItem)) },
      config: { access: 'login' },
    },
    async (req) => {
      const params: unknown[] = [];
      const scope = await positionScope(req, pickerSchemes(req, POS_MENU), params);
      const list = await rows(
        db,
        SelectorItem,
        `SELECT ${SELECTOR_COLUMNS} ${FROM} WHERE p.enabled_mark = 1 ${scope ? `AND ${scope}` : ''} ORDER BY o.tree_path, p.sort_code, p.id`,
        params,
      );
      return ok({ list });
    },
  );

  app.get(
    '/api/Permission/Position/SelectorOnlyOneOrg',
    {
      schema: {
        tags,
        summary: '某一组织的岗位（organizeid；data.list）',
        querystring: Type.Object({ organizeid: Type.String({ minLength: 1, maxLength: 64 }), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(SelectorItem)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const params: unknown[] = [req.query.organizeid];
      const scope = await positionScope(req, pickerSchemes(req, POS_MENU), params);
      const list = await rows(
        db,
        SelectorItem,
        `SELECT ${SELECTOR_COLUMNS} ${FROM} WHERE p.organize_id = $1 AND p.enabled_mark = 1 ${scope ? `AND ${scope}` : ''} ORDER BY p.sort_code, p.id`,
        params,
      );
      return ok({ list });
    },
  );

  app.post(
    '/api/Permission/Position',
    { schema: { tags, summary: '新建岗位', body: PositionInput, response: answers(okId) }, config: { access: { menu: POS_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body;
      await checkInput(req, input, null);
      const created = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO position (organize_id, full_name, en_code, type, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [input.organizeId, input.fullName.trim(), input.enCode, input.type ?? null, input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id],
      );
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Position/:id',
    { schema: { tags, summary: '岗位信息', params: IdParams, response: answers(envelope(PositionRow)) }, config: { access: { menu: POS_MENU } } },
    async (req) => ok(await findPosition(req, req.params.id)),
  );

  app.put(
    '/api/Permission/Position/:id',
    {
      schema: { tags, summary: '修改岗位（已有用户的岗位不能更换组织）', params: IdParams, body: PositionInput, response: answers(okNull) },
      config: { access: { menu: POS_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const input = req.body;
      const current = await findPosition(req, id);
      await checkInput(req, input, id);
      if (current.organizeId !== input.organizeId && current.userCount > 0) {
        failFields([{ field: 'organizeId', message: t('positionOrganizeLocked') }]);
      }
      await db.query(
        `UPDATE position SET organize_id = $2, full_name = $3, en_code = $4, type = $5, description = $6, sort_code = $7, enabled_mark = $8,
            updated_at = now() WHERE id = $1`,
        [id, input.organizeId, input.fullName.trim(), input.enCode, input.type ?? null, input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1],
      );
      // A disabled position stops granting at once.
      app.access.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Position/:id',
    { schema: { tags, summary: '删除岗位（有用户时拒绝）', params: IdParams, response: answers(okNull) }, config: { access: { menu: POS_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params;
      const current = await findPosition(req, id);
      if (current.userCount > 0) throw new ApiError(Code.BadRequest, t('positionInUse'));
      await deleteGrantHolder(db, 'Position', id, 'positionInUse');
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
