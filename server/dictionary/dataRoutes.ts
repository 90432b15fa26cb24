import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import type { Database } from '../db/client';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { quickQuery } from '../kit/quickQuery';
import { requireDictionaryAccess } from './access';
import type { DictionaryCache } from './allDictionaries';
import { checkNameAndCode, dictionaryDataSchema, failFields, stateBodySchema, type DictionaryDataInput } from './input';
import { buildTree, rootedRows, subtreeIds, withAncestors } from './tree';
import { findType, type DictionaryType } from './typeRoutes';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import { sortColumn } from '../kit/sortClause';

const DATA_COLUMNS = `id, dictionary_type_id, parent_id, full_name, en_code, simple_spelling, sort_code, enabled_mark, description,
  created_at, updated_at`;

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
const DEFAULT_ORDER = 'sort_code, created_at, id';

export function dataRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    dictionaryTypeId: r.dictionary_type_id as string,
    parentId: r.parent_id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    simpleSpelling: r.simple_spelling as string,
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    description: (r.description as string) ?? '',
    creatorTime: new Date(r.created_at as string).getTime(),
    lastModifyTime: r.updated_at ? new Date(r.updated_at as string).getTime() : null,
  };
}
export type DictionaryItem = ReturnType<typeof dataRow>;

async function itemsOf(db: Database, typeId: string, enabledOnly = false): Promise<DictionaryItem[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${DATA_COLUMNS} FROM dictionary_data WHERE dictionary_type_id = $1 ${enabledOnly ? 'AND enabled_mark = 1' : ''} ORDER BY ${DEFAULT_ORDER}`,
    [typeId],
  );
  return rows.map(dataRow);
}

async function findItem(db: Database, id: string): Promise<DictionaryItem> {
  const rows = await db.query<Record<string, unknown>>(`SELECT ${DATA_COLUMNS} FROM dictionary_data WHERE id = $1`, [id]);
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return dataRow(rows[0]);
}

/** Query flags arrive as '1'/'0' or 'true'/'false'; absent means "as the type says". */
function flag(v: unknown): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  return v === '1' || v === 'true' || v === 1 || v === true;
}

const flagSchema = { type: 'string', enum: ['0', '1', 'true', 'false', ''] } as const;
const selectorItem = ({ id, parentId, fullName, enCode, sortCode }: DictionaryItem) => ({ id, parentId, fullName, enCode, sortCode });
const LABELS = { name: '字典名称', code: '字典编码' };

export default async function dictionaryDataRoutes(app: FastifyInstance, opts: { cache: DictionaryCache }) {
  const db = app.database;
  const tags = ['DictionaryData'];

  async function checkInput(input: DictionaryDataInput, type: DictionaryType, self?: DictionaryItem) {
    const errors = checkNameAndCode(input, LABELS);
    if (errors.length) failFields(errors);
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
      input.enCode.trim(),
      self?.id ?? '',
    ]);
    if (clash.length) failFields([{ field: 'enCode', message: t('dictionaryCodeExists') }]);
  }

  /** The item and its type, after checking the caller may act on that type. */
  async function itemFor(req: FastifyRequest, button?: string) {
    const item = await findItem(db, (req.params as { id: string }).id);
    const type = await findType(db, item.dictionaryTypeId);
    requireDictionaryAccess(req, type, button);
    return { item, type };
  }

  app.get(
    '/api/System/DictionaryData/All',
    { schema: { tags }, config: { access: 'login' } },
    async (req, reply) => {
      const { etag, body } = await opts.cache.get();
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/System/DictionaryData/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: {
          ...listQuerySchema,
          properties: { ...listQuerySchema.properties, isTree: flagSchema, enabledMark: { type: 'integer', enum: [0, 1] } },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      // {id} is a type id or its enCode, as in Data/Selector, so a page schema can name 'grade'.
      const type = await findType(db, (req.params as { id: string }).id, { byCode: true });
      requireDictionaryAccess(req, type);
      const q = req.query as { keyword?: string; isTree?: string; enabledMark?: number; sidx?: string; sort?: string; currentPage?: number; pageSize?: number };
      const sortCol = q.sidx ? sortColumn(SORTS, q.sidx) : undefined;
      const keyword = q.keyword?.trim().toLowerCase();
      if (flag(q.isTree) ?? type.isTree === 1) {
        // Tree dictionaries are small and shown whole; a keyword keeps matches with their ancestors.
        let items = await itemsOf(db, type.id);
        if (q.enabledMark !== undefined) items = items.filter((i) => i.enabledMark === q.enabledMark);
        if (keyword) {
          items = withAncestors(items, (i) => [i.fullName, i.enCode, i.simpleSpelling].some((s) => s.toLowerCase().includes(keyword)));
        }
        return ok({ list: buildTree(items) });
      }
      const { currentPage, pageSize, offset } = paging(q);
      const params: unknown[] = [type.id];
      const where = ['dictionary_type_id = $1'];
      if (keyword) {
        const p = params.push(`%${escapeLike(keyword)}%`);
        where.push(`(full_name ILIKE $${p} OR en_code ILIKE $${p} OR simple_spelling ILIKE $${p})`);
      }
      if (q.enabledMark !== undefined) where.push(`enabled_mark = $${params.push(q.enabledMark)}`);
      const order = sortCol ? `${sortCol} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}, id` : DEFAULT_ORDER;
      const whereSql = where.join(' AND ');
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${DATA_COLUMNS} FROM dictionary_data WHERE ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM dictionary_data WHERE ${whereSql}`, params),
      ]);
      return page(rows.map(dataRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Selector',
    {
      schema: { tags, params: idParams, querystring: { type: 'object', properties: { isTree: flagSchema, excludeId: { type: 'string', maxLength: 64 }, n: {} } } },
      config: { access: 'login' },
    },
    async (req) => {
      const type = await findType(db, (req.params as { id: string }).id, { byCode: true });
      const q = req.query as { isTree?: string; excludeId?: string };
      let items = rootedRows(await itemsOf(db, type.id, true));
      // The parent picker of the edit form must not offer the item itself or its descendants.
      if (q.excludeId) {
        const drop = subtreeIds(items, q.excludeId);
        items = items.filter((i) => !drop.has(i.id));
      }
      const list = items.map(selectorItem);
      return ok({ list: (flag(q.isTree) ?? type.isTree === 1) ? buildTree(list) : list });
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Data/Selector',
    { schema: { tags, params: idParams }, config: { access: 'login' } },
    async (req) => {
      // {id} is a type id or, for fixed dictionaries in page schemas, its enCode ('gender'). The answer
      // is the same for every user, so it is cached without the caller (any API write clears it).
      const { id } = req.params as { id: string };
      return app.readCache.wrap(`dictionary-data-selector|${id}`, async () => {
        const type = await findType(db, id, { byCode: true });
        if (type.enabledMark !== 1) return ok({ list: [] });
        const list = rootedRows(await itemsOf(db, type.id, true)).map(selectorItem);
        return ok({ list: type.isTree ? buildTree(list) : list.map((i) => ({ ...i, hasChildren: false })) });
      });
    },
  );

  app.get(
    '/api/System/DictionaryData/:id/Info',
    { schema: { tags, params: idParams }, config: { access: 'login' } },
    async (req) => ok((await itemFor(req)).item),
  );

  app.post(
    '/api/System/DictionaryData',
    { schema: { tags, body: dictionaryDataSchema }, config: { access: 'login' }, preHandler: requireDistrictScope },
    async (req) => {
      const input = req.body as DictionaryDataInput;
      const type = await findType(db, input.dictionaryTypeId).catch(() => failFields([{ field: 'dictionaryTypeId', message: t('dictionaryTypeNotFound') }]));
      requireDictionaryAccess(req, type, 'btn_add');
      await checkInput(input, type);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO dictionary_data (dictionary_type_id, parent_id, full_name, en_code, simple_spelling, sort_code, enabled_mark, description, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [type.id, input.parentId ?? '-1', input.fullName.trim(), input.enCode.trim(), quickQuery(input.fullName.trim()), input.sortCode ?? 0,
          input.enabledMark ?? 1, input.description ?? null, req.user.id],
      );
      opts.cache.invalidate();
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DictionaryData/:id',
    { schema: { tags, params: idParams, body: { ...dictionaryDataSchema, required: [] } }, config: { access: 'login' }, preHandler: requireDistrictScope },
    async (req) => {
      const { item, type } = await itemFor(req, 'btn_edit');
      const input = req.body as DictionaryDataInput;
      await checkInput(input, type, item);
      await db.query(
        `UPDATE dictionary_data SET parent_id = $2, full_name = $3, en_code = $4, simple_spelling = $5, sort_code = $6, enabled_mark = $7,
            description = $8, updated_at = now() WHERE id = $1`,
        [item.id, input.parentId ?? item.parentId, input.fullName.trim(), input.enCode.trim(), quickQuery(input.fullName.trim()),
          input.sortCode ?? item.sortCode, input.enabledMark ?? item.enabledMark, input.description ?? null],
      );
      opts.cache.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DictionaryData/:id',
    { schema: { tags, params: idParams }, config: { access: 'login' }, preHandler: requireDistrictScope },
    async (req) => {
      const { item } = await itemFor(req, 'btn_remove');
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
    { schema: { tags, params: idParams, body: stateBodySchema }, config: { access: 'login' }, preHandler: requireDistrictScope },
    async (req) => {
      const { item } = await itemFor(req, 'btn_state');
      const wanted = (req.body as { enabledMark?: number } | null)?.enabledMark;
      const rows = await db.query<{ enabled_mark: number }>(
        `UPDATE dictionary_data SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark`,
        [item.id, wanted ?? null],
      );
      opts.cache.invalidate();
      return ok({ enabledMark: Number(rows[0].enabled_mark) }, say(req, 'stateSuccess'));
    },
  );
}
