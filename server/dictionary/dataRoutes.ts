import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import { IdParams, Pagination, Type, Where, answers, envelope, failFields, listOnly, listPage, listQuery, okId, okNull, one, quickQuery, typed } from '../kit';
import { requireDictionaryAccess } from './access';
import { AllEntry, type DictionaryCache } from './allDictionaries';
import { checkNameAndCode, DictionaryDataInput, DictionaryDataUpdate, StateBody } from './input';
import { buildTree, rootedRows, subtreeIds, withAncestors } from './tree';
import {
  ITEM_COLUMNS, ITEM_ORDER, ItemEntry, ItemRow, ItemSelectorNode, findItem, findType, itemsOf, type DictionaryItem, type DictionaryType,
} from './rows';

/** Sortable fields of the flat list: request names to SQL. Nothing else reaches ORDER BY. */
const SORTS: Record<string, string> = {
  fullName: 'full_name',
  enCode: 'en_code',
  simpleSpelling: 'simple_spelling',
  sortCode: 'sort_code',
  enabledMark: 'enabled_mark',
  creatorTime: 'created_at',
  lastModifyTime: 'updated_at',
};

/** Query flags arrive as '1'/'0' or 'true'/'false'; absent means "as the type says". */
const Flag = Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false'), Type.Literal('')]));
function flag(v: string | undefined): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  return v === '1' || v === 'true';
}

const LABELS = { name: '字典名称', code: '字典编码' };

export default async function dictionaryDataRoutes(instance: FastifyInstance, opts: { cache: DictionaryCache }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DictionaryData'];

  /** Checks an item's input against its type; answers the trimmed name and code. */
  async function checkInput(input: { parentId?: string; fullName?: string; enCode?: string }, type: DictionaryType, self?: DictionaryItem) {
    const errors = checkNameAndCode(input, LABELS);
    if (errors.length) failFields(errors);
    const fullName = input.fullName!.trim();
    const enCode = input.enCode!.trim();
    const parentId = input.parentId ?? '-1';
    if (parentId !== '-1') {
      const items = type.isTree ? await itemsOf(db, type.id) : [];
      const forbidden = self ? subtreeIds(items, self.id) : new Set<string>();
      if (!items.some((i) => i.id === parentId) || forbidden.has(parentId)) {
        failFields([{ field: 'parentId', message: t('dictionaryParentInvalid') }]);
      }
    }
    const clash = await db.query('SELECT 1 FROM dictionary_data WHERE dictionary_type_id = $1 AND lower(en_code) = lower($2) AND id <> $3', [
      type.id,
      enCode,
      self?.id ?? '',
    ]);
    if (clash.length) failFields([{ field: 'enCode', message: t('dictionaryCodeExists') }]);
    return { fullName, enCode };
  }

  /** The item and its type, after checking the caller may act on that type. */
  async function itemFor(req: FastifyRequest, id: string, button?: string) {
    const item = await findItem(db, id);
    const type = await findType(db, item.dictionaryTypeId);
    requireDictionaryAccess(req, type, button);
    return { item, type };
  }

  // Registered untyped on purpose: it answers ready JSON text (or 304), which no response type describes.
  instance.get(
    '/api/System/DictionaryData/All',
    {
      schema: { tags, summary: '全部字典（启动时加载；ETag，未变化时 304）', response: { ...answers(listOnly(AllEntry)), 304: Type.Null() } },
      config: { access: 'login' },
    },
    async (req, reply) => {
      const { etag, body } = await opts.cache.get();
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      // Ready JSON text: a string payload bypasses the response serialiser; the schema documents it.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/System/DictionaryData/:id',
    {
      schema: {
        tags,
        summary: '字典数据列表（{id} 为分类 id 或编码；树形分类答整棵树，否则分页）',
        params: IdParams,
        querystring: listQuery({ isTree: Flag, enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
        response: answers(envelope(Type.Object({ list: Type.Array(ItemEntry), pagination: Type.Optional(Pagination) }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      // {id} is a type id or its enCode, as in Data/Selector, so a page schema can name 'grade'.
      const type = await findType(db, req.params.id, { byCode: true });
      requireDictionaryAccess(req, type);
      const q = req.query;
      if (flag(q.isTree) ?? type.isTree === 1) {
        // Tree dictionaries are small and shown whole; a keyword keeps matches with their ancestors.
        let items = await itemsOf(db, type.id);
        if (q.enabledMark !== undefined) items = items.filter((i) => i.enabledMark === q.enabledMark);
        const keyword = q.keyword?.trim().toLowerCase();
        if (keyword) items = withAncestors(items, (i) => [i.fullName, i.enCode, i.simpleSpelling].some((s) => s.toLowerCase().includes(keyword)));
        return ok({ list: buildTree(items) });
      }
      const where = new Where();
      where.and(`dictionary_type_id = ${where.param(type.id)}`).keyword(q.keyword, ['full_name', 'en_code', 'simple_spelling']);
      if (q.enabledMark !== undefined) where.and(`enabled_mark = ${where.param(q.enabledMark)}`);
      return listPage(db, q, { row: ItemRow, columns: ITEM_COLUMNS, from: 'FROM dictionary_data', where, sorts: SORTS, order: ITEM_ORDER, tieBreak: 'id' });
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Selector',
    {
      schema: {
        tags,
        summary: '上级项选择（启用的；excludeId 去掉该项及其下级）',
        params: IdParams,
        querystring: Type.Object({ isTree: Flag, excludeId: Type.Optional(Type.String({ maxLength: 64 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(ItemSelectorNode)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const type = await findType(db, req.params.id, { byCode: true });
      const q = req.query;
      let items = rootedRows(await itemsOf(db, type.id, true));
      // The parent picker of the edit form must not offer the item itself or its descendants.
      if (q.excludeId) {
        const drop = subtreeIds(items, q.excludeId);
        items = items.filter((i) => !drop.has(i.id));
      }
      return ok({ list: (flag(q.isTree) ?? type.isTree === 1) ? buildTree(items) : items });
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Data/Selector',
    {
      schema: { tags, summary: '字典选项（{id} 为分类 id 或编码；启用的；树形分类答树）', params: IdParams, response: answers(listOnly(ItemSelectorNode)) },
      config: { access: 'login' },
    },
    async (req) => {
      // {id} is a type id or, for fixed dictionaries in page schemas, its enCode ('gender'). The answer
      // is the same for every user, so it is cached without the caller (any API write clears it).
      const { id } = req.params;
      return app.readCache.wrap(`dictionary-data-selector|${id}`, async () => {
        const type = await findType(db, id, { byCode: true });
        if (type.enabledMark !== 1) return ok({ list: [] });
        const items = rootedRows(await itemsOf(db, type.id, true));
        return ok({ list: type.isTree ? buildTree(items) : items.map((i) => ({ ...i, hasChildren: false })) });
      });
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Info',
    { schema: { tags, summary: '字典项信息', params: IdParams, response: answers(envelope(ItemRow)) }, config: { access: 'login' } },
    async (req) => ok((await itemFor(req, req.params.id)).item),
  );

  app.post(
    '/api/System/DictionaryData',
    {
      schema: { tags, summary: '新建字典项（区级数据：需全区数据范围）', body: DictionaryDataInput, response: answers(okId) },
      config: { access: 'login' },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const input = req.body;
      const type = await findType(db, input.dictionaryTypeId).catch(() => failFields([{ field: 'dictionaryTypeId', message: t('dictionaryTypeNotFound') }]));
      requireDictionaryAccess(req, type, 'btn_add');
      const { fullName, enCode } = await checkInput(input, type);
      const created = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO dictionary_data (dictionary_type_id, parent_id, full_name, en_code, simple_spelling, sort_code, enabled_mark, description, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [type.id, input.parentId ?? '-1', fullName, enCode, quickQuery(fullName), input.sortCode ?? 0, input.enabledMark ?? 1, input.description ?? null, req.user.id],
      );
      opts.cache.invalidate();
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DictionaryData/:id',
    {
      schema: { tags, summary: '修改字典项', params: IdParams, body: DictionaryDataUpdate, response: answers(okNull) },
      config: { access: 'login' },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const { item, type } = await itemFor(req, req.params.id, 'btn_edit');
      const input = req.body;
      const { fullName, enCode } = await checkInput(input, type, item);
      await db.query(
        `UPDATE dictionary_data SET parent_id = $2, full_name = $3, en_code = $4, simple_spelling = $5, sort_code = $6, enabled_mark = $7,
            description = $8, updated_at = now() WHERE id = $1`,
        [item.id, input.parentId ?? item.parentId, fullName, enCode, quickQuery(fullName), input.sortCode ?? item.sortCode, input.enabledMark ?? item.enabledMark,
          input.description ?? null],
      );
      opts.cache.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DictionaryData/:id',
    { schema: { tags, summary: '删除字典项（有子项时拒绝）', params: IdParams, response: answers(okNull) }, config: { access: 'login' }, preHandler: requireDistrictScope },
    async (req) => {
      const { item } = await itemFor(req, req.params.id, 'btn_remove');
      const gone = await db.query(
        `DELETE FROM dictionary_data d WHERE d.id = $1 AND NOT EXISTS (SELECT 1 FROM dictionary_data c WHERE c.parent_id = d.id) RETURNING d.id`,
        [item.id],
      );
      if (!gone.length) throw new ApiError(Code.BadRequest, t('dictionaryHasChildren'));
      opts.cache.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.put(
    '/api/System/DictionaryData/:id/Actions/State',
    {
      schema: { tags, summary: '启用/禁用字典项（无 enabledMark 时切换）', params: IdParams, body: StateBody, response: answers(envelope(Type.Object({ enabledMark: Type.Integer() }))) },
      config: { access: 'login' },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const { item } = await itemFor(req, req.params.id, 'btn_state');
      const state = await one(
        db,
        Type.Object({ enabledMark: Type.Integer() }),
        'UPDATE dictionary_data SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [item.id, req.body?.enabledMark ?? null],
      );
      opts.cache.invalidate();
      return ok({ enabledMark: state!.enabledMark }, say(req, 'stateSuccess'));
    },
  );
}
