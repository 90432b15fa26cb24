import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import type { SchemeRow } from '../permission/access';
import { assertFields, checkFields, failFields } from '../users/fieldCheck';
import { sortClause } from '../users/sortClause';
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

const COLUMNS = `p.id, p.organize_id, p.full_name, p.en_code, p.type, p.description, p.sort_code, p.enabled_mark, p.created_at,
  o.full_name AS organize_name,
  (SELECT count(*)::int FROM user_relation r WHERE r.object_type = 'Position' AND r.object_id = p.id) AS user_count`;
const FROM = 'FROM position p JOIN organize o ON o.id = p.organize_id';

function positionRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    organizeId: r.organize_id as string,
    organizeName: r.organize_name as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    type: (r.type as string) ?? '',
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    userCount: Number(r.user_count ?? 0),
    creatorTime: new Date(r.created_at as string).getTime(),
  };
}

interface PositionInput {
  organizeId: string;
  fullName: string;
  enCode: string;
  type?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

const inputSchema = {
  type: 'object',
  required: ['organizeId', 'fullName', 'enCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    organizeId: { type: 'string', minLength: 1, maxLength: 64 },
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 50 },
    type: { type: ['string', 'null'], maxLength: 50 },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
  },
} as const;

async function positionScope(req: FastifyRequest, schemes: SchemeRow[] | null, params: unknown[]) {
  return dataScopeCondition(schemes, await scopeUser(req), { organize: 'p.organize_id', own: ['p.creator_user_id'] }, params);
}

async function findPosition(req: FastifyRequest, id: string) {
  const params: unknown[] = [id];
  const scope = await positionScope(req, routeSchemes(req, POS_MENU), params);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} ${FROM} WHERE p.id = $1 ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return positionRow(rows[0]);
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

const selectorItem = (r: Record<string, unknown>) => ({
  id: r.id as string,
  parentId: r.organize_id as string,
  organizeId: r.organize_id as string,
  organizeName: r.organize_name as string,
  fullName: r.full_name as string,
  enCode: r.en_code as string,
  type: 'position',
  hasChildren: false,
  icon: 'icon-ym icon-ym-tree-position1',
});

export default async function positionRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['Position'];

  app.get(
    '/api/Permission/Position',
    {
      schema: {
        tags,
        summary: '岗位列表（分页；keyword 匹配名称/编码；organizeId 过滤该组织及下级）',
        querystring: { ...listQuerySchema, properties: { ...listQuerySchema.properties, organizeId: { type: 'string', maxLength: 64 } } },
      },
      config: { access: { menu: POS_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; organizeId?: string };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where: string[] = [];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(p.full_name ILIKE $${p} OR p.en_code ILIKE $${p})`);
      }
      if (q.organizeId) {
        where.push(`o.tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.push(q.organizeId)}) || '%'`);
      }
      const scope = await positionScope(req, routeSchemes(req, POS_MENU), params);
      if (scope) where.push(scope);
      const order = sortClause(q, SORTS, 'o.tree_path, p.sort_code, p.id', 'p.id');
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${COLUMNS} ${FROM} ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} ${whereSql}`, params),
      ]);
      return page(rows.map(positionRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/Permission/Position/All',
    { schema: { tags, summary: '全部岗位（启用的，数据权限内；data.list 扁平，parentId 为所属组织）' }, config: { access: 'login' } },
    async (req) => {
      const params: unknown[] = [];
      const scope = await positionScope(req, pickerSchemes(req, POS_MENU), params);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} ${FROM} WHERE p.enabled_mark = 1 ${scope ? `AND ${scope}` : ''} ORDER BY o.tree_path, p.sort_code, p.id`,
        params,
      );
      return ok({ list: rows.map(selectorItem) });
    },
  );

  app.get(
    '/api/Permission/Position/SelectorOnlyOneOrg',
    {
      schema: {
        tags,
        summary: '某一组织的岗位（organizeid；data.list）',
        querystring: { type: 'object', required: ['organizeid'], properties: { organizeid: { type: 'string', minLength: 1, maxLength: 64 }, n: {} } },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { organizeid } = req.query as { organizeid: string };
      const params: unknown[] = [organizeid];
      const scope = await positionScope(req, pickerSchemes(req, POS_MENU), params);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} ${FROM} WHERE p.organize_id = $1 AND p.enabled_mark = 1 ${scope ? `AND ${scope}` : ''} ORDER BY p.sort_code, p.id`,
        params,
      );
      return ok({ list: rows.map(selectorItem) });
    },
  );

  app.post(
    '/api/Permission/Position',
    { schema: { tags, summary: '新建岗位', body: inputSchema }, config: { access: { menu: POS_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body as PositionInput;
      await checkInput(req, input, null);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO position (organize_id, full_name, en_code, type, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [input.organizeId, input.fullName.trim(), input.enCode, input.type ?? null, input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, req.user.id],
      );
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.get(
    '/api/Permission/Position/:id',
    { schema: { tags, summary: '岗位信息', params: idParams }, config: { access: { menu: POS_MENU } } },
    async (req) => ok(await findPosition(req, (req.params as { id: string }).id)),
  );

  app.put(
    '/api/Permission/Position/:id',
    { schema: { tags, summary: '修改岗位（已有用户的岗位不能更换组织）', params: idParams, body: inputSchema }, config: { access: { menu: POS_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as PositionInput;
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
    { schema: { tags, summary: '删除岗位（有用户时拒绝）', params: idParams }, config: { access: { menu: POS_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const current = await findPosition(req, id);
      if (current.userCount > 0) throw new ApiError(Code.BadRequest, t('positionInUse'));
      await deleteGrantHolder(db, 'Position', id, 'positionInUse');
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
