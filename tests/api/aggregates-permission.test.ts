import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

/*
 * Built-in aggregates (issue 16 item 4): each figure follows the caller's grant and data permission,
 * compared with what the database holds for the rows the caller may see.
 */

const s = serverForFile('sysadmin', 'school1', 'school2', 'teacher');
const q = <T>(sql: string, params: unknown[] = []) => s.server.database.query<T>(sql, params);
const total = (list: { value: number }[]) => list.reduce((n, p) => n + p.value, 0);

async function schoolOf(account: string) {
  const [r] = await q<{ id: string; full_name: string; tree_path: string }>(
    `SELECT o.id, o.full_name, o.tree_path FROM users u JOIN organize o ON o.id = u.organize_id WHERE u.account = $1`,
    [account],
  );
  return r;
}

describe('aggregates under each role’s data permission', () => {
  it('users per school: the bureau sees every school, a school head only their own, counted as the database counts them', async () => {
    const all = await s.sysadmin.get('/api/Aggregate/usersPerSchool');
    expect(all.code).toBe(200);
    expect(all.data.list.map((p: any) => p.name).sort()).toEqual(['城东实验小学', '城东第一中学', '城东第二中学'].sort());

    const school = await schoolOf('school1');
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM users u JOIN organize o ON o.id = u.organize_id WHERE o.tree_path LIKE $1 || '%'`, [school.tree_path]);
    const mine = await s.school1.get('/api/Aggregate/usersPerSchool');
    expect(mine.data.list).toEqual([{ name: school.full_name, value: n, lng: expect.any(Number), lat: expect.any(Number) }]);
    expect(n).toBeGreaterThan(10);
  });

  it('leave per month: a teacher holding “own records” counts only their own requests', async () => {
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM model_record r JOIN users u ON u.id = r.creator_user_id WHERE r.model_id = 'model-leave' AND u.account = 'teacher'`);
    const [{ all }] = await q<{ all: number }>(`SELECT count(*)::int AS all FROM model_record WHERE model_id = 'model-leave'`);
    const r = await s.teacher.get('/api/Aggregate/leavePerMonth');
    expect(r.code).toBe(200);
    expect(total(r.data.list)).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(all);
    expect(total((await s.sysadmin.get('/api/Aggregate/leavePerMonth')).data.list)).toBe(all);
    for (const p of r.data.list) expect(p.name).toMatch(/^\d{4}-\d{2}$/);
  });

  it('scores per subject: a menu without data permission still stops at the caller’s school', async () => {
    const school = await schoolOf('school1');
    const expected = await q<{ subject: string; avg: number }>(
      `SELECT data->>'subject' AS subject, round(avg((data->>'score')::numeric), 1)::float8 AS avg FROM model_record WHERE model_id = 'model-score' AND organize_id = $1 GROUP BY 1`,
      [school.id],
    );
    const r = await s.school1.get('/api/Aggregate/scoresPerSubject');
    expect(r.code).toBe(200);
    expect(r.data.list.map((p: any) => p.name)).toEqual(['语文', '数学', '英语', '物理', '历史']);
    expect(r.data.list.find((p: any) => p.name === '语文').value).toBe(expected.find((e) => e.subject === 'chinese')!.avg);
    // The seed gives scores to the first school only: another school's head sees none of them.
    const other = await s.school2.get('/api/Aggregate/scoresPerSubject');
    expect(other.code).toBe(200);
    expect(other.data.list).toEqual([]);
  });

  it('to-dos count the caller’s own pending items', async () => {
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM flow_task_operator o JOIN users u ON u.id = o.handle_id WHERE u.account = 'teacher' AND o.state = 'pending'`);
    const r = await s.teacher.get('/api/Aggregate/todoCount');
    expect(r.data.list).toEqual([{ name: '', value: n }]);
  });

  it('refuses a caller without the menu’s grant, and an unknown or prototype key', async () => {
    const [{ id: roleId }] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
    const [{ id: menuId }] = await q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus.scoreReport'`);
    expect((await s.teacher.get('/api/Aggregate/scoresPerSubject')).code).toBe(200);
    await q(`DELETE FROM authorize WHERE object_type = 'Role' AND object_id = $1 AND item_type = 'module' AND item_id = $2`, [roleId, menuId]);
    s.server.app.access.invalidate();
    const refused = await s.teacher.get('/api/Aggregate/scoresPerSubject');
    expect(refused.code).toBe(403);
    expect(refused.data).toBeNull();
    const offered = await s.teacher.get('/api/Aggregate');
    expect(offered.data.list.map((a: any) => a.key)).not.toContain('scoresPerSubject');
    expect(offered.data.list.map((a: any) => a.key)).toContain('leavePerMonth');
    expect((await s.teacher.get('/api/Aggregate/constructor')).code).toBe(404);
    expect((await s.teacher.get('/api/Aggregate/__proto__')).code).toBe(404);
    expect((await s.server.anonymous.get('/api/Aggregate/usersPerSchool')).status).toBe(401);
  });
});
