import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { moveTask, planProblems, type GanttTask } from '../../../contract/examples/projectGantt/reschedule';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Type, answers, envelope, epochMs, listOnly, okId, one, rows, typed } from '../../kit';
import type { Queryable } from '../../db/client';

// 项目甘特 (issue 18 item 2): project plans of tasks with finish-to-start dependencies. A drag in the
// chart sends the task's new start (and duration); the server applies the pure rule of
// contract/examples/projectGantt/reschedule.ts to the stored plan and saves every shifted dependant
// in one transaction, so the plan on the server never breaks a dependency whatever the client drew.

const access = { menu: 'extend.projectGantt' };
const tags = ['Examples'];

const ProjectRow = Type.Object({ id: Type.String(), name: Type.String(), taskCount: Type.Integer(), startDate: Type.String(), updatedAt: Type.Number() });
const TaskRow = Type.Object({ id: Type.String(), name: Type.String(), start: Type.Integer(), duration: Type.Integer(), progress: Type.Integer(), dependsOn: Type.Array(Type.String()) });
const Plan = Type.Object({ id: Type.String(), name: Type.String(), startDate: Type.String(), tasks: Type.Array(TaskRow) });
const TaskIn = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    start: Type.Integer({ minimum: 0, maximum: 3650 }),
    duration: Type.Integer({ minimum: 0, maximum: 3650 }),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    dependsOn: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

/** The project's day 0 is the day it was created (dates in the chart count from it). */
const START_DATE = `to_char(p.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

function checkPlan(tasks: GanttTask[]) {
  const ids = new Set<string>();
  for (const task of tasks) {
    if (ids.has(task.id)) throw new ApiError(Code.BadRequest, t('exGanttBadDependency'));
    ids.add(task.id);
  }
  const problem = planProblems(tasks)[0];
  if (!problem) return;
  throw new ApiError(Code.BadRequest, t(problem.kind === 'cycle' ? 'exGanttCycle' : problem.kind === 'duration' ? 'exGanttBadDuration' : 'exGanttBadDependency'));
}

async function saveTasks(tx: Queryable, projectId: string, tasks: GanttTask[]) {
  await tx.query('DELETE FROM ex_project_task WHERE project_id = $1', [projectId]);
  await tx.query(
    `INSERT INTO ex_project_task (project_id, id, name, start_day, duration, progress, depends_on, sort_code)
     SELECT $1, x.id, x.name, x.start_day, x.duration, x.progress, ARRAY(SELECT jsonb_array_elements_text(x.deps)), x.ord
     FROM jsonb_to_recordset($2::jsonb) AS x(id text, name text, start_day int, duration int, progress int, deps jsonb, ord int)`,
    [projectId, JSON.stringify(tasks.map((tk, i) => ({ id: tk.id, name: tk.name, start_day: tk.start, duration: tk.duration, progress: tk.progress, deps: tk.dependsOn, ord: i })))],
  );
  await tx.query('UPDATE ex_project SET updated_at = now() WHERE id = $1', [projectId]);
}

export default async function projectGanttRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  async function plan(id: string, userId: string, tx: Queryable = db) {
    const p = await one(tx, Type.Object({ id: Type.String(), name: Type.String(), startDate: Type.String() }), `SELECT p.id, p.name, ${START_DATE} AS start_date FROM ex_project p WHERE p.id = $1 AND p.owner_user_id = $2`, [id, userId]);
    if (!p) throw new ApiError(Code.NotFound, t('notFound'));
    const tasks = await rows(tx, TaskRow, 'SELECT id, name, start_day AS start, duration, progress, depends_on FROM ex_project_task WHERE project_id = $1 ORDER BY sort_code, id', [id]);
    return { ...p, tasks };
  }

  app.get('/api/Extend/Project', { schema: { tags, summary: '我的项目', response: answers(listOnly(ProjectRow)) }, config: { access } }, async (req) =>
    ok({
      list: await rows(
        db,
        ProjectRow,
        `SELECT p.id, p.name, (SELECT count(*)::int FROM ex_project_task k WHERE k.project_id = p.id) AS task_count, ${START_DATE} AS start_date, ${epochMs('p.updated_at')} AS updated_at
         FROM ex_project p WHERE p.owner_user_id = $1 ORDER BY p.created_at, p.id`,
        [req.user.id],
      ),
    }),
  );

  app.get('/api/Extend/Project/:id', { schema: { tags, summary: '项目计划（任务与依赖）', params: IdParams, response: answers(envelope(Plan)) }, config: { access } }, async (req) =>
    ok(await plan(req.params.id, req.user.id)),
  );

  app.post(
    '/api/Extend/Project',
    { schema: { tags, summary: '新建项目', body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), tasks: Type.Array(TaskIn, { maxItems: 2000 }) }, { additionalProperties: false }), response: answers(okId) }, config: { access } },
    async (req) => {
      checkPlan(req.body.tasks);
      const id = await db.transaction(async (tx) => {
        const [p] = await tx.query<{ id: string }>('INSERT INTO ex_project (name, owner_user_id) VALUES ($1, $2) RETURNING id', [req.body.name.trim(), req.user.id]);
        await saveTasks(tx, p.id, req.body.tasks);
        return p.id;
      });
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/Extend/Project/:id/Tasks',
    { schema: { tags, summary: '保存整个计划（任务、进度、依赖）', params: IdParams, body: Type.Object({ tasks: Type.Array(TaskIn, { maxItems: 2000 }) }, { additionalProperties: false }), response: answers(envelope(Plan)) }, config: { access } },
    async (req) => {
      checkPlan(req.body.tasks);
      const out = await db.transaction(async (tx) => {
        await plan(req.params.id, req.user.id, tx);
        await saveTasks(tx, req.params.id, req.body.tasks);
        return plan(req.params.id, req.user.id, tx);
      });
      return ok(out, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/Extend/Project/:id/Actions/Move',
    {
      schema: {
        tags,
        summary: '拖动任务：新的开始日与工期，依赖它的任务按需顺延',
        params: IdParams,
        body: Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 40 }), start: Type.Integer({ minimum: 0, maximum: 3650 }), duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })) }, { additionalProperties: false }),
        response: answers(envelope(Type.Object({ shifted: Type.Array(Type.String()), tasks: Type.Array(TaskRow) }))),
      },
      config: { access },
    },
    async (req) => {
      const out = await db.transaction(async (tx) => {
        const p = await plan(req.params.id, req.user.id, tx);
        if (!p.tasks.some((k) => k.id === req.body.taskId)) throw new ApiError(Code.NotFound, t('notFound'));
        const moved = moveTask(p.tasks, req.body.taskId, req.body.start, req.body.duration);
        await saveTasks(tx, p.id, moved.tasks);
        return { shifted: moved.shifted, tasks: moved.tasks };
      });
      return ok(out, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/Extend/Project/:id', { schema: { tags, summary: '删除项目', params: IdParams, response: answers(envelope(Type.Null())) }, config: { access } }, async (req) => {
    const gone = await db.query('DELETE FROM ex_project WHERE id = $1 AND owner_user_id = $2 RETURNING id', [req.params.id, req.user.id]);
    if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(null, say(req, 'deleteSuccess'));
  });
}
