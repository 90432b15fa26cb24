import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import type { Database } from '../db/client';
import { idParams, ok } from '../http/reply';
import { DICTIONARY_MENU } from './access';
import { checkNameAndCode, dictionaryTypeSchema, failFields, type DictionaryTypeInput } from './input';
import { buildTree, subtreeIds, withAncestors } from './tree';
import type { DictionaryCache } from './allDictionaries';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';

const TYPE_COLUMNS = 'id, parent_id, full_name, en_code, is_tree, sort_code, enabled_mark, description, created_at, updated_at';

export function typeRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    parentId: r.parent_id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    isTree: Number(r.is_tree),
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    description: (r.description as string) ?? '',
    creatorTime: new Date(r.created_at as string).getTime(),
    lastModifyTime: r.updated_at ? new Date(r.updated_at as string).getTime() : null,
  };
}
export type DictionaryType = ReturnType<typeof typeRow>;

async function allTypes(db: Database): Promise<DictionaryType[]> {
  const rows = await db.query<Record<string, unknown>>(`SELECT ${TYPE_COLUMNS} FROM dictionary_type ORDER BY sort_code, created_at, id`);
  return rows.map(typeRow);
}

/** A type by id or, where the spec allows it (Data/Selector), by enCode. */
export async function findType(db: Database, idOrCode: string, opts: { byCode?: boolean } = {}): Promise<DictionaryType> {
  const rows = await db.query<Record<string, unknown>>(
    opts.byCode
      ? `SELECT ${TYPE_COLUMNS} FROM dictionary_type WHERE id = $1 OR lower(en_code) = lower($1) ORDER BY (id = $1) DESC LIMIT 1`
      : `SELECT ${TYPE_COLUMNS} FROM dictionary_type WHERE id = $1`,
    [idOrCode],
  );
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return typeRow(rows[0]);
}

const LABELS = { name: '分类名称', code: '分类编码' };

export default async function dictionaryTypeRoutes(app: FastifyInstance, opts: { cache: DictionaryCache }) {
  const db = app.database;
  const tags = ['DictionaryType'];

  /** Input checks shared by create and update; `self` is the type being edited. */
  async function checkInput(input: DictionaryTypeInput, self?: DictionaryType) {
    const errors = checkNameAndCode(input, LABELS);
    if (errors.length) failFields(errors);
    const parentId = input.parentId ?? '-1';
    if (parentId !== '-1') {
      const types = await allTypes(db);
      const forbidden = self ? subtreeIds(types, self.id) : new Set<string>();
      if (!types.some((t) => t.id === parentId) || forbidden.has(parentId)) {
        failFields([{ field: 'parentId', message: t('dictionaryParentInvalid') }]);
      }
    }
    const clash = await db.query('SELECT 1 FROM dictionary_type WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode.trim(), self?.id ?? '']);
    if (clash.length) failFields([{ field: 'enCode', message: t('dictionaryTypeCodeExists') }]);
    if (self && self.isTree === 1 && input.isTree === 0) {
      const nested = await db.query(`SELECT 1 FROM dictionary_data WHERE dictionary_type_id = $1 AND parent_id <> '-1' LIMIT 1`, [self.id]);
      if (nested.length) failFields([{ field: 'isTree', message: t('dictionaryTypeHasLevels') }]);
    }
  }

  app.get(
    '/api/System/DictionaryType',
    {
      schema: { tags, querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, n: {} } } },
      config: { access: { menu: DICTIONARY_MENU } },
    },
    async (req) => {
      const { keyword } = req.query as { keyword?: string };
      let types = await allTypes(db);
      if (keyword) {
        const k = keyword.toLowerCase();
        types = withAncestors(types, (t) => t.fullName.toLowerCase().includes(k) || t.enCode.toLowerCase().includes(k));
      }
      return ok({ list: buildTree(types) });
    },
  );

  app.get(
    '/api/System/DictionaryType/Selector',
    {
      schema: { tags, querystring: { type: 'object', properties: { excludeId: { type: 'string', maxLength: 64 }, n: {} } } },
      config: { access: 'login' },
    },
    async (req) => {
      const { excludeId } = req.query as { excludeId?: string };
      let types = (await allTypes(db)).filter((t) => t.enabledMark === 1);
      // The parent picker of the edit form must not offer the type itself or its descendants.
      if (excludeId) {
        const drop = subtreeIds(types, excludeId);
        types = types.filter((t) => !drop.has(t.id));
      }
      const list = buildTree(types.map(({ id, parentId, fullName, enCode, isTree, sortCode }) => ({ id, parentId, fullName, enCode, isTree, sortCode })));
      return ok({ list });
    },
  );

  app.get(
    '/api/System/DictionaryType/:id',
    { schema: { tags, params: idParams }, config: { access: { menu: DICTIONARY_MENU } } },
    async (req) => ok(await findType(db, (req.params as { id: string }).id)),
  );

  app.post(
    '/api/System/DictionaryType',
    { schema: { tags, body: dictionaryTypeSchema }, config: { access: { menu: DICTIONARY_MENU, button: 'btn_add' } }, preHandler: requireDistrictScope },
    async (req) => {
      const input = req.body as DictionaryTypeInput;
      await checkInput(input);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO dictionary_type (parent_id, full_name, en_code, is_tree, sort_code, enabled_mark, description, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [input.parentId ?? '-1', input.fullName.trim(), input.enCode.trim(), input.isTree ?? 0, input.sortCode ?? 0, input.enabledMark ?? 1, input.description ?? null, req.user.id],
      );
      opts.cache.invalidate();
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DictionaryType/:id',
    { schema: { tags, params: idParams, body: dictionaryTypeSchema }, config: { access: { menu: DICTIONARY_MENU, button: 'btn_edit' } }, preHandler: requireDistrictScope },
    async (req) => {
      const self = await findType(db, (req.params as { id: string }).id);
      const input = req.body as DictionaryTypeInput;
      await checkInput(input, self);
      await db.query(
        `UPDATE dictionary_type SET parent_id = $2, full_name = $3, en_code = $4, is_tree = $5, sort_code = $6, enabled_mark = $7,
            description = $8, updated_at = now() WHERE id = $1`,
        [self.id, input.parentId ?? self.parentId, input.fullName.trim(), input.enCode.trim(), input.isTree ?? self.isTree, input.sortCode ?? self.sortCode,
          input.enabledMark ?? self.enabledMark, input.description ?? null],
      );
      opts.cache.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DictionaryType/:id',
    { schema: { tags, params: idParams }, config: { access: { menu: DICTIONARY_MENU, button: 'btn_remove' } }, preHandler: requireDistrictScope },
    async (req) => {
      const self = await findType(db, (req.params as { id: string }).id);
      // One statement: the in-use check and the delete cannot be split by a concurrent insert of a child.
      const gone = await db.query(
        `DELETE FROM dictionary_type t WHERE t.id = $1
           AND NOT EXISTS (SELECT 1 FROM dictionary_type c WHERE c.parent_id = t.id)
           AND NOT EXISTS (SELECT 1 FROM dictionary_data d WHERE d.dictionary_type_id = t.id) RETURNING t.id`,
        [self.id],
      );
      if (!gone.length) throw new ApiError(Code.BadRequest, t('dictionaryTypeInUse'));
      opts.cache.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
