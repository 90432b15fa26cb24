import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import {
  IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull,
  one, typed, type Static,
} from '../kit';
import { openConfig, BUILTIN_ID, sourceConfig } from './sources';
import { encrypt, type SecretKey } from './secret';
import type { SourceConfig } from './connector';

const MENU = 'systemData.dataSource';

const SourceRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  dbType: Type.String(),
  host: Type.String(),
  port: Type.Integer(),
  userName: Type.String(),
  databaseName: Type.String(),
  /** Whether a password is stored; the password itself is never answered. */
  hasPassword: Type.Boolean(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  creatorTime: Type.Number(),
});
const COLUMNS = `s.id, s.full_name, s.en_code, s.db_type, s.host, s.port, s.user_name, s.database_name, (s.password_enc IS NOT NULL) AS has_password,
  coalesce(s.description, '') AS description, s.sort_code, s.enabled_mark, ${epochMs('s.created_at')} AS creator_time`;
const FROM = 'FROM data_source s';
const SORTS = { fullName: 's.full_name', enCode: 's.en_code', dbType: 's.db_type', sortCode: 's.sort_code', creatorTime: 's.created_at' };

const HOST = '^[A-Za-z0-9._:\\[\\]-]+$';
const SourceInput = Type.Object(
  {
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    dbType: Type.Union([Type.Literal('postgresql'), Type.Literal('mysql')]),
    host: Type.String({ minLength: 1, maxLength: 255, pattern: HOST }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    userName: Type.Optional(Type.String({ maxLength: 128 })),
    /** Empty or absent on an edit: keep the stored password. */
    password: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
    databaseName: Type.Optional(Type.String({ maxLength: 128 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
type SourceInput = Static<typeof SourceInput>;

/** Testing unsaved settings: the form's values; with `id` a stored password fills an empty one. */
const TestInput = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    dbType: Type.Union([Type.Literal('postgresql'), Type.Literal('mysql')]),
    host: Type.String({ minLength: 1, maxLength: 255, pattern: HOST }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    userName: Type.Optional(Type.String({ maxLength: 128 })),
    password: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
    databaseName: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

const SelectorItem = Type.Object({ id: Type.String(), fullName: Type.String(), dbType: Type.String(), builtin: Type.Boolean() });
const TestAnswer = envelope(Type.Object({ version: Type.String() }));

export default async function dataSourceRoutes(instance: FastifyInstance, opts: { key: SecretKey }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DataSource'];

  async function check(input: SourceInput, selfId: string) {
    assertFields(
      checkFields([
        { field: 'fullName', rule: 'name', value: input.fullName, required: t('nameRequired') },
        { field: 'enCode', rule: 'code', value: input.enCode, required: t('codeRequired') },
      ]),
    );
    const dup = await db.query('SELECT 1 FROM data_source WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId]);
    if (dup.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  }

  async function version(cfg: SourceConfig): Promise<string> {
    const conn = await openConfig(cfg);
    try {
      const [r] = await conn.query<{ v: string }>('SELECT version() AS v');
      return String(r?.v ?? '');
    } finally {
      await conn.close().catch(() => {});
    }
  }

  app.get(
    '/api/System/DataSource',
    { schema: { tags, summary: '数据连接列表', querystring: listQuery({}), response: answers(listAnswer(SourceRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['s.full_name', 's.en_code', 's.host']);
      return listPage(db, req.query, { row: SourceRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 's.sort_code, s.created_at', tieBreak: 's.id' });
    },
  );

  // Pickers of 数据接口, 数据建模 and 数据同步: the built-in database first, then the enabled sources.
  app.get(
    '/api/System/DataSource/Selector',
    {
      schema: { tags, summary: '数据连接选择（含内置数据库 id 0）', response: answers(listOnly(SelectorItem)) },
      config: { access: { menu: [MENU, 'systemData.dataInterface', 'systemData.dataModel', 'systemData.dataSync'] } },
    },
    async (req) => {
      const rows = await db.query<{ id: string; full_name: string; db_type: string }>(
        'SELECT id, full_name, db_type FROM data_source WHERE enabled_mark = 1 ORDER BY sort_code, created_at',
      );
      return ok({
        list: [
          { id: BUILTIN_ID, fullName: say(req, 'dsBuiltinName'), dbType: db.kind === 'pglite' ? 'pglite' : 'postgresql', builtin: true },
          ...rows.map((r) => ({ id: r.id, fullName: r.full_name, dbType: r.db_type, builtin: false })),
        ],
      });
    },
  );

  app.get(
    '/api/System/DataSource/:id',
    { schema: { tags, summary: '数据连接详情（不含密码）', params: IdParams, response: answers(envelope(SourceRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const row = await one(db, SourceRow, `SELECT ${COLUMNS} ${FROM} WHERE s.id = $1`, [req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(row);
    },
  );

  app.post(
    '/api/System/DataSource',
    { schema: { tags, summary: '新建数据连接', body: SourceInput, response: answers(okId) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => {
      const b = req.body;
      await check(b, '');
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO data_source (full_name, en_code, db_type, host, port, user_name, password_enc, database_name, description, sort_code, enabled_mark, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [b.fullName.trim(), b.enCode, b.dbType, b.host, b.port, b.userName ?? '', b.password ? encrypt(opts.key, b.password) : null, b.databaseName ?? '', b.description ?? null, b.sortCode ?? 0, b.enabledMark ?? 1, req.user.id],
      );
      return ok({ id: row.id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DataSource/:id',
    { schema: { tags, summary: '修改数据连接（密码留空则不变）', params: IdParams, body: SourceInput, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      const b = req.body;
      const exists = await db.query('SELECT 1 FROM data_source WHERE id = $1', [req.params.id]);
      if (!exists.length) throw new ApiError(Code.NotFound, t('notFound'));
      await check(b, req.params.id);
      await db.query(
        `UPDATE data_source SET full_name = $2, en_code = $3, db_type = $4, host = $5, port = $6, user_name = $7,
           password_enc = CASE WHEN $8::text IS NULL THEN password_enc ELSE $8 END, database_name = $9, description = $10, sort_code = $11, enabled_mark = $12, updated_at = now()
         WHERE id = $1`,
        [req.params.id, b.fullName.trim(), b.enCode, b.dbType, b.host, b.port, b.userName ?? '', b.password ? encrypt(opts.key, b.password) : null, b.databaseName ?? '', b.description ?? null, b.sortCode ?? 0, b.enabledMark ?? 1],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DataSource/:id',
    { schema: { tags, summary: '删除数据连接（被数据接口或同步任务使用时不能删除）', params: IdParams, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      const id = req.params.id;
      const exists = await db.query('SELECT 1 FROM data_source WHERE id = $1', [id]);
      if (!exists.length) throw new ApiError(Code.NotFound, t('notFound'));
      const used = await db.query(
        `SELECT 1 FROM data_interface WHERE source_id = $1 UNION ALL SELECT 1 FROM data_sync_job WHERE from_source_id = $1 OR to_source_id = $1 LIMIT 1`,
        [id],
      );
      if (used.length) throw new ApiError(Code.BadRequest, t('dsInUse'));
      await db.query('DELETE FROM data_source WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  // Reaching arbitrary hosts from the server is the district administrators' tool, so it sits on the
  // menu's add and edit buttons, like saving a source does.
  app.post(
    '/api/System/DataSource/Actions/Test',
    { schema: { tags, summary: '测试连接（表单中的设置）', body: TestInput, response: answers(TestAnswer) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      const b = req.body;
      let password = b.password ?? '';
      if (!password && b.id) password = (await sourceConfig(db, opts.key, b.id)).password;
      const v = await version({ dbType: b.dbType, host: b.host, port: b.port, userName: b.userName ?? '', password, databaseName: b.databaseName ?? '' });
      return ok({ version: v }, say(req, 'dsConnectOk'));
    },
  );

  app.post(
    '/api/System/DataSource/:id/Actions/Test',
    { schema: { tags, summary: '测试已保存的连接', params: IdParams, response: answers(TestAnswer) }, config: { access: { menu: MENU } } },
    async (req) => {
      const v = await version(await sourceConfig(db, opts.key, req.params.id));
      return ok({ version: v }, say(req, 'dsConnectOk'));
    },
  );
}
