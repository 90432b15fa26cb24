import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * The workflow engine through its API (issue 14): the seeded leave flow's journey, every action in
 * the states where it is allowed and refused, with the database read back after each refusal.
 */

let server: TestServer;
let admin: Client;
let teacher: Client;
let leader: Client;
let head: Client;
let ids: { teacher: string; leader: string; head: string; leaderAccount: string; dean: string; deanAccount: string };
let leaveFlow: string;
let purchaseFlow: string;

const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);

/** Everything a transition could change for one task, to compare before and after a refusal. */
async function snapshot(taskId: string) {
  const [task] = await q('SELECT status, this_step, completion, form_data FROM flow_task WHERE id = $1', [taskId]);
  const nodes = await q('SELECT node_code, state FROM flow_task_node WHERE task_id = $1 ORDER BY created_at, id', [taskId]);
  const ops = await q('SELECT handle_id, state, handle_status FROM flow_task_operator WHERE task_id = $1 ORDER BY created_at, id', [taskId]);
  const records = await q('SELECT handle_status FROM flow_task_record WHERE task_id = $1 ORDER BY created_at, id', [taskId]);
  const messages = await q('SELECT count(*)::int AS n FROM message WHERE type = 2');
  return JSON.stringify({ task, nodes, ops, records, messages });
}

async function launchLeave(client: Client, days: number, extra: Record<string, unknown> = {}) {
  const r = await client.post('/api/WorkFlow/FlowTask', { flowId: leaveFlow, formData: { days, reason: `请假${days}天`, leaveType: 'personal' }, ...extra });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
}

/** The caller's open to-do item for a task. */
async function todoOf(client: Client, taskId: string): Promise<string | undefined> {
  const r = await client.get('/api/WorkFlow/FlowBefore/List/1', { pageSize: 100 });
  expect(r.code).toBe(200);
  return r.data.list.find((row: any) => row.taskId === taskId)?.id;
}

const detail = (client: Client, taskId: string, flowId = leaveFlow) => client.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`);

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  teacher = await server.login('teacher');
  const [row] = await q(
    `SELECT u.id AS teacher, d.manager_id AS leader, (SELECT account FROM users WHERE id = d.manager_id) AS leader_account, s.manager_id AS head,
       (SELECT m.id FROM users m JOIN organize j ON j.id = m.department_id WHERE j.company_id = u.organize_id AND j.full_name = '教务处' ORDER BY m.sort_code LIMIT 1) AS dean
     FROM users u JOIN organize d ON d.id = u.department_id JOIN organize s ON s.id = u.organize_id WHERE u.account = 'teacher'`,
  );
  const [dean] = await q('SELECT account FROM users WHERE id = $1', [row.dean]);
  ids = { teacher: row.teacher, leader: row.leader, head: row.head, leaderAccount: row.leader_account, dean: row.dean, deanAccount: dean.account };
  leader = await server.login(ids.leaderAccount);
  head = await server.login('school1');
  const flows = await q<{ id: string; en_code: string }>('SELECT id, en_code FROM flow_engine');
  leaveFlow = flows.find((f) => f.en_code === 'leaveFlow')!.id;
  purchaseFlow = flows.find((f) => f.en_code === 'purchaseFlow')!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('seeded flows and lists', () => {
  it('the leave and purchase flows are launchable, grouped for the related-flow picker', async () => {
    const all = await teacher.get('/api/WorkFlow/FlowEngine/ListAll');
    // 订单审批 (示例中心, issue 18) is the order page's flow, released alongside
    expect(all.data.list.map((f: any) => f.fullName).sort()).toEqual(['请假流程', '采购申请', '订单审批'].sort());
    const sel = await teacher.get('/api/WorkFlow/FlowEngine/Selector');
    expect(sel.data.list.flatMap((g: any) => g.children.map((c: any) => c.enCode)).sort()).toEqual(['exampleOrderFlow', 'leaveFlow', 'purchaseFlow']);
    const fields = await teacher.get(`/api/WorkFlow/FlowEngine/${leaveFlow}/FormDataFields`);
    expect(fields.data.list.map((f: any) => f.vModel)).toContain('days');
  });

  it("the teacher's launches show every state; the leader, head and 教务处 have to-do, done and copied items", async () => {
    const mine = await teacher.get('/api/WorkFlow/FlowLaunch', { pageSize: 100 });
    expect(new Set(mine.data.list.map((r: any) => r.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const todo = await leader.get('/api/WorkFlow/FlowBefore/List/1');
    expect(todo.data.pagination.total).toBeGreaterThan(0);
    const done = await leader.get('/api/WorkFlow/FlowBefore/List/2');
    expect(done.data.list.map((r: any) => r.handleStatus)).toEqual(expect.arrayContaining([0, 1]));
    const dean = await server.login(ids.deanAccount);
    const copied = await dean.get('/api/WorkFlow/FlowBefore/List/3');
    expect(copied.data.list.some((r: any) => r.flowName === '请假流程' && r.status === 2)).toBe(true);
  });
});

describe('the leave journey (2 days): leader, head rejects to the teacher, resubmit, approve, copy to 教务处', () => {
  it('walks every step with messages, lists and the flow chart in the right state', async () => {
    const inboxBefore = await q('SELECT count(*)::int AS n FROM message_receive WHERE user_id = $1', [ids.leader]);
    const taskId = await launchLeave(teacher, 2);
    // a new task reaches the leader's inbox as a to-do message (type 2 body)
    const inboxAfter = await q('SELECT count(*)::int AS n FROM message_receive WHERE user_id = $1', [ids.leader]);
    expect(inboxAfter[0].n).toBe(inboxBefore[0].n + 1);
    const [msg] = await q(`SELECT m.body_text FROM message m JOIN message_receive r ON r.message_id = m.id WHERE r.user_id = $1 ORDER BY m.created_at DESC LIMIT 1`, [ids.leader]);
    expect(JSON.parse(msg.body_text)).toMatchObject({ type: 2, taskId, flowId: leaveFlow });

    let d = await detail(teacher, taskId);
    expect(d.data.flowChart.map((n: any) => `${n.nodeCode}:${n.state}`)).toEqual(['start:done', 'leader1:pending', 'leader2:current', 'head:pending', 'copy:pending']);
    expect(d.data.actions).toMatchObject({ withdraw: true, urge: true, approve: false });

    const op1 = await todoOf(leader, taskId);
    expect((await leader.post(`/api/WorkFlow/FlowBefore/Audit/${op1}`, { handleOpinion: '同意' })).code).toBe(200);
    // after the leader acted the teacher can no longer withdraw
    const before = await snapshot(taskId);
    const w = await teacher.put(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Withdraw`, {});
    expect(w.code).toBe(400);
    expect(w.msg).toBe('流程已被审批，不能撤回');
    expect(await snapshot(taskId)).toBe(before);

    const op2 = await todoOf(head, taskId);
    const rj = await head.post(`/api/WorkFlow/FlowBefore/Reject/${op2}`, { handleOpinion: '请补充调课安排', rejectStep: '0' });
    expect(rj.code).toBe(200);
    d = await detail(teacher, taskId);
    expect(d.data.flowTaskInfo.status).toBe(3);
    expect(d.data.actions.resubmit).toBe(true);
    expect(d.data.flowTaskOperatorRecordList.map((r: any) => [r.handleStatus, r.userName, r.handleOpinion])).toEqual([
      [2, '张晓燕', ''],
      [1, expect.any(String), '同意'],
      [0, '王淑珍', '请补充调课安排'],
    ]);

    // the teacher edits and resubmits: the flow starts again at the leader
    const re = await teacher.put(`/api/WorkFlow/FlowTask/${taskId}`, { formData: { days: 2, reason: '请假2天，调课已安排', leaveType: 'personal' }, status: 0 });
    expect(re.code, re.msg).toBe(200);
    await leader.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(leader, taskId)}`, { handleOpinion: '同意' });
    const copiedBefore = await q('SELECT count(*)::int AS n FROM flow_task_circulate WHERE task_id = $1', [taskId]);
    expect(copiedBefore[0].n).toBe(0);
    await head.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(head, taskId)}`, { handleOpinion: '同意' });

    d = await detail(teacher, taskId);
    expect(d.data.flowTaskInfo.status).toBe(2);
    expect(d.data.flowTaskInfo.completion).toBe(100);
    expect(d.data.flowChart.filter((n: any) => n.nodeCode !== 'leader1').every((n: any) => n.state === 'done' || n.nodeType === 'copy')).toBe(true);
    const dean = await server.login(ids.deanAccount);
    const copied = await dean.get('/api/WorkFlow/FlowBefore/List/3');
    expect(copied.data.list.some((r: any) => r.taskId === taskId)).toBe(true);
    // the dean may open it (circulated), with the form
    expect((await detail(dean, taskId)).data.formData.reason).toBe('请假2天，调课已安排');
    // the teacher got the result
    const [result] = await q(`SELECT m.title, m.body_text FROM message m JOIN message_receive r ON r.message_id = m.id WHERE r.user_id = $1 ORDER BY m.created_at DESC LIMIT 1`, [ids.teacher]);
    expect(result.title).toContain('已通过');
    // the head sees it under 已办
    const done = await head.get('/api/WorkFlow/FlowBefore/List/2', { pageSize: 100 });
    expect(done.data.list.filter((r: any) => r.taskId === taskId).map((r: any) => r.handleStatus).sort()).toEqual([0, 1]);
  });

  it('one day goes to the leader alone', async () => {
    const taskId = await launchLeave(teacher, 1);
    await leader.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(leader, taskId)}`, {});
    const [row] = await q('SELECT status FROM flow_task WHERE id = $1', [taskId]);
    expect(row.status).toBe(2);
  });
});

describe('refusals leave the task as it was', () => {
  it('someone who is not the current approver cannot approve, reject or transfer', async () => {
    const taskId = await launchLeave(teacher, 2);
    const op = await todoOf(leader, taskId);
    const before = await snapshot(taskId);
    for (const c of [teacher, head, admin]) {
      const a = await c.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {});
      expect(a.code).toBe(403);
      expect((await c.post(`/api/WorkFlow/FlowBefore/Reject/${op}`, {})).code).toBe(403);
      expect((await c.post(`/api/WorkFlow/FlowBefore/Transfer/${op}`, { freeApproverUserId: ids.teacher })).code).toBe(403);
    }
    expect(await snapshot(taskId)).toBe(before);
  });

  it('a second approve of the same item is refused (a double click)', async () => {
    const taskId = await launchLeave(teacher, 2);
    const op = await todoOf(leader, taskId);
    const [a, b] = await Promise.all([leader.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {}), leader.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {})]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    const after = await snapshot(taskId);
    const again = await leader.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {});
    expect(again.msg).toBe('该审批已处理，请勿重复操作');
    expect(await snapshot(taskId)).toBe(after);
    // exactly one step forward: the head has one item, the leader's node is done once
    expect((await q(`SELECT count(*)::int AS n FROM flow_task_node WHERE task_id = $1 AND node_code = 'head'`, [taskId]))[0].n).toBe(1);
  });

  it('a stopped flow cannot be launched; releasing it again can', async () => {
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Stop/${leaveFlow}`, {})).code).toBe(200);
    const count = await q('SELECT count(*)::int AS n FROM flow_task');
    const r = await teacher.post('/api/WorkFlow/FlowTask', { flowId: leaveFlow, formData: { days: 1 } });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('该流程未发布或已停用，不能发起');
    expect(await q('SELECT count(*)::int AS n FROM flow_task')).toEqual(count);
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${leaveFlow}`, {})).code).toBe(200);
    await launchLeave(teacher, 1);
  });

  it('a form matching no branch is refused and nothing is stored', async () => {
    const count = await q('SELECT (SELECT count(*) FROM flow_task)::int AS t, (SELECT count(*) FROM flow_task_record)::int AS r');
    const r = await teacher.post('/api/WorkFlow/FlowTask', { flowId: leaveFlow, formData: { reason: 'no days' } });
    expect(r.code).toBe(400);
    expect(await q('SELECT (SELECT count(*) FROM flow_task)::int AS t, (SELECT count(*) FROM flow_task_record)::int AS r')).toEqual(count);
  });

  it("a stranger cannot read someone's task, nor act as its initiator", async () => {
    const taskId = await launchLeave(teacher, 1);
    const other = await server.login('school2');
    expect((await detail(other, taskId)).code).toBe(404);
    const before = await snapshot(taskId);
    expect((await other.put(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Withdraw`, {})).code).toBe(404);
    expect((await other.post(`/api/WorkFlow/FlowLaunch/Press/${taskId}`, {})).code).toBe(404);
    expect((await other.put(`/api/WorkFlow/FlowTask/${taskId}`, { formData: { days: 9 } })).code).toBe(404);
    expect(await snapshot(taskId)).toBe(before);
  });
});

describe('initiator actions', () => {
  it('withdraw before anyone acted, then resubmit; urge reminds the approver', async () => {
    const taskId = await launchLeave(teacher, 1);
    const n = async () => (await q('SELECT count(*)::int AS n FROM message_receive WHERE user_id = $1', [ids.leader]))[0].n;
    const before = await n();
    expect((await teacher.post(`/api/WorkFlow/FlowLaunch/Press/${taskId}`, {})).code).toBe(200);
    expect(await n()).toBe(before + 1);
    expect((await teacher.put(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Withdraw`, { handleOpinion: '改日' })).code).toBe(200);
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(4);
    expect(await todoOf(leader, taskId)).toBeUndefined();
    // withdrawing twice is refused
    expect((await teacher.put(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Withdraw`, {})).code).toBe(400);
    expect((await teacher.put(`/api/WorkFlow/FlowTask/${taskId}`, { formData: { days: 1, reason: 'again' } })).code).toBe(200);
    expect(await todoOf(leader, taskId)).toBeDefined();
  });

  it('revoke only after approval; the approvers are told', async () => {
    const taskId = await launchLeave(teacher, 1);
    const before = await snapshot(taskId);
    const early = await teacher.post(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, {});
    expect(early.code).toBe(400);
    expect(await snapshot(taskId)).toBe(before);
    await leader.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(leader, taskId)}`, {});
    expect((await teacher.post(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, { handleOpinion: '不需要了' })).code).toBe(200);
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(4);
    const [m] = await q(`SELECT m.title FROM message m JOIN message_receive r ON r.message_id = m.id WHERE r.user_id = $1 ORDER BY m.created_at DESC LIMIT 1`, [ids.leader]);
    expect(m.title).toContain('已撤销');
  });

  it('a draft is saved, listed, and deleted; a running task cannot be deleted as a draft', async () => {
    const draft = await launchLeave(teacher, 1, { status: 1 });
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [draft]))[0].status).toBe(0);
    expect((await teacher.delete(`/api/WorkFlow/FlowLaunch/${draft}`)).code).toBe(200);
    const running = await launchLeave(teacher, 1);
    expect((await teacher.delete(`/api/WorkFlow/FlowLaunch/${running}`)).code).toBe(400);
    expect((await q('SELECT count(*)::int AS n FROM flow_task WHERE id = $1', [running]))[0].n).toBe(1);
  });
});

describe('approver actions', () => {
  it('reject to an earlier node sends the task back to the leader', async () => {
    const taskId = await launchLeave(teacher, 3);
    await leader.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(leader, taskId)}`, {});
    const op = await todoOf(head, taskId);
    const d = await detail(head, taskId);
    expect(d.data.rejectSteps.map((s: any) => s.nodeCode)).toEqual(['leader2']);
    const before = await snapshot(taskId);
    // not an earlier node of this task: refused, nothing changes
    expect((await head.post(`/api/WorkFlow/FlowBefore/Reject/${op}`, { rejectStep: 'copy' })).code).toBe(400);
    expect(await snapshot(taskId)).toBe(before);
    expect((await head.post(`/api/WorkFlow/FlowBefore/Reject/${op}`, { rejectStep: 'leader2', handleOpinion: '请组长再核' })).code).toBe(200);
    expect(await todoOf(leader, taskId)).toBeDefined();
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(1);
  });

  it('transfer hands the item over; add approver makes the node wait for both', async () => {
    const taskId = await launchLeave(teacher, 1);
    const op = await todoOf(leader, taskId);
    expect((await leader.post(`/api/WorkFlow/FlowBefore/Transfer/${op}`, { freeApproverUserId: ids.leader })).code).toBe(400);
    expect((await leader.post(`/api/WorkFlow/FlowBefore/Transfer/${op}`, { freeApproverUserId: ids.head, handleOpinion: '请校长定' })).code).toBe(200);
    expect(await todoOf(leader, taskId)).toBeUndefined();
    const headOp = await todoOf(head, taskId);
    expect(headOp).toBe(op);
    expect((await head.post(`/api/WorkFlow/FlowBefore/AddApprover/${headOp}`, { freeApproverUserId: ids.dean })).code).toBe(200);
    await head.post(`/api/WorkFlow/FlowBefore/Audit/${headOp}`, {});
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(1);
    const dean = await server.login(ids.deanAccount);
    await dean.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(dean, taskId)}`, {});
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(2);
  });
});

describe('countersign, parallel branches, versions, entrust, monitor', () => {
  async function countersignFlow(approvers: string[]) {
    const design = {
      nodeId: 'start',
      type: 'start',
      properties: { title: '发起' },
      childNode: { nodeId: 'all', type: 'approver', properties: { title: '会签', assigneeType: 6, approvers, counterSign: 1 }, childNode: null },
    };
    const c = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `cs${Date.now()}`, fullName: '会签测试', category: '测试', flowTemplateJson: design });
    expect(c.code, c.msg).toBe(200);
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${c.data.id}`, {})).code).toBe(200);
    return c.data.id as string;
  }

  it('several approvers of one countersign node approving at once advance the task exactly once', async () => {
    const accounts = (await q<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account LIKE 't0%' AND enabled_mark = 1 ORDER BY account LIMIT 5`)).map((u) => u);
    const flowId = await countersignFlow(accounts.map((a) => a.id));
    const r = await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: {} });
    const taskId = r.data.id;
    const clients = await Promise.all(accounts.map((a) => server.login(a.account)));
    const opIds = await Promise.all(clients.map((c) => todoOf(c, taskId)));
    const answers = await Promise.all(clients.map((c, i) => c.post(`/api/WorkFlow/FlowBefore/Audit/${opIds[i]}`, {})));
    expect(answers.map((a) => a.code)).toEqual(accounts.map(() => 200));
    const [task] = await q('SELECT status FROM flow_task WHERE id = $1', [taskId]);
    expect(task.status).toBe(2);
    expect((await q(`SELECT count(*)::int AS n FROM flow_task_record WHERE task_id = $1 AND handle_status = 1`, [taskId]))[0].n).toBe(accounts.length);
    // one result message to the teacher, not one per approver
    expect((await q(`SELECT count(*)::int AS n FROM message WHERE body_text LIKE $1 AND body_text LIKE '%"type":1%'`, [`%${taskId}%`]))[0].n).toBe(1);
    // while it waited, one approval did not complete the node
  });

  it('countersign waits for all; or-sign (the purchase flow branch) for one', async () => {
    const accounts = await q<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account LIKE 't0%' AND enabled_mark = 1 ORDER BY account LIMIT 2`);
    const flowId = await countersignFlow(accounts.map((a) => a.id));
    const taskId = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    const first = await server.login(accounts[0].account);
    await first.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(first, taskId)}`, {});
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(1);
  });

  it('parallel branches of the purchase flow join before the copy', async () => {
    const r = await teacher.post('/api/WorkFlow/FlowTask', { flowId: purchaseFlow, formData: { item: '打印机' }, candidates: { general: [ids.dean] } });
    const taskId = r.data.id;
    await leader.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(leader, taskId)}`, {});
    let d = await detail(teacher, taskId, purchaseFlow);
    expect(d.data.flowChart.filter((n: any) => n.state === 'current').map((n: any) => n.nodeCode).sort()).toEqual(['general', 'principal']);
    await head.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(head, taskId)}`, {});
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(1);
    const dean = await server.login(ids.deanAccount);
    await dean.post(`/api/WorkFlow/FlowBefore/Audit/${await todoOf(dean, taskId)}`, {});
    d = await detail(teacher, taskId, purchaseFlow);
    expect(d.data.flowTaskInfo.status).toBe(2);
  });

  it('a released version stays with running tasks; the design can be copied; a broken design is not released', async () => {
    const flowId = await countersignFlow([ids.leader]);
    const running = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    const info = (await admin.get(`/api/WorkFlow/FlowEngine/${flowId}`)).data;
    const design = { ...info.flowTemplateJson, childNode: { nodeId: 'other', type: 'approver', properties: { title: '改为校长', assigneeType: 6, approvers: [ids.head] } } };
    expect((await admin.put(`/api/WorkFlow/FlowEngine/${flowId}`, { ...info, flowTemplateJson: design })).code).toBe(200);
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${flowId}`, {})).code).toBe(200);
    expect((await admin.get(`/api/WorkFlow/FlowEngine/${flowId}`)).data.version).toBe(2);
    // the running task still goes to the leader (version 1); a new one goes to the head
    expect(await todoOf(leader, running)).toBeDefined();
    const fresh = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    expect(await todoOf(head, fresh)).toBeDefined();
    const copy = await admin.post(`/api/WorkFlow/FlowEngine/${flowId}/Actions/Copy`, {});
    expect(copy.code).toBe(200);
    expect((await admin.get(`/api/WorkFlow/FlowEngine/${copy.data.id}`)).data).toMatchObject({ version: 0, enabledMark: 0 });
    // a design without an approver rule is refused on release, the version unchanged
    const bad = { ...design, childNode: { nodeId: 'x', type: 'approver', properties: { assigneeType: 6 } } };
    await admin.put(`/api/WorkFlow/FlowEngine/${flowId}`, { ...info, flowTemplateJson: bad });
    const rel = await admin.post(`/api/WorkFlow/FlowEngine/Release/${flowId}`, {});
    expect(rel.code).toBe(400);
    expect(rel.msg).toContain('审批节点未设置审批人');
    expect((await admin.get(`/api/WorkFlow/FlowEngine/${flowId}`)).data.version).toBe(2);
    // a flow with instances cannot be deleted
    expect((await admin.delete(`/api/WorkFlow/FlowEngine/${flowId}`)).code).toBe(400);
  });

  it('a school administrator may not write the district-wide flow definitions', async () => {
    const before = await q('SELECT count(*)::int AS n FROM flow_engine');
    const r = await head.post('/api/WorkFlow/FlowEngine', { enCode: 'schoolFlow', fullName: '学校流程', flowTemplateJson: { nodeId: 'start', type: 'start', properties: {} } });
    expect(r.code).toBe(403);
    expect((await head.post(`/api/WorkFlow/FlowEngine/Stop/${leaveFlow}`, {})).code).toBe(403);
    expect(await q('SELECT count(*)::int AS n FROM flow_engine')).toEqual(before);
    expect((await q('SELECT enabled_mark FROM flow_engine WHERE id = $1', [leaveFlow]))[0].enabled_mark).toBe(1);
  });

  it("entrust: the leader's tasks go to the dean for the date range, showing both names", async () => {
    const now = Date.now();
    const bad = await leader.post('/api/WorkFlow/FlowDelegate', { toUserId: ids.leader, startTime: now, endTime: now + 86_400_000 });
    expect(bad.code).toBe(400);
    const e = await leader.post('/api/WorkFlow/FlowDelegate', { toUserId: ids.dean, flowIds: [leaveFlow], startTime: now - 1000, endTime: now + 86_400_000, description: '出差' });
    expect(e.code, e.msg).toBe(200);
    const taskId = await launchLeave(teacher, 1);
    expect(await todoOf(leader, taskId)).toBeUndefined();
    const dean = await server.login(ids.deanAccount);
    const todo = await dean.get('/api/WorkFlow/FlowBefore/List/1', { pageSize: 100 });
    const row = todo.data.list.find((r: any) => r.taskId === taskId);
    expect(row.entrustFromName).toBeTruthy();
    // someone else's entrust cannot be changed or removed
    expect((await teacher.delete(`/api/WorkFlow/FlowDelegate/${e.data.id}`)).code).toBe(404);
    expect((await leader.get('/api/WorkFlow/FlowDelegate')).data.pagination.total).toBe(1);
    expect((await leader.delete(`/api/WorkFlow/FlowDelegate/${e.data.id}`)).code).toBe(200);
  });

  it('the monitor sees tasks in its data scope, cancels and reassigns; school2 sees none of school1', async () => {
    const taskId = await launchLeave(teacher, 1);
    const all = await admin.get('/api/WorkFlow/FlowMonitor', { pageSize: 500 });
    expect(all.data.list.some((r: any) => r.id === taskId)).toBe(true);
    const other = await server.login('school2');
    const theirs = await other.get('/api/WorkFlow/FlowMonitor', { pageSize: 500 });
    expect(theirs.code).toBe(200);
    expect(theirs.data.list.some((r: any) => r.id === taskId)).toBe(false);
    const before = await snapshot(taskId);
    expect((await other.post(`/api/WorkFlow/FlowBefore/Cancel/${taskId}`, {})).code).toBe(404);
    expect((await other.delete(`/api/WorkFlow/FlowMonitor/${taskId}`)).code).toBe(404);
    expect((await teacher.post(`/api/WorkFlow/FlowBefore/Cancel/${taskId}`, {})).code).toBe(403);
    expect(await snapshot(taskId)).toBe(before);
    const op = await todoOf(leader, taskId);
    expect((await head.post(`/api/WorkFlow/FlowMonitor/${taskId}/Actions/Assign`, { operatorId: op, freeApproverUserId: ids.dean })).code).toBe(200);
    expect(await todoOf(leader, taskId)).toBeUndefined();
    expect((await head.post(`/api/WorkFlow/FlowBefore/Cancel/${taskId}`, { handleOpinion: '重复申请' })).code).toBe(200);
    expect((await q('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status).toBe(5);
    expect((await head.post(`/api/WorkFlow/FlowBefore/Cancel/${taskId}`, {})).code).toBe(400);
    expect((await admin.delete(`/api/WorkFlow/FlowMonitor/${taskId}`)).code).toBe(200);
    expect((await q('SELECT count(*)::int AS n FROM flow_task WHERE id = $1', [taskId]))[0].n).toBe(0);
  });
});
