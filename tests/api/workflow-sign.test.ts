import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * A node that asks for a handwritten signature (issue 14): approving without one, or with anything
 * but a PNG image, is refused and changes nothing; the signature is kept with the record.
 */

let server: TestServer;
let teacher: Client;
let school1: Client;
let flowId: string;
const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  server = await startServer();
  const admin = await server.login('admin');
  teacher = await server.login('teacher');
  school1 = await server.login('school1');
  const [head] = await q<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
  const design = { nodeId: 'start', type: 'start', properties: { title: '发起' }, childNode: { nodeId: 'signed', type: 'approver', properties: { title: '校长签批', assigneeType: 6, approvers: [head.id], hasSign: true } } };
  flowId = (await admin.post('/api/WorkFlow/FlowEngine', { enCode: `sign${Date.now()}`, fullName: '签批流程', category: '测试', flowTemplateJson: design })).data.id;
  expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${flowId}`, {})).code).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('signature on approval', () => {
  it('refuses an approval without a signature or with a non-PNG one; takes and keeps a PNG', async () => {
    const taskId = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: { content: '购置教具' } })).data.id;
    const detail = await school1.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`);
    expect(detail.data.signRequired).toBe(true);
    const op = detail.data.myOperatorId;
    const state = async () => JSON.stringify(await q('SELECT t.status, o.state, (SELECT count(*)::int FROM flow_task_record r WHERE r.task_id = t.id) AS records FROM flow_task t JOIN flow_task_operator o ON o.task_id = t.id WHERE t.id = $1', [taskId]));
    const before = await state();

    const none = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { handleOpinion: '同意' });
    expect(none.code).toBe(400);
    expect(none.msg).toBe('该节点需要手写签名');
    const script = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { handleOpinion: '同意', signImg: 'javascript:alert(1)' });
    expect(script.code).toBe(400);
    const svg = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { signImg: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' });
    expect(svg.code).toBe(400);
    expect(await state()).toBe(before);

    const signed = await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, { handleOpinion: '同意', signImg: PNG });
    expect(signed.code, signed.msg).toBe(200);
    const after = await teacher.get(`/api/WorkFlow/FlowTask/${flowId}/${taskId}`);
    expect(after.data.flowTaskInfo.status).toBe(2);
    expect(after.data.flowTaskOperatorRecordList.find((r: any) => r.handleStatus === 1).signImg).toBe(PNG);
  });
});
