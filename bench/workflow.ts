import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../server/seed/seed';
import { Effects, approve, launchTask } from '../server/workflow/engine';

/**
 * Workflow figures (issue 14): approvals per second through the engine (each one a full
 * transition: lock, operator, record, next node, inbox message), and the to-do list's p99 through
 * the real route with BENCH_WF_FINISHED finished tasks (default 1,000,000) and BENCH_WF_OPEN open
 * ones (default 10,000) in the table, the open ones all in one approver's list. On PGlite, and on
 * PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const FINISHED = Number(process.env.BENCH_WF_FINISHED || 1_000_000);
const OPEN = Number(process.env.BENCH_WF_OPEN || 10_000);
const APPROVALS = Number(process.env.BENCH_WF_APPROVALS || 300);
const PASSWORD = 'bench12345';

async function fill(db: Database, flowId: string, version: number, initiator: string, approver: string) {
  // Finished history in bulk (tasks, their done operator and the approval record), then the open tasks.
  const chunk = 100_000;
  for (let done = 0; done < FINISHED; done += chunk) {
    const n = Math.min(chunk, FINISHED - done);
    await db.query(
      `WITH t AS (
         INSERT INTO flow_task (full_name, flow_id, flow_version, status, completion, creator_user_id, start_time, end_time, created_at)
         SELECT '历史请假' || g, $1, $2, 2, 100, $3, now() - interval '400 days' + g * interval '1 second', now() - interval '399 days', now() - interval '400 days' + g * interval '1 second'
         FROM generate_series(1, $5::int) g RETURNING id, created_at),
       n AS (INSERT INTO flow_task_node (task_id, node_code, node_name, node_type, state, created_at) SELECT id, 'leader1', '教研组长审批', 'approver', 'done', created_at FROM t RETURNING id, task_id, created_at),
       o AS (INSERT INTO flow_task_operator (task_id, task_node_id, node_code, node_name, handle_id, state, handle_status, handle_time, created_at)
             SELECT task_id, id, 'leader1', '教研组长审批', $4, 'done', 1, created_at, created_at FROM n RETURNING id)
       INSERT INTO flow_task_record (task_id, node_code, node_name, handle_id, handle_status, created_at) SELECT task_id, 'leader1', '教研组长审批', $4, 1, created_at FROM n`,
      [flowId, version, initiator, approver, n],
    );
  }
  await db.query(
    `WITH t AS (
       INSERT INTO flow_task (full_name, flow_id, flow_version, status, creator_user_id, start_time, created_at)
       SELECT '待审请假' || g, $1, $2, 1, $3, now() - g * interval '1 second', now() - g * interval '1 second' FROM generate_series(1, $5::int) g RETURNING id, created_at),
     n AS (INSERT INTO flow_task_node (task_id, node_code, node_name, node_type, state, created_at) SELECT id, 'leader1', '教研组长审批', 'approver', 'active', created_at FROM t RETURNING id, task_id, created_at)
     INSERT INTO flow_task_operator (task_id, task_node_id, node_code, node_name, handle_id, state, created_at) SELECT task_id, id, 'leader1', '教研组长审批', $4, 'pending', created_at FROM n`,
    [flowId, version, initiator, approver, OPEN],
  );
  await db.exec('ANALYZE');
}

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function figuresOn(label: string, databaseUrl: string | null) {
  const lines: [string, string][] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ec-wf-bench-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, adminPassword: PASSWORD, demoPassword: PASSWORD, seedDemo: true, logLevel: 'silent' };
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
    const [who] = await db.query<{ teacher: string; leader: string; account: string; flow: string; version: number }>(
      `SELECT u.id AS teacher, d.manager_id AS leader, (SELECT account FROM users WHERE id = d.manager_id) AS account,
         (SELECT id FROM flow_engine WHERE en_code = 'leaveFlow') AS flow, (SELECT version FROM flow_engine WHERE en_code = 'leaveFlow') AS version
       FROM users u JOIN organize d ON d.id = u.department_id WHERE u.account = 'teacher'`,
    );
    // Approvals: launch 1-day leaves (the leader alone), then approve them one after another.
    const ops: string[] = [];
    for (let i = 0; i < APPROVALS; i++) {
      const fx = new Effects();
      const taskId = await db.transaction((tx) => launchTask(tx, fx, who.teacher, { flowId: who.flow, formData: { days: 1 }, submit: true }));
      const [op] = await db.query<{ id: string }>(`SELECT id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [taskId]);
      ops.push(op.id);
    }
    const t0 = performance.now();
    for (const op of ops) {
      const fx = new Effects();
      await db.transaction((tx) => approve(tx, fx, who.leader, op, { handleOpinion: '同意' }));
    }
    const seconds = (performance.now() - t0) / 1000;
    lines.push([`${label}: approvals (sequential, each a full transition)`, `${Math.round(APPROVALS / seconds)} per second`]);

    const t1 = performance.now();
    await fill(db, who.flow, who.version, who.teacher, who.leader);
    lines.push([`${label}: filled`, `${FINISHED.toLocaleString('en-US')} finished + ${OPEN.toLocaleString('en-US')} open tasks in ${((performance.now() - t1) / 1000).toFixed(0)} s`]);

    const app = await buildApp({ ...config, distDir: path.join(dataDir, 'no-dist') }, db, { logger: false });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/Common/Login/Login', payload: { account: who.account, password: crypto.createHash('md5').update(PASSWORD).digest('hex') } });
      const token = (login.json() as { data: { token: string } }).data.token;
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 200; i++) {
        const page = 1 + (i % 10);
        const s = performance.now();
        const r = await app.inject({ method: 'GET', url: `/api/WorkFlow/FlowBefore/List/1?currentPage=${page}&pageSize=20`, headers: { authorization: token } });
        times.push(performance.now() - s);
        total = (r.json() as { data: { pagination: { total: number } } }).data.pagination.total;
      }
      lines.push([`${label}: to-do list (${total.toLocaleString('en-US')} open for one approver)`, `p99 ${pct(times, 0.99).toFixed(1)} ms, median ${pct(times, 0.5).toFixed(1)} ms (target ≤ 50 ms)`]);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

export async function workflowFigures() {
  // BENCH_WF_ONLY=postgres skips PGlite, where filling a million rows alone takes most of an hour.
  const lines: [string, string][] = process.env.BENCH_WF_ONLY === 'postgres' ? [] : [...(await figuresOn('PGlite', null))];
  if (process.env.BENCH_DATABASE_URL) lines.push(...(await figuresOn('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  else lines.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (an empty database) to measure it']);
  return { lines, results: { workflow: Object.fromEntries(lines) } };
}

if (process.argv[1]?.endsWith('workflow.ts')) {
  workflowFigures().then(
    (f) => {
      for (const [k, v] of f.lines) console.log(`${k.padEnd(70)} ${v}`);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
