import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';
import { Nullable, Type, epochMs, one, rows, type Static } from '../kit';
import { visibleForm } from './formOperates';
import { CHOSEN_BY_PREVIOUS, Choice, choicesOf } from './choices';
import { routeContext } from './directory';
import { joinedBranches } from './engine';
import { earlierMainNodes, indexFlow, stepsAfter } from './graph';
import { Status, type FlowNode } from './model';
import { monitorCondition } from './monitorScope';

/** The columns every task list shares (the launch, to-do, done, circulate and monitor lists). */
export const TASK_COLUMNS = `t.full_name, t.flow_id, e.full_name AS flow_name, e.en_code AS flow_code, e.category AS flow_category, t.flow_urgent, t.status,
  t.completion, t.this_step, ${epochMs('t.start_time')} AS start_time, ${epochMs('t.end_time')} AS end_time, ${epochMs('t.created_at')} AS creator_time,
  coalesce(cu.real_name, '') AS user_name`;
export const TASK_FROM = 'flow_task t JOIN flow_engine e ON e.id = t.flow_id LEFT JOIN users cu ON cu.id = t.creator_user_id';

export const taskFields = {
  fullName: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  flowCode: Type.String(),
  flowCategory: Type.String(),
  flowUrgent: Type.Integer(),
  status: Type.Integer(),
  completion: Type.Integer(),
  thisStep: Type.String(),
  startTime: Nullable(Type.Number()),
  endTime: Nullable(Type.Number()),
  creatorTime: Type.Number(),
  userName: Type.String(),
};

const TaskInfo = Type.Object({
  id: Type.String(),
  ...taskFields,
  flowVersion: Type.Integer(),
  formId: Type.String(),
  creatorUserId: Type.String(),
  formData: Type.Record(Type.String(), Type.Unknown()),
  template: Type.Unsafe<FlowNode>(Type.Object({})),
});

const NodeRow = Type.Object({ id: Type.String(), nodeCode: Type.String(), nodeName: Type.String(), nodeType: Type.String(), state: Type.String(), creatorTime: Type.Number(), completedTime: Nullable(Type.Number()) });
const OperatorRow = Type.Object({
  id: Type.String(),
  taskNodeId: Type.String(),
  nodeCode: Type.String(),
  nodeName: Type.String(),
  handleId: Type.String(),
  userName: Type.String(),
  entrustFromName: Type.String(),
  added: Type.Boolean(),
  state: Type.String(),
  handleStatus: Nullable(Type.Integer()),
  handleTime: Nullable(Type.Number()),
});
const RecordRow = Type.Object({
  id: Type.String(),
  nodeCode: Type.String(),
  nodeName: Type.String(),
  handleId: Nullable(Type.String()),
  userName: Type.String(),
  entrustFromName: Type.String(),
  handleStatus: Type.Integer(),
  handleOpinion: Type.String(),
  handleTime: Type.Number(),
  fileList: Type.Array(Type.Unknown()),
  signImg: Type.String(),
});
const ChartNode = Type.Object({ nodeCode: Type.String(), nodeName: Type.String(), nodeType: Type.String(), state: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('pending')]) });
const Actions = Type.Object({
  approve: Type.Boolean(),
  reject: Type.Boolean(),
  transfer: Type.Boolean(),
  addApprover: Type.Boolean(),
  withdraw: Type.Boolean(),
  revoke: Type.Boolean(),
  urge: Type.Boolean(),
  resubmit: Type.Boolean(),
  cancel: Type.Boolean(),
  reassign: Type.Boolean(),
});

export const TaskDetail = Type.Object({
  flowTaskInfo: Type.Object({ id: Type.String(), ...taskFields, flowVersion: Type.Integer(), formId: Type.String(), creatorUserId: Type.String() }),
  formData: Type.Record(Type.String(), Type.Unknown()),
  formOperates: Type.Array(Type.Object({ id: Type.String(), read: Type.Boolean(), write: Type.Boolean() })),
  flowTemplateJson: Type.Unknown(),
  flowChart: Type.Array(ChartNode),
  flowTaskNodeList: Type.Array(NodeRow),
  flowTaskOperatorList: Type.Array(OperatorRow),
  flowTaskOperatorRecordList: Type.Array(RecordRow),
  myOperatorId: Nullable(Type.String()),
  actions: Actions,
  rejectSteps: Type.Array(Type.Object({ nodeCode: Type.String(), nodeName: Type.String() })),
  /** The caller's node completing makes these nodes current, and their approvers are the caller's to choose. */
  nextChoices: Type.Array(Choice),
  /** The caller's node asks for a handwritten signature. */
  signRequired: Type.Boolean(),
  /** The form definition of the flow's designed page (null: the built-in form). */
  formDef: Nullable(Type.Unknown()),
});

/** The form definition (page schema `form`) of the designed page a flow carries, or null. */
export async function flowFormDef(db: Queryable, flowId: string): Promise<unknown> {
  const row = await one(db, Type.Object({ form: Nullable(Type.Unknown()) }), `SELECT v.page_schema->'form' AS form FROM flow_engine e JOIN visual_dev v ON v.id = e.form_id WHERE e.id = $1`, [flowId]);
  return row?.form ?? null;
}
export type TaskDetail = Static<typeof TaskDetail>;

const Seen = Type.Object({ seen: Type.Boolean() });

/**
 * One task as the caller may see it: its initiator, anyone who had or has it to do (or handed it
 * on by entrust), anyone it was circulated to, and holders of 流程监控 within their data scope.
 * Anyone else gets 404, the same answer as a task that does not exist.
 */
export async function taskDetail(req: FastifyRequest, flowId: string, taskId: string): Promise<TaskDetail> {
  const db = req.server.database;
  const me = req.user.id;
  const task = await one(
    db,
    TaskInfo,
    `SELECT t.id, ${TASK_COLUMNS}, t.flow_version, e.form_id, t.creator_user_id, t.form_data, v.flow_template_json AS template
     FROM ${TASK_FROM} JOIN flow_engine_version v ON v.flow_id = t.flow_id AND v.version = t.flow_version WHERE t.id = $1 AND t.flow_id = $2`,
    [taskId, flowId],
  );
  if (!task) throw new ApiError(Code.NotFound, t('notFound'));
  const params: unknown[] = [taskId, me];
  const monitor = await monitorCondition(req, params);
  const seen = await one(
    db,
    Seen,
    `SELECT (t.creator_user_id = $2
       OR EXISTS (SELECT 1 FROM flow_task_operator o WHERE o.task_id = t.id AND (o.handle_id = $2 OR o.entrust_from = $2))
       OR EXISTS (SELECT 1 FROM flow_task_record r WHERE r.task_id = t.id AND r.handle_id = $2)
       OR EXISTS (SELECT 1 FROM flow_task_circulate c WHERE c.task_id = t.id AND c.user_id = $2)
       ${monitor === null ? '' : `OR (${monitor || 'true'})`}) AS seen
     FROM flow_task t WHERE t.id = $1`,
    params,
  );
  if (!seen?.seen) throw new ApiError(Code.NotFound, t('notFound'));

  const nodes = await rows(
    db,
    NodeRow,
    `SELECT id, node_code, node_name, node_type, state, ${epochMs('created_at')} AS creator_time, ${epochMs('completed_at')} AS completed_time FROM flow_task_node WHERE task_id = $1 ORDER BY created_at, id`,
    [taskId],
  );
  const operators = await rows(
    db,
    OperatorRow,
    `SELECT o.id, o.task_node_id, o.node_code, o.node_name, o.handle_id, coalesce(u.real_name, '') AS user_name, coalesce(f.real_name, '') AS entrust_from_name,
       o.parent_id IS NOT NULL AS added, o.state, o.handle_status, ${epochMs('o.handle_time')} AS handle_time
     FROM flow_task_operator o LEFT JOIN users u ON u.id = o.handle_id LEFT JOIN users f ON f.id = o.entrust_from WHERE o.task_id = $1 ORDER BY o.created_at, o.id`,
    [taskId],
  );
  const records = await rows(
    db,
    RecordRow,
    `SELECT r.id, r.node_code, r.node_name, r.handle_id, coalesce(u.real_name, '') AS user_name, coalesce(f.real_name, '') AS entrust_from_name, r.handle_status,
       r.handle_opinion, ${epochMs('r.created_at')} AS handle_time, r.file_list, r.sign_img
     FROM flow_task_record r LEFT JOIN users u ON u.id = r.handle_id LEFT JOIN users f ON f.id = r.entrust_from WHERE r.task_id = $1 ORDER BY r.created_at, r.id`,
    [taskId],
  );

  const idx = indexFlow(task.template);
  const mine = operators.find((o) => o.handleId === me && o.state === 'pending') ?? null;
  // The field rights of the caller's node: their open item's, else the last node they handled.
  const handled = [...operators].reverse().find((o) => o.handleId === me);
  const rightsNode = idx.byId.get((mine ?? handled)?.nodeCode ?? '');
  const formOperates = rightsNode?.properties.formOperates ?? [];
  const isCreator = task.creatorUserId === me;
  const form = isCreator || monitor !== null ? task.formData : visibleForm(task.formData, formOperates);

  const active = new Set(nodes.filter((n) => n.state === 'active').map((n) => n.nodeCode));
  const done = new Set(nodes.filter((n) => n.state === 'done').map((n) => n.nodeCode));
  const started = task.status !== Status.draft;
  const flowChart = idx.order
    .map((code) => idx.byId.get(code)!)
    .filter((n) => n.type !== 'condition')
    .map((n) => ({
      nodeCode: n.nodeId,
      nodeName: String(n.properties.title ?? n.nodeId),
      nodeType: n.type,
      state: (active.has(n.nodeId) ? 'current' : done.has(n.nodeId) || (n.type === 'start' && started) ? 'done' : 'pending') as 'done' | 'current' | 'pending',
    }));

  const running = task.status === Status.wait;
  const actedSinceSubmit = (() => {
    const lastSubmit = records.map((r) => r.handleStatus).lastIndexOf(2);
    return records.slice(lastSubmit + 1).some((r) => [0, 1, 6, 7, 9].includes(r.handleStatus));
  })();
  const rejectSteps = mine
    ? earlierMainNodes(idx, mine.nodeCode)
        .filter((code) => done.has(code))
        .map((code) => ({ nodeCode: code, nodeName: String(idx.byId.get(code)!.properties.title ?? code) }))
    : [];
  const { template: _template, formData: _form, ...info } = task;
  const nextChoices = running && mine ? await choicesNext(db, task.template, mine.nodeCode, taskId, task.creatorUserId, task.formData) : [];
  return {
    flowTaskInfo: info,
    formData: form,
    formOperates,
    flowTemplateJson: task.template,
    flowChart,
    flowTaskNodeList: nodes,
    flowTaskOperatorList: operators,
    flowTaskOperatorRecordList: records,
    myOperatorId: mine?.id ?? null,
    actions: {
      approve: running && !!mine,
      reject: running && !!mine,
      transfer: running && !!mine,
      addApprover: running && !!mine,
      withdraw: running && isCreator && !actedSinceSubmit,
      revoke: isCreator && task.status === Status.adopt && !(await db.query('SELECT 1 FROM flow_task WHERE revoke_of = $1 AND status IN (0, 1) LIMIT 1', [taskId])).length,
      urge: running && isCreator,
      resubmit: isCreator && [Status.draft, Status.reject, Status.revoke].includes(task.status as 0),
      cancel: running && monitor !== null,
      reassign: running && monitor !== null,
    },
    rejectSteps,
    nextChoices,
    signRequired: !!(mine && idx.byId.get(mine.nodeCode)?.properties.hasSign),
    formDef: await flowFormDef(db, task.flowId),
  };
}

/** The rule-12 nodes that leaving `nodeCode` would make current (what the approver chooses for). */
async function choicesNext(db: Queryable, template: FlowNode, nodeCode: string, taskId: string, initiator: string, form: Record<string, unknown>): Promise<Choice[]> {
  let steps;
  try {
    steps = stepsAfter(indexFlow(template), nodeCode, await routeContext(db, initiator, form), await joinedBranches(db, taskId));
  } catch {
    // No branch matches yet: the approve itself says so.
    return [];
  }
  const next = new Set(steps.flatMap((s) => (s.kind === 'activate' ? [s.node.nodeId] : [])));
  return next.size ? choicesOf(db, template, CHOSEN_BY_PREVIOUS, next) : [];
}
