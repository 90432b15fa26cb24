import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t, verbatim } from '../../contract/texts';
import { ok } from '../http/reply';
import { langOf, say } from '../http/language';
import {
  IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okNull, one, taskKind, taskKinds, typed,
  type FieldError, type Static,
} from '../kit';
import { checkCron } from './cron';

export const TASK_MENU = 'system.task';

const COLUMNS = `t.id, t.en_code, t.full_name, t.kind, t.cron, t.params, coalesce(t.description, '') AS description, t.enabled_mark, t.sort_code,
  t.keep_days, t.run_count, ${epochMs('t.last_run_at')} AS last_run_time, ${epochMs('t.next_run_at')} AS next_run_time,
  (SELECT l.state FROM sys_task_log l WHERE l.task_id = t.id ORDER BY l.started_at DESC, l.id DESC LIMIT 1) AS last_state,
  ${epochMs('t.created_at')} AS creator_time`;
const FROM = 'FROM sys_task t';
const SORTS: Record<string, string> = {
  fullName: 't.full_name',
  enCode: 't.en_code',
  enabledMark: 't.enabled_mark',
  sortCode: 't.sort_code',
  runCount: 't.run_count',
  lastRunTime: 't.last_run_at',
  nextRunTime: 't.next_run_at',
  creatorTime: 't.created_at',
};

/** A task as JNPF's TimeTask list shows it, with the cron and kind of work in plain fields. */
const TaskRow = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  kind: Type.String(),
  cron: Type.String(),
  params: Type.Record(Type.String(), Type.Unknown()),
  description: Type.String(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  keepDays: Type.Integer(),
  runCount: Type.Integer(),
  lastRunTime: Nullable(Type.Number()),
  nextRunTime: Nullable(Type.Number()),
  lastState: Nullable(Type.String()),
  creatorTime: Type.Number(),
});

const TaskInput = Type.Object(
  {
    enCode: Type.String({ minLength: 1, maxLength: 50 }),
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    kind: Type.String({ minLength: 1, maxLength: 100 }),
    cron: Type.String({ minLength: 1, maxLength: 100 }),
    params: Type.Record(Type.String(), Type.Unknown(), { default: {} }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    enabledMark: Type.Integer({ enum: [0, 1], default: 1 }),
    sortCode: Type.Integer({ minimum: 0, maximum: 999_999, default: 0 }),
    keepDays: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  },
  { additionalProperties: false },
);
type TaskInput = Static<typeof TaskInput>;

const LogRow = Type.Object({
  id: Type.String(),
  trigger: Type.String(),
  state: Type.String(),
  startTime: Type.Number(),
  endTime: Nullable(Type.Number()),
  duration: Nullable(Type.Integer()),
  result: Type.String(),
  error: Type.String(),
});
const LOG_COLUMNS = `l.id::text AS id, l.trigger, l.state, ${epochMs('l.started_at')} AS start_time, ${epochMs('l.finished_at')} AS end_time,
  l.duration_ms AS duration, coalesce(l.result, '') AS result, coalesce(l.error, '') AS error`;

const CronAnswer = Type.Object({ nextRuns: Type.Array(Type.Number()) });

/** Field errors of a task body: a known kind, a valid cron, small parameters. */
function checkTask(input: TaskInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(input.enCode)) errors.push({ field: 'enCode', message: t('taskCodeInvalid') });
  if (!taskKind(input.kind)) errors.push({ field: 'kind', message: t('taskKindUnknown') });
  const cron = checkCron(input.cron);
  if (!cron.ok) errors.push({ field: 'cron', message: t('cronInvalid', { detail: verbatim(cron.detail) }) });
  if (JSON.stringify(input.params).length > 10_000) errors.push({ field: 'params', message: t('taskParamsTooLarge') });
  return errors;
}

export default async function scheduleRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['TimeTask'];
  const found = async (id: string) => {
    const row = await one(db, TaskRow, `SELECT ${COLUMNS} ${FROM} WHERE t.id = $1`, [id]);
    if (!row) throw new ApiError(Code.NotFound, t('notFound'));
    return row;
  };

  app.get(
    '/api/System/TimeTask',
    { schema: { tags, summary: '定时任务列表', querystring: listQuery({}), response: answers(listAnswer(TaskRow)) }, config: { access: { menu: TASK_MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['t.full_name', 't.en_code', 't.kind']);
      return listPage(db, req.query, { row: TaskRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 't.sort_code, t.created_at, t.id', tieBreak: 't.id' });
    },
  );

  app.get(
    '/api/System/TimeTask/Kinds',
    {
      schema: { tags, summary: '可调度的任务类型（各区域注册）', response: answers(listOnly(Type.Object({ key: Type.String(), title: Type.String() }))) },
      config: { access: { menu: TASK_MENU } },
    },
    async (req) => {
      const lang = langOf(req);
      return ok({ list: taskKinds().map((k) => ({ key: k.key, title: k.title[lang] ?? k.title.zh })) });
    },
  );

  app.get(
    '/api/System/TimeTask/Cron',
    {
      schema: { tags, summary: '校验 Cron 表达式，答复接下来 5 次运行时间', querystring: Type.Object({ expression: Type.String({ maxLength: 100 }) }), response: answers(envelope(CronAnswer)) },
      config: { access: { menu: TASK_MENU } },
    },
    async (req) => {
      const check = checkCron(req.query.expression);
      if (!check.ok) failFields([{ field: 'cron', message: t('cronInvalid', { detail: verbatim(check.detail) }) }]);
      return ok({ nextRuns: check.next.map((d) => d.getTime()) });
    },
  );

  app.get(
    '/api/System/TimeTask/:id',
    { schema: { tags, summary: '定时任务详情', params: IdParams, response: answers(envelope(TaskRow)) }, config: { access: { menu: TASK_MENU } } },
    async (req) => ok(await found(req.params.id)),
  );

  app.post(
    '/api/System/TimeTask',
    { schema: { tags, summary: '新建定时任务', body: TaskInput, response: answers(envelope(TaskRow)) }, config: { access: { menu: TASK_MENU, button: 'btn_add' } } },
    async (req) => {
      const b = req.body;
      const errors = checkTask(b);
      if (errors.length) failFields(errors);
      const [created] = await db.query<{ id: string }>(
        `INSERT INTO sys_task (en_code, full_name, kind, cron, params, description, enabled_mark, sort_code, keep_days, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (en_code) DO NOTHING RETURNING id`,
        [b.enCode, b.fullName, b.kind, b.cron.trim(), JSON.stringify(b.params), b.description ?? null, b.enabledMark, b.sortCode, b.keepDays, req.user.id],
      );
      if (!created) failFields([{ field: 'enCode', message: t('codeExists') }]);
      // The next run shows at once rather than after the scheduler's next poll.
      await app.scheduler.fireDue();
      return ok(await found(created.id), say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/TimeTask/:id',
    {
      schema: { tags, summary: '修改定时任务（改 Cron 即重算下次运行）', params: IdParams, body: TaskInput, response: answers(envelope(TaskRow)) },
      config: { access: { menu: TASK_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const b = req.body;
      await found(req.params.id);
      const errors = checkTask(b);
      if (errors.length) failFields(errors);
      const clash = await db.query('SELECT 1 FROM sys_task WHERE en_code = $1 AND id <> $2', [b.enCode, req.params.id]);
      if (clash.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
      await db.query(
        `UPDATE sys_task SET en_code = $2, full_name = $3, kind = $4, cron = $5, params = $6, description = $7, enabled_mark = $8, sort_code = $9,
            keep_days = $10, next_run_at = CASE WHEN cron = $5 AND enabled_mark = $8 THEN next_run_at END, updated_at = now()
          WHERE id = $1`,
        [req.params.id, b.enCode, b.fullName, b.kind, b.cron.trim(), JSON.stringify(b.params), b.description ?? null, b.enabledMark, b.sortCode, b.keepDays],
      );
      await app.scheduler.fireDue();
      return ok(await found(req.params.id), say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/TimeTask/:id',
    { schema: { tags, summary: '删除定时任务（连同运行记录）', params: IdParams, response: answers(okNull) }, config: { access: { menu: TASK_MENU, button: 'btn_remove' } } },
    async (req) => {
      await found(req.params.id);
      await db.query('DELETE FROM sys_task WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  // JNPF: PUT …/Actions/Enable and …/Actions/Stop.
  for (const [action, mark] of [
    ['Enable', 1],
    ['Stop', 0],
  ] as const) {
    app.put(
      `/api/System/TimeTask/:id/Actions/${action}`,
      {
        schema: { tags, summary: mark ? '启用（算出下次运行）' : '停用（不再排队运行）', params: IdParams, response: answers(envelope(TaskRow)) },
        config: { access: { menu: TASK_MENU, button: 'btn_edit' } },
      },
      async (req) => {
        await found(req.params.id);
        await db.query('UPDATE sys_task SET enabled_mark = $2, next_run_at = NULL, updated_at = now() WHERE id = $1', [req.params.id, mark]);
        await app.scheduler.fireDue();
        return ok(await found(req.params.id), say(req, 'stateSuccess'));
      },
    );
  }

  app.post(
    '/api/System/TimeTask/:id/Actions/Run',
    {
      schema: { tags, summary: '立即运行一次（排入作业队列，由任一实例执行一次）', params: IdParams, response: answers(envelope(Type.Object({ jobId: Type.String() }))) },
      config: { access: { menu: TASK_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      await found(req.params.id);
      const jobId = await app.scheduler.runNow(req.params.id);
      app.scheduler.kick();
      return ok({ jobId }, say(req, 'taskRunQueued'));
    },
  );

  app.get(
    '/api/System/TimeTask/:id/TaskLog',
    { schema: { tags, summary: '运行记录（开始、结束、耗时、结果、错误）', params: IdParams, querystring: listQuery({}), response: answers(listAnswer(LogRow)) }, config: { access: { menu: TASK_MENU } } },
    async (req) => {
      await found(req.params.id);
      const where = new Where();
      where.and(`l.task_id = ${where.param(req.params.id)}`);
      return listPage(db, req.query, { row: LogRow, columns: LOG_COLUMNS, from: 'FROM sys_task_log l', where, sorts: { startTime: 'l.started_at' }, order: 'l.started_at DESC, l.id DESC', tieBreak: 'l.id' });
    },
  );
}
