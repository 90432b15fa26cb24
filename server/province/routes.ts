import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, ok } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { failFields, fieldErrors, stateBodySchema } from '../dictionary/input';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import { sortColumn } from '../kit/sortClause';

export const AREA_MENU = 'system.area';

/** A child's type follows from its parent's: areas have three levels. */
const CHILD_TYPE: Record<string, 'province' | 'city' | 'district' | undefined> = { root: 'province', province: 'city', city: 'district' };

const COLUMNS = `p.id, p.parent_id, p.full_name, p.en_code, p.type, p.sort_code, p.enabled_mark, p.description, p.created_at, p.updated_at,
  EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id) AS has_children`;

/** Sortable fields: request names to SQL. Nothing else reaches ORDER BY. */
const SORTS: Record<string, string> = {
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  sortCode: 'p.sort_code',
  enabledMark: 'p.enabled_mark',
  creatorTime: 'p.created_at',
};

function areaRow(r: Record<string, unknown>) {
  const hasChildren = Boolean(r.has_children);
  return {
    id: r.id as string,
    parentId: r.parent_id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    type: r.type as string,
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    description: (r.description as string) ?? '',
    hasChildren,
    isLeaf: !hasChildren,
    creatorTime: new Date(r.created_at as string).getTime(),
    lastModifyTime: r.updated_at ? new Date(r.updated_at as string).getTime() : null,
  };
}

interface AreaInput {
  parentId?: string;
  fullName?: string;
  enCode?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

const areaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    parentId: { type: 'string', minLength: 1, maxLength: 64 },
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 12 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export default async function provinceRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['Province'];
  const menu = AREA_MENU;

  async function findArea(id: string) {
    const rows = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM province p WHERE p.id = $1`, [id]);
    if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
    return areaRow(rows[0]);
  }
  const areaOf = (req: FastifyRequest) => findArea((req.params as { id: string }).id);

  function checkFields(input: AreaInput) {
    const errors = fieldErrors([
      { field: 'fullName', label: '区域名称', value: input.fullName, rule: 'name', required: true },
      // GB/T 2260 codes are digits; 6 for a district, shorter codes are accepted for custom areas.
      { field: 'enCode', label: '区域编码', value: input.enCode, rule: 'digits', required: true },
    ]);
    if (errors.length) failFields(errors);
  }

  async function checkCodeFree(enCode: string, selfId: string) {
    const clash = await db.query('SELECT 1 FROM province WHERE (en_code = $1 OR id = $1) AND id <> $2', [enCode, selfId]);
    if (clash.length) failFields([{ field: 'enCode', message: t('provinceCodeExists') }]);
  }

  app.get(
    '/api/System/Province/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 100 },
            enabledMark: { type: 'integer', enum: [0, 1] },
            sidx: { type: 'string', maxLength: 64 },
            sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', ''] },
            n: {},
          },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const q = req.query as { keyword?: string; enabledMark?: number; sidx?: string; sort?: string };
      const params: unknown[] = [id];
      const where = ['p.parent_id = $1'];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(p.full_name ILIKE $${p} OR p.en_code ILIKE $${p})`);
      }
      if (q.enabledMark !== undefined) where.push(`p.enabled_mark = $${params.push(q.enabledMark)}`);
      let order = 'p.sort_code, p.en_code';
      if (q.sidx) {
        order = `${sortColumn(SORTS, q.sidx)} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}, p.id`;
      }
      // At most a few hundred children per parent, so the list is answered whole.
      const rows = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM province p WHERE ${where.join(' AND ')} ORDER BY ${order}`, params);
      return ok({ list: rows.map(areaRow) });
    },
  );

  app.get('/api/System/Province/:id/Selector', { schema: { tags, params: idParams }, config: { access: 'login' } }, async (req) => {
    // The lazy address cascader: enabled children of one parent; '-1' is the root. Every user gets the
    // same answer, so it is cached without the caller in the key (any API write clears the cache).
    const { id } = req.params as { id: string };
    return app.readCache.wrap(`province-selector|${id}`, async () => {
      const rows = await db.query<{ id: string; full_name: string; en_code: string; leaf: boolean }>(
        `SELECT p.id, p.full_name, p.en_code,
                NOT EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id AND c.enabled_mark = 1) AS leaf
           FROM province p WHERE p.parent_id = $1 AND p.enabled_mark = 1 ORDER BY p.sort_code, p.en_code`,
        [id],
      );
      return ok({ list: rows.map((r) => ({ id: r.id, fullName: r.full_name, enCode: r.en_code, isLeaf: Boolean(r.leaf) })) });
    });
  });

  app.get('/api/System/Province/:id/Info', { schema: { tags, params: idParams }, config: { access: 'login' } }, async (req) => ok(await areaOf(req)));

  app.post('/api/System/Province', { schema: { tags, body: areaSchema }, config: { access: { menu, button: 'btn_add' } }, preHandler: requireDistrictScope }, async (req) => {
    const input = req.body as AreaInput;
    checkFields(input);
    const parentId = input.parentId ?? '-1';
    const parentType = parentId === '-1' ? 'root' : (await findArea(parentId).catch(() => failFields([{ field: 'parentId', message: t('provinceParentNotFound') }]))).type;
    const type = Object.hasOwn(CHILD_TYPE, parentType) ? CHILD_TYPE[parentType] : undefined;
    if (!type) failFields([{ field: 'parentId', message: t('provinceNoDeeper') }]);
    const enCode = input.enCode!.trim();
    await checkCodeFree(enCode, '');
    await db.query(
      `INSERT INTO province (id, parent_id, full_name, en_code, type, sort_code, enabled_mark, description, creator_user_id)
       VALUES ($1, $2, $3, $1, $4, $5, $6, $7, $8)`,
      [enCode, parentId, input.fullName!.trim(), type, input.sortCode ?? 0, input.enabledMark ?? 1, input.description ?? null, req.user.id],
    );
    return ok({ id: enCode }, say(req, 'createSuccess'));
  });

  app.put(
    '/api/System/Province/:id',
    { schema: { tags, params: idParams, body: areaSchema }, config: { access: { menu, button: 'btn_edit' } }, preHandler: requireDistrictScope },
    async (req) => {
      const area = await areaOf(req);
      const input = req.body as AreaInput;
      checkFields(input);
      // The id is the code other records store, so an area stays under its parent and keeps its id.
      if (input.parentId && input.parentId !== area.parentId) failFields([{ field: 'parentId', message: t('provinceParentFixed') }]);
      const enCode = input.enCode!.trim();
      await checkCodeFree(enCode, area.id);
      await db.query(
        `UPDATE province SET full_name = $2, en_code = $3, sort_code = $4, enabled_mark = $5, description = $6, updated_at = now() WHERE id = $1`,
        [area.id, input.fullName!.trim(), enCode, input.sortCode ?? area.sortCode, input.enabledMark ?? area.enabledMark, input.description ?? null],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/System/Province/:id', { schema: { tags, params: idParams }, config: { access: { menu, button: 'btn_remove' } }, preHandler: requireDistrictScope }, async (req) => {
    const area = await areaOf(req);
    const gone = await db.query(
      'DELETE FROM province p WHERE p.id = $1 AND NOT EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id) RETURNING p.id',
      [area.id],
    );
    if (!gone.length) throw new ApiError(Code.BadRequest, t('provinceHasChildren'));
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.put(
    '/api/System/Province/:id/Actions/State',
    { schema: { tags, params: idParams, body: stateBodySchema }, config: { access: { menu, button: 'btn_state' } }, preHandler: requireDistrictScope },
    async (req) => {
      const area = await areaOf(req);
      const wanted = (req.body as { enabledMark?: number } | null)?.enabledMark;
      const rows = await db.query<{ enabled_mark: number }>(
        'UPDATE province SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [area.id, wanted ?? null],
      );
      return ok({ enabledMark: Number(rows[0].enabled_mark) }, say(req, 'stateSuccess'));
    },
  );
}
