import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * 流程设计 (issue 14): the release check refuses a design with a broken rule, says which node and
 * why, and leaves the flow exactly as it was (no new version, still the old one launchable).
 */

let server: TestServer;
let admin: Client;
let teacherId: string;
const q = <T = any>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  teacherId = (await q<{ id: string }>(`SELECT id FROM users WHERE account = 'teacher'`))[0].id;
});
afterAll(async () => {
  await server?.close();
});

const approver = (nodeId: string, extra: Record<string, unknown> = {}) => ({ nodeId, type: 'approver', properties: { title: nodeId, assigneeType: 6, approvers: [teacherId], ...extra } });
function branching(conditions: { field: string; symbol: string; filedValue: unknown }[][]) {
  return {
    nodeId: 'start',
    type: 'start',
    properties: { title: '发起' },
    conditionNodes: conditions.map((c, i) => ({ nodeId: `b${i}`, type: 'condition', properties: { title: `分支${i + 1}`, conditions: c }, childNode: approver(`a${i}`) })),
  };
}

async function createFlow(design: unknown) {
  const r = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `d${Date.now()}${Math.floor(Math.random() * 1000)}`, fullName: '设计检查', category: '测试', flowTemplateJson: design });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
}
const state = async (id: string) =>
  JSON.stringify({
    flow: await q('SELECT version, enabled_mark, flow_template_json::text AS design FROM flow_engine WHERE id = $1', [id]),
    versions: await q('SELECT version, flow_template_json::text AS design FROM flow_engine_version WHERE flow_id = $1 ORDER BY version', [id]),
  });

describe('release check', () => {
  it('overlapping conditions: refused at the node with the value both take; nothing released', async () => {
    const id = await createFlow(branching([[{ field: 'days', symbol: '<=', filedValue: 2 }], [{ field: 'days', symbol: '>=', filedValue: 2 }]]));
    const before = await state(id);
    const r = await admin.post(`/api/WorkFlow/FlowEngine/Release/${id}`, {});
    expect(r.code).toBe(400);
    expect(r.msg).toBe('流程设计有误：【分支2】与前面的分支条件重叠（days = 2）');
    expect(r.data).toEqual([{ nodeId: 'b1', problem: 'conditionOverlap', detail: 'days = 2' }]);
    expect(await state(id)).toBe(before);
    expect((await q('SELECT version FROM flow_engine WHERE id = $1', [id]))[0].version).toBe(0);
  });

  it('a gap without an else branch is refused; adding the else branch releases version 1', async () => {
    const design = branching([[{ field: 'days', symbol: '<', filedValue: 1 }], [{ field: 'days', symbol: '>', filedValue: 1 }]]);
    const id = await createFlow(design);
    const before = await state(id);
    const r = await admin.post(`/api/WorkFlow/FlowEngine/Release/${id}`, {});
    expect(r.msg).toBe('流程设计有误：【发起】分支条件有遗漏，请补充条件或添加“其他情况”分支（days = 1）');
    expect(await state(id)).toBe(before);

    design.conditionNodes.push({ nodeId: 'else', type: 'condition', properties: { title: '其他情况', isDefault: true } as never, childNode: approver('a9') });
    const put = await admin.put(`/api/WorkFlow/FlowEngine/${id}`, { enCode: `g${Date.now()}`, fullName: '设计检查', flowTemplateJson: design });
    expect(put.code, put.msg).toBe(200);
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${id}`, {})).code).toBe(200);
    expect((await q('SELECT version, enabled_mark FROM flow_engine WHERE id = $1', [id]))[0]).toEqual({ version: 1, enabled_mark: 1 });
  });

  it('an approver that no longer exists (disabled account) is refused, in English for an English caller', async () => {
    const [other] = await q<{ id: string }>(`SELECT id FROM users WHERE account = 'school2'`);
    const design = { nodeId: 'start', type: 'start', properties: { title: '发起' }, childNode: approver('审批', { approvers: [other.id] }) };
    const id = await createFlow(design);
    await q('UPDATE users SET enabled_mark = 0 WHERE id = $1', [other.id]);
    const before = await state(id);
    const res = await admin.raw(`/api/WorkFlow/FlowEngine/Release/${id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: '{}' });
    const body = await res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toBe(`The flow design has problems: "审批": an approver, role or position does not exist or is disabled (${other.id})`);
    expect(await state(id)).toBe(before);
    await q('UPDATE users SET enabled_mark = 1 WHERE id = $1', [other.id]);
    expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${id}`, {})).code).toBe(200);
  });

  it('a flow cannot start itself as a sub-flow', async () => {
    const id = await createFlow({ nodeId: 'start', type: 'start', properties: { title: '发起' } });
    const put = await admin.put(`/api/WorkFlow/FlowEngine/${id}`, {
      enCode: `s${Date.now()}`,
      fullName: '自身子流程',
      flowTemplateJson: { nodeId: 'start', type: 'start', properties: { title: '发起' }, childNode: { nodeId: 'sub', type: 'subFlow', properties: { title: '子流程', flowId: id } } },
    });
    expect(put.code).toBe(200);
    const before = await state(id);
    const r = await admin.post(`/api/WorkFlow/FlowEngine/Release/${id}`, {});
    expect(r.data).toEqual([{ nodeId: 'sub', problem: 'subFlowSelf' }]);
    expect(await state(id)).toBe(before);
  });
});
