import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * Approvers chosen by people (issue 14): by the initiator at launch (rule 7) and by the previous
 * approver (rule 12). The server takes only choices within the node's range, for nodes that ask
 * for them; a refused choice changes nothing.
 */

let server: TestServer;
let admin: Client;
let teacher: Client;
let school1: Client;
let ids: Record<'teacher' | 'school1' | 'school2' | 'sysadmin', string>;
let flowId: string;
const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  teacher = await server.login('teacher');
  school1 = await server.login('school1');
  const users = await q<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account = ANY($1::text[])`, [['teacher', 'school1', 'school2', 'sysadmin']]);
  ids = Object.fromEntries(users.map((u) => [u.account, u.id])) as typeof ids;
  const design = {
    nodeId: 'start',
    type: 'start',
    properties: { title: '发起' },
    childNode: {
      nodeId: 'picked',
      type: 'approver',
      properties: { title: '自选审批', assigneeType: 7, approvers: [ids.school1, ids.sysadmin], noApproverHandler: 3 },
      childNode: { nodeId: 'next', type: 'approver', properties: { title: '指定审批', assigneeType: 12, approvers: [ids.sysadmin], noApproverHandler: 3 } },
    },
  };
  const c = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `choose${Date.now()}`, fullName: '自选审批流程', category: '测试', flowTemplateJson: design });
  flowId = c.data.id;
  expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${flowId}`, {})).code).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const tasks = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM flow_task WHERE flow_id = $1', [flowId]))[0].n;

describe('chosen at launch', () => {
  it('offers the node and its range', async () => {
    const r = await teacher.get(`/api/WorkFlow/FlowEngine/${flowId}/LaunchChoices`);
    expect(r.data.list).toHaveLength(1);
    expect(r.data.list[0]).toMatchObject({ nodeId: 'picked', nodeName: '自选审批', anyone: false });
    expect(r.data.list[0].users.map((u: any) => u.id).sort()).toEqual([ids.school1, ids.sysadmin].sort());
  });

  it('refuses someone outside the range, and a node that is not chosen at launch; nothing is created', async () => {
    const before = await tasks();
    const outside = await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: 'x' }, candidates: { picked: [ids.school2] } });
    expect(outside.code).toBe(400);
    expect(outside.msg).toBe('所选审批人不在节点【自选审批】的可选范围内');
    const wrongNode = await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: 'x' }, candidates: { next: [ids.sysadmin] } });
    expect(wrongNode.code).toBe(400);
    expect(wrongNode.msg).toBe('该节点的审批人不由您选择');
    expect(await tasks()).toBe(before);
  });

  it('a choice within the range becomes the to-do of that person only', async () => {
    const r = await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: '调课' }, candidates: { picked: [ids.school1] } });
    expect(r.code, r.msg).toBe(200);
    const ops = await q('SELECT handle_id FROM flow_task_operator WHERE task_id = $1', [r.data.id]);
    expect(ops).toEqual([{ handle_id: ids.school1 }]);
  });
});

describe('chosen by the previous approver', () => {
  it('the approver is offered the next node; a choice outside its range is refused with nothing changed; a good one is taken', async () => {
    const taskId = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: '换课' }, candidates: { picked: [ids.school1] } })).data.id;
    const detail = await school1.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`);
    expect(detail.data.nextChoices).toEqual([{ nodeId: 'next', nodeName: '指定审批', anyone: false, users: [expect.objectContaining({ id: ids.sysadmin })] }]);
    const op = detail.data.myOperatorId;

    const snapshot = async () => JSON.stringify(await q('SELECT o.handle_id, o.state, t.status FROM flow_task_operator o JOIN flow_task t ON t.id = o.task_id WHERE o.task_id = $1 ORDER BY o.created_at', [taskId]));
    const before = await snapshot();
    const refused = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { nextApprovers: { next: [ids.teacher] } });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('所选审批人不在节点【指定审批】的可选范围内');
    // nor may an approver pick for a node chosen at launch
    const notTheirs = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { nextApprovers: { picked: [ids.sysadmin] } });
    expect(notTheirs.code).toBe(400);
    expect(await snapshot()).toBe(before);

    expect((await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { nextApprovers: { next: [ids.sysadmin] } })).code).toBe(200);
    const ops = await q(`SELECT handle_id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [taskId]);
    expect(ops).toEqual([{ handle_id: ids.sysadmin }]);
  });
});
