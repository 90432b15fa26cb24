import type { SeedContext } from '../seed/seeders';

// A lived-in space: the demo teacher and colleagues post, follow each other (some mutually, so
// 好友 is not empty), like and comment; school2's staff post too, so a school admin sees both schools.

const POSTS: [number, string, number][] = [
  [0, '今天带学生参观了科技馆，孩子们对机器人展区特别感兴趣！', 1],
  [1, '分享一个课堂小技巧：用"三分钟复述"检查学生对新课的理解，效果很好。', 2],
  [2, '教研组本周集体备课，主题是《背影》的教学设计，欢迎大家来交流。', 3],
  [3, '运动会筹备中，班里报名很踊跃～', 4],
  [0, '期中阅卷结束，整体比上学期有进步，继续加油！', 6],
  [4, '周末读完了《给教师的建议》，第 23 条很受启发。', 8],
];

export async function seedSpace({ db, demo }: SeedContext) {
  if (!demo) return;
  const teacher = (await db.query<{ id: string; department_id: string; organize_id: string }>(`SELECT id, department_id, organize_id FROM users WHERE account = 'teacher'`))[0];
  if (!teacher) return;
  const colleagues = await db.query<{ id: string; organize_id: string }>(
    `SELECT id, organize_id FROM users WHERE organize_id = $1 AND id <> $2 AND enabled_mark = 1 AND account LIKE 't%' ORDER BY sort_code, account LIMIT 4`,
    [teacher.organize_id, teacher.id],
  );
  const school2 = (await db.query<{ id: string; organize_id: string }>(`SELECT id, organize_id FROM users WHERE account = 'school2'`))[0];
  const authors = [teacher, ...colleagues];
  const now = Date.now();
  const ids: string[] = [];
  for (const [who, content, daysAgo] of POSTS) {
    const a = authors[who % authors.length];
    const r = await db.query<{ id: string }>('INSERT INTO space_post (user_id, organize_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
      a.id, a.organize_id, content, new Date(now - daysAgo * 86_400_000 - who * 3_600_000),
    ]);
    ids.push(r[0].id);
  }
  if (school2) {
    await db.query('INSERT INTO space_post (user_id, organize_id, content, created_at) VALUES ($1, $2, $3, $4)', [
      school2.id, school2.organize_id, '实验小学春季研学活动圆满结束，感谢各位老师的付出！', new Date(now - 2 * 86_400_000),
    ]);
  }
  // The teacher follows the first three colleagues; the first two follow back (friends).
  for (const c of colleagues.slice(0, 3)) await db.query('INSERT INTO space_follow (follower_id, followee_id) VALUES ($1, $2)', [teacher.id, c.id]);
  for (const c of colleagues.slice(0, 2)) await db.query('INSERT INTO space_follow (follower_id, followee_id) VALUES ($1, $2)', [c.id, teacher.id]);
  for (const [i, postId] of ids.entries()) {
    for (const liker of authors.slice(0, (i % 3) + 1)) await db.query('INSERT INTO space_like (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [postId, liker.id]);
  }
  if (colleagues[0]) {
    await db.query(`INSERT INTO space_comment (post_id, user_id, content) VALUES ($1, $2, '孩子们一定收获很大！'), ($3, $4, '这个方法我也试试。')`, [ids[0], colleagues[0].id, ids[1], teacher.id]);
  }
}
