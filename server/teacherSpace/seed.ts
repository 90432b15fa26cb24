import type { SeedContext } from '../seed/seeders';

// The demo teacher's homepage (public), a studio she leads with colleagues, and lessons and
// resources, some shared with the studio and some public.

export async function seedTeacherSpace({ db, demo }: SeedContext) {
  if (!demo) return;
  const teacher = (await db.query<{ id: string; organize_id: string }>(`SELECT id, organize_id FROM users WHERE account = 'teacher'`))[0];
  if (!teacher) return;
  const colleagues = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE organize_id = $1 AND id <> $2 AND enabled_mark = 1 AND account LIKE 't%' ORDER BY sort_code, account LIMIT 3`,
    [teacher.organize_id, teacher.id],
  );
  await db.query(
    `INSERT INTO teacher_profile (user_id, subjects, title, intro, honours, public_page) VALUES ($1, '语文', '一级教师', $2, $3::jsonb, true)`,
    [
      teacher.id,
      '从教十二年，担任初一（3）班班主任。关注整本书阅读与写作教学，主持区级课题《初中语文整本书阅读的课堂实施》。',
      JSON.stringify([{ year: '2025', name: '区优秀班主任' }, { year: '2024', name: '市青年教师教学比赛一等奖' }, { year: '2022', name: '区语文学科带头人' }]),
    ],
  );
  for (const [i, c] of colleagues.entries()) {
    await db.query(`INSERT INTO teacher_profile (user_id, subjects, title, public_page) VALUES ($1, $2, '二级教师', $3)`, [c.id, ['语文', '历史', '语文'][i], i === 0]);
  }
  const studio = (
    await db.query<{ id: string }>(
      `INSERT INTO teacher_studio (name, intro, organize_id, leader_user_id) VALUES ('张晓燕名师工作室', '聚焦整本书阅读与写作教学，每月一次集体教研与公开课。', $1, $2) RETURNING id`,
      [teacher.organize_id, teacher.id],
    )
  )[0].id;
  await db.query('INSERT INTO teacher_studio_member (studio_id, user_id) VALUES ($1, $2)', [studio, teacher.id]);
  for (const c of colleagues.slice(0, 2)) await db.query('INSERT INTO teacher_studio_member (studio_id, user_id) VALUES ($1, $2)', [studio, c.id]);
  const items: [string, string, string, string, boolean, boolean][] = [
    ['lesson', '《背影》教学设计与课堂实录', '以"细节描写"为抓手的一课时设计。', '/help.html', true, true],
    ['lesson', '《朝花夕拾》整本书阅读导读课', '导读课的任务单与阅读进度表。', '', true, false],
    ['resource', '初一上册文言文字词梳理', '逐篇整理的重点字词与练习。', '', false, true],
    ['resource', '作文评价量表（记叙文）', '学生互评使用的五维量表。', '', true, true],
  ];
  for (const [kind, title, summary, url, inStudio, isPublic] of items) {
    await db.query('INSERT INTO teacher_resource (user_id, studio_id, kind, title, summary, subject, url, is_public) VALUES ($1, $2, $3, $4, $5, \'语文\', $6, $7)', [
      teacher.id, inStudio ? studio : null, kind, title, summary, url, isPublic,
    ]);
  }
}
