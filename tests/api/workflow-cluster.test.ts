import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// Two instances on one PostgreSQL advancing the same task at once (issue 14): the task row lock
// serialises them, so a countersign node completes once, an item is approved once, and a due
// time limit runs on one instance only. PGlite is one process: no second instance there.
describe.runIf(!!process.env.TEST_DATABASE_URL)('workflow on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  let people: { id: string; account: string }[];

  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, { alongside: a });
    people = await a.database.query<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account LIKE 't0%' AND enabled_mark = 1 ORDER BY account LIMIT 6`);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function flowOf(admin: Client, approvers: string[], extra: Record<string, unknown> = {}) {
    const design = { nodeId: 'start', type: 'start', properties: {}, childNode: { nodeId: 'all', type: 'approver', properties: { title: '会签', assigneeType: 6, approvers, counterSign: 1, ...extra } } };
    const c = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `cl${Date.now()}`, fullName: '集群会签', flowTemplateJson: design });
    await admin.post(`/api/WorkFlow/FlowEngine/Release/${c.data.id}`, {});
    return c.data.id as string;
  }
  const todoOf = async (c: Client, taskId: string) => (await c.get('/api/WorkFlow/FlowBefore/List/1', { pageSize: 100 })).data.list.find((r: any) => r.taskId === taskId)?.id;

  it('countersign approvals split over both instances complete the node exactly once', async () => {
    const flowId = await flowOf(await a.login('admin'), people.map((p) => p.id));
    const taskId = (await (await a.login('teacher')).post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    const clients = await Promise.all(people.map((p, i) => (i % 2 ? b : a).login(p.account)));
    const ops = await Promise.all(clients.map((c) => todoOf(c, taskId)));
    const answers = await Promise.all(clients.map((c, i) => c.post(`/api/WorkFlow/FlowBefore/Audit/${ops[i]}`, {})));
    expect(answers.map((r) => r.code)).toEqual(people.map(() => 200));
    const [task] = await a.database.query<{ status: number }>('SELECT status FROM flow_task WHERE id = $1', [taskId]);
    expect(task.status).toBe(2);
    const [n] = await a.database.query<{ agree: number; results: number }>(
      `SELECT (SELECT count(*) FROM flow_task_record WHERE task_id = $1 AND handle_status = 1)::int AS agree,
              (SELECT count(*) FROM message WHERE body_text LIKE '%' || $1 || '%' AND body_text LIKE '%"type":1%')::int AS results`,
      [taskId],
    );
    expect(n).toEqual({ agree: people.length, results: 1 });
  });

  it('the same item approved through both instances at once is approved once', async () => {
    const flowId = await flowOf(await a.login('admin'), [people[0].id]);
    const taskId = (await (await a.login('teacher')).post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    const onA = await a.login(people[0].account);
    const onB = b.withToken(onA.token!);
    const op = await todoOf(onA, taskId);
    const answers = await Promise.all([onA.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {}), onB.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {})]);
    expect(answers.map((r) => r.code).sort()).toEqual([200, 400]);
    const [n] = await a.database.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_task_record WHERE task_id = $1 AND handle_status = 1', [taskId]);
    expect(n.n).toBe(1);
  });

  it('a due time limit runs on one instance only', async () => {
    const flowId = await flowOf(await a.login('admin'), [people[1].id], { timeoutConfig: { on: true, quantity: 1, type: 'hour', handler: 1 } });
    const taskId = (await (await a.login('teacher')).post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    await a.database.query(`UPDATE flow_job SET run_at = now() WHERE payload->>'taskId' = $1`, [taskId]);
    await expect.poll(async () => (await a.database.query<{ status: number }>('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status, { timeout: 20_000 }).toBe(2);
    const [n] = await a.database.query<{ n: number; attempts: number }>(
      `SELECT (SELECT count(*) FROM flow_task_record WHERE task_id = $1 AND handle_status = 9)::int AS n, (SELECT attempts FROM flow_job WHERE payload->>'taskId' = $1) AS attempts`,
      [taskId],
    );
    expect(n).toEqual({ n: 1, attempts: 1 });
  });
});
