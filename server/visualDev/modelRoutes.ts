import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok, page, paging } from '../http/reply';
import { recordInScope } from '../permission/recordScope';
import { scopeUser } from '../permission/scopeUser';
import { authorizeConfig, authorizeModel, recordScopeSql, withPageDataPermission, type ModelButton, type ModelGrant } from './modelAccess';
import { loadModel, type LoadedModel } from './modelStore';
import { listFilter, searchTextSql } from './recordQuery';
import { prepareRecord, type RecordData } from './recordInput';
import { displayRecords } from './displayValues';
import { attachment, exportWorkbook, IMPORT_MAX_COLUMNS, IMPORT_MAX_UNPACKED_MB, importableFields, readWorkbook, templateWorkbook, XLSX_TYPE, type SheetRow } from './workbook';
import type { ModelField } from './pageModel';
import { convertRow, importLookups } from './importRows';
import type { FieldError } from './recordSchema';
import { listKey } from '../plugins/readCache';
import { PreparedAnswer, sendPrepared } from '../http/preparedAnswer';
import { seekCondition, type SeekKey } from './pageSeek';
import { SeekIndex } from '../db/seekIndex';
import type { StatementOptions } from '../db/client';
import { t } from '../../contract/texts';
import { langOf, say } from '../http/language';
import { Nullable, Type, answers, envelope, listOnly, okNull, rows, typed, type Static } from '../kit';
import { PageSchemaValue } from './designStore';
import { randomUUID } from 'node:crypto';
import { deleteFromTable, insertIntoTable, relationOf, updateInTable } from './recordTable';

const ModelParams = Type.Object({ modelId: Type.String({ minLength: 1, maxLength: 64 }) });
const RecordParams = Type.Object({ modelId: Type.String({ minLength: 1, maxLength: 64 }), id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * Record bodies, list queries and records are checked against the model's own form schema
 * (recordSchema.ts) and search schema (recordQuery.ts), not a fixed one: any field names pass here.
 */
const AnyFields = Type.Record(Type.String(), Type.Unknown());
/** A record as answered: its id and the fields the caller may see. */
const RecordAnswer = Type.Object({ id: Type.String() }, { additionalProperties: true });
const ConfigAnswer = Type.Object({ id: Type.String(), fullName: Type.String(), type: Type.String(), pageSchema: PageSchemaValue });
const TreeNode = Type.Object(
  { id: Type.String(), organizeId: Type.String(), parentId: Type.Optional(Type.String()), fullName: Type.String(), type: Type.String(), hasChildren: Type.Boolean(), count: Type.Integer() },
  { additionalProperties: true },
);
const TreeSchool = Type.Object({ ...TreeNode.properties, children: Type.Array(TreeNode) });
const TreeRow = Type.Object({ organizeId: Nullable(Type.String()), fullName: Nullable(Type.String()), v: Nullable(Type.String()), n: Type.Integer() });
const ImportAnswer = Type.Object({
  total: Type.Integer(),
  accepted: Type.Integer(),
  refused: Type.Array(Type.Object({ row: Type.Integer(), errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })) })),
  snum: Type.Integer(),
  fnum: Type.Integer(),
});
const ExportBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10_000 })),
  columns: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
  query: Type.Optional(AnyFields),
});

const EXPORT_MAX_ROWS = 10_000;
const IMPORT_MAX_ROWS = 5_000;

interface Ctx {
  model: LoadedModel;
  grant: ModelGrant;
}

/** Loads the model and authorises the call; dictionary pages have no records. */
async function modelCtx(req: FastifyRequest, modelId: string, button?: ModelButton): Promise<Ctx> {
  const grant = authorizeModel(req, modelId, button);
  const model = await loadModel(req.server.database, modelId, req.server.readCache);
  if (model.type === 'dictionary' || !model.schema.form) throw new ApiError(Code.BadRequest, t('noFormData'));
  return { model, grant: withPageDataPermission(req, grant, model.schema) };
}

/** A record as the caller may see it: id and fields, without the columns they are not granted. */
function visible(id: string, data: RecordData, denied: Set<string>): { id: string } & RecordData {
  const out: { id: string } & RecordData = { id };
  for (const [k, v] of Object.entries(data)) if (!denied.has(k) && k !== 'id') out[k] = v;
  return out;
}

const dataOf = (v: unknown): RecordData => (typeof v === 'string' ? JSON.parse(v) : (v as RecordData)) ?? {};

interface StoredRecord {
  id: string;
  data: RecordData;
  organizeId: string | null;
  departmentId: string | null;
  creatorUserId: string | null;
}

/** A record of the model that the caller's data permission reaches; anything else is 404, never a hint. */
async function findRecord(req: FastifyRequest, ctx: Ctx, id: string): Promise<StoredRecord> {
  const params: unknown[] = [ctx.model.id, id];
  const scope = await recordScopeSql(req, ctx.grant, params);
  const rows = await req.server.database.query<Record<string, unknown>>(
    `SELECT r.id, r.data, r.organize_id, r.department_id, r.creator_user_id FROM ${relationOf(ctx.model)} r
      WHERE r.model_id = $1 AND r.id = $2 ${scope ? `AND ${scope}` : ''}`,
    params,
  );
  const r = rows[0];
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  return {
    id: r.id as string,
    data: dataOf(r.data),
    organizeId: (r.organize_id as string) ?? null,
    departmentId: (r.department_id as string) ?? null,
    creatorUserId: (r.creator_user_id as string) ?? null,
  };
}

/**
 * Where a record belongs for data permission: the school picked in the form when the form has a
 * company field, otherwise the author's own organisation and department. A placement outside the
 * caller's data permission is refused, so nobody writes records they could not read back.
 */
async function placementOf(req: FastifyRequest, ctx: Ctx, data: RecordData, current: StoredRecord | null) {
  const orgField = ctx.model.model.fields.find((f) => f.role === 'organize');
  const deptField = ctx.model.model.fields.find((f) => f.role === 'department');
  const pick = (v: unknown) => (typeof v === 'string' && v ? v : Array.isArray(v) && typeof v[v.length - 1] === 'string' ? (v[v.length - 1] as string) : null);
  const organizeId = (orgField && pick(data[orgField.vModel])) || current?.organizeId || req.user.organizeId;
  const departmentId = (deptField && pick(data[deptField.vModel])) || (current ? current.departmentId : req.user.departmentId);
  if (!current || organizeId !== current.organizeId || departmentId !== current.departmentId) {
    const rows = await req.server.database.query<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = $1', [organizeId]);
    const inScope = recordInScope(ctx.grant.schemes, await scopeUser(req), {
      organizeId,
      organizeTreePath: rows[0]?.tree_path ?? '',
      departmentId,
      ownerIds: [current?.creatorUserId ?? req.user.id],
    });
    if (!inScope) throw new ApiError(Code.Forbidden, t('outOfScope'));
  }
  return { organizeId, departmentId };
}

async function insertRecord(req: FastifyRequest, ctx: Ctx, data: RecordData): Promise<string> {
  const { organizeId, departmentId } = await placementOf(req, ctx, data, null);
  if (ctx.model.schema.recordTable) {
    const id = randomUUID();
    await insertIntoTable(req.server.database, ctx.model, id, data, { organizeId, departmentId }, req.user.id);
    req.server.readCache.bump();
    return id;
  }
  const rows = await req.server.database.query<{ id: string }>(
    `INSERT INTO model_record (model_id, data, search_text, organize_id, department_id, creator_user_id)
     VALUES ($1, $2::jsonb, ${searchTextSql('$2', '$3')}, $4, $5, $6) RETURNING id`,
    [ctx.model.id, JSON.stringify(data), ctx.model.model.keywordFields, organizeId, departmentId, req.user.id],
  );
  // Now, not only when the response is sent: a list asked right after must not get a cached answer.
  req.server.readCache.bump();
  return rows[0].id;
}

/** The WHERE clause of a list or export over the model's records `r`, filters and data permission included. */
async function listWhere(req: FastifyRequest, ctx: Ctx, query: Record<string, unknown>, params: unknown[]) {
  params.push(ctx.model.id);
  const filter = listFilter(ctx.model.model, query, ctx.grant.denied, params);
  const scope = await recordScopeSql(req, ctx.grant, params);
  const where = ['r.model_id = $1', ...filter.where, ...(scope ? [scope] : [])];
  // Unfiltered records kept in model_record: the model's rows in model_record_page_idx, one plan
  // whatever the model and the page (db-plans test). A model with a table of its own is not pinned.
  return { whereSql: where.join(' AND '), orderBy: filter.orderBy, unfiltered: where.length === 1 && !ctx.model.schema.recordTable };
}

const NAMED_ROLES = new Set(['user', 'currentUser', 'organize', 'department', 'currentOrganize', 'currentDepartment', 'position']);

function recordCtx(req: FastifyRequest, ctx: Ctx) {
  return {
    database: req.server.database,
    userId: req.user.id,
    organizeId: req.user.organizeId,
    departmentId: req.user.departmentId,
    model: ctx.model,
    denied: ctx.grant.denied,
  };
}

/**
 * List rows carry ids for people and organisations (the edit form needs them) and, beside each, its
 * name as `<field>Name`, so a table can show 班主任 without one lookup per row.
 */
async function withNames(database: FastifyInstance['database'], ctx: Ctx, rows: RecordData[]): Promise<RecordData[]> {
  const named = ctx.model.model.fields.filter((f) => NAMED_ROLES.has(f.role) && !ctx.grant.denied.has(f.vModel));
  if (!named.length || !rows.length) return rows;
  const shown = await displayRecords(database, named, rows);
  return rows.map((r, i) => {
    const out = { ...r };
    for (const f of named) if (r[f.vModel] !== undefined) out[`${f.vModel}Name`] = shown[i][f.vModel];
    return out;
  });
}

/** The multipart upload (field "file", an .xlsx made from the template). */
async function uploadedSheet(req: FastifyRequest, fields: ModelField[]): Promise<SheetRow[]> {
  const file = await req.file();
  if (!file || !/\.xlsx$/i.test(file.filename)) throw new ApiError(Code.BadRequest, t('importFileRequired'));
  const sheet = await readWorkbook(await file.toBuffer(), fields, IMPORT_MAX_ROWS);
  if (sheet === 'tooMany') throw new ApiError(Code.BadRequest, t('importTooManyRows'));
  if (sheet === 'tooManyColumns') throw new ApiError(Code.BadRequest, t('importTooManyColumns', { max: IMPORT_MAX_COLUMNS }));
  if (sheet === 'tooLarge') throw new ApiError(Code.BadRequest, t('importTooLarge', { max: IMPORT_MAX_UNPACKED_MB }));
  if (sheet === 'noHeader' || sheet === 'unreadable') throw new ApiError(Code.BadRequest, t('importTemplateInvalid'));
  return sheet;
}

/**
 * Rows the client already read from the spreadsheet: `{ list: [{field: value}] }` (the renderer's
 * import). Like spreadsheet columns without a known header, keys that are not importable fields are
 * ignored (convertRow keeps only those).
 */
function jsonSheet(body: unknown): SheetRow[] {
  const list = (body as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) throw new ApiError(Code.BadRequest, t('importFileRequired'));
  if (list.length > IMPORT_MAX_ROWS) throw new ApiError(Code.BadRequest, t('importTooManyRows'));
  return list.map((item, i) => ({ row: i + 2, values: item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {} }));
}

/** The request prefers a JSON envelope (the app's http client sends `Accept: application/json`). */
function wantsJson(req: FastifyRequest): boolean {
  const accept = String(req.headers.accept ?? '');
  return /application\/json/i.test(accept) && !/spreadsheetml|\*\/\*/i.test(accept);
}

function sendXlsx(reply: FastifyReply, name: string, buffer: Buffer) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(name)).send(buffer);
}

export default async function modelRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const base = '/api/VisualDevelopment/Model/:modelId';

  app.get(`${base}/Config`, { schema: { tags: ['VisualDevelopment'], params: ModelParams, response: answers(envelope(ConfigAnswer)) }, config: { access: 'login' } }, async (req) => {
    const { modelId } = req.params;
    authorizeConfig(req, modelId);
    const model = await loadModel(db, modelId);
    return ok({ id: model.id, fullName: model.fullName, type: model.type, pageSchema: model.schema });
  });

  // compress: false, as the prepared answer brings its own coding (http/preparedAnswer.ts).
  app.get(`${base}/List`, { schema: { tags: ['VisualDevelopment'], params: ModelParams, querystring: AnyFields }, config: { access: 'login' }, compress: false }, async (req, reply) => {
    // Authorised on every call, before the cache; the answer is cached per caller (columns and data
    // permission differ) and per query, and any successful write through the API discards it.
    const { modelId } = req.params;
    authorizeModel(req, modelId);
    const query = req.query;
    const key = listKey(req.user.id, `model:${modelId}`, query);
    const answer = app.readCache.peek<PreparedAnswer>(key) ?? (await app.readCache.wrap(key, async () => new PreparedAnswer(await listAnswer(req, modelId, query))));
    return sendPrepared(req, reply, answer);
  });

  /** Rows of one page in the list's order, with the default order's rows found by seeking (pageSeek.ts). */
  async function pageRows(ctx: Ctx, whereSql: string, params: unknown[], orderBy: (p: unknown[]) => string, sorted: boolean, offset: number, limit: number, unfiltered: boolean) {
    if (sorted) {
      const p = [...params];
      const order = orderBy(p);
      return db.query<{ id: string; data: unknown }>(`SELECT r.id, r.data FROM ${relationOf(ctx.model)} r WHERE ${whereSql} ORDER BY ${order} LIMIT $${p.push(limit)} OFFSET $${p.push(offset)}`, p);
    }
    const seeks = await app.readCache.wrap(`model-seek|${whereSql}|${JSON.stringify(params)}`, async () => new SeekIndex<SeekKey>());
    // Far from every known position: one pass over the order's index records one every few hundred rows.
    if (seeks.wantsAnchors(offset)) {
      await seeks.anchor(async (step) =>
        (
          await db.query<{ pos: number; created_at: string; id: string }>(
            `SELECT x.rn::int AS pos, x.created_at::text AS created_at, x.id FROM (
               SELECT r.created_at, r.id, row_number() OVER (ORDER BY r.created_at DESC, r.id) - 1 AS rn FROM ${relationOf(ctx.model)} r WHERE ${whereSql}) x
              WHERE x.rn > 0 AND x.rn % ${step} = 0`,
            params,
          )
        ).map((a) => ({ offset: a.pos, key: { createdAt: a.created_at, id: a.id } })),
      );
    }
    const from = seeks.nearest(offset);
    const p = [...params];
    const where = from ? `${whereSql} AND ${seekCondition(from.key, p)}` : whereSql;
    // The ids come from the index alone (no record read for the rows skipped); only the page's records are then read, in the same statement.
    const found = await recordsOfPage<{ id: string; created_at: string; data: unknown }>(
      ctx,
      // The distance as a parameter, the size written in: one statement text per page size, whose
      // generic plan seeks the page index as a custom one does (an unknown LIMIT reads as 10 % of the
      // table). Unfiltered, that plan holds for every page, so it is made once (db-plans test).
      // The seek key's text form is made in the outer query: the inner one projects every row OFFSET
      // skips too (issue 19).
      `SELECT r.id, r.created_at FROM ${relationOf(ctx.model)} r WHERE ${where} ORDER BY r.created_at DESC, r.id LIMIT ${limit} OFFSET $${p.push(offset - (from?.offset ?? 0))}`,
      'd.created_at::text AS created_at',
      p,
      unfiltered ? { plan: 'generic' } : undefined,
    );
    if (!found.length) return [];
    seeks.add(offset, { createdAt: found[0].created_at, id: found[0].id });
    if (found.length === limit) seeks.add(offset + limit - 1, { createdAt: found[limit - 1].created_at, id: found[limit - 1].id });
    return found;
  }

  /**
   * A page's records from one statement: `keysSql` (id and created_at, in the default order, with its
   * LIMIT) picks the page from the index; the outer join reads only those records, with `columns`
   * (of the keys `k` or the record `d`) beside id and data. One trip instead of two: on PGlite each statement is a round trip to its thread.
   */
  async function recordsOfPage<R extends { id: string; data: unknown }>(ctx: Ctx, keysSql: string, columns: string, params: unknown[], opts?: StatementOptions): Promise<R[]> {
    return db.query<R>(
      `SELECT k.id, ${columns}, d.data FROM (${keysSql}) k JOIN ${relationOf(ctx.model)} d ON d.id = k.id AND d.model_id = $${params.push(ctx.model.id)}
        ORDER BY k.created_at DESC, k.id`,
      params,
      opts,
    );
  }

  /** The default order's first page and the count of every match, from one statement. */
  async function firstPageCounted(ctx: Ctx, whereSql: string, params: unknown[], limit: number) {
    const p = [...params];
    const found = await recordsOfPage<{ id: string; total: number; data: unknown }>(
      ctx,
      `SELECT r.id, r.created_at, count(*) OVER ()::int AS total FROM ${relationOf(ctx.model)} r WHERE ${whereSql} ORDER BY r.created_at DESC, r.id LIMIT $${p.push(limit)}`,
      'k.total',
      p,
    );
    return { rows: found, total: found.length ? Number(found[0].total) : 0 };
  }

  async function listAnswer(req: FastifyRequest, modelId: string, query: Record<string, unknown>) {
    const ctx = await modelCtx(req, modelId);
    const { currentPage, pageSize, offset } = paging(query, ctx.model.type === 'report' ? 5000 : 500);
    const params: unknown[] = [];
    const { whereSql, orderBy, unfiltered } = await listWhere(req, ctx, query, params);
    // The total is shared by every caller whose WHERE is the same (data permission is in it), and
    // computed once however many ask at the same time.
    const countSql = `SELECT count(*)::int AS total FROM ${relationOf(ctx.model)} r WHERE ${whereSql}`;
    const countKey = `model-count|${countSql}|${JSON.stringify(params)}`;
    const sorted = typeof query.sidx === 'string' && query.sidx !== '';
    let total = app.readCache.peek<number>(countKey);
    let rows: { id: string; data: unknown }[] | undefined;
    const searched = typeof query.keyword === 'string' && query.keyword.trim() !== '';
    if (total === undefined && searched && !sorted && offset === 0) {
      // A search's first page (what a teacher looking up a student number asks) takes one trip: the
      // rows and the count from one lookup of the trigram index, not one for each.
      total = await app.readCache.wrap(countKey, async () => {
        const found = await firstPageCounted(ctx, whereSql, params, pageSize);
        rows = found.rows;
        return found.total;
      });
    }
    total ??= await app.readCache.wrap(countKey, async () => Number((await db.query<{ total: number }>(countSql, params))[0].total));
    rows ??= offset < total ? await pageRows(ctx, whereSql, params, orderBy, sorted, offset, pageSize, unfiltered) : [];
    const list = await withNames(db, ctx, rows.map((r) => visible(r.id, dataOf(r.data), ctx.grant.denied)));
    const result = page(list, currentPage, pageSize, total);
    const totals = ctx.model.model.totals.filter((t) => !ctx.grant.denied.has(t.field));
    if (totals.length) {
      // Totals cover every matching record, not just this page.
      const fns = totals.map((t) => {
        const num = `CASE WHEN jsonb_typeof(r.data->$${params.push(t.field)}::text) = 'number' THEN (r.data->>$${params.length}::text)::numeric END`;
        return t.fn === 'count' ? `count(r.data->$${params.length}::text)` : `${t.fn}(${num})`;
      });
      const agg = await db.query<Record<string, unknown>>(`SELECT ${fns.map((f, i) => `${f} AS t${i}`).join(', ')} FROM ${relationOf(ctx.model)} r WHERE ${whereSql}`, params);
      const values = Object.fromEntries(totals.map((t, i) => [t.field, agg[0][`t${i}`] === null ? null : Math.round(Number(agg[0][`t${i}`]) * 100) / 100]));
      return { ...result, data: { ...result.data, totals: values } };
    }
    return result;
  }

  // The tree a page's `tree.api` names as `GET …/Tree?field=<field>`: each school the caller's data
  // permission reaches, and under it the distinct values of the field. A node carries what it filters
  // by (organizeId, and the field's value for a group node); its id is only a unique key.
  app.get(
    `${base}/Tree`,
    {
      schema: {
        tags: ['VisualDevelopment'],
        params: ModelParams,
        querystring: Type.Object({ field: Type.String({ maxLength: 64 }), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(TreeSchool)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const ctx = await modelCtx(req, req.params.modelId);
      const { field } = req.query;
      if (ctx.model.model.tree?.field !== field || ctx.grant.denied.has(field)) {
        throw new ApiError(Code.BadRequest, t('queryFieldInvalid'), [{ field: 'field', message: t('notTreeField') }]);
      }
      const params: unknown[] = [ctx.model.id, field];
      const scope = await recordScopeSql(req, ctx.grant, params);
      const sql = `SELECT g.organize_id, o.full_name, g.v, g.n FROM (
           SELECT r.organize_id, r.data->>$2::text AS v, count(*)::int AS n, max(r.created_at) AS latest
             FROM ${relationOf(ctx.model)} r WHERE r.model_id = $1 ${scope ? `AND ${scope}` : ''} GROUP BY 1, 2
         ) g LEFT JOIN organize o ON o.id = g.organize_id ORDER BY o.sort_code, o.full_name, g.latest DESC, g.v`;
      const found = await app.readCache.wrap(`model-tree|${sql}|${JSON.stringify(params)}`, () => rows(db, TreeRow, sql, params));
      const schools = new Map<string, Static<typeof TreeSchool>>();
      for (const r of found) {
        const org = r.organizeId ?? '';
        let school = schools.get(org);
        if (!school) schools.set(org, (school = { id: org, organizeId: org, fullName: r.fullName ?? '未分配', type: 'company', hasChildren: true, count: 0, children: [] }));
        school.count += r.n;
        if (r.v !== null && r.v !== '') {
          school.children.push({ id: `${org}/${r.v}`, organizeId: org, [field]: r.v, fullName: r.v, type: 'group', parentId: org, hasChildren: false, count: r.n });
        }
      }
      return ok({ list: [...schools.values()] });
    },
  );

  app.post(base, { schema: { tags: ['VisualDevelopment'], params: ModelParams, body: AnyFields, response: answers(envelope(RecordAnswer)) }, config: { access: 'login' } }, async (req) => {
    const ctx = await modelCtx(req, req.params.modelId, 'btn_add');
    const data = await prepareRecord(recordCtx(req, ctx), req.body, null);
    const id = await insertRecord(req, ctx, data);
    return ok(visible(id, data, ctx.grant.denied), say(req, 'createSuccess'));
  });

  app.get(`${base}/:id`, { schema: { tags: ['VisualDevelopment'], params: RecordParams, response: answers(envelope(RecordAnswer)) }, config: { access: 'login' } }, async (req) => {
    const ctx = await modelCtx(req, req.params.modelId);
    const rec = await findRecord(req, ctx, req.params.id);
    return ok(visible(rec.id, rec.data, ctx.grant.denied));
  });

  app.get(`${base}/:id/DataChange`, { schema: { tags: ['VisualDevelopment'], params: RecordParams, response: answers(envelope(RecordAnswer)) }, config: { access: 'login' } }, async (req) => {
    const ctx = await modelCtx(req, req.params.modelId);
    const rec = await findRecord(req, ctx, req.params.id);
    const [shown] = await displayRecords(db, ctx.model.model.fields, [rec.data]);
    return ok(visible(rec.id, shown, ctx.grant.denied));
  });

  app.put(`${base}/:id`, { schema: { tags: ['VisualDevelopment'], params: RecordParams, body: AnyFields, response: answers(okNull) }, config: { access: 'login' } }, async (req) => {
    const ctx = await modelCtx(req, req.params.modelId, 'btn_edit');
    const { id } = req.params;
    const body = req.body;
    if (body.id !== undefined && body.id !== id) throw new ApiError(Code.BadRequest, t('idMismatch'), [{ field: 'id', message: t('idMismatchField') }]);
    const rec = await findRecord(req, ctx, id);
    const data = await prepareRecord(recordCtx(req, ctx), body, rec.data);
    const { organizeId, departmentId } = await placementOf(req, ctx, data, rec);
    if (ctx.model.schema.recordTable) await updateInTable(db, ctx.model, id, data, { organizeId, departmentId }, req.user.id);
    else await db.query(
      `UPDATE model_record SET data = $2::jsonb, search_text = ${searchTextSql('$2', '$3')}, organize_id = $4, department_id = $5,
          last_modify_user_id = $6, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(data), ctx.model.model.keywordFields, organizeId, departmentId, req.user.id],
    );
    app.readCache.bump();
    return ok(null, say(req, 'updateSuccess'));
  });

  app.delete(`${base}/:id`, { schema: { tags: ['VisualDevelopment'], params: RecordParams, response: answers(okNull) }, config: { access: 'login' } }, async (req) => {
    const ctx = await modelCtx(req, req.params.modelId, 'btn_remove');
    const rec = await findRecord(req, ctx, req.params.id);
    if (ctx.model.schema.recordTable) await deleteFromTable(db, ctx.model, rec.id);
    else await db.query('DELETE FROM model_record WHERE id = $1', [rec.id]);
    app.readCache.bump();
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.post(
    `${base}/Actions/Export`,
    {
      schema: {
        tags: ['VisualDevelopment'],
        params: ModelParams,
        body: Type.Optional(ExportBody),
      },
      config: { access: 'login' },
    },
    async (req, reply) => {
      const ctx = await modelCtx(req, req.params.modelId, 'btn_export');
      const body = req.body ?? {};
      const fields = ctx.model.model.fields.filter((f) => !ctx.grant.denied.has(f.vModel));
      const known = new Map(fields.map((f) => [f.vModel, f]));
      let chosen: string[];
      if (body.columns?.length) {
        const bad = body.columns.filter((c) => !known.has(c));
        if (bad.length) throw new ApiError(Code.BadRequest, t('queryFieldsInvalid', { fields: bad.join(', ') }), bad.map((field) => ({ field, message: t('notExportField') })));
        chosen = body.columns;
      } else {
        const cols = ctx.model.model.columns.map((c) => c.field).filter((f) => known.has(f));
        chosen = cols.length ? cols : fields.map((f) => f.vModel);
      }
      const query = { ...(body.query ?? {}) };
      for (const k of ['currentPage', 'pageSize']) delete query[k];
      const params: unknown[] = [];
      const { whereSql, orderBy } = await listWhere(req, ctx, query, params);
      const idFilter = body.ids?.length ? ` AND r.id = ANY($${params.push(body.ids)}::text[])` : '';
      const rows = await db.query<{ id: string; data: unknown }>(
        `SELECT r.id, r.data FROM ${relationOf(ctx.model)} r WHERE ${whereSql}${idFilter} ORDER BY ${orderBy(params)} LIMIT ${EXPORT_MAX_ROWS}`,
        params,
      );
      const shown = await displayRecords(db, fields, rows.map((r) => dataOf(r.data)));
      const buffer = await exportWorkbook(ctx.model.fullName, chosen.map((f) => ({ field: f, label: known.get(f)!.label })), shown);
      return sendXlsx(reply, ctx.model.fullName, buffer);
    },
  );

  app.get(`${base}/Template`, { schema: { tags: ['VisualDevelopment'], params: ModelParams }, config: { access: 'login' } }, async (req, reply) => {
    const ctx = await modelCtx(req, req.params.modelId, 'btn_import');
    const fields = importableFields(ctx.model.model.fields, ctx.grant.denied);
    const lookups = await importLookups(db, fields, []);
    const choices = new Map([...lookups.labels].map(([k, m]) => [k, [...m.keys()]]));
    const buffer = await templateWorkbook(ctx.model.fullName, fields, choices);
    // The console's http client asks for JSON and carries the session; a browser navigation or a
    // script asking for anything gets the file itself.
    if (wantsJson(req)) return ok({ name: `${ctx.model.fullName}导入模板.xlsx`, content: buffer.toString('base64') });
    return sendXlsx(reply, `${ctx.model.fullName}导入模板`, buffer);
  });

  // Only the import takes multipart bodies; in a scope of its own, the plugin's per-request hooks
  // (two async hooks and a socket listener) stay off the list and the record routes.
  await app.register(async (upload) => {
    const { default: multipart } = await import('@fastify/multipart');
    await upload.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 } });
    registerImport(typed(upload));
  });

  function registerImport(app: ReturnType<typeof typed>) {
    app.post(`${base}/Actions/Import`, { schema: { tags: ['VisualDevelopment'], params: ModelParams, response: answers(envelope(ImportAnswer)) }, config: { access: 'login' } }, async (req) => {
      const ctx = await modelCtx(req, req.params.modelId, 'btn_import');
      const fields = importableFields(ctx.model.model.fields, ctx.grant.denied);
      const sheet = req.isMultipart() ? await uploadedSheet(req, fields) : jsonSheet(req.body);
      const lookups = await importLookups(db, fields, sheet);
      const refused: { row: number; errors: FieldError[] }[] = [];
      let accepted = 0;
      for (const row of sheet) {
        try {
          const data = await prepareRecord(
            recordCtx(req, ctx),
            convertRow(fields, row.values, lookups),
            null,
          );
          await insertRecord(req, ctx, data);
          accepted++;
        } catch (e) {
          if (!(e instanceof ApiError) || e.code === Code.ServerError) throw e;
          refused.push({ row: row.row, errors: Array.isArray(e.data) ? (e.data as FieldError[]) : [{ field: '', message: e.text }] });
        }
      }
      // Large imports change the table's shape; PGlite has no autovacuum to refresh the planner's statistics.
      if (accepted >= 1000) await db.query('ANALYZE model_record');
      // snum/fnum: the success and failure counts as JNPF's import answer names them (the renderer reads snum).
      const lang = langOf(req);
      const counts = { accepted, refused: refused.length };
      const rendered = refused.map((r) => ({ row: r.row, errors: r.errors.map((e) => ({ field: e.field, message: e.message.render(lang) })) }));
      const data = { total: sheet.length, accepted, refused: rendered, snum: accepted, fnum: refused.length };
      return ok(data, t(accepted ? 'importResult' : 'importFailed', counts).render(lang));
    });
  }
}
