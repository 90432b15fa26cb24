import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ApiError, Code } from '../../contract/errors';
import { ok, page, paging } from '../http/reply';
import { canUse } from '../permission/access';
import {
  IdParams, Nullable, Type, Where, answers, envelope, listAnswer, listOnly, listPage, listQuery, listQueryProperties, okNull, rows, typed, type Static,
} from '../kit';
import { authorizeConfig, authorizeModel, DESIGN_MENU, menuOfModel, publishingMenu, recordScopeSql, withPageDataPermission } from './modelAccess';
import { relationOf } from './recordTable';
import { loadModel } from './modelStore';
import { formDataFields } from './pageModel';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { escapeLike } from '../permission/dataScopeSql';
import {
  KINDS, Kind, PageSchemaValue, VISUAL_DEV_COLUMNS, VISUAL_DEV_FROM, VisualDevEntity, VisualDevRow, checkEntity, createPage, ensureCodeFree,
  findEntity, saveSchema, storedSchema,
} from './designStore';

const tags = ['VisualDevelopment'];

const SORTS: Record<string, string> = {
  fullName: 'v.full_name',
  enCode: 'v.en_code',
  type: 'v.type',
  category: 'v.category',
  state: 'v.state',
  sortCode: 'v.sort_code',
  creatorTime: 'v.created_at',
  lastModifyTime: 'v.updated_at',
  version: 'v.version',
};

/** The entity as the designer sends it; `api` in the schema is the server's to fill (pageApi.ts). */
const EntityBody = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50 }),
    type: Type.Optional(Kind),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    pageSchema: PageSchemaValue,
    /** What changed, shown in the version history. */
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const SelectorItem = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Type.String(),
  state: Type.Integer(),
  hasChildren: Type.Boolean(),
  children: Type.Array(Type.Never()),
});
const SelectorGroup = Type.Object({ id: Type.String(), fullName: Type.String(), hasChildren: Type.Boolean(), children: Type.Array(SelectorItem) });
const SelectorRow = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String(), type: Type.String(), category: Type.String(), state: Type.Integer() });
type SelectorGroup = Static<typeof SelectorGroup>;

const FieldRow = Type.Object({ vModel: Type.String(), label: Type.String(), type: Type.String() });
/** One record's value of one field, under the field's own name (a related-form picker's option). */
const FieldValue = Type.Object({ id: Type.String() }, { additionalProperties: true });
const FieldValueRow = Type.Object({ id: Type.String(), v: Type.Unknown() });
const Total = Type.Object({ total: Type.Integer() });
const Category = Type.Object({ category: Type.String() });
const Found = Type.Object({ id: Type.String() });

/** A page's id doubles as its schema's `id` when the client names none, so it starts with a letter as that must. */
const newPageId = () => `vd-${randomUUID()}`;

/** The label of a category: the menu directory of that code (campus → 校园应用), else the code itself. */
async function categoryLabels(app: FastifyInstance): Promise<Map<string, string>> {
  const catalogue = await app.access.getCatalogue();
  return new Map(catalogue.modules.filter((m) => m.type === 1).map((m) => [m.enCode, m.fullName]));
}

/**
 * The models a caller may name in a picker or see in the model selector: a designer any of them;
 * anyone else those whose generated menu they hold (a model's fields and records are that menu's
 * data, so without it they are none of the caller's business).
 */
function usableModel(req: FastifyRequest): (modelId: string) => boolean {
  const access = req.userAccess;
  if (access.grants.all || canUse(access, DESIGN_MENU)) return () => true;
  return (modelId) => {
    const menu = menuOfModel(access, modelId);
    return menu !== null && canUse(access, menu);
  };
}

export default async function visualDevRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.get(
    '/api/VisualDevelopment',
    {
      schema: {
        tags,
        querystring: listQuery({ category: Type.Optional(Type.String({ maxLength: 50 })), type: Type.Optional(Type.Union([Kind, Type.Literal('')])) }),
        response: answers(listAnswer(VisualDevRow)),
      },
      config: { access: { menu: DESIGN_MENU } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['v.full_name', 'v.en_code']);
      if (q.category) where.and(`v.category = ${where.param(q.category)}`);
      if (q.type) where.and(`v.type = ${where.param(q.type)}`);
      return listPage(db, q, {
        row: VisualDevRow,
        columns: VISUAL_DEV_COLUMNS,
        from: VISUAL_DEV_FROM,
        where,
        sorts: SORTS,
        order: 'v.sort_code ASC, v.created_at DESC, v.id',
        tieBreak: 'v.id',
      });
    },
  );

  app.get(
    '/api/VisualDevelopment/AreasName',
    { schema: { tags, response: answers(listOnly(Type.String())) }, config: { access: { menu: DESIGN_MENU } } },
    async () => {
      const list = await rows(db, Category, `SELECT DISTINCT category FROM visual_dev WHERE category <> '' ORDER BY category`);
      return ok({ list: list.map((r) => r.category) });
    },
  );

  app.get(
    '/api/VisualDevelopment/Selector',
    {
      schema: {
        tags,
        querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 100 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(SelectorGroup)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const types = (req.query.type ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (types.some((s) => !(KINDS as readonly string[]).includes(s))) {
        throw new ApiError(Code.BadRequest, t('typeInvalid'), [{ field: 'type', message: t('typeInvalid') }]);
      }
      const usable = usableModel(req);
      const found = (
        await rows(
          db,
          SelectorRow,
          `SELECT id, full_name, en_code, type, category, state FROM visual_dev ${types.length ? 'WHERE type = ANY($1::text[])' : ''}
            ORDER BY category, sort_code, full_name`,
          types.length ? [types] : [],
        )
      ).filter((r) => usable(r.id));
      const labels = await categoryLabels(app);
      const groups = new Map<string, SelectorGroup>();
      for (const r of found) {
        const key = r.category || 'default';
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { id: key, fullName: labels.get(key) ?? (r.category || '未分类'), hasChildren: true, children: [] }));
        group.children.push({ id: r.id, fullName: r.fullName, enCode: r.enCode, type: r.type, state: r.state, hasChildren: false, children: [] });
      }
      return ok({ list: [...groups.values()] });
    },
  );

  app.get(
    '/api/VisualDevelopment/:id',
    { schema: { tags, params: IdParams, response: answers(envelope(VisualDevEntity)) }, config: { access: { menu: DESIGN_MENU } } },
    async (req) => ok(await findEntity(db, req.params.id)),
  );

  app.get(
    '/api/VisualDevelopment/:id/FormDataFields',
    { schema: { tags, params: IdParams, response: answers(listOnly(FieldRow)) }, config: { access: 'login' } },
    async (req) => {
      const { id } = req.params;
      // The fields are the form's structure: its menu's holders and designers (as Config).
      authorizeConfig(req, id);
      const model = await loadModel(db, id);
      return ok({ list: formDataFields(model.model) });
    },
  );

  app.get(
    '/api/VisualDevelopment/:id/FieldDataSelect',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object({ ...listQueryProperties, field: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: answers(listAnswer(FieldValue)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { id } = req.params;
      const q = req.query;
      // Record values: the model's menu (its columns and data permission), or a designer for an unpublished model.
      const granted = authorizeModel(req, id);
      const model = await loadModel(db, id);
      const grant = withPageDataPermission(req, granted, model.schema);
      const field = model.model.byName.get(q.field);
      if (!field || field.role === 'subTable') throw new ApiError(Code.BadRequest, t('fieldInvalid'), [{ field: 'field', message: t('notFormField') }]);
      if (grant.denied.has(q.field)) throw new ApiError(Code.Forbidden, t('forbidden'));
      const { currentPage, pageSize, offset } = paging(q);
      const params: unknown[] = [id];
      const where = ['r.model_id = $1'];
      if (q.keyword) where.push(`r.data->>$${params.push(q.field)}::text ILIKE $${params.push(`%${escapeLike(q.keyword)}%`)}`);
      const scope = await recordScopeSql(req, grant, params);
      if (scope) where.push(scope);
      const whereSql = where.join(' AND ');
      const listParams = [...params];
      const values = await rows(
        db,
        FieldValueRow,
        `SELECT r.id, r.data->$${listParams.push(q.field)}::text AS v FROM ${relationOf(model)} r WHERE ${whereSql}
          ORDER BY r.created_at DESC, r.id LIMIT ${pageSize} OFFSET ${offset}`,
        listParams,
      );
      const count = await rows(db, Total, `SELECT count(*)::int AS total FROM ${relationOf(model)} r WHERE ${whereSql}`, params);
      return page(values.map((r) => ({ id: r.id, [q.field]: r.v ?? null })), currentPage, pageSize, count[0].total);
    },
  );

  app.post(
    '/api/VisualDevelopment',
    { schema: { tags, body: EntityBody, response: answers(envelope(Type.Object({ id: Type.String() }))) }, config: { access: { menu: DESIGN_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body;
      checkEntity(input);
      // One call: the id is chosen before the insert so the schema's record endpoints can name it.
      const id = newPageId();
      const pageSchema = storedSchema(id, input.pageSchema, input.type);
      await ensureCodeFree(db, input.enCode, null);
      await createPage(db, id, { ...input, pageSchema }, req.user.id);
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/VisualDevelopment/:id',
    {
      schema: { tags, params: IdParams, body: EntityBody, response: answers(envelope(Type.Object({ version: Type.Integer() }))) },
      config: { access: { menu: DESIGN_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const input = req.body;
      if (input.id && input.id !== id) throw new ApiError(Code.BadRequest, t('idMismatch'), [{ field: 'id', message: t('idMismatchField') }]);
      const before = await findEntity(db, id);
      checkEntity(input);
      const pageSchema = storedSchema(id, input.pageSchema, input.type);
      await ensureCodeFree(db, input.enCode, id);
      const version = await saveSchema(db, id, { ...input, pageSchema }, req.user.id, before);
      return ok({ version }, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/VisualDevelopment/:id',
    { schema: { tags, params: IdParams, response: answers(okNull) }, config: { access: { menu: DESIGN_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params;
      await findEntity(db, id);
      const catalogue = await app.access.getCatalogue();
      const usedBy = publishingMenu(catalogue.modules, id);
      if (usedBy) throw new ApiError(Code.BadRequest, t('visualDevInUseBy', { menu: usedBy.fullName }));
      await db.query('DELETE FROM visual_dev WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/VisualDevelopment/:id/Actions/Copy',
    {
      schema: { tags, params: IdParams, response: answers(envelope(Type.Object({ id: Type.String(), enCode: Type.String() }))) },
      config: { access: { menu: DESIGN_MENU, button: 'btn_copy' } },
    },
    async (req) => {
      const source: VisualDevEntity = await findEntity(db, req.params.id);
      let n = 1;
      const codeOf = (i: number) => `${source.enCode}.copy${i > 1 ? i : ''}`;
      while ((await rows(db, Found, 'SELECT id FROM visual_dev WHERE lower(en_code) = lower($1)', [codeOf(n)])).length) n++;
      const enCode = codeOf(n);
      const id = newPageId();
      // The copy's endpoints address the copy's records, not the original's (pageApi.ts).
      const pageSchema = storedSchema(id, source.pageSchema);
      await createPage(
        db,
        id,
        {
          fullName: `${source.fullName}副本${n > 1 ? n : ''}`.slice(0, 50), enCode, category: source.category, state: 0,
          description: source.description || null, sortCode: source.sortCode, pageSchema,
        },
        req.user.id,
      );
      return ok({ id, enCode }, say(req, 'createSuccess'));
    },
  );
}
