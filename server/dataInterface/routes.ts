import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { canUse } from '../permission/access';
import {
  IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull,
  one, typed, type Static,
} from '../kit';
import { BUILTIN_ID } from '../dataSource/sources';
import { runInterface, type InterfaceDef, type RunEnv, type RunResult } from './run';
import { checkQuery } from './sqlGuard';

const MENU = 'systemData.dataInterface';

const Param = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }),
    label: Type.Optional(Type.String({ maxLength: 50 })),
    defaultValue: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    required: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const InterfaceRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  dataType: Type.String(),
  sourceId: Type.String(),
  sourceName: Type.String(),
  queryText: Type.String(),
  staticData: Type.String(),
  parameters: Type.Array(Param),
  timeoutMs: Type.Integer(),
  maxRows: Type.Integer(),
  accessMode: Type.String(),
  roleIds: Type.Array(Type.String()),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  creatorTime: Type.Number(),
});
const COLUMNS = `i.id, i.full_name, i.en_code, i.category, i.data_type, i.source_id, coalesce(s.full_name, '') AS source_name, i.query_text, i.static_data,
  i.parameters, i.timeout_ms, i.max_rows, i.access_mode, i.role_ids, coalesce(i.description, '') AS description, i.sort_code, i.enabled_mark,
  ${epochMs('i.created_at')} AS creator_time`;
const FROM = 'FROM data_interface i LEFT JOIN data_source s ON s.id = i.source_id';
const SORTS = { fullName: 'i.full_name', enCode: 'i.en_code', category: 'i.category', sortCode: 'i.sort_code', creatorTime: 'i.created_at' };

const Definition = {
  dataType: Type.Union([Type.Literal('sql'), Type.Literal('static')]),
  sourceId: Type.Optional(Type.String({ maxLength: 64 })),
  queryText: Type.Optional(Type.String({ maxLength: 20000 })),
  staticData: Type.Optional(Type.String({ maxLength: 200000 })),
  parameters: Type.Optional(Type.Array(Param, { maxItems: 30 })),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: 60000 })),
  maxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
};
const InterfaceInput = Type.Object(
  {
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    ...Definition,
    accessMode: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('roles')])),
    roleIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
type InterfaceInput = Static<typeof InterfaceInput>;

const TestInput = Type.Object({ ...Definition, params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }, { additionalProperties: false });

// `pagination` (one page holding every row) lets a list or report page use an interface as its `api.list`.
const Result = envelope(
  Type.Object({
    list: Type.Array(Type.Unknown()),
    columns: Type.Array(Type.String()),
    truncated: Type.Boolean(),
    pagination: Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }),
  }),
);
const answer = (r: RunResult) => ok({ ...r, pagination: { currentPage: 1, pageSize: Math.max(1, r.list.length), total: r.list.length } });
const SelectorItem = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String(), category: Type.String(), parameters: Type.Array(Param) });

function definitionOf(b: Partial<InterfaceDef> & { dataType: 'sql' | 'static' }): InterfaceDef {
  return {
    dataType: b.dataType,
    sourceId: b.sourceId || BUILTIN_ID,
    queryText: b.queryText ?? '',
    staticData: b.staticData ?? '',
    parameters: b.parameters ?? [],
    timeoutMs: b.timeoutMs ?? 5000,
    maxRows: b.maxRows ?? 1000,
  };
}

/** Who may call an interface: see migration 0752. Menu holders test what they write. */
function mayCall(req: FastifyRequest, row: { accessMode: string; roleIds: string[] }): boolean {
  if (req.user.isAdministrator || canUse(req.userAccess, MENU)) return true;
  if (row.accessMode === 'login') return true;
  return row.roleIds.some((r) => req.userAccess.roleIds.includes(r));
}

export default async function dataInterfaceRoutes(instance: FastifyInstance, opts: { env: RunEnv }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DataInterface'];

  async function check(b: InterfaceInput, selfId: string) {
    assertFields(
      checkFields([
        { field: 'fullName', rule: 'name', value: b.fullName, required: t('nameRequired') },
        { field: 'enCode', rule: 'code', value: b.enCode, required: t('codeRequired') },
      ]),
    );
    if (b.dataType === 'sql') {
      const g = checkQuery(b.queryText ?? '');
      if (!g.ok) failFields([{ field: 'queryText', message: t(g.problem === 'notSelect' ? 'diWriteRefused' : g.problem === 'manyStatements' ? 'diManyStatements' : 'diEmptyQuery') }]);
      const source = b.sourceId || BUILTIN_ID;
      if (source !== BUILTIN_ID && !(await db.query('SELECT 1 FROM data_source WHERE id = $1', [source])).length) failFields([{ field: 'sourceId', message: t('dsNotFound') }]);
    } else {
      try {
        JSON.parse(b.staticData || 'null');
      } catch {
        failFields([{ field: 'staticData', message: t('diStaticInvalid') }]);
      }
    }
    const names = (b.parameters ?? []).map((p) => p.name);
    if (new Set(names).size !== names.length) failFields([{ field: 'parameters', message: t('diParamDuplicate') }]);
    if (await db.query('SELECT 1 FROM data_interface WHERE lower(en_code) = lower($1) AND id <> $2', [b.enCode, selfId]).then((r) => r.length)) {
      failFields([{ field: 'enCode', message: t('codeExists') }]);
    }
  }

  const values = (b: InterfaceInput) => [
    b.fullName.trim(), b.enCode, b.category ?? '', b.dataType, b.sourceId || BUILTIN_ID, b.queryText ?? '', b.staticData ?? '', JSON.stringify(b.parameters ?? []),
    b.timeoutMs ?? 5000, b.maxRows ?? 1000, b.accessMode ?? 'login', b.roleIds ?? [], b.description ?? null, b.sortCode ?? 0, b.enabledMark ?? 1,
  ];

  app.get(
    '/api/System/DataInterface',
    { schema: { tags, summary: '数据接口列表', querystring: listQuery({ category: Type.Optional(Type.String({ maxLength: 50 })) }), response: answers(listAnswer(InterfaceRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['i.full_name', 'i.en_code']);
      if (req.query.category) where.and(`i.category = ${where.param(req.query.category)}`);
      return listPage(db, req.query, { row: InterfaceRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'i.sort_code, i.created_at', tieBreak: 'i.id' });
    },
  );

  // The designer's and the report's "data source" pickers.
  app.get(
    '/api/System/DataInterface/Selector',
    {
      schema: { tags, summary: '数据接口选择（启用的）', response: answers(listOnly(SelectorItem)) },
      config: { access: { menu: [MENU, 'onlineDev.webDesign', 'onlineDev.appDesign', 'onlineDev.dataReport'] } },
    },
    async () => {
      const rows = await db.query<{ id: string; full_name: string; en_code: string; category: string; parameters: Static<typeof Param>[] }>(
        'SELECT id, full_name, en_code, category, parameters FROM data_interface WHERE enabled_mark = 1 ORDER BY sort_code, created_at',
      );
      return ok({ list: rows.map((r) => ({ id: r.id, fullName: r.full_name, enCode: r.en_code, category: r.category, parameters: r.parameters })) });
    },
  );

  app.get(
    '/api/System/DataInterface/:id',
    { schema: { tags, summary: '数据接口详情', params: IdParams, response: answers(envelope(InterfaceRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const row = await one(db, InterfaceRow, `SELECT ${COLUMNS} ${FROM} WHERE i.id = $1`, [req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(row);
    },
  );

  app.post(
    '/api/System/DataInterface',
    { schema: { tags, summary: '新建数据接口', body: InterfaceInput, response: answers(okId) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => {
      await check(req.body, '');
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO data_interface (full_name, en_code, category, data_type, source_id, query_text, static_data, parameters, timeout_ms, max_rows, access_mode, role_ids, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::text[], $13, $14, $15, $16) RETURNING id`,
        [...values(req.body), req.user.id],
      );
      return ok({ id: row.id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DataInterface/:id',
    { schema: { tags, summary: '修改数据接口', params: IdParams, body: InterfaceInput, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      if (!(await db.query('SELECT 1 FROM data_interface WHERE id = $1', [req.params.id])).length) throw new ApiError(Code.NotFound, t('notFound'));
      await check(req.body, req.params.id);
      await db.query(
        `UPDATE data_interface SET full_name = $1, en_code = $2, category = $3, data_type = $4, source_id = $5, query_text = $6, static_data = $7, parameters = $8::jsonb,
           timeout_ms = $9, max_rows = $10, access_mode = $11, role_ids = $12::text[], description = $13, sort_code = $14, enabled_mark = $15, updated_at = now()
         WHERE id = $16`,
        [...values(req.body), req.params.id],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DataInterface/:id',
    { schema: { tags, summary: '删除数据接口', params: IdParams, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      const gone = await db.query('DELETE FROM data_interface WHERE id = $1 RETURNING id', [req.params.id]);
      if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  // The author's test call of an unsaved definition: the database's own error text helps them fix it.
  app.post(
    '/api/System/DataInterface/Actions/Test',
    { schema: { tags, summary: '测试数据接口（未保存的定义）', body: TestInput, response: answers(Result) }, config: { access: { menu: MENU } } },
    async (req) => answer(await runInterface(opts.env, definitionOf(req.body), req.body.params ?? {}, true)),
  );

  // The call: designed pages' select/tree options and reports. Parameters ride in the query string.
  app.get(
    '/api/System/DataInterface/:id/Actions/Response',
    {
      schema: { tags, summary: '调用数据接口（参数在查询串中）', params: IdParams, querystring: Type.Record(Type.String(), Type.String({ maxLength: 500 })), response: answers(Result) },
      config: { access: 'login' },
    },
    async (req) => {
      const row = await one(db, InterfaceRow, `SELECT ${COLUMNS} ${FROM} WHERE i.id = $1 AND i.enabled_mark = 1`, [req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      if (!mayCall(req, row)) throw new ApiError(Code.Forbidden, t('forbidden'));
      const params: Record<string, unknown> = {};
      // The list view's paging and cache-breaker keys are not the interface's parameters.
      for (const [k, v] of Object.entries(req.query)) if (!['n', 'currentPage', 'pageSize', 'sidx', 'sort'].includes(k)) params[k] = v;
      return answer(await runInterface(opts.env, definitionOf({ ...row, dataType: row.dataType as 'sql' | 'static' }), params, canUse(req.userAccess, MENU) || req.user.isAdministrator));
    },
  );
}
