import type { Database, Queryable } from '../db/client';
import type { SeedContext } from '../seed/seeders';
import { Effects, approve, cancel, launchTask, reject, withdraw } from './engine';
import { chain, node } from './fixtures';
import type { FlowNode } from './model';

/** 请假流程 (issue 14): ≤ 1 day the group leader; more, the group leader then the school head; then a copy to 教务处. */
export function leaveDesign(): FlowNode {
  const start = node('start', 'start', { title: '发起' });
  start.conditionNodes = [
    chain(
      node('short', 'condition', { title: '1天及以内', conditions: [{ field: 'days', symbol: '<=', filedValue: 1 }] }),
      node('leader1', 'approver', { title: '教研组长审批', assigneeType: 2, formOperates: [{ id: 'billNo', read: true, write: false }] }),
    ),
    chain(
      node('long', 'condition', { title: '1天以上', conditions: [{ field: 'days', symbol: '>', filedValue: 1 }] }),
      node('leader2', 'approver', { title: '教研组长审批', assigneeType: 2 }),
      node('head', 'approver', { title: '校长审批', assigneeType: 1, managerLevel: 2 }),
    ),
  ];
  start.childNode = node('copy', 'copy', { title: '抄送教务处', circulateSchoolDept: ['教务处'] });
  return start;
}

/** 采购申请: the department head, then the head of school and an approver the requester names in parallel, then a copy to 教务处 and 总务处. */
export function purchaseDesign(): FlowNode {
  const head = node('deptHead', 'approver', { title: '部门负责人审批', assigneeType: 2 });
  head.isInterflow = true;
  head.conditionNodes = [
    chain(node('p1', 'condition', { title: '并行分支1' }), node('principal', 'approver', { title: '校长审批', assigneeType: 1, managerLevel: 2 })),
    chain(node('p2', 'condition', { title: '并行分支2' }), node('general', 'approver', { title: '经费审核', assigneeType: 7, noApproverHandler: 1 })),
  ];
  head.childNode = node('copy', 'copy', { title: '抄送教务处、总务处', circulateSchoolDept: ['教务处', '总务处'] });
  return chain(node('start', 'start', { title: '发起' }), head);
}

async function flow(db: Database, adminId: string, f: { enCode: string; fullName: string; category: string; formId: string; icon: string; design: FlowNode; sort: number }) {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO flow_engine (en_code, full_name, category, type, form_id, icon, icon_background, flow_template_json, version, enabled_mark, sort_code, creator_user_id)
     VALUES ($1, $2, $3, 0, $4, $5, '#1890ff', $6, 1, 1, $7, $8) RETURNING id`,
    [f.enCode, f.fullName, f.category, f.formId, f.icon, JSON.stringify(f.design), f.sort, adminId],
  );
  await db.query('INSERT INTO flow_engine_version (flow_id, version, flow_template_json, creator_user_id) VALUES ($1, 1, $2, $3)', [rows[0].id, JSON.stringify(f.design), adminId]);
  return rows[0].id;
}

/**
 * One transition during the seed. Its inbox messages are dropped: the demo inbox is the message
 * area's seed (tests count it), and these tasks are history the lists show, not news.
 */
async function step<T>(db: Database, fn: (tx: Queryable, fx: Effects) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx, new Effects()));
}

async function pendingOf(db: Database, taskId: string, userId: string): Promise<string> {
  const r = await db.query<{ id: string }>(`SELECT id FROM flow_task_operator WHERE task_id = $1 AND handle_id = $2 AND state = 'pending'`, [taskId, userId]);
  return r[0].id;
}

/**
 * The two flows, department heads and school heads set on the organisation tree (the approver rules
 * read them), and for the demo teacher launches in every state.
 */
export async function seedWorkflow(ctx: SeedContext) {
  const { db, identity } = ctx;
  const leaveId = await flow(db, identity.adminId, { enCode: 'leaveFlow', fullName: '请假流程', category: '人事', formId: 'model-leave', icon: 'CalendarOutlined', design: leaveDesign(), sort: 0 });
  const purchaseId = await flow(db, identity.adminId, { enCode: 'purchaseFlow', fullName: '采购申请', category: '行政', formId: '', icon: 'ShoppingCartOutlined', design: purchaseDesign(), sort: 1 });
  if (!ctx.demo) return;

  // A school's head is its 校长; a department's head its first member (the demo teacher excepted, so
  // that her leave goes to a colleague).
  await db.query(
    `UPDATE organize o SET manager_id = (SELECT r.user_id FROM user_relation r JOIN position p ON p.id = r.object_id
       WHERE r.object_type = 'Position' AND p.organize_id = o.id AND p.en_code LIKE '%.XZ' LIMIT 1)
     WHERE o.category = 'company' AND o.parent_id <> '-1'`,
  );
  await db.query(
    `UPDATE organize o SET manager_id = (SELECT u.id FROM users u WHERE u.department_id = o.id AND u.account <> 'teacher' ORDER BY u.sort_code LIMIT 1)
     WHERE o.category = 'department'`,
  );

  const user = async (account: string) => (await db.query<{ id: string }>('SELECT id FROM users WHERE account = $1', [account]))[0].id;
  const teacher = await user('teacher');
  const admin = identity.adminId;
  const leader = (await db.query<{ id: string }>(`SELECT o.manager_id AS id FROM users u JOIN organize o ON o.id = u.department_id WHERE u.account = 'teacher'`))[0].id;
  const head = await user('school1');
  // The operator is looked up before the transition: on PGlite a query outside the open transaction waits for it to end.
  const act = async (fn: typeof approve, by: string, taskId: string, input: { handleOpinion: string }) => {
    const op = await pendingOf(db, taskId, by);
    await step(db, (tx, fx) => fn(tx, fx, by, op, input));
  };
  const leave = (days: number, reason: string, leaveType = 'personal') => ({ applicant: teacher, leaveType, days, hours: days * 4, reason, startTime: '2026-11-30', endTime: '2026-12-01' });
  const launch = (formData: Record<string, unknown>, more: { submit?: boolean; urgent?: number; by?: string; flowId?: string; candidates?: Record<string, string[]> } = {}) =>
    step(db, (tx, fx) => launchTask(tx, fx, more.by ?? teacher, { flowId: more.flowId ?? leaveId, formData, submit: more.submit ?? true, flowUrgent: more.urgent, candidates: more.candidates }));

  // 审批中 at the group leader
  await launch(leave(1, '孩子发烧，需陪同就医'), { urgent: 2 });
  // 审批中 at the head, after the leader approved
  const t2 = await launch(leave(3, '参加市教研活动'));
  await act(approve, leader, t2, { handleOpinion: '同意，课已调好' });
  // 已通过, copied to 教务处
  const t3 = await launch(leave(2, '家中有事'));
  await act(approve, leader, t3, { handleOpinion: '同意' });
  await act(approve, head, t3, { handleOpinion: '同意，注意安排好代课' });
  // 被退回
  const t4 = await launch(leave(1, '个人事务'));
  await act(reject, leader, t4, { handleOpinion: '本周有公开课，请改期' });
  // 已撤回
  const t5 = await launch(leave(1, '体检'));
  await step(db, (tx, fx) => withdraw(tx, fx, teacher, t5, '时间有变'));
  // 草稿
  await launch(leave(1, '（草稿）'), { submit: false });
  // 已终止 by the administrator
  const t7 = await launch(leave(5, '外出培训'), { urgent: 3 });
  await step(db, (tx, fx) => cancel(tx, fx, admin, t7, '培训取消'));
  // 采购: running in two parallel branches, and one approved
  const general = (await db.query<{ id: string }>(`SELECT o.manager_id AS id FROM organize o WHERE o.company_id = (SELECT organize_id FROM users WHERE account = 'teacher') AND o.full_name = '教务处'`))[0]
    ?.id;
  const candidates: Record<string, string[]> = general ? { general: [general] } : {};
  const p1 = await launch({ item: '投影仪', amount: 4800 }, { flowId: purchaseId, candidates });
  await act(approve, leader, p1, { handleOpinion: '同意' });
  const p2 = await launch({ item: '实验器材', amount: 1200 }, { flowId: purchaseId, candidates, urgent: 2 });
  await act(approve, leader, p2, { handleOpinion: '同意' });
  await act(approve, head, p2, { handleOpinion: '同意' });
  if (general) await act(approve, general, p2, { handleOpinion: '已核价' });
}
