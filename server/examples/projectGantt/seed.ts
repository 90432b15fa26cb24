import type { Database } from '../../db/client';
import type { GanttTask } from '../../../contract/examples/projectGantt/reschedule';

/** A school's plan the demo owner sees on first visit: 新学期开学准备, with its dependencies. */
export const DEMO_PLAN: GanttTask[] = [
  ['t1', '制定开学工作方案', 0, 3, 100, []],
  ['t2', '教材征订与发放', 3, 5, 80, ['t1']],
  ['t3', '排课与课表发布', 3, 4, 100, ['t1']],
  ['t4', '教室与设备检修', 2, 6, 60, []],
  ['t5', '新生分班', 7, 2, 40, ['t3']],
  ['t6', '教师培训', 8, 3, 20, ['t2', 't3']],
  ['t7', '安全检查验收', 9, 2, 0, ['t4']],
  ['t8', '开学典礼', 12, 1, 0, ['t5', 't6', 't7']],
].map(([id, name, start, duration, progress, dependsOn]) => ({ id, name, start, duration, progress, dependsOn }) as GanttTask);

export async function seedProject(db: Database, ownerIds: string[]) {
  for (const owner of ownerIds) {
    const [p] = await db.query<{ id: string }>(`INSERT INTO ex_project (name, owner_user_id, created_at) VALUES ('新学期开学准备', $1, now() - interval '3 days') RETURNING id`, [owner]);
    for (const [i, k] of DEMO_PLAN.entries())
      await db.query('INSERT INTO ex_project_task (project_id, id, name, start_day, duration, progress, depends_on, sort_code) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [p.id, k.id, k.name, k.start, k.duration, k.progress, k.dependsOn, i]);
  }
}
