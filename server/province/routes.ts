import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { failFields, fieldErrors } from '../dictionary/input';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import {
  IdParams, ListQuery, Nullable, Type, Where, answers, envelope, epochMs, listOnly, okId, okNull, one, rows, sortClause, typed, type Static,
} from '../kit';

export const AREA_MENU = 'system.area';

/** A child's type follows from its parent's: areas have three levels. */
const CHILD_TYPE: Record<string, 'province' | 'city' | 'district' | undefined> = { root: 'province', province: 'city', city: 'district' };

const COLUMNS = `p.id, p.parent_id, p.full_name, p.en_code, p.type, p.sort_code, p.enabled_mark, coalesce(p.description, '') AS description,
  ${epochMs('p.created_at')} AS creator_time, ${epochMs('p.updated_at')} AS last_modify_time,
  EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id) AS has_children`;

const AreaFields = {
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  hasChildren: Type.Boolean(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
};
const AreaRecord = Type.Object(AreaFields);
/** An area as answered: `isLeaf` is the tree table's name for "no children". */
const AreaRow = Type.Object({ ...AreaFields, isLeaf: Type.Boolean() });
const withLeaf = (r: Static<typeof AreaRecord>) => ({ ...r, isLeaf: !r.hasChildren });

const CascaderItem = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String(), isLeaf: Type.Boolean() });
const StateBody = Type.Union([Type.Object({ enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }), Type.Null()]);
const EnabledState = Type.Object({ enabledMark: Type.Integer() });

/** Sortable fields: request names to SQL. Nothing else reaches ORDER BY. */
const SORTS: Record<string, string> = {
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  sortCode: 'p.sort_code',
  enabledMark: 'p.enabled_mark',
  creatorTime: 'p.created_at',
};

const AreaInput = Type.Object(
  {
    parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    fullName: Type.Optional(Type.String({ maxLength: 50 })),
    enCode: Type.Optional(Type.String({ maxLength: 12 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
type AreaInput = Static<typeof AreaInput>;

export default async function provinceRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Province'];
  const menu = AREA_MENU;

  async function findArea(id: string) {
    const area = await one(db, AreaRecord, `SELECT ${COLUMNS} FROM province p WHERE p.id = $1`, [id]);
    if (!area) throw new ApiError(Code.NotFound, t('notFound'));
    return withLeaf(area);
  }

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
        params: IdParams,
        querystring: Type.Object({
          keyword: ListQuery.properties.keyword,
          enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          sidx: ListQuery.properties.sidx,
          sort: ListQuery.properties.sort,
          n: ListQuery.properties.n,
        }),
        response: answers(listOnly(AreaRow)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      const where = new Where();
      where.and(`p.parent_id = ${where.param(req.params.id)}`).keyword(q.keyword, ['p.full_name', 'p.en_code']);
      if (q.enabledMark !== undefined) where.and(`p.enabled_mark = ${where.param(q.enabledMark)}`);
      const order = sortClause(q, SORTS, 'p.sort_code, p.en_code', 'p.id');
      // At most a few hundred children per parent, so the list is answered whole.
      const list = await rows(db, AreaRecord, `SELECT ${COLUMNS} FROM province p ${where.sql} ORDER BY ${order}`, where.params);
      return ok({ list: list.map(withLeaf) });
    },
  );

  app.get('/api/System/Province/:id/Selector', { schema: { tags, params: IdParams, response: answers(listOnly(CascaderItem)) }, config: { access: 'login' } }, async (req) => {
    // The lazy address cascader: enabled children of one parent; '-1' is the root. Every user gets the
    // same answer, so it is cached without the caller in the key (any API write clears the cache).
    const { id } = req.params;
    return app.readCache.wrap(`province-selector|${id}`, async () => {
      const list = await rows(
        db,
        CascaderItem,
        `SELECT p.id, p.full_name, p.en_code,
                NOT EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id AND c.enabled_mark = 1) AS is_leaf
           FROM province p WHERE p.parent_id = $1 AND p.enabled_mark = 1 ORDER BY p.sort_code, p.en_code`,
        [id],
      );
      return ok({ list });
    });
  });

  app.get('/api/System/Province/:id/Info', { schema: { tags, params: IdParams, response: answers(envelope(AreaRow)) }, config: { access: 'login' } }, async (req) =>
    ok(await findArea(req.params.id)),
  );

  app.post('/api/System/Province', { schema: { tags, body: AreaInput, response: answers(okId) }, config: { access: { menu, button: 'btn_add' } }, preHandler: requireDistrictScope }, async (req) => {
    const input = req.body;
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
    { schema: { tags, params: IdParams, body: AreaInput, response: answers(okNull) }, config: { access: { menu, button: 'btn_edit' } }, preHandler: requireDistrictScope },
    async (req) => {
      const area = await findArea(req.params.id);
      const input = req.body;
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

  app.delete('/api/System/Province/:id', { schema: { tags, params: IdParams, response: answers(okNull) }, config: { access: { menu, button: 'btn_remove' } }, preHandler: requireDistrictScope }, async (req) => {
    const area = await findArea(req.params.id);
    const gone = await db.query(
      'DELETE FROM province p WHERE p.id = $1 AND NOT EXISTS (SELECT 1 FROM province c WHERE c.parent_id = p.id) RETURNING p.id',
      [area.id],
    );
    if (!gone.length) throw new ApiError(Code.BadRequest, t('provinceHasChildren'));
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.put(
    '/api/System/Province/:id/Actions/State',
    {
      schema: { tags, params: IdParams, body: StateBody, response: answers(envelope(EnabledState)) },
      config: { access: { menu, button: 'btn_state' } },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const area = await findArea(req.params.id);
      const state = await one(
        db,
        EnabledState,
        'UPDATE province SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [area.id, req.body?.enabledMark ?? null],
      );
      return ok({ enabledMark: state!.enabledMark }, say(req, 'stateSuccess'));
    },
  );
}
