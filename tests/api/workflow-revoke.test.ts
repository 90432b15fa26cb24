import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * Revoking an approved task as its own approval flow (issue 14), when the flow's start node names
 * a revoke flow: the task stays approved until the revocation is approved; a rejected revocation
 * leaves it approved; a second revocation while one runs is refused. A flow without one revokes
 * at once, as before.
 */

let server: TestServer;
let teacher: Client;
let school1: Client;
let sysadmin: Client;
let flowId: string;
let revokeFlowId: string;
const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);
const status = async (id: string) => (await q<{ status: number }>('SELECT status FROM flow_task WHERE id = $1', [id]))[0].status;

beforeAll(async () => {
  server = await startServer();
  const admin = await server.login('admin');
  teacher = await server.login('teacher');
  school1 = await server.login('school1');
  sysadmin = await server.login('sysadmin');
  const users = await q<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account = ANY($1::text[])`, [['school1', 'sysadmin']]);
  const id = (a: string) => users.find((u) => u.account === a)!.id;
  const approverOf = (user: string) => ({ nodeId: 'ok', type: 'approver', properties: { title: '审批', assigneeType: 6, approvers: [user] } });
  const create = async (enCode: string, design: unknown) => {
    const r = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `${enCode}${Date.now()}`, fullName: enCode, category: '测试', flowTemplateJson: design });
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${r.data.id}`, {})).code).toBe(200);
    return r.data.id as string;
  };
  revokeFlowId = await create('revokeApproval', { nodeId: 'start', type: 'start', properties: { title: '发起' }, childNode: approverOf(id('sysadmin')) });
  flowId = await create('purchaseWithRevoke', { nodeId: 'start', type: 'start', properties: { title: '发起', revokeFlowId }, childNode: approverOf(id('school1')) });
});
afterAll(async () => {
  await server?.close();
});

async function approvedTask() {
  const taskId = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: '购买打印机' } })).data.id as string;
  const op = (await school1.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`)).data.myOperatorId;
  expect((await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {})).code).toBe(200);
  expect(await status(taskId)).toBe(2);
  return taskId;
}
async function revokeTaskOf(taskId: string) {
  const [row] = await q<{ id: string; status: number; full_name: string }>('SELECT id, status, full_name FROM flow_task WHERE revoke_of = $1 ORDER BY created_at DESC LIMIT 1', [taskId]);
  return row;
}

describe('revoke through approval', () => {
  it('the task is revoked only once the revocation is approved', async () => {
    const taskId = await approvedTask();
    const r = await teacher.post(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, { handleOpinion: '采购计划取消' });
    expect(r.code, r.msg).toBe(200);
    expect(await status(taskId)).toBe(2);
    const revocation = await revokeTaskOf(taskId);
    expect(revocation.status).toBe(1);
    expect(revocation.full_name).toMatch(/^【撤销申请】/);

    // a second revocation while one runs: refused, nothing new
    const again = await teacher.post(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, {});
    expect(again.code).toBe(400);
    expect(again.msg).toBe('该流程的撤销申请正在审批中');
    expect((await q('SELECT id FROM flow_task WHERE revoke_of = $1', [taskId])).length).toBe(1);
    expect((await teacher.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`)).data.actions.revoke).toBe(false);

    const op = (await sysadmin.get(`/api/WorkFlow/FlowTask/${revokeFlowId}/${revocation.id}`)).data.myOperatorId;
    expect((await sysadmin.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { handleOpinion: '同意撤销' })).code).toBe(200);
    expect(await status(taskId)).toBe(4);
    const records = await q<{ handle_status: number; handle_opinion: string }>('SELECT handle_status, handle_opinion FROM flow_task_record WHERE task_id = $1 ORDER BY created_at', [taskId]);
    expect(records.at(-1)).toEqual({ handle_status: 5, handle_opinion: '采购计划取消' });
  });

  it('a rejected revocation leaves the task approved', async () => {
    const taskId = await approvedTask();
    await teacher.post(`/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, { handleOpinion: '不买了' });
    const revocation = await revokeTaskOf(taskId);
    const op = (await sysadmin.get(`/api/WorkFlow/FlowTask/${revokeFlowId}/${revocation.id}`)).data.myOperatorId;
    expect((await sysadmin.post(`/api/WorkFlow/FlowBefore/Reject/${op}`, { handleOpinion: '已下单，不能撤销' })).code).toBe(200);
    expect(await status(taskId)).toBe(2);
    expect((await teacher.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`)).data.actions.revoke).toBe(true);
  });
});
