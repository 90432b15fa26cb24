import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { validate } from '../../contract/rules/rules';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { canUse } from '../permission/access';
import { authorizeConfig, authorizeModel, DESIGN_MENU, menuOfModel, publishingMenu, recordScopeSql } from './modelAccess';
import { loadModel, VISUAL_DEV_COLUMNS, visualDevRow } from './modelStore';
import { formDataFields, readPageModel, tableNameOf } from './pageModel';
import { checkPageSchema } from './pageSchemaCheck';
import { searchTextSql } from './recordQuery';
import { failFields } from './recordInput';
import { joinTexts, ruleText, t } from '../../contract/texts';
import { say } from '../http/language';
import { assertFields, type FieldError } from '../http/errors';
import { sortColumn } from '../kit/sortClause';

const KINDS = ['list', 'treeList', 'form', 'report', 'dictionary'] as const;

const SORTS: Record<string, string> = {
  fullName: 'v.full_name',
  enCode: 'v.en_code',
  type: 'v.type',
  category: 'v.category',
  state: 'v.state',
  sortCode: 'v.sort_code',
  creatorTime: 'v.created_at',
  lastModifyTime: 'v.updated_at',
};

const FROM = 'FROM visual_dev v LEFT JOIN users u ON u.id = v.creator_user_id';

const inputSchema = {
  type: 'object',
  required: ['fullName', 'enCode', 'pageSchema'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 64 },
    fullName: { type: 'string', minLength: 1, maxLength: 50 },
    enCode: { type: 'string', minLength: 1, maxLength: 50 },
    type: { type: 'string', enum: [...KINDS] },
    category: { type: 'string', maxLength: 50 },
    state: { type: 'integer', enum: [0, 1] },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    pageSchema: { type: 'object' },
  },
} as const;

interface VisualDevInput {
  id?: string;
  fullName: string;
  enCode: string;
  type?: PageSchema['kind'];
  category?: string;
  state?: number;
  description?: string | null;
  sortCode?: number;
  pageSchema: PageSchema;
}

/** §5 rules on the entity, then the page schema (meta-schema and record-relevant parts). */
function checkInput(input: VisualDevInput) {
  const errors: FieldError[] = [];
  const name = validate('name', input.fullName);
  if (name) errors.push({ field: 'fullName', message: ruleText(name) });
  const code = validate('code', input.enCode);
  if (code) errors.push({ field: 'enCode', message: ruleText(code) });
  assertFields(errors);
  const problems = checkPageSchema(input.pageSchema);
  if (!problems.length && input.type && input.pageSchema.kind !== input.type) {
    problems.push({ path: '/kind', message: `must equal the type '${input.type}'` });
  }
  if (problems.length) {
    const list = problems.slice(0, 3).map((p) => `${p.path} ${p.message}`);
    throw new ApiError(Code.BadRequest, t('pageSchemaProblems', { problems: joinTexts(list) }), problems);
  }
}

async function findEntity(app: FastifyInstance, id: string) {
  const rows = await app.database.query<Record<string, unknown>>(`SELECT ${VISUAL_DEV_COLUMNS}, v.page_schema ${FROM} WHERE v.id = $1`, [id]);
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  const r = rows[0];
  return { ...visualDevRow(r), pageSchema: (typeof r.page_schema === 'string' ? JSON.parse(r.page_schema) : r.page_schema) as PageSchema };
}

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

export default async function visualDevRoutes(app: FastifyInstance) {
  const db = app.database;

  app.get(
    '/api/VisualDevelopment',
    {
      schema: {
        tags: ['VisualDevelopment'],
        querystring: {
          ...listQuerySchema,
          properties: { ...listQuerySchema.properties, category: { type: 'string', maxLength: 50 }, type: { type: 'string', enum: [...KINDS, ''] } },
        },
      },
      config: { access: { menu: DESIGN_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; category?: string; type?: string; sidx?: string; sort?: string };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where: string[] = [];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(v.full_name ILIKE $${p} OR v.en_code ILIKE $${p})`);
      }
      if (q.category) where.push(`v.category = $${params.push(q.category)}`);
      if (q.type) where.push(`v.type = $${params.push(q.type)}`);
      let order = 'v.sort_code ASC, v.created_at DESC, v.id';
      if (q.sidx) {
        order = `${sortColumn(SORTS, q.sidx)} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, v.id`;
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${VISUAL_DEV_COLUMNS} ${FROM} ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
        params,
      );
      const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM visual_dev v ${whereSql}`, params);
      return page(rows.map(visualDevRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/VisualDevelopment/AreasName',
    { schema: { tags: ['VisualDevelopment'] }, config: { access: { menu: DESIGN_MENU } } },
    async () => {
      const rows = await db.query<{ category: string }>(`SELECT DISTINCT category FROM visual_dev WHERE category <> '' ORDER BY category`);
      return ok({ list: rows.map((r) => r.category) });
    },
  );

  app.get(
    '/api/VisualDevelopment/Selector',
    {
      schema: { tags: ['VisualDevelopment'], querystring: { type: 'object', properties: { type: { type: 'string', maxLength: 100 }, n: {} } } },
      config: { access: 'login' },
    },
    async (req) => {
      const { type } = req.query as { type?: string };
      const types = (type ?? '').split(',').map((t) => t.trim()).filter(Boolean);
      if (types.some((t) => !(KINDS as readonly string[]).includes(t))) {
        throw new ApiError(Code.BadRequest, t('typeInvalid'), [{ field: 'type', message: t('typeInvalid') }]);
      }
      const usable = usableModel(req);
      const rows = (
        await db.query<{ id: string; full_name: string; en_code: string; type: string; category: string; state: number }>(
          `SELECT id, full_name, en_code, type, category, state FROM visual_dev ${types.length ? 'WHERE type = ANY($1::text[])' : ''}
            ORDER BY category, sort_code, full_name`,
          types.length ? [types] : [],
        )
      ).filter((r) => usable(r.id));
      const labels = await categoryLabels(app);
      const groups = new Map<string, { id: string; fullName: string; hasChildren: boolean; children: unknown[] }>();
      for (const r of rows) {
        const key = r.category || 'default';
        if (!groups.has(key)) groups.set(key, { id: key, fullName: labels.get(key) ?? (r.category || '未分类'), hasChildren: true, children: [] });
        groups.get(key)!.children.push({ id: r.id, fullName: r.full_name, enCode: r.en_code, type: r.type, state: Number(r.state), hasChildren: false, children: [] });
      }
      return ok({ list: [...groups.values()] });
    },
  );

  app.get(
    '/api/VisualDevelopment/:id',
    { schema: { tags: ['VisualDevelopment'], params: idParams }, config: { access: { menu: DESIGN_MENU } } },
    async (req) => ok(await findEntity(app, (req.params as { id: string }).id)),
  );

  app.get(
    '/api/VisualDevelopment/:id/FormDataFields',
    { schema: { tags: ['VisualDevelopment'], params: idParams }, config: { access: 'login' } },
    async (req) => {
      const { id } = req.params as { id: string };
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
        tags: ['VisualDevelopment'],
        params: idParams,
        querystring: {
          ...listQuerySchema,
          required: ['field'],
          properties: { ...listQuerySchema.properties, field: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const q = req.query as { field: string; keyword?: string };
      // Record values: the model's menu (its columns and data permission), or a designer for an unpublished model.
      const grant = authorizeModel(req, id);
      const model = await loadModel(db, id);
      const field = model.model.byName.get(q.field);
      if (!field || field.role === 'subTable') throw new ApiError(Code.BadRequest, t('fieldInvalid'), [{ field: 'field', message: t('notFormField') }]);
      if (grant.denied.has(q.field)) throw new ApiError(Code.Forbidden, t('forbidden'));
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [id];
      const where = ['r.model_id = $1'];
      if (q.keyword) where.push(`r.data->>$${params.push(q.field)}::text ILIKE $${params.push(`%${escapeLike(q.keyword)}%`)}`);
      const scope = await recordScopeSql(req, grant, params);
      if (scope) where.push(scope);
      const whereSql = where.join(' AND ');
      const listParams = [...params];
      const rows = await db.query<{ id: string; v: unknown }>(
        `SELECT r.id, r.data->$${listParams.push(q.field)}::text AS v FROM model_record r WHERE ${whereSql}
          ORDER BY r.created_at DESC, r.id LIMIT ${pageSize} OFFSET ${offset}`,
        listParams,
      );
      const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM model_record r WHERE ${whereSql}`, params);
      return page(rows.map((r) => ({ id: r.id, [q.field]: r.v ?? null })), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.post(
    '/api/VisualDevelopment',
    { schema: { tags: ['VisualDevelopment'], body: inputSchema }, config: { access: { menu: DESIGN_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body as VisualDevInput;
      checkInput(input);
      await ensureCodeFree(app, input.enCode, null);
      const model = readPageModel(input.pageSchema);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO visual_dev (full_name, en_code, type, category, state, description, sort_code, page_schema, table_name, fields, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          input.fullName, input.enCode, input.pageSchema.kind, input.category ?? '', input.state ?? 0, input.description ?? null,
          input.sortCode ?? 0, JSON.stringify(input.pageSchema), tableNameOf(input.enCode), JSON.stringify(formDataFields(model)), req.user.id,
        ],
      );
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/VisualDevelopment/:id',
    { schema: { tags: ['VisualDevelopment'], params: idParams, body: inputSchema }, config: { access: { menu: DESIGN_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as VisualDevInput;
      if (input.id && input.id !== id) throw new ApiError(Code.BadRequest, t('idMismatch'), [{ field: 'id', message: t('idMismatchField') }]);
      const before = await findEntity(app, id);
      checkInput(input);
      await ensureCodeFree(app, input.enCode, id);
      const model = readPageModel(input.pageSchema);
      await db.query(
        `UPDATE visual_dev SET full_name = $2, en_code = $3, type = $4, category = $5, state = $6, description = $7, sort_code = $8,
            page_schema = $9, table_name = $10, fields = $11, last_modify_user_id = $12, updated_at = now() WHERE id = $1`,
        [
          id, input.fullName, input.enCode, input.pageSchema.kind, input.category ?? '', input.state ?? before.state, input.description ?? null,
          input.sortCode ?? 0, JSON.stringify(input.pageSchema), tableNameOf(input.enCode), JSON.stringify(formDataFields(model)), req.user.id,
        ],
      );
      // The keyword searches a stored text; when the searchable fields change, every record's text follows.
      const oldKeywords = readPageModel(before.pageSchema).keywordFields.join('\u0000');
      if (oldKeywords !== model.keywordFields.join('\u0000')) {
        await db.query(`UPDATE model_record SET search_text = ${searchTextSql('data', '$2')} WHERE model_id = $1`, [id, model.keywordFields]);
      }
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/VisualDevelopment/:id',
    { schema: { tags: ['VisualDevelopment'], params: idParams }, config: { access: { menu: DESIGN_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findEntity(app, id);
      const catalogue = await app.access.getCatalogue();
      const usedBy = publishingMenu(catalogue.modules, id);
      if (usedBy) throw new ApiError(Code.BadRequest, t('visualDevInUseBy', { menu: usedBy.fullName }));
      await db.query('DELETE FROM visual_dev WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/VisualDevelopment/:id/Actions/Copy',
    { schema: { tags: ['VisualDevelopment'], params: idParams }, config: { access: { menu: DESIGN_MENU, button: 'btn_copy' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const source = await findEntity(app, id);
      let n = 1;
      const codeOf = (i: number) => `${source.enCode}.copy${i > 1 ? i : ''}`;
      while ((await db.query('SELECT 1 FROM visual_dev WHERE lower(en_code) = lower($1)', [codeOf(n)])).length) n++;
      const enCode = codeOf(n);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO visual_dev (full_name, en_code, type, category, state, description, sort_code, page_schema, table_name, fields, creator_user_id)
         VALUES ($1, $2, $3, $4, 0, $5, $6, '{}'::json, $7, $8, $9) RETURNING id`,
        [
          `${source.fullName}副本${n > 1 ? n : ''}`.slice(0, 50), enCode, source.type, source.category, source.description || null,
          source.sortCode, tableNameOf(enCode), JSON.stringify(source.fields), req.user.id,
        ],
      );
      const newId = rows[0].id;
      // The copy's endpoints address the copy's records, not the original's.
      const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const text = JSON.stringify(source.pageSchema).replace(new RegExp(`/api/VisualDevelopment/Model/${escaped}(?=[/"])`, 'g'), `/api/VisualDevelopment/Model/${newId}`);
      await db.query('UPDATE visual_dev SET page_schema = $2 WHERE id = $1', [newId, text]);
      return ok({ id: newId, enCode }, say(req, 'createSuccess'));
    },
  );
}

async function ensureCodeFree(app: FastifyInstance, enCode: string, exceptId: string | null) {
  const clash = await app.database.query('SELECT 1 FROM visual_dev WHERE lower(en_code) = lower($1) AND id <> coalesce($2, \'\')', [enCode, exceptId]);
  if (clash.length) failFields([{ field: 'enCode', message: t('visualDevCodeExists') }]);
}

