import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';
import { Nullable, Type, one, rows, type Static } from '../kit';
import { Value } from '@sinclair/typebox/value';
import { deliverWorkflowMessage, type WorkflowMessageBody } from '../message/inbox';
import { nodeComplete, resolveApprovers } from './approvers';
import { CHOSEN_AT_LAUNCH, CHOSEN_BY_PREVIOUS, checkChoices } from './choices';
import { dbDirectory, routeContext, usersOfDepartments, usersOfSchoolDepartments } from './directory';
import { applyApproverEdits } from './formOperates';
import { earlierMainNodes, indexFlow, NoRouteError, stepsAfter } from './graph';
import { Handle, Status, type FlowNode } from './model';
import { enqueue } from '../jobs/queue';

/*
 * Every transition of a task runs in one transaction that first locks the task's row
 * (`SELECT … FOR UPDATE`): two approvers of one countersign node, a double click or two server
 * instances acting on one task queue up behind that lock, and each re-reads the state it acts on
 * after getting it, so a step is never taken twice or lost. Refusals throw before anything is
 * written, or roll the transaction back, so a refused call leaves the database as it was.
 */

/*
 * Messages after commit, never lost: a transition writes its notifications as delivery jobs into
 * the job queue in its own transaction, so they exist exactly when the step does. Right after the
 * commit the area drains the queue (the bell rings before the answer goes out); if that fails or
 * the process dies first, the queued jobs are delivered by the worker's next poll, after a restart
 * too. A delivery job inserts the inbox rows and marks itself done in one transaction, so a message
 * is delivered once.
 */
export const MESSAGE_JOB = 'wfMessage';

interface OutgoingMessage {
  to: string[];
  title: string;
  body: WorkflowMessageBody;
  from: string | null;
}

/** What a transition does besides its rows: messages to send, and unread counts to push once committed. */
export class Effects {
  readonly messages: OutgoingMessage[] = [];
  readonly pushTo: string[] = [];
  /** How many delivery jobs this transition wrote. */
  queued = 0;
  message(to: string[], title: string, body: WorkflowMessageBody, from: string | null = null) {
    if (to.length) this.messages.push({ to, title, body, from });
  }
  /** Writes the collected messages as delivery jobs (inside the transaction). */
  async persist(tx: Queryable) {
    // Due a minute ago: due at once even when this process's clock runs ahead of the database's.
    const due = new Date(Date.now() - 60_000);
    for (const m of this.messages.splice(0)) {
      await enqueue(tx, MESSAGE_JOB, { to: m.to, title: m.title, body: m.body, from: m.from }, due);
      this.queued++;
    }
  }
  pushAfterCommit(app: Pick<FastifyInstance, 'events'>) {
    const to = [...new Set(this.pushTo.splice(0))];
    if (to.length) app.events.emit('messagePush', { toUserIds: to });
  }
}

const MessagePayload = Type.Object({
  to: Type.Array(Type.String()),
  title: Type.String(),
  body: Type.Unsafe<WorkflowMessageBody>(Type.Object({ type: Type.Integer() })),
  from: Nullable(Type.String()),
});

/** The queue's handler for a delivery job: the inbox rows, in the job's transaction. */
export async function deliverMessage(tx: Queryable, fx: Effects, payload: Record<string, unknown>) {
  if (!Value.Check(MessagePayload, payload)) throw new Error('malformed workflow message job');
  const { userIds } = await deliverWorkflowMessage(tx, payload.to, payload.title, payload.body, payload.from);
  fx.pushTo.push(...userIds);
}

type App = Pick<FastifyInstance, 'database' | 'events'>;
/** Per database: the area's queue drain, run right after a transition that queued messages. */
const drains = new WeakMap<object, () => Promise<unknown>>();
export function onMessagesQueued(app: App, drain: () => Promise<unknown>) {
  drains.set(app.database, drain);
}

/** `fn` in one transaction with its messages queued in it; answers its result and effects once committed. */
async function committed<T>(app: App, fn: (tx: Queryable, fx: Effects) => Promise<T>): Promise<{ out: T; fx: Effects }> {
  const fx = new Effects();
  const out = await app.database.transaction(async (tx) => {
    const r = await fn(tx, fx);
    await fx.persist(tx);
    return r;
  });
  return { out, fx };
}

/** One transition as the queue's worker runs it: then its pushes (messages it queued wait for the worker's loop). */
export async function jobTransition<T>(app: App, fn: (tx: Queryable, fx: Effects) => Promise<T>): Promise<T> {
  const { out, fx } = await committed(app, fn);
  fx.pushAfterCommit(app);
  return out;
}

/** Runs `fn` as one transition: one transaction with its messages queued, then their delivery. */
export async function transition<T>(app: App, fn: (tx: Queryable, fx: Effects) => Promise<T>): Promise<T> {
  const { out, fx } = await committed(app, fn);
  const drain = drains.get(app.database);
  // The step is committed whatever happens here: a failed delivery stays queued for the worker.
  if (fx.queued && drain) await drain().catch(() => undefined);
  return out;
}

const FlowTemplate = Type.Unsafe<FlowNode>(Type.Object({}));
const FormData = Type.Record(Type.String(), Type.Unknown());

const TaskState = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  flowVersion: Type.Integer(),
  status: Type.Integer(),
  creatorUserId: Type.String(),
  formData: FormData,
  candidates: Type.Record(Type.String(), Type.Array(Type.String())),
  parentId: Nullable(Type.String()),
  parentNodeId: Nullable(Type.String()),
  revokeOf: Nullable(Type.String()),
  template: FlowTemplate,
});
export type TaskState = Static<typeof TaskState>;

const TASK_STATE = `SELECT t.id, t.full_name, t.flow_id, e.full_name AS flow_name, t.flow_version, t.status, t.creator_user_id, t.form_data, t.candidates,
  t.parent_id, t.parent_node_id, t.revoke_of, v.flow_template_json AS template
  FROM flow_task t JOIN flow_engine e ON e.id = t.flow_id JOIN flow_engine_version v ON v.flow_id = t.flow_id AND v.version = t.flow_version`;

/** The task, its row locked until the transaction ends; 404 when it does not exist. */
export async function lockTask(tx: Queryable, taskId: string): Promise<TaskState> {
  const task = await one(tx, TaskState, `${TASK_STATE} WHERE t.id = $1 FOR UPDATE OF t`, [taskId]);
  if (!task) throw new ApiError(Code.NotFound, t('notFound'));
  return task;
}

const OperatorState = Type.Object({
  id: Type.String(),
  taskId: Type.String(),
  taskNodeId: Type.String(),
  nodeCode: Type.String(),
  nodeName: Type.String(),
  handleId: Type.String(),
  entrustFrom: Nullable(Type.String()),
  state: Type.String(),
  counterSign: Type.Integer(),
});
const OPERATOR_STATE = `SELECT o.id, o.task_id, o.task_node_id, o.node_code, o.node_name, o.handle_id, o.entrust_from, o.state, n.counter_sign
  FROM flow_task_operator o JOIN flow_task_node n ON n.id = o.task_node_id`;

interface RecordInput {
  taskNodeId?: string | null;
  nodeCode?: string;
  nodeName?: string;
  handleId: string | null;
  entrustFrom?: string | null;
  handleStatus: number;
  opinion?: string;
  fileList?: unknown[];
  signImg?: string;
  operatorId?: string | null;
}

async function record(tx: Queryable, taskId: string, r: RecordInput) {
  await tx.query(
    `INSERT INTO flow_task_record (task_id, task_node_id, node_code, node_name, handle_id, entrust_from, handle_status, handle_opinion, file_list, sign_img, operator_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [taskId, r.taskNodeId ?? null, r.nodeCode ?? '', r.nodeName ?? '', r.handleId, r.entrustFrom ?? null, r.handleStatus, r.opinion ?? '', JSON.stringify(r.fileList ?? []), r.signImg ?? '', r.operatorId ?? null],
  );
}

const title = (node: FlowNode) => String(node.properties.title ?? node.nodeId);
const body = (type: number, task: TaskState, more: Record<string, unknown> = {}): WorkflowMessageBody => ({ type, flowId: task.flowId, taskId: task.id, ...more });

const Id = Type.Object({ id: Type.String() });
const UserId = Type.Object({ userId: Type.String() });

/** Whom a user's approvals of this flow go to today (流程委托), if anyone. */
async function entrustee(tx: Queryable, userId: string, flowId: string): Promise<string | null> {
  const r = await one(
    tx,
    UserId,
    `SELECT d.to_user_id AS user_id FROM flow_delegate d JOIN users u ON u.id = d.to_user_id AND u.enabled_mark = 1
     WHERE d.user_id = $1 AND now() >= d.start_time AND now() < d.end_time AND (cardinality(d.flow_ids) = 0 OR $2 = ANY(d.flow_ids))
     ORDER BY d.created_at DESC LIMIT 1`,
    [userId, flowId],
  );
  return r?.userId ?? null;
}

const UNIT_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** Makes `node` current: its approvers get to-do items, or a sub-flow starts. */
async function activate(tx: Queryable, fx: Effects, task: TaskState, node: FlowNode, chosen: Record<string, string[]>): Promise<void> {
  if (node.type === 'subFlow') {
    const row = await one(tx, Id, `INSERT INTO flow_task_node (task_id, node_code, node_name, node_type, state) VALUES ($1, $2, $3, 'subFlow', 'active') RETURNING id`, [
      task.id,
      node.nodeId,
      title(node),
    ]);
    const form: Record<string, unknown> = {};
    const assign = node.properties.assignList ?? [];
    if (assign.length) for (const a of assign) form[a.childField] = task.formData[a.parentField];
    else Object.assign(form, task.formData);
    await launchTask(tx, fx, task.creatorUserId, { flowId: String(node.properties.flowId), formData: form, submit: true, parent: { taskId: task.id, nodeId: row!.id } });
    return;
  }
  const found = await resolveApprovers(node, { initiatorId: task.creatorUserId, candidates: task.candidates, chosenByPrevious: chosen }, dbDirectory(tx));
  if ('none' in found) {
    if (found.none === 'refuse') throw new ApiError(Code.BadRequest, t('wfNoApprover', { node: title(node) }));
    const row = await one(
      tx,
      Id,
      `INSERT INTO flow_task_node (task_id, node_code, node_name, node_type, state, completed_at) VALUES ($1, $2, $3, 'approver', 'done', now()) RETURNING id`,
      [task.id, node.nodeId, title(node)],
    );
    await record(tx, task.id, { taskNodeId: row!.id, nodeCode: node.nodeId, nodeName: title(node), handleId: null, handleStatus: Handle.agree, opinion: t('wfNoApproverPass').toString() });
    await advance(tx, fx, task, node.nodeId, {});
    return;
  }
  const row = await one(tx, Id, `INSERT INTO flow_task_node (task_id, node_code, node_name, node_type, counter_sign, state) VALUES ($1, $2, $3, 'approver', $4, 'active') RETURNING id`, [
    task.id,
    node.nodeId,
    title(node),
    node.properties.counterSign === 1 ? 1 : 0,
  ]);
  const handlers: string[] = [];
  for (const userId of found.userIds) {
    const to = await entrustee(tx, userId, task.flowId);
    const handler = to ?? userId;
    if (handlers.includes(handler)) continue;
    handlers.push(handler);
    const op = await one(
      tx,
      Id,
      `INSERT INTO flow_task_operator (task_id, task_node_id, node_code, node_name, handle_id, entrust_from, state) VALUES ($1, $2, $3, $4, $5, $6, 'pending') RETURNING id`,
      [task.id, row!.id, node.nodeId, title(node), handler, to ? userId : null],
    );
    fx.message([handler], t('wfMsgTodo', { title: task.fullName }).toString(), body(2, task, { operatorId: op!.id, taskNodeId: row!.id }), task.creatorUserId);
  }
  const limit = node.properties.timeoutConfig;
  if (limit?.on && Number(limit.quantity) > 0) {
    const ms = Number(limit.quantity) * (UNIT_MS[limit.type] ?? UNIT_MS.hour);
    await enqueue(tx, 'nodeTimeout', { taskId: task.id, taskNodeId: row!.id }, new Date(Date.now() + ms));
  }
}

export async function joinedBranches(tx: Queryable, taskId: string): Promise<Map<string, Set<string>>> {
  const list = await rows(tx, Type.Object({ containerId: Type.String(), branchId: Type.String() }), 'SELECT container_id, branch_id FROM flow_task_join WHERE task_id = $1', [taskId]);
  const out = new Map<string, Set<string>>();
  for (const r of list) out.set(r.containerId, (out.get(r.containerId) ?? new Set()).add(r.branchId));
  return out;
}

/** Takes the steps that follow `fromNodeId` (just completed). */
export async function advance(tx: Queryable, fx: Effects, task: TaskState, fromNodeId: string, chosen: Record<string, string[]>): Promise<void> {
  const idx = indexFlow(task.template);
  const ctx = await routeContext(tx, task.creatorUserId, task.formData);
  let steps;
  try {
    steps = stepsAfter(idx, fromNodeId, ctx, await joinedBranches(tx, task.id));
  } catch (err) {
    if (err instanceof NoRouteError) throw new ApiError(Code.BadRequest, t('wfNoRoute'));
    throw err;
  }
  for (const step of steps) {
    if (step.kind === 'join') {
      await tx.query('INSERT INTO flow_task_join (task_id, container_id, branch_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [task.id, step.containerId, step.branchId]);
    } else if (step.kind === 'circulate') {
      await circulate(tx, fx, task, step.node);
    } else if (step.kind === 'activate') {
      await activate(tx, fx, task, step.node, chosen);
    } else {
      await finish(tx, fx, task, Status.adopt);
    }
  }
  await updateProgress(tx, task);
}

async function circulate(tx: Queryable, fx: Effects, task: TaskState, node: FlowNode) {
  const p = node.properties;
  const dir = dbDirectory(tx);
  const people = await dir.enabled([
    ...new Set([...(p.circulateUser ?? []), ...(await dir.usersWithPositions(p.circulatePosition ?? [])), ...(await dir.usersWithRoles(p.circulateRole ?? [])), ...(await usersOfDepartments(tx, p.circulateDepartment ?? [])),
      ...(await usersOfSchoolDepartments(tx, task.creatorUserId, p.circulateSchoolDept ?? [])),
    ]),
  ]);
  if (!people.length) return;
  const got = await rows(
    tx,
    UserId,
    `INSERT INTO flow_task_circulate (task_id, node_code, node_name, user_id) SELECT $1, $2, $3, unnest($4::text[]) ON CONFLICT DO NOTHING RETURNING user_id`,
    [task.id, node.nodeId, title(node), people],
  );
  fx.message(got.map((r) => r.userId), t('wfMsgCirculate', { title: task.fullName }).toString(), body(3, task), task.creatorUserId);
}

async function updateProgress(tx: Queryable, task: TaskState) {
  const idx = indexFlow(task.template);
  const steps = [...idx.byId.values()].filter((n) => n.type === 'approver' || n.type === 'subFlow').length;
  await tx.query(
    `UPDATE flow_task SET
       this_step = CASE WHEN status = 1 THEN coalesce((SELECT string_agg(node_name, ',' ORDER BY created_at) FROM flow_task_node WHERE task_id = $1 AND state = 'active'), '') ELSE '' END,
       completion = CASE WHEN status = 2 THEN 100 WHEN $2::int = 0 THEN 0
         ELSE least(99, (SELECT count(DISTINCT node_code) FROM flow_task_node WHERE task_id = $1 AND state = 'done')::int * 100 / $2::int) END,
       updated_at = now()
     WHERE id = $1`,
    [task.id, steps],
  );
}

/** Stops what is running: active nodes, open to-do items and running sub-flows. */
async function stopRunning(tx: Queryable, taskId: string) {
  await tx.query(`UPDATE flow_task_operator SET state = 'cancelled' WHERE task_id = $1 AND state = 'pending'`, [taskId]);
  await tx.query(`UPDATE flow_task_node SET state = 'cancelled', completed_at = now() WHERE task_id = $1 AND state = 'active'`, [taskId]);
  const children = await rows(tx, Id, 'SELECT id FROM flow_task WHERE parent_id = $1 AND status = 1', [taskId]);
  for (const c of children) {
    await tx.query('UPDATE flow_task SET status = 5, end_time = now(), this_step = \'\' WHERE id = $1', [c.id]);
    await stopRunning(tx, c.id);
  }
}

const RESULT_TITLE = { [Status.adopt]: 'wfMsgAdopt', [Status.reject]: 'wfMsgReject', [Status.cancel]: 'wfMsgCancel', [Status.revoke]: 'wfMsgRevoke' } as const;

/** Ends the task (adopt, reject, revoke or cancel) and tells the initiator; an adopted sub-flow moves its parent on. */
async function finish(tx: Queryable, fx: Effects, task: TaskState, status: typeof Status.adopt | typeof Status.reject | typeof Status.cancel | typeof Status.revoke) {
  await stopRunning(tx, task.id);
  await tx.query(`UPDATE flow_task SET status = $2, end_time = CASE WHEN $2 = 3 THEN end_time ELSE now() END, this_step = '', updated_at = now() WHERE id = $1`, [task.id, status]);
  task.status = status;
  await updateProgress(tx, task);
  fx.message([task.creatorUserId], t(RESULT_TITLE[status], { title: task.fullName }).toString(), body(1, task, { status }));
  if (status === Status.adopt && task.revokeOf) {
    const original = await lockTask(tx, task.revokeOf);
    if (original.status === Status.adopt) await revokeNow(tx, fx, original, task.creatorUserId, String(task.formData.revokeReason ?? ''));
  }
  if (status === Status.adopt && task.parentId && task.parentNodeId) {
    const parent = await lockTask(tx, task.parentId);
    const waiting = await one(tx, Type.Object({ nodeCode: Type.String() }), `UPDATE flow_task_node SET state = 'done', completed_at = now() WHERE id = $1 AND state = 'active' RETURNING node_code`, [
      task.parentNodeId,
    ]);
    if (waiting && parent.status === Status.wait) await advance(tx, fx, parent, waiting.nodeCode, {});
  }
}

// ---- launching --------------------------------------------------------------------------------

export interface LaunchInput {
  flowId: string;
  formData: Record<string, unknown>;
  submit: boolean;
  flowUrgent?: number;
  fullName?: string;
  candidates?: Record<string, string[]>;
  parent?: { taskId: string; nodeId: string };
  /** A revoke task: the approved task it asks to revoke. */
  revokeOf?: string;
}

const FlowHead = Type.Object({ id: Type.String(), fullName: Type.String(), version: Type.Integer(), enabledMark: Type.Integer() });

async function launchableFlow(tx: Queryable, flowId: string) {
  const flow = await one(tx, FlowHead, 'SELECT id, full_name, version, enabled_mark FROM flow_engine WHERE id = $1', [flowId]);
  if (!flow || flow.enabledMark !== 1 || flow.version < 1) throw new ApiError(Code.BadRequest, t('wfFlowStopped'));
  return flow;
}

/** Starts a task (or saves it as a draft); answers its id. */
/** The design of a released version. */
export async function versionTemplate(tx: Queryable, flowId: string, version: number): Promise<FlowNode> {
  const row = await one(tx, Type.Object({ template: FlowTemplate }), 'SELECT flow_template_json AS template FROM flow_engine_version WHERE flow_id = $1 AND version = $2', [flowId, version]);
  if (!row) throw new ApiError(Code.BadRequest, t('wfFlowStopped'));
  return row.template;
}

export async function launchTask(tx: Queryable, fx: Effects, userId: string, input: LaunchInput): Promise<string> {
  const flow = await launchableFlow(tx, input.flowId);
  await checkChoices(tx, await versionTemplate(tx, flow.id, flow.version), CHOSEN_AT_LAUNCH, input.candidates);
  const who = await one(tx, Type.Object({ realName: Type.String(), organizeId: Type.String(), departmentId: Nullable(Type.String()) }), 'SELECT real_name, organize_id, department_id FROM users WHERE id = $1', [userId]);
  const fullName = input.fullName?.trim() || t('wfTaskTitle', { user: who?.realName ?? '', flow: flow.fullName }).toString();
  const created = await one(
    tx,
    Id,
    `INSERT INTO flow_task (parent_id, parent_node_id, full_name, flow_urgent, flow_id, flow_version, form_data, status, candidates, creator_user_id, organize_id, department_id, start_time, revoke_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $8 = 1 THEN now() END, $13) RETURNING id`,
    [
      input.parent?.taskId ?? null,
      input.parent?.nodeId ?? null,
      fullName,
      input.flowUrgent ?? 1,
      flow.id,
      flow.version,
      JSON.stringify(input.formData),
      input.submit ? Status.wait : Status.draft,
      JSON.stringify(input.candidates ?? {}),
      userId,
      who?.organizeId ?? null,
      who?.departmentId ?? null,
      input.revokeOf ?? null,
    ],
  );
  if (input.submit) await submit(tx, fx, await lockTask(tx, created!.id), userId);
  return created!.id;
}

async function submit(tx: Queryable, fx: Effects, task: TaskState, userId: string) {
  await tx.query('DELETE FROM flow_task_join WHERE task_id = $1', [task.id]);
  await record(tx, task.id, { nodeCode: task.template.nodeId, nodeName: title(task.template), handleId: userId, handleStatus: Handle.submit });
  await advance(tx, fx, task, task.template.nodeId, {});
}

/** The initiator edits a draft, a rejected or a withdrawn task, and submits it again when asked. */
export async function resubmit(
  tx: Queryable,
  fx: Effects,
  userId: string,
  taskId: string,
  input: { formData: Record<string, unknown>; submit: boolean; flowUrgent?: number; candidates?: Record<string, string[]> },
) {
  const task = await lockTask(tx, taskId);
  if (task.creatorUserId !== userId) throw new ApiError(Code.NotFound, t('notFound'));
  if (![Status.draft, Status.reject, Status.revoke].includes(task.status as 0)) throw new ApiError(Code.BadRequest, t('wfCannotEdit'));
  // A draft has not started: it runs on the version current when it is submitted; a rejected or
  // withdrawn task resumes on the version it started on.
  let version = task.flowVersion;
  if (task.status === Status.draft && input.submit) version = (await launchableFlow(tx, task.flowId)).version;
  await checkChoices(tx, await versionTemplate(tx, task.flowId, version), CHOSEN_AT_LAUNCH, input.candidates);
  await tx.query(
    `UPDATE flow_task SET form_data = $2, flow_urgent = coalesce($3, flow_urgent), candidates = coalesce($4, candidates), flow_version = $5,
       status = CASE WHEN $6 THEN 1 ELSE status END, start_time = CASE WHEN $6 THEN now() ELSE start_time END, end_time = NULL, updated_at = now() WHERE id = $1`,
    [taskId, JSON.stringify(input.formData), input.flowUrgent ?? null, input.candidates ? JSON.stringify(input.candidates) : null, version, input.submit],
  );
  if (input.submit) await submit(tx, fx, await lockTask(tx, taskId), userId);
}

// ---- approvers' actions -----------------------------------------------------------------------

/** The caller's open to-do item, with its task locked. */
async function myOperator(tx: Queryable, operatorId: string, userId: string) {
  const first = await one(tx, OperatorState, `${OPERATOR_STATE} WHERE o.id = $1`, [operatorId]);
  if (!first) throw new ApiError(Code.NotFound, t('notFound'));
  const task = await lockTask(tx, first.taskId);
  const op = (await one(tx, OperatorState, `${OPERATOR_STATE} WHERE o.id = $1 FOR UPDATE OF o`, [operatorId]))!;
  if (op.handleId !== userId) throw new ApiError(Code.Forbidden, t('wfNotCurrentApprover'));
  if (op.state !== 'pending' || task.status !== Status.wait) throw new ApiError(Code.BadRequest, t('wfHandled'));
  const node = indexFlow(task.template).byId.get(op.nodeCode);
  if (!node) throw new ApiError(Code.BadRequest, t('wfHandled'));
  return { task, op, node };
}

export interface HandleInput {
  handleOpinion?: string;
  signImg?: string;
  fileList?: unknown[];
  formData?: Record<string, unknown>;
  /** Approvers chosen for following nodes whose rule is "chosen by the previous approver". */
  nextApprovers?: Record<string, string[]>;
  /** Reject: '0' (or absent) back to the initiator, or the code of an earlier node. */
  rejectStep?: string;
  freeApproverUserId?: string;
}

export async function approve(tx: Queryable, fx: Effects, userId: string, operatorId: string, input: HandleInput) {
  const { task, op, node } = await myOperator(tx, operatorId, userId);
  if (node.properties.hasSign && !input.signImg) throw new ApiError(Code.BadRequest, t('wfSignRequired'));
  await checkChoices(tx, task.template, CHOSEN_BY_PREVIOUS, input.nextApprovers);
  if (input.formData) {
    task.formData = applyApproverEdits(task.formData, node.properties.formOperates, input.formData);
    await tx.query('UPDATE flow_task SET form_data = $2 WHERE id = $1', [task.id, JSON.stringify(task.formData)]);
  }
  await closeOperator(tx, fx, task, op, Handle.agree, input, node);
}

/** Marks the operator done and moves on when that completes the node. */
async function closeOperator(tx: Queryable, fx: Effects, task: TaskState, op: Static<typeof OperatorState>, status: number, input: HandleInput, node: FlowNode) {
  await tx.query(`UPDATE flow_task_operator SET state = 'done', handle_status = $2, handle_time = now() WHERE id = $1`, [op.id, status === Handle.timeout ? Handle.agree : status]);
  await record(tx, task.id, {
    taskNodeId: op.taskNodeId,
    nodeCode: op.nodeCode,
    nodeName: op.nodeName,
    handleId: status === Handle.timeout ? null : op.handleId,
    entrustFrom: op.entrustFrom,
    handleStatus: status,
    opinion: input.handleOpinion,
    fileList: input.fileList,
    signImg: input.signImg,
    operatorId: op.id,
  });
  const ops = await rows(
    tx,
    Type.Object({ state: Type.String(), handleStatus: Nullable(Type.Integer()), added: Type.Boolean() }),
    'SELECT state, handle_status, parent_id IS NOT NULL AS added FROM flow_task_operator WHERE task_node_id = $1',
    [op.taskNodeId],
  );
  if (!nodeComplete(op.counterSign, ops)) return;
  await tx.query(`UPDATE flow_task_node SET state = 'done', completed_at = now() WHERE id = $1`, [op.taskNodeId]);
  await tx.query(`UPDATE flow_task_operator SET state = 'cancelled' WHERE task_node_id = $1 AND state = 'pending'`, [op.taskNodeId]);
  await advance(tx, fx, task, node.nodeId, input.nextApprovers ?? {});
}

export async function reject(tx: Queryable, fx: Effects, userId: string, operatorId: string, input: HandleInput) {
  const { task, op } = await myOperator(tx, operatorId, userId);
  const step = input.rejectStep && input.rejectStep !== '0' ? input.rejectStep : null;
  const idx = indexFlow(task.template);
  if (step) {
    const passed = await one(tx, Id, `SELECT id FROM flow_task_node WHERE task_id = $1 AND node_code = $2 AND state = 'done' LIMIT 1`, [task.id, step]);
    if (!earlierMainNodes(idx, op.nodeCode).includes(step) || !passed) throw new ApiError(Code.BadRequest, t('wfBadRejectStep'));
  }
  await tx.query(`UPDATE flow_task_operator SET state = 'done', handle_status = 0, handle_time = now() WHERE id = $1`, [op.id]);
  await record(tx, task.id, {
    taskNodeId: op.taskNodeId,
    nodeCode: op.nodeCode,
    nodeName: op.nodeName,
    handleId: op.handleId,
    entrustFrom: op.entrustFrom,
    handleStatus: Handle.reject,
    opinion: input.handleOpinion,
    fileList: input.fileList,
    signImg: input.signImg,
    operatorId: op.id,
  });
  if (!step) {
    await finish(tx, fx, task, Status.reject);
    return;
  }
  await stopRunning(tx, task.id);
  await tx.query('DELETE FROM flow_task_join WHERE task_id = $1', [task.id]);
  await activate(tx, fx, task, idx.byId.get(step)!, {});
  await updateProgress(tx, task);
}

async function enabledOther(tx: Queryable, target: string | undefined, userId: string): Promise<string> {
  if (!target) throw new ApiError(Code.BadRequest, t('wfBadUser'));
  if (target === userId) throw new ApiError(Code.BadRequest, t('wfSelfUser'));
  const ok = await dbDirectory(tx).enabled([target]);
  if (!ok.length) throw new ApiError(Code.BadRequest, t('wfBadUser'));
  return target;
}

export async function transfer(tx: Queryable, fx: Effects, userId: string, operatorId: string, input: HandleInput) {
  const { task, op } = await myOperator(tx, operatorId, userId);
  const to = await enabledOther(tx, input.freeApproverUserId, userId);
  const taken = await one(tx, Id, `SELECT id FROM flow_task_operator WHERE task_node_id = $1 AND handle_id = $2 AND state = 'pending'`, [op.taskNodeId, to]);
  if (taken) throw new ApiError(Code.BadRequest, t('wfBadUser'));
  await tx.query('UPDATE flow_task_operator SET handle_id = $2, entrust_from = NULL WHERE id = $1', [op.id, to]);
  await record(tx, task.id, { taskNodeId: op.taskNodeId, nodeCode: op.nodeCode, nodeName: op.nodeName, handleId: userId, handleStatus: Handle.transfer, opinion: input.handleOpinion, operatorId: op.id });
  fx.message([to], t('wfMsgTodo', { title: task.fullName }).toString(), body(2, task, { operatorId: op.id, taskNodeId: op.taskNodeId }), userId);
}

export async function addApprover(tx: Queryable, fx: Effects, userId: string, operatorId: string, input: HandleInput) {
  const { task, op } = await myOperator(tx, operatorId, userId);
  const to = await enabledOther(tx, input.freeApproverUserId, userId);
  const taken = await one(tx, Id, `SELECT id FROM flow_task_operator WHERE task_node_id = $1 AND handle_id = $2 AND state = 'pending'`, [op.taskNodeId, to]);
  if (taken) throw new ApiError(Code.BadRequest, t('wfBadUser'));
  const added = await one(
    tx,
    Id,
    `INSERT INTO flow_task_operator (task_id, task_node_id, node_code, node_name, handle_id, parent_id, state) VALUES ($1, $2, $3, $4, $5, $6, 'pending') RETURNING id`,
    [task.id, op.taskNodeId, op.nodeCode, op.nodeName, to, op.id],
  );
  await record(tx, task.id, { taskNodeId: op.taskNodeId, nodeCode: op.nodeCode, nodeName: op.nodeName, handleId: userId, handleStatus: Handle.addApprover, opinion: input.handleOpinion, operatorId: added!.id });
  fx.message([to], t('wfMsgTodo', { title: task.fullName }).toString(), body(2, task, { operatorId: added!.id, taskNodeId: op.taskNodeId }), userId);
}

// ---- the initiator's and the monitor's actions -------------------------------------------------

async function initiatorTask(tx: Queryable, taskId: string, userId: string) {
  const task = await lockTask(tx, taskId);
  if (task.creatorUserId !== userId) throw new ApiError(Code.NotFound, t('notFound'));
  return task;
}

/** 撤回: only while nobody has acted since the submission. */
export async function withdraw(tx: Queryable, fx: Effects, userId: string, taskId: string, opinion: string) {
  const task = await initiatorTask(tx, taskId, userId);
  if (task.status !== Status.wait) throw new ApiError(Code.BadRequest, t('wfNotRunning'));
  const acted = await one(
    tx,
    Id,
    `SELECT r.id FROM flow_task_record r WHERE r.task_id = $1 AND r.handle_status IN (0, 1, 6, 7, 9)
       AND r.created_at >= (SELECT max(created_at) FROM flow_task_record WHERE task_id = $1 AND handle_status = 2) LIMIT 1`,
    [taskId],
  );
  if (acted) throw new ApiError(Code.BadRequest, t('wfCannotWithdraw'));
  await stopRunning(tx, taskId);
  await tx.query(`UPDATE flow_task SET status = 4, this_step = '', updated_at = now() WHERE id = $1`, [taskId]);
  await record(tx, taskId, { handleId: userId, handleStatus: Handle.withdraw, opinion });
}

/**
 * 撤销 of an approved task by its initiator. When the flow names a revoke flow (its start node's
 * `revokeFlowId`), the revocation is a task of that flow, and the task is revoked only once that
 * is approved; otherwise at once. Either way the approvers are told.
 */
export async function revoke(tx: Queryable, fx: Effects, userId: string, taskId: string, opinion: string) {
  const task = await initiatorTask(tx, taskId, userId);
  if (task.status !== Status.adopt) throw new ApiError(Code.BadRequest, t('wfNotAdopted'));
  const revokeFlow = task.template.properties.revokeFlowId;
  if (!revokeFlow) {
    await revokeNow(tx, fx, task, userId, opinion);
    return;
  }
  const pending = await one(tx, Id, 'SELECT id FROM flow_task WHERE revoke_of = $1 AND status IN (0, 1) LIMIT 1', [taskId]);
  if (pending) throw new ApiError(Code.BadRequest, t('wfRevokePending'));
  await launchTask(tx, fx, userId, {
    flowId: String(revokeFlow),
    formData: { ...task.formData, revokeReason: opinion },
    submit: true,
    fullName: t('wfRevokeTitle', { title: task.fullName }).toString(),
    revokeOf: task.id,
  });
}

async function revokeNow(tx: Queryable, fx: Effects, task: TaskState, userId: string, opinion: string) {
  await tx.query(`UPDATE flow_task SET status = 4, updated_at = now() WHERE id = $1`, [task.id]);
  await record(tx, task.id, { handleId: userId, handleStatus: Handle.revoke, opinion });
  const approvers = await rows(tx, UserId, `SELECT DISTINCT handle_id AS user_id FROM flow_task_record WHERE task_id = $1 AND handle_status = 1 AND handle_id IS NOT NULL`, [task.id]);
  fx.message(approvers.map((a) => a.userId), t('wfMsgRevoke', { title: task.fullName }).toString(), body(1, task, { status: Status.revoke }), userId);
}

/** 催办: the current approvers get a reminder in their inbox. */
export async function urge(tx: Queryable, fx: Effects, userId: string | null, taskId: string) {
  const task = userId ? await initiatorTask(tx, taskId, userId) : await lockTask(tx, taskId);
  if (task.status !== Status.wait) throw new ApiError(Code.BadRequest, t('wfNotRunning'));
  const ops = await rows(tx, Type.Object({ id: Type.String(), handleId: Type.String(), taskNodeId: Type.String() }), `SELECT id, handle_id, task_node_id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [
    taskId,
  ]);
  for (const op of ops) fx.message([op.handleId], t('wfMsgUrge', { title: task.fullName }).toString(), body(2, task, { operatorId: op.id, taskNodeId: op.taskNodeId }), userId);
  await record(tx, taskId, { handleId: userId, handleStatus: Handle.urge });
}

/** 终止 from the monitor. */
export async function cancel(tx: Queryable, fx: Effects, userId: string, taskId: string, opinion: string) {
  const task = await lockTask(tx, taskId);
  if (task.status !== Status.wait) throw new ApiError(Code.BadRequest, t('wfNotRunning'));
  await record(tx, taskId, { handleId: userId, handleStatus: Handle.cancel, opinion });
  await finish(tx, fx, task, Status.cancel);
}

/** The monitor hands an open to-do item to someone else. */
export async function reassign(tx: Queryable, fx: Effects, userId: string, taskId: string, operatorId: string, to: string) {
  const task = await lockTask(tx, taskId);
  if (task.status !== Status.wait) throw new ApiError(Code.BadRequest, t('wfNotRunning'));
  const op = await one(tx, OperatorState, `${OPERATOR_STATE} WHERE o.id = $1 AND o.task_id = $2 AND o.state = 'pending' FOR UPDATE OF o`, [operatorId, taskId]);
  if (!op) throw new ApiError(Code.BadRequest, t('wfHandled'));
  const target = await enabledOther(tx, to, op.handleId);
  await tx.query('UPDATE flow_task_operator SET handle_id = $2, entrust_from = NULL WHERE id = $1', [op.id, target]);
  await record(tx, taskId, { taskNodeId: op.taskNodeId, nodeCode: op.nodeCode, nodeName: op.nodeName, handleId: userId, handleStatus: Handle.reassign, operatorId: op.id });
  fx.message([target], t('wfMsgTodo', { title: task.fullName }).toString(), body(2, task, { operatorId: op.id, taskNodeId: op.taskNodeId }), userId);
}

/** The queue's handler for a node's time limit: remind, approve or send back, as the node says. */
export async function nodeTimeout(tx: Queryable, fx: Effects, payload: Record<string, unknown>) {
  const taskId = String(payload.taskId ?? '');
  const nodeRow = String(payload.taskNodeId ?? '');
  const found = await one(tx, Id, 'SELECT id FROM flow_task WHERE id = $1', [taskId]);
  if (!found) return;
  const task = await lockTask(tx, taskId);
  const active = await one(tx, Type.Object({ nodeCode: Type.String() }), `SELECT node_code FROM flow_task_node WHERE id = $1 AND state = 'active'`, [nodeRow]);
  if (!active || task.status !== Status.wait) return;
  const node = indexFlow(task.template).byId.get(active.nodeCode);
  const handler = node?.properties.timeoutConfig?.handler ?? 0;
  if (!node || handler === 0) {
    await urge(tx, fx, null, taskId);
    return;
  }
  const ops = await rows(tx, OperatorState, `${OPERATOR_STATE} WHERE o.task_node_id = $1 AND o.state = 'pending' ORDER BY o.created_at`, [nodeRow]);
  if (handler === 1) {
    for (const op of ops) {
      const still = await one(tx, Id, `SELECT id FROM flow_task_operator WHERE id = $1 AND state = 'pending'`, [op.id]);
      if (still) await closeOperator(tx, fx, task, op, Handle.timeout, { handleOpinion: t('wfAutoPass').toString() }, node);
    }
    return;
  }
  await record(tx, taskId, { taskNodeId: nodeRow, nodeCode: node.nodeId, nodeName: title(node), handleId: null, handleStatus: Handle.timeout, opinion: t('wfAutoReject').toString() });
  await finish(tx, fx, task, Status.reject);
}
