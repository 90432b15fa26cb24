import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t, verbatim } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Nullable, Type, answers, envelope, listOnly, typed, type Static } from '../kit';
import type { SecretKey } from '../dataSource/secret';
import { BUILTIN_ID, withSource } from '../dataSource/sources';
import type { Conn } from '../dataSource/connector';
import { COLUMN_TYPES, DdlError, alterTable, createTable, type TableSpec } from './ddl';
import { describeTable, listTables } from './introspect';
import { prepareReader } from '../dataInterface/run';

const MENU = 'systemData.dataModel';
const NAME_PATTERN = '^[a-z_][a-z0-9_]{0,62}$';

const SourceParams = Type.Object({ sourceId: Type.String({ minLength: 1, maxLength: 64 }) });
const TableParams = Type.Object({ sourceId: Type.String({ minLength: 1, maxLength: 64 }), table: Type.String({ minLength: 1, maxLength: 64 }) });

const Column = Type.Object(
  {
    name: Type.String({ pattern: NAME_PATTERN }),
    originalName: Type.Optional(Type.String({ pattern: NAME_PATTERN })),
    type: Type.Union(COLUMN_TYPES.map((c) => Type.Literal(c))),
    length: Type.Optional(Type.Integer({ minimum: 1, maximum: 10485760 })),
    scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 65 })),
    nullable: Type.Boolean(),
    defaultValue: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    primaryKey: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const Index = Type.Object(
  { name: Type.String({ pattern: NAME_PATTERN }), columns: Type.Array(Type.String({ pattern: NAME_PATTERN }), { minItems: 1, maxItems: 16 }), unique: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const Spec = Type.Object(
  { table: Type.String({ pattern: NAME_PATTERN }), columns: Type.Array(Column, { minItems: 1, maxItems: 300 }), indexes: Type.Optional(Type.Array(Index, { maxItems: 50 })) },
  { additionalProperties: false },
);
const PreviewBody = Type.Object({ mode: Type.Union([Type.Literal('create'), Type.Literal('alter')]), spec: Spec }, { additionalProperties: false });
/** Apply: the spec and the DDL the person saw and confirmed; a different DDL now (the table changed meanwhile) is refused. */
const ApplyBody = Type.Object({ spec: Spec, confirmDdl: Type.Array(Type.String()) }, { additionalProperties: false });

const TableItem = Type.Object({ name: Type.String(), managed: Type.Boolean() });
const TableDetail = Type.Object({
  name: Type.String(),
  managed: Type.Boolean(),
  columns: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), nullable: Type.Boolean(), defaultValue: Nullable(Type.String()), primaryKey: Type.Boolean() })),
  indexes: Type.Array(Type.Object({ name: Type.String(), columns: Type.String(), unique: Type.Boolean(), primary: Type.Boolean() })),
});
const DdlAnswer = envelope(Type.Object({ ddl: Type.Array(Type.String()) }));

export default async function dataModelRoutes(instance: FastifyInstance, opts: { key: SecretKey }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DataModel'];

  /** On the built-in database only tables made here may change; an external source's tables are its owner's to change. */
  async function managedTables(sourceId: string): Promise<Set<string> | null> {
    if (sourceId !== BUILTIN_ID) return null;
    const rows = await db.query<{ table_name: string }>('SELECT table_name FROM data_model_table WHERE source_id = $1', [BUILTIN_ID]);
    return new Set(rows.map((r) => r.table_name));
  }

  async function ddlFor(conn: Conn, sourceId: string, mode: 'create' | 'alter', spec: Static<typeof Spec>): Promise<string[]> {
    try {
      const exists = (await listTables(conn)).includes(spec.table);
      if (mode === 'create') {
        if (exists) throw new ApiError(Code.BadRequest, t('dmTableExists'));
        return createTable(conn.dialect, spec as TableSpec);
      }
      const managed = await managedTables(sourceId);
      if (managed && !managed.has(spec.table)) throw new ApiError(Code.BadRequest, t('dmSystemTable'));
      const info = await describeTable(conn, spec.table);
      if (!info) throw new ApiError(Code.NotFound, t('notFound'));
      return alterTable(conn.dialect, { columns: info.columns, indexes: info.indexes.filter((i) => !i.primary).map((i) => i.name) }, spec as TableSpec);
    } catch (err) {
      if (err instanceof DdlError) throw new ApiError(Code.BadRequest, t('dmBadSpec', { detail: verbatim(err.message) }));
      throw err;
    }
  }

  async function apply(sourceId: string, mode: 'create' | 'alter', body: Static<typeof ApplyBody>, userId: string) {
    return withSource(db, opts.key, sourceId, async (conn) => {
      const ddl = await ddlFor(conn, sourceId, mode, body.spec);
      if (JSON.stringify(ddl) !== JSON.stringify(body.confirmDdl)) throw new ApiError(Code.Conflict, t('dmDdlChanged'));
      if (!ddl.length) return ddl;
      try {
        // PostgreSQL runs DDL in a transaction (all or nothing); MySQL commits each statement itself.
        await conn.transaction(async (q) => {
          for (const s of ddl) await q.query(s);
          if (mode === 'create' && conn.builtin) {
            await q.query('INSERT INTO data_model_table (source_id, table_name, creator_user_id) VALUES ($1, $2, $3)', [BUILTIN_ID, body.spec.table, userId]);
          }
        });
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError(Code.BadRequest, t('dmApplyFailed', { detail: verbatim(String((err as Error).message ?? '').slice(0, 300)) }));
      }
      // A new built-in table is readable by data interfaces at once (their reader role's grants).
      if (conn.builtin) await prepareReader(db);
      return ddl;
    });
  }

  // The page designers' 存储表 picker: the shared record store first, then the tables made here on the
  // built-in database (only those may hold a designed page's records: server/visualDev/recordTable.ts).
  app.get(
    '/api/System/DataModel/RecordTables',
    {
      schema: { tags, summary: '可存放设计页面记录的表', response: answers(listOnly(Type.Object({ name: Type.String(), fullName: Type.String() }))) },
      config: { access: { menu: [MENU, 'onlineDev.webDesign', 'onlineDev.appDesign'] } },
    },
    async (req) => {
      const rows = await db.query<{ table_name: string }>('SELECT table_name FROM data_model_table WHERE source_id = $1 ORDER BY table_name', [BUILTIN_ID]);
      return ok({ list: [{ name: '', fullName: say(req, 'dmSharedStore') }, ...rows.map((r) => ({ name: r.table_name, fullName: r.table_name }))] });
    },
  );

  app.get(
    '/api/System/DataModel/:sourceId/Tables',
    { schema: { tags, summary: '数据源的表', params: SourceParams, response: answers(listOnly(TableItem)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const managed = await managedTables(req.params.sourceId);
      const names = await withSource(db, opts.key, req.params.sourceId, listTables);
      return ok({ list: names.map((name) => ({ name, managed: !managed || managed.has(name) })) });
    },
  );

  app.get(
    '/api/System/DataModel/:sourceId/Tables/:table',
    { schema: { tags, summary: '表结构：列、类型、主键、索引', params: TableParams, response: answers(envelope(TableDetail)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const managed = await managedTables(req.params.sourceId);
      const info = await withSource(db, opts.key, req.params.sourceId, (c) => describeTable(c, req.params.table));
      if (!info) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ name: req.params.table, managed: !managed || managed.has(req.params.table), ...info });
    },
  );

  app.post(
    '/api/System/DataModel/:sourceId/Actions/Preview',
    { schema: { tags, summary: '预览建表或改表的 DDL（不执行）', params: SourceParams, body: PreviewBody, response: answers(DdlAnswer) }, config: { access: { menu: MENU } } },
    async (req) => ok({ ddl: await withSource(db, opts.key, req.params.sourceId, (c) => ddlFor(c, req.params.sourceId, req.body.mode, req.body.spec)) }),
  );

  app.post(
    '/api/System/DataModel/:sourceId/Tables',
    { schema: { tags, summary: '建表（带上确认过的 DDL）', params: SourceParams, body: ApplyBody, response: answers(DdlAnswer) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => ok({ ddl: await apply(req.params.sourceId, 'create', req.body, req.user.id) }, say(req, 'createSuccess')),
  );

  app.put(
    '/api/System/DataModel/:sourceId/Tables/:table',
    { schema: { tags, summary: '改表（带上确认过的 DDL）', params: TableParams, body: ApplyBody, response: answers(DdlAnswer) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      if (req.body.spec.table !== req.params.table) throw new ApiError(Code.BadRequest, t('dmBadSpec', { detail: verbatim('table') }));
      return ok({ ddl: await apply(req.params.sourceId, 'alter', req.body, req.user.id) }, say(req, 'updateSuccess'));
    },
  );
}
