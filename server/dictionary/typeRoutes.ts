import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import { IdParams, Type, answers, envelope, failFields, listOnly, okId, okNull, one, typed } from '../kit';
import { DICTIONARY_MENU } from './access';
import { checkNameAndCode, DictionaryTypeInput } from './input';
import { buildTree, subtreeIds, withAncestors } from './tree';
import type { DictionaryCache } from './allDictionaries';
import { TypeNode, TypeRow, TypeSelectorNode, allTypes, findType, type DictionaryType } from './rows';

const LABELS = { name: '分类名称', code: '分类编码' };
/** The synthetic top of the parent picker (`root=1`): choosing it puts a type at the top level. */
const TOP = '-1';

export default async function dictionaryTypeRoutes(instance: FastifyInstance, opts: { cache: DictionaryCache }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DictionaryType'];

  /** Input checks shared by create and update; `self` is the type being edited. Answers the trimmed name and code. */
  async function checkInput(input: DictionaryTypeInput, self?: DictionaryType) {
    const errors = checkNameAndCode(input, LABELS);
    if (errors.length) failFields(errors);
    const fullName = input.fullName!.trim();
    const enCode = input.enCode!.trim();
    const parentId = input.parentId ?? TOP;
    if (parentId !== TOP) {
      const types = await allTypes(db);
      const forbidden = self ? subtreeIds(types, self.id) : new Set<string>();
      if (!types.some((x) => x.id === parentId) || forbidden.has(parentId)) {
        failFields([{ field: 'parentId', message: t('dictionaryParentInvalid') }]);
      }
    }
    const clash = await db.query('SELECT 1 FROM dictionary_type WHERE lower(en_code) = lower($1) AND id <> $2', [enCode, self?.id ?? '']);
    if (clash.length) failFields([{ field: 'enCode', message: t('dictionaryTypeCodeExists') }]);
    if (self && self.isTree === 1 && input.isTree === 0) {
      const nested = await db.query(`SELECT 1 FROM dictionary_data WHERE dictionary_type_id = $1 AND parent_id <> '-1' LIMIT 1`, [self.id]);
      if (nested.length) failFields([{ field: 'isTree', message: t('dictionaryTypeHasLevels') }]);
    }
    return { fullName, enCode };
  }

  app.get(
    '/api/System/DictionaryType',
    {
      schema: {
        tags,
        summary: '字典分类树（keyword 保留匹配项及其上级）',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(TypeNode)),
      },
      config: { access: { menu: DICTIONARY_MENU } },
    },
    async (req) => {
      const keyword = req.query.keyword?.toLowerCase();
      let types = await allTypes(db);
      if (keyword) types = withAncestors(types, (x) => x.fullName.toLowerCase().includes(keyword) || x.enCode.toLowerCase().includes(keyword));
      return ok({ list: buildTree(types) });
    },
  );

  app.get(
    '/api/System/DictionaryType/Selector',
    {
      schema: {
        tags,
        summary: '字典分类选择树（启用的；excludeId 去掉该分类及其下级；root=1 时全部放在“顶级”节点（id -1）之下）',
        querystring: Type.Object({
          excludeId: Type.Optional(Type.String({ maxLength: 64 })),
          root: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
          n: Type.Optional(Type.Unknown()),
        }),
        response: answers(listOnly(TypeSelectorNode)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { excludeId, root } = req.query;
      let types = (await allTypes(db)).filter((x) => x.enabledMark === 1);
      // The parent picker of the edit form must not offer the type itself or its descendants.
      if (excludeId) {
        const drop = subtreeIds(types, excludeId);
        types = types.filter((x) => !drop.has(x.id));
      }
      const list = buildTree(types);
      if (root !== '1') return ok({ list });
      // A form's parent field needs a value for "no parent" among its options.
      const top = { id: TOP, parentId: '0', fullName: say(req, 'dictionaryTypeTop'), enCode: '', isTree: 0, sortCode: 0, hasChildren: list.length > 0, children: list };
      return ok({ list: [top] });
    },
  );

  app.get(
    '/api/System/DictionaryType/:id',
    { schema: { tags, summary: '字典分类信息', params: IdParams, response: answers(envelope(TypeRow)) }, config: { access: { menu: DICTIONARY_MENU } } },
    async (req) => ok(await findType(db, req.params.id)),
  );

  app.post(
    '/api/System/DictionaryType',
    {
      schema: { tags, summary: '新建字典分类（区级数据：需全区数据范围）', body: DictionaryTypeInput, response: answers(okId) },
      config: { access: { menu: DICTIONARY_MENU, button: 'btn_add' } },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const input = req.body;
      const { fullName, enCode } = await checkInput(input);
      const created = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO dictionary_type (parent_id, full_name, en_code, is_tree, sort_code, enabled_mark, description, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [input.parentId ?? TOP, fullName, enCode, input.isTree ?? 0, input.sortCode ?? 0, input.enabledMark ?? 1, input.description ?? null, req.user.id],
      );
      opts.cache.invalidate();
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DictionaryType/:id',
    {
      schema: { tags, summary: '修改字典分类（不能移到自身下级；已有多级数据的不能改为非树形）', params: IdParams, body: DictionaryTypeInput, response: answers(okNull) },
      config: { access: { menu: DICTIONARY_MENU, button: 'btn_edit' } },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const self = await findType(db, req.params.id);
      const input = req.body;
      const { fullName, enCode } = await checkInput(input, self);
      await db.query(
        `UPDATE dictionary_type SET parent_id = $2, full_name = $3, en_code = $4, is_tree = $5, sort_code = $6, enabled_mark = $7,
            description = $8, updated_at = now() WHERE id = $1`,
        [self.id, input.parentId ?? self.parentId, fullName, enCode, input.isTree ?? self.isTree, input.sortCode ?? self.sortCode,
          input.enabledMark ?? self.enabledMark, input.description ?? null],
      );
      opts.cache.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DictionaryType/:id',
    {
      schema: { tags, summary: '删除字典分类（有子分类或字典数据时拒绝）', params: IdParams, response: answers(okNull) },
      config: { access: { menu: DICTIONARY_MENU, button: 'btn_remove' } },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const self = await findType(db, req.params.id);
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
