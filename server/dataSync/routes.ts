import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { IdParams, Nullable, Type, Where, answers, assertFields, checkFields, envelope, epochMs, listAnswer, listPage, listQuery, okId, okNull, one, typed, type Static } from '../kit';
import { BUILTIN_ID } from '../dataSource/sources';
import { cancelJob, startJob, sweepJobs, type SyncEnv } from './runner';

// The seed gives 数据同步 one button, 同步 (btn_edit): it covers defining, running and cancelling jobs.
const MENU = 'systemData.dataSync';
const ACCESS = { menu: MENU, button: 'btn_edit' };
const TABLE = '^[A-Za-z_][A-Za-z0-9_$]{0,63}$';

const JobRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  fromSourceId: Type.String(),
  fromSourceName: Type.String(),
  fromTable: Type.String(),
  toSourceId: Type.String(),
  toSourceName: Type.String(),
  toTable: Type.String(),
  mode: Type.String(),
  keyColumn: Type.String(),
  batchSize: Type.Integer(),
  lastKey: Nullable(Type.String()),
  state: Type.String(),
  copied: Type.Number(),
  total: Type.Number(),
  /** A key the screen words (noTable, noKey, noColumns, interrupted, failed) or a text. */
  error: Nullable(Type.String()),
  startedTime: Nullable(Type.Number()),
  finishedTime: Nullable(Type.Number()),
  creatorTime: Type.Number(),
});
const COLUMNS = `j.id, j.full_name, j.from_source_id, coalesce(f.full_name, '') AS from_source_name, j.from_table, j.to_source_id, coalesce(s.full_name, '') AS to_source_name,
  j.to_table, j.mode, j.key_column, j.batch_size, j.last_key, j.state, j.copied::float8 AS copied, j.total::float8 AS total, j.error,
  CASE WHEN j.started_at IS NULL THEN NULL ELSE ${epochMs('j.started_at')} END AS started_time,
  CASE WHEN j.finished_at IS NULL THEN NULL ELSE ${epochMs('j.finished_at')} END AS finished_time, ${epochMs('j.created_at')} AS creator_time`;
const FROM = 'FROM data_sync_job j LEFT JOIN data_source f ON f.id = j.from_source_id LEFT JOIN data_source s ON s.id = j.to_source_id';
const SORTS = { fullName: 'j.full_name', creatorTime: 'j.created_at', state: 'j.state' };

const JobInput = Type.Object(
  {
    fullName: Type.String({ maxLength: 50 }),
    fromSourceId: Type.String({ maxLength: 64 }),
    fromTable: Type.String({ pattern: TABLE }),
    toSourceId: Type.String({ maxLength: 64 }),
    toTable: Type.String({ pattern: TABLE }),
    mode: Type.Union([Type.Literal('full'), Type.Literal('incremental')]),
    keyColumn: Type.String({ pattern: TABLE }),
    batchSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50000 })),
  },
  { additionalProperties: false },
);
type JobInput = Static<typeof JobInput>;

export default async function dataSyncRoutes(instance: FastifyInstance, opts: { env: SyncEnv }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['DataSync'];

  async function check(b: JobInput) {
    assertFields(checkFields([{ field: 'fullName', rule: 'name', value: b.fullName, required: t('nameRequired') }]));
    for (const [field, id] of [['fromSourceId', b.fromSourceId], ['toSourceId', b.toSourceId]] as const) {
      if (id !== BUILTIN_ID && !(await db.query('SELECT 1 FROM data_source WHERE id = $1', [id])).length) {
        assertFields([{ field, message: t('dsNotFound') }]);
      }
    }
    if (b.fromSourceId === b.toSourceId && b.fromTable === b.toTable) assertFields([{ field: 'toTable', message: t('syncSameTable') }]);
  }
  const values = (b: JobInput) => [b.fullName.trim(), b.fromSourceId, b.fromTable, b.toSourceId, b.toTable, b.mode, b.keyColumn, b.batchSize ?? 1000];

  app.get(
    '/api/System/DataSync',
    { schema: { tags, summary: '数据同步任务列表（含上次运行的状态与进度）', querystring: listQuery({}), response: answers(listAnswer(JobRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      await sweepJobs(db);
      const where = new Where().keyword(req.query.keyword, ['j.full_name', 'j.from_table', 'j.to_table']);
      return listPage(db, req.query, { row: JobRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'j.created_at DESC', tieBreak: 'j.id' });
    },
  );

  // The progress bar polls this while a run goes on.
  app.get(
    '/api/System/DataSync/:id',
    { schema: { tags, summary: '同步任务与进度', params: IdParams, response: answers(envelope(JobRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const row = await one(db, JobRow, `SELECT ${COLUMNS} ${FROM} WHERE j.id = $1`, [req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(row);
    },
  );

  app.post(
    '/api/System/DataSync',
    { schema: { tags, summary: '新建同步任务', body: JobInput, response: answers(okId) }, config: { access: ACCESS } },
    async (req) => {
      await check(req.body);
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO data_sync_job (full_name, from_source_id, from_table, to_source_id, to_table, mode, key_column, batch_size, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [...values(req.body), req.user.id],
      );
      return ok({ id: row.id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/DataSync/:id',
    { schema: { tags, summary: '修改同步任务（增量位置清零）', params: IdParams, body: JobInput, response: answers(okNull) }, config: { access: ACCESS } },
    async (req) => {
      await check(req.body);
      const r = await db.query(
        `UPDATE data_sync_job SET full_name = $1, from_source_id = $2, from_table = $3, to_source_id = $4, to_table = $5, mode = $6, key_column = $7, batch_size = $8, last_key = NULL
         WHERE id = $9 AND state <> 'running' RETURNING id`,
        [...values(req.body), req.params.id],
      );
      if (!r.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/DataSync/:id',
    { schema: { tags, summary: '删除同步任务', params: IdParams, response: answers(okNull) }, config: { access: ACCESS } },
    async (req) => {
      const r = await db.query(`DELETE FROM data_sync_job WHERE id = $1 AND state <> 'running' RETURNING id`, [req.params.id]);
      if (!r.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/System/DataSync/:id/Actions/Execute',
    {
      schema: { tags, summary: '执行同步（后台运行；wait=true 时完成后再回答）', params: IdParams, body: Type.Object({ wait: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), response: answers(okNull) },
      config: { access: ACCESS },
    },
    async (req) => {
      const { done } = await startJob(opts.env, req.params.id);
      if (req.body.wait) await done;
      return ok(null, say(req, 'syncStarted'));
    },
  );

  app.post(
    '/api/System/DataSync/:id/Actions/Cancel',
    { schema: { tags, summary: '取消正在运行的同步', params: IdParams, response: answers(okNull) }, config: { access: ACCESS } },
    async (req) => {
      if (!(await cancelJob(db, req.params.id))) throw new ApiError(Code.BadRequest, t('syncNotRunning'));
      return ok(null, say(req, 'syncCancelled'));
    },
  );
}
