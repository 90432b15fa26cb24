import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { ok, page, paging } from '../http/reply';
import { IdParams, Type, Where, answers, envelope, epochMs, listAnswer, listPage, listQuery, okId, okNull, one, rows, sortClause, typed } from '../kit';
import { type Effects, addApprover, approve, cancel, launchTask, reassign, reject, resubmit, revoke, transfer, transition, urge, withdraw, type HandleInput } from './engine';
import { MONITOR_MENU, monitorCondition } from './monitorScope';
import { TASK_COLUMNS, TASK_FROM, TaskDetail, taskDetail, taskFields } from './taskView';
import type { Queryable } from '../db/client';

const LAUNCH_MENU = 'workFlow.flowLaunch';

const FormData = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 200 });
const UserIds = Type.Record(Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }), { maxProperties: 50 });
const Urgent = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

const LaunchInput = Type.Object(
  {
    flowId: Type.String({ minLength: 1, maxLength: 64 }),
    formData: FormData,
    /** JNPF: 0 submit, 1 save as a draft. */
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    flowUrgent: Type.Optional(Urgent),
    fullName: Type.Optional(Type.String({ maxLength: 100 })),
    candidates: Type.Optional(UserIds),
  },
  { additionalProperties: false },
);
const EditInput = Type.Object(
  { formData: FormData, status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), flowUrgent: Type.Optional(Urgent), candidates: Type.Optional(UserIds) },
  { additionalProperties: false },
);

const FileEntry = Type.Object({ name: Type.String({ maxLength: 200 }), url: Type.String({ maxLength: 500 }), fileId: Type.Optional(Type.String({ maxLength: 200 })) });
const HandleBody = Type.Object(
  {
    handleOpinion: Type.Optional(Type.String({ maxLength: 1000 })),
    // A PNG data URL from the signature pad; anything else could not be shown as the signature.
    signImg: Type.Optional(Type.String({ maxLength: 300_000, pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$' })),
    fileList: Type.Optional(Type.Array(FileEntry, { maxItems: 20 })),
    formData: Type.Optional(FormData),
    nextApprovers: Type.Optional(UserIds),
    rejectStep: Type.Optional(Type.String({ maxLength: 64 })),
    freeApproverUserId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const OpinionBody = Type.Object({ handleOpinion: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false });
const AssignBody = Type.Object({ operatorId: Type.String({ minLength: 1, maxLength: 64 }), freeApproverUserId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

const TaskFilters = {
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
  flowCategory: Type.Optional(Type.String({ maxLength: 50 })),
  flowUrgent: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  startTime: Type.Optional(Type.Number()),
  endTime: Type.Optional(Type.Number()),
};
type Filters = { keyword?: string; flowId?: string; flowCategory?: string; flowUrgent?: number; status?: number; startTime?: number; endTime?: number };

function taskWhere(q: Filters, time = 't.created_at'): Where {
  const where = new Where().keyword(q.keyword, ['t.full_name', 'e.full_name']);
  if (q.flowId) where.and(`t.flow_id = ${where.param(q.flowId)}`);
  if (q.flowCategory) where.and(`e.category = ${where.param(q.flowCategory)}`);
  if (q.flowUrgent) where.and(`t.flow_urgent = ${where.param(q.flowUrgent)}`);
  if (q.status !== undefined) where.and(`t.status = ${where.param(q.status)}`);
  if (q.startTime !== undefined) where.and(`${time} >= to_timestamp(${where.param(q.startTime / 1000)})`);
  if (q.endTime !== undefined) where.and(`${time} <= to_timestamp(${where.param(q.endTime / 1000)})`);
  return where;
}
const TASK_SORTS = { fullName: 't.full_name', flowName: 'e.full_name', flowUrgent: 't.flow_urgent', status: 't.status', creatorTime: 't.created_at', startTime: 't.start_time' };

const LaunchRow = Type.Object({ id: Type.String(), ...taskFields });
const TodoRow = Type.Object({ id: Type.String(), taskId: Type.String(), taskNodeId: Type.String(), nodeName: Type.String(), entrustFromName: Type.String(), receiveTime: Type.Number(), ...taskFields });
const DoneRow = Type.Object({ id: Type.String(), taskId: Type.String(), nodeName: Type.String(), handleStatus: Type.Integer(), handleOpinion: Type.String(), handleTime: Type.Number(), ...taskFields });
const CirculateRow = Type.Object({ id: Type.String(), taskId: Type.String(), nodeName: Type.String(), circulateTime: Type.Number(), ...taskFields });
const BeforeRow = Type.Union([TodoRow, DoneRow, CirculateRow]);

export default async function taskRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['WorkFlow'];
  const run = <T>(fn: (tx: Queryable, fx: Effects) => Promise<T>) => transition(app, fn);

  app.post(
    '/api/WorkFlow/FlowTask',
    { schema: { tags, summary: '发起流程（status 0 提交，1 保存草稿）', body: LaunchInput, response: answers(okId) }, config: { access: { menu: LAUNCH_MENU } } },
    async (req) => {
      const b = req.body;
      const id = await run((tx, fx) =>
        launchTask(tx, fx, req.user.id, { flowId: b.flowId, formData: b.formData, submit: (b.status ?? 0) === 0, flowUrgent: b.flowUrgent, fullName: b.fullName, candidates: b.candidates }),
      );
      return ok({ id }, say(req, 'wfActionDone'));
    },
  );

  app.put(
    '/api/WorkFlow/FlowTask/:id',
    { schema: { tags, summary: '修改草稿、被退回或已撤回的流程（status 0 重新提交）', params: IdParams, body: EditInput, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      const b = req.body;
      await run((tx, fx) => resubmit(tx, fx, req.user.id, req.params.id, { formData: b.formData, submit: (b.status ?? 0) === 0, flowUrgent: b.flowUrgent, candidates: b.candidates }));
      return ok(null, say(req, 'wfActionDone'));
    },
  );

  app.get(
    '/api/WorkFlow/FlowTask/:flowId/:taskId',
    {
      schema: { tags, summary: '流程实例：表单、流程图、处理记录与可用操作', params: Type.Object({ flowId: Type.String({ maxLength: 64 }), taskId: Type.String({ maxLength: 64 }) }), response: answers(envelope(TaskDetail)) },
      config: { access: 'login' },
    },
    async (req) => ok(await taskDetail(req, req.params.flowId, req.params.taskId)),
  );

  // ---- my launches ------------------------------------------------------------------------------
  app.get(
    '/api/WorkFlow/FlowLaunch',
    { schema: { tags, summary: '我发起的流程', querystring: listQuery(TaskFilters), response: answers(listAnswer(LaunchRow)) }, config: { access: { menu: LAUNCH_MENU } } },
    async (req) => {
      const where = taskWhere(req.query);
      where.and(`t.creator_user_id = ${where.param(req.user.id)}`);
      return listPage(db, req.query, { row: LaunchRow, columns: `t.id, ${TASK_COLUMNS}`, from: `FROM ${TASK_FROM}`, where, sorts: TASK_SORTS, order: 't.created_at DESC, t.id', tieBreak: 't.id' });
    },
  );

  app.delete(
    '/api/WorkFlow/FlowLaunch/:id',
    { schema: { tags, summary: '删除草稿', params: IdParams, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      const gone = await one(db, Type.Object({ id: Type.String() }), 'DELETE FROM flow_task WHERE id = $1 AND creator_user_id = $2 AND status = 0 RETURNING id', [req.params.id, req.user.id]);
      if (!gone) throw new ApiError(Code.BadRequest, t('wfCannotEdit'));
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.put(
    '/api/WorkFlow/FlowLaunch/:id/Actions/Withdraw',
    { schema: { tags, summary: '撤回（审批人尚未处理时）', params: IdParams, body: OpinionBody, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      await run((tx, fx) => withdraw(tx, fx, req.user.id, req.params.id, req.body.handleOpinion ?? ''));
      return ok(null, say(req, 'wfActionDone'));
    },
  );

  app.post(
    '/api/WorkFlow/FlowLaunch/:id/Actions/Revoke',
    { schema: { tags, summary: '撤销已通过的流程', params: IdParams, body: OpinionBody, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      await run((tx, fx) => revoke(tx, fx, req.user.id, req.params.id, req.body.handleOpinion ?? ''));
      return ok(null, say(req, 'wfActionDone'));
    },
  );

  app.post('/api/WorkFlow/FlowLaunch/Press/:id', { schema: { tags, summary: '催办', params: IdParams, response: answers(okNull) }, config: { access: 'login' } }, async (req) => {
    await run((tx, fx) => urge(tx, fx, req.user.id, req.params.id));
    return ok(null, say(req, 'wfActionDone'));
  });

  // ---- to-do, done, circulated ------------------------------------------------------------------
  app.get(
    '/api/WorkFlow/FlowBefore/List/:category',
    {
      schema: {
        tags,
        summary: '待办（1）、已办（2）、抄送（3）',
        params: Type.Object({ category: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]) }),
        querystring: listQuery(TaskFilters),
        response: answers(listAnswer(BeforeRow)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      if (req.params.category === '1') {
        const todoColumns = `o.id, o.task_id, o.task_node_id, o.node_name, coalesce(ef.real_name, '') AS entrust_from_name, ${epochMs('o.created_at')} AS receive_time, ${TASK_COLUMNS}`;
        const todoFrom = `FROM flow_task_operator o JOIN ${TASK_FROM} ON t.id = o.task_id LEFT JOIN users ef ON ef.id = o.entrust_from`;
        const todoSorts = { ...TASK_SORTS, receiveTime: 'o.created_at' };
        const unfiltered = !q.keyword && !q.flowId && !q.flowCategory && !q.flowUrgent && q.status === undefined && q.startTime === undefined && q.endTime === undefined;
        if (unfiltered) {
          // The unfiltered count reads the partial to-do index alone: joined to a million finished
          // tasks, PostgreSQL hashed them all (175 ms of a 176 ms answer, bench/workflow.ts).
          const { currentPage, pageSize, offset } = paging(q);
          const order = sortClause(q, todoSorts, 'o.created_at DESC, o.id', 'o.id');
          const [list, count] = await Promise.all([
            rows(db, TodoRow, `SELECT ${todoColumns} ${todoFrom} WHERE o.handle_id = $1 AND o.state = 'pending' ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, [req.user.id]),
            one(db, Type.Object({ total: Type.Integer() }), `SELECT count(*)::int AS total FROM flow_task_operator o WHERE o.handle_id = $1 AND o.state = 'pending'`, [req.user.id]),
          ]);
          return page(list, currentPage, pageSize, count?.total ?? 0);
        }
        const where = taskWhere(q, 'o.created_at');
        where.and(`o.handle_id = ${where.param(req.user.id)} AND o.state = 'pending'`);
        return listPage(db, q, {
          row: TodoRow,
          columns: todoColumns,
          from: todoFrom,
          where,
          sorts: todoSorts,
          order: 'o.created_at DESC, o.id',
          tieBreak: 'o.id',
        });
      }
      if (req.params.category === '2') {
        const where = taskWhere(q, 'r.created_at');
        where.and(`r.handle_id = ${where.param(req.user.id)} AND r.handle_status IN (0, 1, 7)`);
        return listPage(db, q, {
          row: DoneRow,
          columns: `r.id, r.task_id, r.node_name, r.handle_status, r.handle_opinion, ${epochMs('r.created_at')} AS handle_time, ${TASK_COLUMNS}`,
          from: `FROM flow_task_record r JOIN ${TASK_FROM} ON t.id = r.task_id`,
          where,
          sorts: { ...TASK_SORTS, handleTime: 'r.created_at' },
          order: 'r.created_at DESC, r.id',
          tieBreak: 'r.id',
        });
      }
      const where = taskWhere(q, 'c.created_at');
      where.and(`c.user_id = ${where.param(req.user.id)}`);
      return listPage(db, q, {
        row: CirculateRow,
        columns: `c.id, c.task_id, c.node_name, ${epochMs('c.created_at')} AS circulate_time, ${TASK_COLUMNS}`,
        from: `FROM flow_task_circulate c JOIN ${TASK_FROM} ON t.id = c.task_id`,
        where,
        sorts: { ...TASK_SORTS, circulateTime: 'c.created_at' },
        order: 'c.created_at DESC, c.id',
        tieBreak: 'c.id',
      });
    },
  );

  const handle = (path: string, summary: string, act: (tx: Queryable, fx: Effects, userId: string, id: string, input: HandleInput) => Promise<void>) =>
    app.post(path, { schema: { tags, summary, params: IdParams, body: HandleBody, response: answers(okNull) }, config: { access: 'login' } }, async (req) => {
      await run((tx, fx) => act(tx, fx, req.user.id, req.params.id, req.body));
      return ok(null, say(req, 'wfActionDone'));
    });
  handle('/api/WorkFlow/FlowBefore/Audit/:id', '同意（id：待办的 id）', approve);
  handle('/api/WorkFlow/FlowBefore/Reject/:id', '退回（rejectStep：0 退回发起人，或之前的节点编码）', reject);
  handle('/api/WorkFlow/FlowBefore/Transfer/:id', '转办给 freeApproverUserId', transfer);
  handle('/api/WorkFlow/FlowBefore/AddApprover/:id', '加签：freeApproverUserId 也须审批本节点', addApprover);

  // ---- monitor ----------------------------------------------------------------------------------
  const MonitorRow = Type.Object({ id: Type.String(), ...taskFields });
  app.get(
    '/api/WorkFlow/FlowMonitor',
    { schema: { tags, summary: '流程监控（数据权限内的全部实例）', querystring: listQuery({ ...TaskFilters, creatorUserId: Type.Optional(Type.String({ maxLength: 64 })) }), response: answers(listAnswer(MonitorRow)) }, config: { access: { menu: MONITOR_MENU } } },
    async (req) => {
      const where = taskWhere(req.query);
      if (req.query.creatorUserId) where.and(`t.creator_user_id = ${where.param(req.query.creatorUserId)}`);
      where.and(await monitorCondition(req, where.params));
      return listPage(db, req.query, { row: MonitorRow, columns: `t.id, ${TASK_COLUMNS}`, from: `FROM ${TASK_FROM}`, where, sorts: TASK_SORTS, order: 't.created_at DESC, t.id', tieBreak: 't.id' });
    },
  );

  /** 404 unless the task is within the monitor's data scope. */
  async function monitored(req: Parameters<typeof monitorCondition>[0], taskId: string) {
    const params: unknown[] = [taskId];
    const scope = await monitorCondition(req, params);
    const found = await db.query(`SELECT 1 FROM flow_task t WHERE t.id = $1 ${scope ? `AND ${scope}` : ''}`, params);
    if (scope === null || !found.length) throw new ApiError(Code.NotFound, t('notFound'));
  }

  app.post(
    '/api/WorkFlow/FlowBefore/Cancel/:id',
    { schema: { tags, summary: '终止（流程监控）', params: IdParams, body: OpinionBody, response: answers(okNull) }, config: { access: { menu: MONITOR_MENU } } },
    async (req) => {
      await monitored(req, req.params.id);
      await run((tx, fx) => cancel(tx, fx, req.user.id, req.params.id, req.body.handleOpinion ?? ''));
      return ok(null, say(req, 'wfActionDone'));
    },
  );

  app.post(
    '/api/WorkFlow/FlowMonitor/:id/Actions/Assign',
    { schema: { tags, summary: '指派：把一个待办交给另一个人（流程监控）', params: IdParams, body: AssignBody, response: answers(okNull) }, config: { access: { menu: MONITOR_MENU } } },
    async (req) => {
      await monitored(req, req.params.id);
      await run((tx, fx) => reassign(tx, fx, req.user.id, req.params.id, req.body.operatorId, req.body.freeApproverUserId));
      return ok(null, say(req, 'wfActionDone'));
    },
  );

  app.delete(
    '/api/WorkFlow/FlowMonitor/:id',
    { schema: { tags, summary: '删除实例（流程监控；连同其子流程）', params: IdParams, response: answers(okNull) }, config: { access: { menu: MONITOR_MENU, button: 'btn_remove' } } },
    async (req) => {
      await monitored(req, req.params.id);
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM flow_task WHERE id = $1 FOR UPDATE', [req.params.id]);
        await tx.query('DELETE FROM flow_task WHERE parent_id = $1', [req.params.id]);
        await tx.query('DELETE FROM flow_task WHERE id = $1', [req.params.id]);
      });
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}

